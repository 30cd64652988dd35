import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { BookingItemRow } from './booking-item-row';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const post = (api as unknown as { post: jest.Mock }).post;
addResources('userPanel', { en, pt });

const item = (open: boolean, status = 'confirmed'): ClientBookingItem =>
  ({
    id: 77,
    booking_date: '2026-12-05T10:00:00Z',
    created_at: '2026-11-20T10:00:00Z',
    booking_item_status: status,
    quantity: 2,
    value: 5000,
    discount: 0,
    pending_hours: 48,
    answer_by: '2026-11-22T10:00:00Z',
    annotations: { free_cancellation: 1, cancellation_policy: 24 },
    unserialized_service: {},
    service: { id: 1, service_name: 'Alfama walking tour', duration: 120, slug: 'alfama', category_slug: 'tours' },
    booking: { id: 9, reference: 'MP-1', user: { id: 1, first_name: 'Ana', last_name: 'Silva', email: 'a@x.pt' } },
    partner: { company_id: 3, trade_name: 'Lisboa Autêntica', contact_user_id: 12 },
    free_cancellation: { offered: true, until: '2026-12-04T10:00:00Z', open, nothing_paid: false },
    review: null,
    decline_reason: null,
    refund: null,
    // €50 paid with €30 by card, €15 of gift card ending XY12 and 500 points.
    refund_if_cancelled: open
      ? [
          { method: 'card', cents: 3000, gift_card_last4: null },
          { method: 'gift_card', cents: 1500, gift_card_last4: 'XY12' },
          { method: 'points', cents: 500, gift_card_last4: null },
        ]
      : [],
  }) as unknown as ClientBookingItem;

const show = (open: boolean, status = 'confirmed') =>
  render(
    <MemoryRouter>
      <UiProvider>
        <ul>
          <BookingItemRow item={item(open, status)} />
        </ul>
      </UiProvider>
    </MemoryRouter>,
  );

beforeEach(() => act(() => localeStore.getState().setLocale('en')));
afterEach(() => jest.clearAllMocks());

