import { act, screen } from '@testing-library/react';
import { addResources } from '@mp/shared/i18n';
import { localeStore, type CartItem } from '@mp/shared/stores';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { renderScreen } from '../../../test-support/render';
import { MethodLogos } from './method-logos';
import { PayTerms, SecurePaymentLine, servedOverHttps } from './trust-signals';

addResources('checkout', { en, pt });

const tour = (name: string, date: string, policyHours: number): CartItem => ({
  id: name,
  service_id: 1,
  service_slug: name,
  kind: 'experience',
  name,
  image_url: null,
  date,
  time: '10:00',
  quantity: 2,
  unit_price_cents: 5000,
  total_cents: 10000,
  discount_cents: 0,
  free_cancellation: policyHours > 0 ? 1 : 0,
  cancellation_policy: policyHours,
  notes: {},
});

afterEach(() => act(() => localeStore.getState().setLocale('en')));

it('says the payment is secure beside a lock the screen reader skips, on a page served over HTTPS', () => {
  renderScreen(<SecurePaymentLine encrypted />);
  const line = screen.getByTestId('secure-payment');
  expect(line.textContent).toBe('Secure payment · encrypted connection');
  expect(line.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
});

it('claims no encrypted connection on a page served over plain http (jsdom serves http://localhost)', () => {
  expect(window.location.protocol).toBe('http:');
  expect(servedOverHttps()).toBe(false);
  renderScreen(<SecurePaymentLine />);
  expect(screen.queryByTestId('secure-payment')).toBeNull();
});

it('shows the earliest free-cancellation deadline of the order, in Lisbon time', () => {
  // 2099: the deadlines stay ahead of the clock. 10:00 Lisbon in July = 09:00 UTC; 24 h and 72 h before.
  renderScreen(<PayTerms items={[tour('Sintra tour', '2099-07-15', 24), tour('Douro cruise', '2099-07-15', 72)]} />);
  expect(screen.getByTestId('order-cancellation').textContent).toBe(
    'Free cancellation until 12/07/2099, 10:00 (Lisbon time)',
  );
});

it('says when the order cannot be cancelled for free, and which lines when only some can', () => {
  const { unmount } = renderScreen(<PayTerms items={[tour('Fado dinner', '2099-07-15', 0)]} />);
  expect(screen.getByTestId('order-cancellation').textContent).toBe('Non-refundable');
  unmount();
  renderScreen(<PayTerms items={[tour('Sintra tour', '2099-07-15', 24), tour('Fado dinner', '2099-07-15', 0)]} />);
  expect(screen.getByTestId('order-cancellation').textContent).toBe(
    'Free cancellation until 14/07/2099, 10:00 (Lisbon time), except: Fado dinner (non-refundable).',
  );
});

it('links the terms and the privacy policy, opening in a new tab, in English and in Portuguese', () => {
  const { unmount } = renderScreen(<PayTerms items={[]} />);
  expect(screen.getByTestId('terms-acceptance').textContent).toBe(
    'By paying you accept the Terms and conditions (opens in a new tab) and the Privacy policy (opens in a new tab).',
  );
  expect(screen.getByRole('link', { name: 'Terms and conditions (opens in a new tab)' }).getAttribute('href')).toBe(
    '/terms-and-conditions',
  );
  expect(screen.getByRole('link', { name: 'Privacy policy (opens in a new tab)' }).getAttribute('target')).toBe(
    '_blank',
  );
  unmount();

  act(() => localeStore.getState().setLocale('pt'));
  renderScreen(<PayTerms items={[]} />);
  expect(screen.getByRole('link', { name: 'Termos e condições (abre num novo separador)' }).getAttribute('href')).toBe(
    '/pt/terms-and-conditions',
  );
  expect(
    screen.getByRole('link', { name: 'Política de privacidade (abre num novo separador)' }).getAttribute('href'),
  ).toBe('/pt/privacy-policy');
  expect(screen.getByTestId('terms-acceptance').textContent).toMatch(/^Ao pagar, aceita os Termos e condições/);
});

it('draws the method marks for the eye only: the radio keeps its text as its name', () => {
  renderScreen(
    <label>
      <input type="radio" name="m" value="card" />
      Card
      <MethodLogos method="card" />
    </label>,
  );
  expect(screen.getByRole('radio', { name: 'Card' })).toBeTruthy();
  const logos = screen.getByTestId('method-logos-card');
  expect(logos.getAttribute('aria-hidden')).toBe('true');
  expect([...logos.querySelectorAll('svg')].map((s) => s.getAttribute('data-mark'))).toEqual(['VISA', 'Mastercard']);
});
