/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import VoucherPage from './voucher-page';
import { voucherTokenFromHash } from './api/keys';

addResources('checkout', { en, pt });
const route = routes.find((r) => r.id === 'booking-voucher')!;

const voucher = {
  status: true,
  content: {
    reference: 'MP-41',
    customer: 'Ana Silva',
    items: [
      {
        id: 7,
        service: 'Alfama walk',
        service_slug: 'alfama-walk',
        partner: 'Lisbon Walks',
        date: '2026-12-03',
        start_time: '09:30',
        starts_at: '2026-12-03T09:30:00.000Z',
        duration_minutes: 120,
        quantity: 2,
        meeting_point: 'Praça do Comércio, by the arch',
        meeting_position: { lat: 38.7078, lng: -9.1366 },
        notes: 'Comfortable shoes',
        free_cancellation_until: '2099-12-02T09:30:00.000Z',
        status: 'pending',
        status_text: 'Paid — waiting for the partner to confirm',
        qr_code: 'RV7.abcdefghijklmnopqrstuv',
      },
      {
        id: 8,
        service: 'Sintra day',
        service_slug: null,
        partner: 'Sintra Tours',
        date: '2026-12-04',
        start_time: null,
        starts_at: '2026-12-04T00:00:00.000Z',
        duration_minutes: 480,
        quantity: 3,
        party: '2 adults × €45.00, 1 child × €25.00',
        meeting_point: null,
        notes: null,
        free_cancellation_until: null,
        status: 'confirmed',
        status_text: 'Confirmed by the partner',
        qr_code: 'RV8.abcdefghijklmnopqrstuv',
      },
      {
        id: 9,
        service: 'Tejo Transfers — E-Class',
        service_slug: 'tejo-transfers',
        partner: 'Tejo Transfers',
        date: '2026-12-05',
        start_time: '10:05',
        starts_at: '2026-12-05T10:05:00.000Z',
        duration_minutes: 30,
        quantity: 3,
        meeting_point: null,
        notes: null,
        free_cancellation_until: null,
        status: 'pending',
        status_text: 'Paid — waiting for the partner to confirm',
        qr_code: 'RV9.abcdefghijklmnopqrstuv',
        trip: [
          { key: 'route', text: 'Lisbon Airport → Cascais' },
          { key: 'people', text: '3 passengers · 2 pieces of luggage' },
          { key: 'flightNumber', text: 'Flight: TP1234' },
        ],
      },
    ],
  },
};

let calls: { url: string; headers: Headers }[];
function serve(found: boolean, body: unknown = voucher): void {
  calls = [];
  globalThis.fetch = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers);
    calls.push({ url, headers });
    if (url.endsWith('/voucher.ics'))
      return Promise.resolve(
        new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', {
          status: 200,
          headers: { 'content-type': 'text/calendar' },
        }),
      );
    return Promise.resolve(
      new Response(JSON.stringify(found ? body : { status: false }), {
        status: found ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      }),
    );
  }) as unknown as typeof fetch;
}