describe('a booked item in the customer lists', () => {
  it('docs/adr/023: a party split by age reads "2 adults, 1 child" (pt: "1 adulto, 2 crianças")', () => {
    const family = {
      ...item(true),
      quantity: 3,
      ages: { adults: 2, children: 1, adult_unit_cents: 4500, child_unit_cents: 2500 },
    } as ClientBookingItem;
    const { unmount } = render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={family} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(/2 adults, 1 child/)).toBeTruthy();
    unmount();
    act(() => localeStore.getState().setLocale('pt'));
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={{ ...family, ages: { ...family.ages!, adults: 1, children: 2 } }} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(/1 adulto, 2 crianças/)).toBeTruthy();
  });

  it('shows partner, people and the free-cancellation deadline, and cancels after a confirmation that states the refund', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { id: 77, booking_item_status: 'cancelled' } },
    });
    show(true);
    expect(screen.getByText(/By Lisboa Autêntica/)).toBeTruthy();
    expect(screen.getByText(/2 people/)).toBeTruthy();
    // The one wording of every screen: the Lisbon deadline in en-GB digits.
    expect(screen.getByTestId('free-cancellation').textContent).toBe(
      'Free cancellation until 04/12/2026, 10:00 (Lisbon time)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(post).not.toHaveBeenCalled();
    expect((await screen.findByTestId('cancel-refund')).textContent).toMatch(/^You get €50.00 back/);
    // The dialog promises each method's part, as the refund will give it back.
    const promised = screen.getByRole('list', { name: 'You get €50.00 back, to where it came from:' });
    expect([...promised.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '€30.00 to the card you paid with',
      '€15.00 back on gift card …XY12',
      '500 points back to your points balance',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Yes, cancel and refund €50.00' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/cancel', {});
    expect(await screen.findByText(/Cancelled. The refund is on its way/)).toBeTruthy();
  });

  it('past the window it is "Non-refundable", and can still be cancelled after a confirmation that says no refund', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { id: 77, booking_item_status: 'cancelled' } },
    });
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow
              item={{
                ...item(false),
                free_cancellation: { offered: true, until: null, open: false, nothing_paid: false },
              }}
            />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('free-cancellation').textContent).toBe('Non-refundable');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('cancel-refund')).textContent).toBe(
      'Non-refundable. The free cancellation period has ended: if you cancel, the €50.00 you paid is not refunded. Your places are given back to the partner.',
    );
    expect(screen.queryByRole('button', { name: /refund €/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel without a refund' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/cancel', { without_refund: true });
    expect(await screen.findByText('Cancelled without a refund. We told the partner.')).toBeTruthy();
  });

  it('an item that cost nothing (a table without a deposit) is free to cancel, with nothing refunded or confirmed', async () => {
    post.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: { id: 77, booking_item_status: 'cancelled' } },
    });
    const freeTable: ClientBookingItem = {
      ...item(false),
      value: 0,
      discount: 0,
      free_cancellation: { offered: true, until: null, open: false, nothing_paid: true },
    };
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={freeTable} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('free-cancellation').textContent).toBe('Nothing to pay: free to cancel');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await screen.findByTestId('cancel-refund')).textContent).toBe(
      'Nothing was paid for this booking, so there is nothing to refund. Your places are given back to the partner.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/cancel', {});
    expect(await screen.findByText('Cancelled. We told the partner.')).toBeTruthy();
  });

  it('words a paid item waiting for the partner as the purchase-complete page and the mail do, with what happens next', async () => {
    show(true, 'pending');
    expect(screen.getByTestId('item-status').textContent).toBe('Paid — waiting for the partner to confirm');
    expect(screen.getByTestId('item-status-next').textContent).toBe(
      'The partner confirms by 22 November 2026 at 10:00 (Lisbon time) and we email you when they do. If they cannot, you get a full refund.',
    );
    await act(() => localeStore.getState().setLocale('pt'));
    expect(screen.getByTestId('item-status-next').textContent).toMatch(
      /^O parceiro confirma até 22 de novembro de 2026 às 10:00 \(hora de Lisboa\)/,
    );
  });

  it('a refunded item lists where its money went, method by method, in the reader’s language', async () => {
    const refunded = {
      ...item(false, 'cancelled'),
      refund: [
        { method: 'paypal', cents: 3150, gift_card_last4: null },
        { method: 'points', cents: 1260, gift_card_last4: null },
      ],
    } as ClientBookingItem;
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={refunded} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    const lines = () =>
      [...screen.getByTestId('item-refund').querySelectorAll('li')].map((li) => li.textContent?.replace(/\s/g, ' '));
    expect(lines()).toEqual(['€31.50 to your PayPal account', '1260 points back to your points balance']);
    await act(() => localeStore.getState().setLocale('pt'));
    expect(lines()).toEqual(['31,50 € para a sua conta PayPal', '1260 pontos de volta ao seu saldo de pontos']);
  });

  it('a declined item shows the partner’s reason, in the reader’s language', async () => {
    const declined = { ...item(false, 'declined'), decline_reason: 'The boat is under repair' } as ClientBookingItem;
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={declined} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('item-status').textContent).toBe('Declined by the partner — refunded');
    expect(screen.getByTestId('decline-reason').textContent).toBe('The partner’s reason: “The boat is under repair”');
    await act(() => localeStore.getState().setLocale('pt'));
    expect(screen.getByTestId('decline-reason').textContent).toBe(
      'Motivo indicado pelo parceiro: «The boat is under repair»',
    );
  });

  it('an item declined without a reason shows none', () => {
    show(false, 'declined');
    expect(screen.queryByTestId('decline-reason')).toBeNull();
  });

  it('a confirmed item needs no next step', () => {
    show(true, 'confirmed');
    expect(screen.getByTestId('item-status').textContent).toBe('Confirmed by the partner');
    expect(screen.queryByTestId('item-status-next')).toBeNull();
  });

  it('an item its payment confirmed (an instant service, a ticket) says so, not that the partner confirmed it', () => {
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={{ ...item(true, 'confirmed'), unserialized_service: { confirmation: 'instant' } }} />
            <BookingItemRow item={{ ...item(true, 'confirmed'), id: 99, unserialized_service: { kind: 'event' } }} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('item-status').map((s) => s.textContent)).toEqual([
      'Confirmed at once — no need to wait for the partner',
      'Confirmed at once — no need to wait for the partner',
    ]);
  });

  it('after the window offers "message the partner" beside cancelling without a refund (in pt too)', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    show(false);
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
    expect(screen.getByTestId('free-cancellation').textContent).toBe('Não reembolsável');
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 5 } } });
    await userEvent.click(
      screen.getByRole('button', { name: 'Enviar mensagem ao parceiro sobre Alfama walking tour' }),
    );
    expect(post).toHaveBeenCalledWith('bookings/items/77/chat', {});
  });

  it('offers "message the partner" on every upcoming item, not only non-refundable ones, and opens a chat naming it', async () => {
    let landed: { pathname: string; state: unknown } | null = null;
    function Messages() {
      const location = useLocation();
      landed = { pathname: location.pathname, state: location.state };
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/user-panel/bookings']}>
        <UiProvider>
          <Routes>
            <Route
              path="/user-panel/bookings"
              element={
                <ul>
                  <BookingItemRow item={item(true, 'pending')} />
                </ul>
              }
            />
            <Route path="/user-panel/messages/:id" element={<Messages />} />
          </Routes>
        </UiProvider>
      </MemoryRouter>,
    );
    post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { id: 5 } } });
    await userEvent.click(screen.getByRole('button', { name: 'Message the partner about Alfama walking tour' }));
    expect(post).toHaveBeenCalledWith('bookings/items/77/chat', {});
    await waitFor(() => expect(landed?.pathname).toBe('/user-panel/messages/5'));
    expect(landed!.state).toEqual({ about: { chatId: 5, reference: 'MP-1', service: 'Alfama walking tour' } });
  });

  it('says so when the conversation cannot be opened', async () => {
    show(true);
    post.mockResolvedValue({ ok: false, status: 422, body: {}, errors: { item_id: ['No contact.'] } });
    await userEvent.click(screen.getByRole('button', { name: /Message the partner/ }));
    expect(await screen.findByText('The conversation could not be opened. Try again in a moment.')).toBeTruthy();
  });

  it('offers no message button for a cancelled item', () => {
    show(true, 'cancelled');
    expect(screen.queryByRole('button', { name: /Message the partner/ })).toBeNull();
  });

  it("names where it takes place: a restaurant's address, an experience's meeting point", () => {
    const table = {
      ...item(true),
      meeting_point: 'Rua Serpa Pinto 10A, Lisboa',
      unserialized_service: { kind: 'restaurant' },
    } as unknown as ClientBookingItem;
    const { unmount } = render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={table} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('item-place').textContent).toBe('Address: Rua Serpa Pinto 10A, Lisboa');
    unmount();
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow
              item={
                {
                  ...table,
                  unserialized_service: { kind: 'experience' },
                  meeting_position: { lat: 38.7097, lng: -9.1334 },
                } as ClientBookingItem
              }
            />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('item-place').textContent).toBe(
      'Meeting point: Rua Serpa Pinto 10A, Lisboa · Open in maps',
    );
    expect(
      screen
        .getByRole('link', { name: 'Open in maps: Rua Serpa Pinto 10A, Lisboa (opens in a new tab)' })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=38.709700,-9.133400');
  });

  it('offers no review for a gift card and reads as a purchase: the day bought, no party, Paid, and where its code is', () => {
    const gift = {
      ...item(false, 'completed'),
      unserialized_service: { kind: 'gift_card' },
    } as unknown as ClientBookingItem;
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={gift} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('button', { name: 'Write a review' })).toBeNull();
    const row = screen.getByTestId('booking-item');
    expect(screen.getByTestId('item-when').textContent).toBe('Gift card bought on Friday, 20 November 2026');
    expect(row.textContent).not.toMatch(/person|people/);
    expect(screen.getByTestId('item-status').textContent).toBe('Paid');
    expect(screen.getByRole('link', { name: 'See its code and balance in My gift cards' }).getAttribute('href')).toBe(
      '/user-panel/gift-cards',
    );
  });

  it('offers a review for a completed item; the server’s field errors land on the fields', async () => {
    show(false, 'completed');
    await userEvent.click(screen.getByRole('button', { name: 'Write a review' }));
    const text = await screen.findByLabelText(/Your review/);
    await userEvent.type(text, 'Too short');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(post).not.toHaveBeenCalled();
    post.mockResolvedValue({ ok: false, status: 422, body: {}, errors: { text: ['Keep it friendly.'] } });
    await userEvent.type(text, ', but now long enough');
    await userEvent.selectOptions(screen.getByLabelText(/Your rating/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Publish review' }));
    expect(post).toHaveBeenCalledWith('client-book-items/77/review', {
      stars: 4,
      text: 'Too short, but now long enough',
      language: 'en',
    });
    expect(await screen.findByText('Keep it friendly.')).toBeTruthy();
  });
});

