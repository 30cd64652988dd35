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
