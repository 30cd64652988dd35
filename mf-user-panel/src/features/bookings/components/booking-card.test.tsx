import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ClientBooking } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { BookingCard } from './booking-card';

addResources('userPanel', { en, pt });

// The demo booking DEMO-CP-0003: a €36 cruise, 500 points (€5) off, €20 of a gift card and €11 by card.
const booking = (
  payment: Partial<ClientBooking['payment']>,
  total = 3100,
  status: ClientBooking['status'] = 'paid',
): ClientBooking =>
  ({
    id: 3,
    reference: 'DEMO-CP-0003',
    status,
    payment_method: 'card',
    total_cents: total,
    discount_cents: 0,
    points_used: payment.points_cents ?? 0,
    created_at: '2026-11-18T09:00:00Z',
    payment: { money_cents: 0, refunded_cents: 0, points_cents: 0, promo_cents: 0, gift_card_cents: 0, ...payment },
    items: [],
  }) as ClientBooking;

const rows = () =>
  within(screen.getByTestId('payment-split'))
    .getAllByRole('term')
    .map((dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`.replace(/\s/g, ' '));

const show = (b: ClientBooking) =>
  render(
    <MemoryRouter>
      <UiProvider>
        <ul>
          <BookingCard booking={b} />
        </ul>
      </UiProvider>
    </MemoryRouter>,
  );

beforeEach(() => act(() => localeStore.getState().setLocale('en')));

describe('a booking in My bookings says what it cost and how it was paid', () => {
  it("from the API's breakdown: every item, the promo code, the points, the total, then what paid it and each refund, adding up (pt)", () => {
    act(() => localeStore.getState().setLocale('pt'));
    // Two €63 tours under a €116 total read "63,00 € + 63,00 €" with nothing between them and the total before.
    show({
      ...booking({ money_cents: 9600, points_cents: 100, promo_cents: 900, gift_card_cents: 2000 }, 11600),
      amounts: {
        lines: [
          { item_id: 1, name: 'Passeio em Alfama', cents: 6300 },
          { item_id: 2, name: 'Tour da Mouraria', cents: 6300 },
        ],
        discount_cents: 0,
        promo_cents: 900,
        points_used: 100,
        points_cents: 100,
        total_cents: 11600,
        gift_card: { last4: 'WXYZ', cents: 2000 },
        payment: { method: 'card', cents: 9600 },
        refunds: [{ item_id: 2, method: 'card', cents: 5800, gift_card_last4: null }],
        adds_up: true,
      },
    });
    expect(rows()).toEqual([
      'Passeio em Alfama 63,00 €',
      'Tour da Mouraria 63,00 €',
      'Código promocional −9,00 €',
      '100 pontos −1,00 €',
      'Total 116,00 €',
      'Cartão-oferta 20,00 €',
      'Cartão 96,00 €',
      'Reembolso de Tour da Mouraria 58,00 € para o cartão com que pagou',
    ]);
    // An amount as shown, without its sign: "−9,00 €" → 900.
    const cents = (row: string) => {
      const [, euros, hundredths] = /([\d.]+),(\d{2}) €/.exec(row)!;
      return Number(euros!.replace(/\./g, '')) * 100 + Number(hundredths);
    };
    const [a, b, promo, points, total, gift, card] = rows().map(cents) as number[];
    expect(a! + b! - promo! - points!).toBe(total);
    expect(gift! + card!).toBe(total);
  });

  it('points, gift card and card: subtotal, the points off, the total, then what paid it (never "Paid €31" beside €36 of lines)', () => {
    show(booking({ money_cents: 1100, points_cents: 500, gift_card_cents: 2000 }));
    expect(rows()).toEqual(['Subtotal €36.00', '500 points −€5.00', 'Total €31.00', 'Gift card €20.00', 'Card €11.00']);
    expect(screen.getByText(/^Booked on 18\/11\/2026 · Paid$/)).toBeTruthy();
  });

  it('a plain card payment: the total and the card, in pt with its money format', () => {
    act(() => localeStore.getState().setLocale('pt'));
    show(booking({ money_cents: 5000 }, 5000));
    expect(rows()).toEqual(['Total 50,00 €', 'Cartão 50,00 €']);
  });

  it('waiting for payment: the total to pay, nothing paid yet', () => {
    show(booking({}, 4000, 'waiting_payment'));
    expect(rows()).toEqual(['Total €40.00']);
  });
});