describe('the voucher and the start time', () => {
  const withTime = (time: string | null) =>
    ({
      ...item(true),
      annotations: { free_cancellation: 1, cancellation_policy: 24, time },
    }) as unknown as ClientBookingItem;
  const showItem = (it: ClientBookingItem) =>
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={it} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );

  it('shows the chosen start time (Lisbon) and links the booking’s voucher', () => {
    showItem(withTime('10:00'));
    expect(screen.getByTestId('item-when').textContent).toBe('Saturday, 5 December 2026 at 10:00');
    const link = screen.getByTestId('voucher-link');
    expect(link.getAttribute('href')).toBe('/booking/MP-1');
    expect(link.textContent).toBe('Voucher');
    // Every row has one: its accessible name says whose voucher it is.
    expect(screen.getByRole('link', { name: 'Voucher for Alfama walking tour' })).toBe(link);
  });

  it('shows the day only for a service without a start time', () => {
    showItem(withTime(null));
    expect(screen.getByTestId('item-when').textContent).toBe('Saturday, 5 December 2026');
  });

  it('has no voucher link for an item waiting for payment', () => {
    showItem({ ...withTime('10:00'), booking_item_status: 'waiting_payment' } as unknown as ClientBookingItem);
    expect(screen.queryByTestId('voucher-link')).toBeNull();
  });
});

