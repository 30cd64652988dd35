// The sandbox pages a traveller meets during a test payment (3-D Secure, PayPal, MB WAY): the amount in the page's
// language's one money format, and the site's icon named so the browser does not ask for a missing /favicon.ico.
import { sandboxPage } from './sandbox-pages';

const page = (locale: 'en' | 'pt') =>
  sandboxPage('card', locale, { action: '/api/payments/sandbox/x', amountCents: 5900, open: true, status: 'pending' });

describe('sandbox pages', () => {
  it('say the amount as the rest of the site does, per language', () => {
    expect(page('pt')).toMatch(/Montante: 59,00\s€/);
    expect(page('en')).toContain('Amount: €59.00');
  });

  it('name the site icon', () => {
    expect(page('en')).toContain('<link rel="icon" href="/shell/favicon.svg" type="image/svg+xml">');
  });
});
