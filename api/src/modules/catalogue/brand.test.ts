// A product, not a template: the site is Roteiro in both languages, in mails and on the sandbox pages too.
import { sandboxPage } from '../payments/sandbox-pages';
import { catalogueMessages } from './messages';

describe('the product name', () => {
  it('the partner welcome mail greets in the name of Roteiro, in en and pt', () => {
    expect(catalogueMessages.en.partners.welcomeSubject).toBe('Welcome to Roteiro');
    expect(catalogueMessages.pt.partners.welcomeSubject).toBe('Bem-vindo ao Roteiro');
  });

  it('the PayPal sandbox page asks to approve the payment to Roteiro, never to "the marketplace"', () => {
    for (const locale of ['en', 'pt'] as const) {
      const html = sandboxPage('paypal', locale, {
        action: '/x',
        amountCents: 4500,
        open: true,
        status: 'requires_action',
      });
      expect(html).toContain('Roteiro');
      expect(html).not.toMatch(/marketplace/i);
    }
  });
});