describe('a booked transfer', () => {
  const transfer = {
    ...item(false, 'pending'),
    quantity: 3,
    service: {
      id: 40,
      service_name: 'Tejo Transfers — E-Class',
      duration: 30,
      slug: 'tejo-transfers',
      category_slug: 'private-transfers',
    },
    trip: {
      from: 'Lisbon Airport',
      to: 'Cascais',
      outbound: { date: '2026-12-05', time: '10:05' },
      return: { date: '2026-12-09', time: '18:30' },
      passengers: 3,
      babySeats: 1,
      childSeats: 0,
      boosterSeats: 0,
      luggage: 4,
      vehicleName: 'E-Class',
      carType: 'executive',
      airportPickup: true,
      details: {
        flightNumber: 'TP1234',
        pickupAddress: '',
        dropOffAddress: 'Hotel Albatroz',
        leadPhone: '+351 912 345 678',
      },
    },
  } as unknown as ClientBookingItem;
  const showTransfer = () =>
    render(
      <MemoryRouter>
        <UiProvider>
          <ul>
            <BookingItemRow item={transfer} />
          </ul>
        </UiProvider>
      </MemoryRouter>,
    );

  it('shows route, both legs, seats, luggage, vehicle and the driver details instead of a quantity, in en and pt', async () => {
    showTransfer();
    expect(screen.getByTestId('trip-route').textContent).toBe('Lisbon Airport → Cascais');
    expect(screen.getByTestId('trip-outbound').textContent).toBe('Pickup: 05/12/2026 10:05');
    expect(screen.getByTestId('trip-return').textContent).toBe('Return: 09/12/2026 18:30');
    expect(screen.getByTestId('trip-people').textContent).toBe('3 passengers · 1 baby seat · 4 pieces of luggage');
    expect(screen.getByTestId('trip-vehicle').textContent).toBe('Vehicle: E-Class (executive)');
    expect(screen.getByTestId('trip-flightNumber').textContent).toBe('Flight: TP1234');
    expect(screen.getByTestId('trip-dropOffAddress').textContent).toBe('Drop-off address: Hotel Albatroz');
    expect(screen.getByTestId('trip-leadPhone').textContent).toBe('Lead passenger phone: +351 912 345 678');
    expect(screen.queryByText(/3 people/)).toBeNull();
    await act(async () => localeStore.getState().setLocale('pt'));
    expect(screen.getByTestId('trip-return').textContent).toBe('Regresso: 09/12/2026 18:30');
    expect(screen.getByTestId('trip-flightNumber').textContent).toBe('Voo: TP1234');
  });
});
