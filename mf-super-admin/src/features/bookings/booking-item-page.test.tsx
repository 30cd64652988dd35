import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { api } from '@mp/shared/api';
import type { SuperBookingItemDetail } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import BookingItemPage from './booking-item-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const detail: SuperBookingItemDetail = {
  item: {
    id: 41,
    booking_id: 7,
    reference: 'RT-ABC123',
    status: 'pending',
    booking_date: '2026-12-01T10:00:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
    quantity: 2,
    total_cents: 9000,
    payment_method: 'card',
    customer: { id: 5, name: 'Ana Silva', email: 'ana@example.pt' },
    partner: { id: 2, name: 'Lisboa Autêntica' },
    service: { id: 3, name: 'Sunset sail' },
    value_cents: 9000,
    discount_cents: 0,
    answer_by: '2026-11-22T09:00:00.000Z',
    decline_reason: null,
    ages: null,
    refunded_cents: 0,
    refundable_cents: 9000,
  },
  booking: {
    id: 7,
    reference: 'RT-ABC123',
    status: 'paid',
    payment_method: 'card',
    total_cents: 9000,
    discount_cents: 0,
    points_used: 0,
    promo_code: null,
    paid_at: '2026-11-20T09:01:00.000Z',
    created_at: '2026-11-20T09:00:00.000Z',
    created_by_staff: false,
    items: [{ id: 41, service: 'Sunset sail', status: 'pending', total_cents: 9000 }],
  },
  payments: [
    {
      id: 9,
      provider: 'card',
      status: 'paid',
      amount_cents: 9000,
      refunded_cents: 0,
      created_at: '2026-11-20T09:01:00.000Z',
    },
  ],
  settlement: {
    items_cents: 9000,
    lines: [
      {
        kind: 'payment',
        label: 'card',
        amount_cents: 9000,
        points: null,
        status: 'paid',
        at: '2026-11-20T09:01:00.000Z',
        item_id: null,
      },
    ],
    paid_cents: 9000,
    refunded_cents: 0,
    refund_state: 'none',
  },
  refunds: [],
  customer: { id: 5, name: 'Ana Silva', email: 'ana@example.pt', phone: '912345678', guest: false },
  partner: { id: 2, name: 'Lisboa Autêntica', email: 'ola@lisboa.pt', phone: null },
  history: [
    { at: '2026-11-20T09:00:00.000Z', kind: 'created', status: null, by: null, reason: null, amount_cents: null },
    { at: '2026-11-20T09:01:00.000Z', kind: 'paid', status: null, by: null, reason: null, amount_cents: 9000 },
  ],
  partial_refunds: [],
  trip: null,
  actions: ['accept', 'decline'],
};

function renderPage(profile: object = support) {
  answerProfileWith(profile);
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/booking-item/41']}>
          <BookingItemPage title="Booking item" params={{ id: '41' }} route={{} as never} />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: detail } } as never);
});

const support = { role: 'support', permissions: ['bookings', 'customers', 'chat', 'impersonation'] };
/** GET answers by path: the staff member's profile, else the item (as each test sets it). */
function answerProfileWith(profile: object) {
  const item = get.getMockImplementation();
  get.mockImplementation(((url: string, options: unknown) =>
    url === '/super/me'
      ? Promise.resolve({ ok: true, status: 200, data: { status: true, content: profile } })
      : item?.(url as never, options as never)) as never);
}

it('shows the item, its booking, payment, people and history', async () => {
  renderPage();
  expect((await screen.findByTestId('booking-item-ref')).textContent).toBe('Booking RT-ABC123, item #41');
  expect(screen.getByRole('heading', { level: 1, name: 'Booking item' })).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/super/booking-items/41', expect.anything());
  expect(screen.getByRole('heading', { name: 'Sunset sail' })).toBeTruthy();
  expect(screen.getByText('Waiting for the partner')).toBeTruthy();
  const money = within(screen.getByRole('table', { name: 'How the booking was paid and refunded' }));
  expect(money.getByRole('cell', { name: 'Card (paid)' })).toBeTruthy();
  expect(screen.getByText('Paid', { selector: 'dd' })).toBeTruthy();
  expect(screen.getByText('ana@example.pt')).toBeTruthy();
  expect(screen.getByText('Lisboa Autêntica')).toBeTruthy();
  const history = within(screen.getByRole('region', { name: 'History' })).getAllByRole('listitem');
  expect(history).toHaveLength(2);
  // Not a transfer: no trip block.
  expect(screen.queryByRole('region', { name: 'Transfer trip' })).toBeNull();
  expect(screen.queryByTestId('transfer-trip')).toBeNull();
});