function renderAt(hash: string): void {
  window.history.replaceState(null, '', `/booking/MP-41${hash}`);
  renderScreen(<VoucherPage route={route} params={{ reference: 'MP-41' }} title="Your voucher" />);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the voucher page', () => {
  it('shows each item: Lisbon date and start time, people, meeting point or who sends it, deadline, status and QR', async () => {
    serve(true);
    renderAt('#token=abc_DEF-123');
    expect((await screen.findByTestId('voucher-reference')).textContent).toBe('MP-41');
    const items = screen.getAllByTestId('voucher-item');
    expect(items).toHaveLength(3);
    // A transfer shows its trip as the server words it, not a count of people.
    expect(items[2]!.textContent).toContain('Lisbon Airport → Cascais');
    expect(items[2]!.textContent).toContain('Flight: TP1234');
    expect(items[2]!.textContent).not.toContain('3 people');
    expect(items[0]!.textContent).toContain('03/12/2026 at 09:30 (Lisbon time)');
    expect(items[0]!.textContent).toContain('2 people');
    expect(items[0]!.textContent).toContain('Praça do Comércio, by the arch');
    expect(items[0]!.textContent).toContain('Comfortable shoes');
    // A deadline still ahead (the page's clock is real: the fixture's is in the past, so the test moves it forward).
    expect(within(items[0]!).getByTestId('voucher-cancellation').textContent).toBe(
      'Free cancellation until 02/12/2099, 09:30 (Lisbon time)',
    );
    expect(items[0]!.textContent).toContain('Paid — waiting for the partner to confirm');
    // A meeting point with a place on the map opens it in a map application; one the partner sends has no link.
    expect(
      within(items[0]!)
        .getByRole('link', { name: /^Open in maps: Praça do Comércio/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/search/?api=1&query=38.707800,-9.136600');
    expect(items[1]!.textContent).toContain('The partner sends it to you before the day.');
    expect(within(items[1]!).queryByTestId('map-link')).toBeNull();
    // docs/adr/023: a party split by age, as the server words it with each band's price.
    expect(within(items[1]!).getByTestId('voucher-people').textContent).toBe('2 adults × €45.00, 1 child × €25.00');
    expect(within(items[1]!).getByTestId('voucher-cancellation').textContent).toBe('Non-refundable');
    expect(screen.queryByTestId('voucher-ended')).toBeNull();
    expect(screen.queryByTestId('voucher-cancelled')).toBeNull();
    expect(await screen.findAllByTestId('voucher-qr')).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'QR code of the voucher for Alfama walk' })).toBeTruthy();
    // The token goes in a header, never in the URL.
    const call = calls.find((c) => c.url.includes('/api/bookings/MP-41/voucher'))!;
    expect(call.url).not.toContain('abc_DEF');
    expect(call.headers.get('x-voucher-token')).toBe('abc_DEF-123');
  });

  it("names a restaurant's place its address and an experience's its meeting point, in en and pt", async () => {
    const [walk] = voucher.content.items;
    const table = { ...walk!, id: 10, service: 'Belcanto', kind: 'restaurant', meeting_point: 'Rua Serpa Pinto 10A' };
    serve(true, { ...voucher, content: { ...voucher.content, items: [{ ...walk!, kind: 'experience' }, table] } });
    renderAt('#token=abc_DEF-123');
    const [first, second] = await screen.findAllByTestId('voucher-item');
    const terms = (item: HTMLElement) => [...item.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms(first!)).toContain('Meeting point');
    expect(terms(second!)).toContain('Address');
    expect(terms(second!)).not.toContain('Meeting point');
    await act(() => i18n.changeLanguage('pt'));
    expect(terms(screen.getAllByTestId('voucher-item')[1]!)).toContain('Morada');
  });

  it('lists what the booking cost and how it was paid as the API adds it up, a refund on a line of its own (pt)', async () => {
    await i18n.changeLanguage('pt');
    const amounts = {
      lines: [
        { item_id: 7, name: 'Alfama walk', cents: 6300 },
        { item_id: 8, name: 'Sintra day', cents: 11500 },
        { item_id: 9, name: 'Tejo Transfers — E-Class', cents: 4000 },
      ],
      discount_cents: 0,
      promo_cents: 1000,
      points_used: 800,
      points_cents: 800,
      total_cents: 20000,
      gift_card: { last4: 'WXYZ', cents: 5000 },
      payment: { method: 'card', cents: 15000 },
      refunds: [{ item_id: 9, method: 'card', cents: 3500, gift_card_last4: null }],
      adds_up: true,
    };
    serve(true, { status: true, content: { ...voucher.content, amounts } });
    renderAt('');
    const list = await screen.findByTestId('voucher-amounts');
    const row = (key: string) =>
      (within(list).getByTestId(`voucher-amount-${key}`).textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
    const euros = (text: string) =>
      Math.round(Number(/[\d.]+,\d{2}/.exec(text)![0].replace(/\./g, '').replace(',', '.')) * 100);
    expect(row('line-7')).toBe('63,00 €');
    expect(row('promo')).toBe('−10,00 €');
    expect(row('points')).toBe('−8,00 €');
    expect(row('total')).toBe('200,00 €');
    expect(row('gift')).toBe('50,00 €');
    expect(row('payment')).toBe('150,00 €');
    expect(within(list).getByText('800 pontos')).toBeTruthy();
    expect(within(list).getByText('Cartão-oferta ····WXYZ')).toBeTruthy();
    expect(within(list).getByText('Pago com Cartão')).toBeTruthy();
    expect(within(list).getByText('Reembolso de Tejo Transfers — E-Class')).toBeTruthy();
    expect(row('refund-0')).toBe('35,00 € para o cartão com que pagou');
    // What the page shows adds up: the lines less the promo code and the points are the total, which the gift card
    // and the card paid between them.
    const lines = ['line-7', 'line-8', 'line-9'].reduce((sum, key) => sum + euros(row(key)), 0);
    expect(lines - euros(row('promo')) - euros(row('points'))).toBe(euros(row('total')));
    expect(euros(row('gift')) + euros(row('payment'))).toBe(euros(row('total')));
    expect(screen.getByRole('heading', { name: 'O que pagou' })).toBeTruthy();
  });

  it('links a guest booking’s "Manage booking" page with its token, and a customer’s booking has none', async () => {
    serve(true, { status: true, content: { ...voucher.content, manage_token: 'MP-41.t3abc.sig' } });
    renderAt('#token=abc_DEF-123');
    const link = await screen.findByTestId('voucher-manage');
    expect(link.textContent).toBe('Manage booking');
    expect(link.getAttribute('href')).toBe('/manage-booking#token=MP-41.t3abc.sig');
  });

  it('a table that cost nothing reads free to cancel, not non-refundable', async () => {
    const table = { ...voucher.content.items[1]!, free_cancellation_until: null, nothing_paid: true };
    serve(true, { status: true, content: { ...voucher.content, items: [table] } });
    renderAt('#token=abc_DEF-123');
    expect((await screen.findByTestId('voucher-cancellation')).textContent).toBe('Nothing to pay: free to cancel');
  });

  it('a cancelled booking says so in a banner, with no QR code, no cancellation terms and no calendar button', async () => {
    const cancelled = {
      ...voucher.content.items[0]!,
      status: 'cancelled',
      status_text: 'Cancelled',
      qr_code: null,
      free_cancellation_until: null,
    };
    serve(true, { status: true, content: { ...voucher.content, items: [cancelled] } });
    renderAt('#token=abc_DEF-123');
    expect((await screen.findByTestId('voucher-cancelled')).textContent).toBe(
      'Cancelled: this booking can no longer be used.',
    );
    expect(screen.getByTestId('voucher-ended').textContent).toBe('Cancelled');
    expect(screen.queryByTestId('voucher-qr')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByTestId('voucher-ics')).toBeNull();
    expect(screen.queryByTestId('voucher-cancellation')).toBeNull();
    expect(screen.getByTestId('voucher-when').textContent).toBe('03/12/2026 at 09:30 (Lisbon time)');
  });

  it('a declined item shows the partner’s reason beside its status', async () => {
    const declined = {
      ...voucher.content.items[0]!,
      status: 'declined',
      status_text: 'Declined by the partner — refunded',
      qr_code: null,
      free_cancellation_until: null,
      decline_reason: 'The boat is under repair',
      refund: [
        { method: 'card', cents: 3000, gift_card_last4: null },
        { method: 'points', cents: 1500, gift_card_last4: null },
      ],
    };
    serve(true, { status: true, content: { ...voucher.content, items: [declined, voucher.content.items[1]!] } });
    renderAt('#token=abc_DEF-123');
    const items = await screen.findAllByTestId('voucher-item');
    expect(within(items[0]!).getByTestId('voucher-ended').textContent).toBe('Declined by the partner — refunded');
    expect(within(items[0]!).getByText('The partner’s reason')).toBeTruthy();
    expect(within(items[0]!).getByTestId('voucher-reason').textContent).toBe('The boat is under repair');
    expect(within(items[1]!).queryByTestId('voucher-reason')).toBeNull();
    // Where its money went, as the refund mail says it.
    expect(
      [...within(items[0]!).getByTestId('voucher-refund').querySelectorAll('li')].map((li) => li.textContent),
    ).toEqual(['€30.00 to the card you paid with', '1500 points back to your points balance']);
    expect(within(items[1]!).queryByTestId('voucher-refund')).toBeNull();
  });

  it('one cancelled item of several: its own banner and no QR; the rest of the voucher stays usable, in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    const [first, second] = voucher.content.items;
    serve(true, {
      status: true,
      content: {
        ...voucher.content,
        items: [
          { ...first!, status: 'cancelled', status_text: 'Cancelado', qr_code: null, free_cancellation_until: null },
          second,
        ],
      },
    });
    renderAt('#token=abc_DEF-123');
    const items = await screen.findAllByTestId('voucher-item');
    expect(within(items[0]!).getByTestId('voucher-ended').textContent).toBe('Cancelado');
    expect(within(items[1]!).queryByTestId('voucher-ended')).toBeNull();
    expect(within(items[1]!).getByTestId('voucher-cancellation').textContent).toBe('Não reembolsável');
    expect(await screen.findAllByTestId('voucher-qr')).toHaveLength(1);
    expect(screen.queryByTestId('voucher-cancelled')).toBeNull();
    expect(screen.getByTestId('voucher-ics')).toBeTruthy();
  });

  it('downloads the calendar file with the same token', async () => {
    serve(true);
    const created: string[] = [];
    URL.createObjectURL = jest.fn(() => {
      created.push('blob:ics');
      return 'blob:ics';
    });
    URL.revokeObjectURL = jest.fn();
    renderAt('#token=abc_DEF-123');
    fireEvent.click(await screen.findByTestId('voucher-ics'));
    // The download ends in a blob URL handed to the browser: wait for it rather than for a fixed delay.
    await waitFor(() => expect(created).toEqual(['blob:ics']));
    const ics = calls.find((c) => c.url.endsWith('/api/bookings/MP-41/voucher.ics'))!;
    expect(ics.headers.get('x-voucher-token')).toBe('abc_DEF-123');
  });

  it('says it cannot find a voucher the API does not give (404), in Portuguese too', async () => {
    await i18n.changeLanguage('pt');
    serve(false);
    renderAt('');
    expect(await screen.findByText(/Não encontrámos este voucher/)).toBeTruthy();
  });

  it('reads only a well-formed token from the fragment', () => {
    expect(voucherTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(voucherTokenFromHash('#token=<script>')).toBeNull();
    expect(voucherTokenFromHash('')).toBeNull();
  });
});
