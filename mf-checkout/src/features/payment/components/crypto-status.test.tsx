/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The crypto screen counts down to the API's expiry, shows a QR code, copies address and amount,
// names the network, always has a way out, and says what happens to a partial payment.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { BookingPaymentStatus, PaymentState } from '@mp/shared/contracts';
import { addResources, i18n } from '@mp/shared/i18n';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { renderScreen } from '../../../test-support/render';
import type { StoredPayment } from '../../../shared/payment/stored-payment';
import { cryptoLeft, cryptoView, CryptoStatus } from './crypto-status';
import { qrModules } from '../../../shared/qr-modules';

addResources('checkout', { en, pt });
jest.setTimeout(20_000);

type Crypto = NonNullable<PaymentState['crypto']>;
const START = Date.parse('2030-01-01T10:00:00Z');
const baseCrypto = (over: Partial<Crypto> = {}): Crypto => ({
  payment_id: 'cp-1',
  pay_address: 'TQ3f1c9d2e8a7b6c5d4e3f2a1b0c9d8e7f6a',
  pay_amount: '54.35',
  pay_currency: 'usdt',
  actually_paid: '0',
  price_amount_cents: 5000,
  crypto_status: 'waiting',
  expires_at: new Date(START + 3600_000).toISOString(),
  network: 'tron',
  ...over,
});
const stored = (crypto: Crypto): StoredPayment => ({
  method: 'crypto',
  email: 'ana@example.pt',
  lines: [],
  booking: {
    booking_id: 9,
    reference: 'MP-9',
    booking_status: 'waiting_payment',
    total_cents: 5000,
    discount_cents: 0,
    points_used: 0,
    clear_cart: true,
    payment: {
      id: 1,
      method: 'crypto',
      status: 'requires_action',
      amount_cents: 5000,
      currency: 'EUR',
      expires_at: crypto.expires_at,
      crypto,
    },
  } as StoredPayment['booking'],
});

let live: Crypto;
beforeEach(async () => {
  jest.useFakeTimers({ now: START, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  await i18n.changeLanguage('en');
  live = baseCrypto();
  jest.spyOn(api, 'get').mockImplementation(async () => ({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        booking_id: 9,
        booking_status: 'waiting_payment',
        payment: {
          id: 1,
          method: 'crypto',
          status: 'requires_action',
          amount_cents: 5000,
          currency: 'EUR',
          expires_at: live.expires_at,
          crypto: live,
        },
      } as unknown as BookingPaymentStatus,
    },
  }));
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function show(crypto = live, onChangeMethod = jest.fn()) {
  renderScreen(<CryptoStatus stored={stored(crypto)} onPaid={jest.fn()} onChangeMethod={onChangeMethod} />);
  return onChangeMethod;
}

describe('the crypto payment screen', () => {
  it('replacing the form after Pay, it is brought into view and its heading takes the focus (a phone stayed below)', () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    show();
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2 }));
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
  });

  it('counts down from the API expiry, names the USDT network and shows the address as a QR code', async () => {
    show();
    expect(screen.getByTestId('crypto-countdown').textContent).toBe('60:00');
    expect(screen.getByTestId('crypto-network').textContent).toBe(
      'Send only USDT on the Tron (TRC-20) network: coins sent on another network cannot be recovered.',
    );
    expect(
      screen.getByText('Send exactly 54.35 USDT to the address below, on the Tron (TRC-20) network.'),
    ).toBeTruthy();
    const qr = await screen.findByRole('img', { name: 'QR code of the USDT address to pay 54.35 USDT' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d/);
    act(() => {
      jest.advanceTimersByTime(61_000);
    });
    expect(screen.getByTestId('crypto-countdown').textContent).toBe('58:59');
  });

  it('copies the address and the amount exactly, and says so', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    // user-event puts its own clipboard on navigator; watch what the screen writes to it.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    show();
    await user.click(screen.getByRole('button', { name: 'Copy Address' }));
    expect(writeText).toHaveBeenLastCalledWith(live.pay_address);
    expect(await screen.findByText('Address copied.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('54.35');
  });

  it('has a way out while waiting, and after a partial payment says what was sent, what is left and that it is given back', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime.bind(jest) });
    live = baseCrypto({ crypto_status: 'partially_paid', actually_paid: '20.00' });
    const change = show(live);
    expect(screen.getByTestId('crypto-partial').textContent).toBe(
      "We received 20.00 of 54.35 USDT. Send the remaining 34.35 USDT to the same address before the time runs out. If you don't, the 20.00 USDT you sent is given back to you.",
    );
    expect(screen.getByTestId('crypto-way-out').textContent).toBe(
      'Rather pay another way? Change the payment method: the 20.00 USDT you already sent is given back to you, and the new method is asked for the full €50.00.',
    );
    await user.click(screen.getByRole('button', { name: 'Change payment method' }));
    expect(change).toHaveBeenCalledTimes(1);
  });

  it('in Portuguese, once the hour is over: expired, the coins sent given back, money as "50,00 €"', async () => {
    await i18n.changeLanguage('pt');
    live = baseCrypto({ crypto_status: 'partially_paid', actually_paid: '20.00' });
    show(live);
    expect(screen.getByTestId('crypto-way-out').textContent).toMatch(/o total de 50,00\s€\.$/);
    act(() => {
      jest.advanceTimersByTime(3600_000);
    });
    await waitFor(() => expect(screen.getByTestId('crypto-state').textContent).toBe('O prazo de pagamento expirou.'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Os 20.00 USDT que enviou são-lhe devolvidos, para o endereço de onde vieram. Altere o meio de pagamento para reservar de novo.',
    );
    expect(screen.queryByTestId('crypto-countdown')).toBeNull();
  });
});

describe('crypto rules', () => {
  it('a window that ran out is expired unless coins are confirming; paid wins', () => {
    expect(cryptoView('waiting', false, 0)).toBe('expired');
    expect(cryptoView('partially_paid', false, 0)).toBe('expired');
    expect(cryptoView('confirming', false, 0)).toBe('confirming');
    expect(cryptoView('waiting', true, 0)).toBe('finished');
    expect(cryptoView('waiting', false, 10)).toBe('waiting');
  });

  it('what is left is counted in the currency decimals', () => {
    expect(cryptoLeft('54.35', '20.00')).toBe('34.35');
    expect(cryptoLeft('0.01000000', '0.00333333')).toBe('0.00666667');
    expect(cryptoLeft('1.00', '2.00')).toBe('0.00');
  });

  it('the QR code is a square of modules with its finder patterns', () => {
    const { size, dark } = qrModules('TQ3f1c9d2e8a7b6c5d4e3f2a1b0c9d8e7f6a');
    expect(size).toBeGreaterThanOrEqual(21);
    const on = new Set(dark.map(([x, y]) => `${x},${y}`));
    // The top-left finder pattern: a dark 7×7 ring around a light ring and a dark 3×3 centre.
    expect(on.has('0,0') && on.has('6,6') && on.has('3,3')).toBe(true);
    expect(on.has('1,1')).toBe(false);
  });
});