it('lists a price discount, a promo code, points, a gift card and PayPal adding up to the total; each refund names its item; a fully refunded booking reads Refunded', async () => {
  const at = '2026-11-20T09:01:00.000Z';
  const line = (
    kind: string,
    label: string | null,
    amount_cents: number,
    points: number | null = null,
    status: string | null = null,
    item_id: number | null = null,
  ) => ({ kind, label, amount_cents, points, status, at, item_id });
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        ...detail,
        booking: {
          ...detail.booking,
          total_cents: 13000,
          discount_cents: 500,
          points_used: 500,
          promo_code: 'VERAO',
          items: [
            { id: 41, service: 'Sunset sail', status: 'cancelled', total_cents: 8000 },
            { id: 42, service: 'Tuk-tuk tour', status: 'cancelled', total_cents: 5000 },
          ],
        },
        settlement: {
          items_cents: 14000,
          lines: [
            line('discount', null, -200),
            line('discount', 'VERAO', -300),
            line('points', null, -500, 500),
            line('gift_card', 'AB12', 7000),
            line('payment', 'paypal', 6000, null, 'paid'),
            line('refund', 'paypal', -6000, null, null, 41),
            line('refund', 'gift_card', -7000, null, null, 42),
            line('refund', 'points', -500, 500),
          ],
          paid_cents: 13500,
          refunded_cents: 13500,
          refund_state: 'full',
        },
      },
    },
  } as never);
  renderPage();
  const table = within(await screen.findByRole('table', { name: 'How the booking was paid and refunded' }));
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['What', 'Amount', 'When', 'Item']);
  const cells = (column: number) =>
    table
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[column]?.textContent);
  expect(cells(0)).toEqual([
    'List price',
    'Price discount',
    'Promo code VERAO',
    '500 points',
    'Total',
    'Gift card …AB12',
    'PayPal (paid)',
    'Paid',
    'Refund to PayPal',
    'Refund to the gift card',
    '500 points given back',
    'Paid after refunds',
  ]);
  expect(cells(1)).toEqual([
    '€140.00',
    '-€2.00',
    '-€3.00',
    '-€5.00',
    '€130.00',
    '€70.00',
    '€60.00',
    '€130.00',
    '-€60.00',
    '-€70.00',
    '-€5.00',
    '€0.00',
  ]);
  expect(cells(3)).toEqual(['', '', '', '', '', '', '', '', 'Sunset sail', 'Tuk-tuk tour', '', '']);
  expect(screen.getByTestId('settlement-check').textContent).toBe(
    'List price €140.00 − discounts and points €10.00 = total €130.00 = payments €130.00',
  );
  expect(screen.getByText('Refunded', { selector: 'dd' })).toBeTruthy();
  expect(screen.queryByText('Paid', { selector: 'dd' })).toBeNull();
});

it('says how much the payments miss when they do not add up to the total', async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        ...detail,
        settlement: {
          ...detail.settlement,
          lines: [
            { ...detail.settlement.lines[0], amount_cents: 6000 },
            { ...detail.settlement.lines[0], amount_cents: 3000, status: 'failed' },
          ],
        },
      },
    },
  } as never);
  renderPage();
  expect((await screen.findByTestId('settlement-check')).textContent).toBe(
    'List price €90.00 − discounts and points €0.00 = total €90.00, but the payments add up to €60.00 (€30.00 short)',
  );
});

it('a party priced by age shows its adults and children beside the quantity (docs/adr/023)', async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        ...detail,
        item: {
          ...detail.item,
          quantity: 3,
          ages: { adults: 2, children: 1, adult_unit_cents: 3500, child_unit_cents: 2000 },
        },
      },
    },
  } as never);
  renderPage();
  expect(await screen.findByText('3 (2 adults, 1 child)')).toBeTruthy();
});

it('a transfer item shows its trip: route, both legs, passengers, seats, luggage and the driver details', async () => {
  const trip: SuperBookingItemDetail['trip'] = {
    from: 'Lisbon Airport',
    to: 'Cascais',
    outbound: { date: '2026-12-01', time: '10:00' },
    return: { date: '2026-12-05', time: '17:45' },
    passengers: 2,
    babySeats: 0,
    childSeats: 1,
    boosterSeats: 0,
    luggage: 3,
    vehicleName: 'E-Class',
    carType: 'executive',
    airportPickup: true,
    details: {
      flightNumber: 'TP1350',
      pickupAddress: '',
      dropOffAddress: 'Avenida Marginal 10, Cascais',
      leadPhone: '+351 912 345 678',
    },
  };
  get.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: { ...detail, trip } } } as never);
  renderPage();
  const section = await screen.findByRole('region', { name: 'Transfer trip' });
  expect(
    within(section)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Lisbon Airport → Cascais',
    'Pickup: 01/12/2026 10:00',
    'Return: 05/12/2026 17:45',
    '2 passengers · 1 child seat · 3 pieces of luggage',
    'Vehicle: E-Class (executive)',
    'Flight: TP1350',
    'Drop-off address: Avenida Marginal 10, Cascais',
    'Lead passenger phone: +351 912 345 678',
  ]);
});

it('declining asks for a reason first, then answers for the partner and shows the new state', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Decline and refund' }));
  const dialog = screen.getByRole('dialog', { name: 'Decline this item for the partner?' });
  await user.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
  expect(await within(dialog).findByText('Say why you are answering for the partner.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
  const declined = {
    ...detail,
    item: { ...detail.item, status: 'declined' as const, decline_reason: 'Boat broken' },
    actions: [],
  };
  post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: declined } } as never);
  get.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: declined } } as never);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Boat broken');
  await user.click(within(dialog).getByRole('button', { name: 'Decline and refund' }));
  expect(post).toHaveBeenCalledWith('/super/booking-items/41/update', { action: 'decline', reason: 'Boat broken' });
  expect(await screen.findByText('Boat broken')).toBeTruthy();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(screen.getByText(/Nothing to answer/)).toBeTruthy();
}, 20_000);

it('a server field error lands on the reason', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Accept' }));
  const dialog = screen.getByRole('dialog');
  post.mockResolvedValue({
    ok: false,
    status: 422,
    body: {},
    errors: { reason: ['Indique porque está a responder pelo parceiro.'] },
  } as never);
  await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'x');
  await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
  expect(await within(dialog).findByText('Indique porque está a responder pelo parceiro.')).toBeTruthy();
});

const finance = { role: 'finance', permissions: ['dashboard', 'sales', 'invoices'] };

it('support, who answer items, have no "Refund part"; finance do', async () => {
  renderPage(support);
  await screen.findByTestId('booking-item-ref');
  expect(screen.getByText('No part of this item has been refunded.')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Refund part' })).toBeNull();
});

it('finance refund part of the item: the dialog shows what is left and the split, refuses a missing reason, then sends the amount as typed', async () => {
  const user = userEvent.setup();
  renderPage(finance);
  await user.click(await screen.findByRole('button', { name: 'Refund part' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Refund part of this item' }));
  expect(dialog.getByTestId('refund-left').textContent).toBe('Left to refund: €90.00');
  const item = get.getMockImplementation();
  get.mockImplementation(((url: string, options: { searchParams?: { amount?: string } }) =>
    url === '/super/booking-items/41/partial-refunds/preview'
      ? Promise.resolve(
          options.searchParams?.amount === '95'
            ? { ok: false, status: 422, body: {}, errors: { amount: ['At most €90.00 is left to refund.'] } }
            : {
                ok: true,
                status: 200,
                data: {
                  status: true,
                  content: {
                    amount_cents: 2000,
                    left_cents: 9000,
                    lines: [
                      { method: 'card', cents: 1500, gift_card_last4: null },
                      { method: 'points', cents: 500, gift_card_last4: null },
                    ],
                  },
                },
              },
        )
      : item?.(url as never, options as never)) as never);
  const amount = dialog.getByLabelText(/Amount/);
  await user.type(amount, '95');
  expect(await dialog.findByText('At most €90.00 is left to refund.')).toBeTruthy();
  await user.clear(amount);
  await user.type(amount, '20');
  expect(await dialog.findByText('€20.00 goes back to:')).toBeTruthy();
  expect(
    within(dialog.getByTestId('refund-split'))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['€15.00 to Card', "500 points to the customer's points"]);
  await user.click(dialog.getByRole('button', { name: 'Refund' }));
  expect(await dialog.findByText('Say why you are refunding part of this item.')).toBeTruthy();
  expect(post).not.toHaveBeenCalled();
  post.mockResolvedValue({ ok: true, status: 200, data: { status: true, content: [] } } as never);
  await user.type(dialog.getByLabelText(/Reason/), 'Guide was late');
  await user.click(dialog.getByRole('button', { name: 'Refund' }));
  expect(post).toHaveBeenCalledWith('/super/booking-items/41/partial-refunds', {
    amount: '20',
    reason: 'Guide was late',
  });
  await screen.findByRole('button', { name: 'Refund part' });
  expect(screen.queryByRole('dialog')).toBeNull();
});

it("the server's refusal of the amount lands on the amount field", async () => {
  const user = userEvent.setup();
  renderPage(finance);
  await user.click(await screen.findByRole('button', { name: 'Refund part' }));
  const dialog = within(screen.getByRole('dialog', { name: 'Refund part of this item' }));
  post.mockResolvedValue({
    ok: false,
    status: 422,
    body: {},
    errors: { amount: ['At most €10.00 is left to refund.'] },
  } as never);
  await user.type(dialog.getByLabelText(/Reason/), 'Late');
  await user.type(dialog.getByLabelText(/Amount/), '12');
  await user.click(dialog.getByRole('button', { name: 'Refund' }));
  expect(await dialog.findByText('At most €10.00 is left to refund.')).toBeTruthy();
  expect(dialog.getByLabelText(/Amount/).getAttribute('aria-invalid')).toBe('true');
});
