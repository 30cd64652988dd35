// Client@demo.pt's demo data — bookings in every state with the two newest completed items left to review,
// a gift card bought and spent, a real points history, two chats with partners with messages both ways.
import { sql } from 'drizzle-orm';
import type { ClientBooking, ClientGiftCard, ChatSummary, ChatWithMessages, UserPoints } from '@mp/shared/contracts';
import { bearer, json, login, type TestApp } from '../../../test/helpers';
import { seededApp } from '../../modules/catalogue/test-catalogue';
import { DEMO_PASSWORD } from './demo-accounts';
import { DEMO_GIFT_CARD_CODE, REVIEWS_LEFT, seedCustomerPanel } from './customer-panel';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await seededApp();
  token = await login(t.app, 'client@demo.pt', DEMO_PASSWORD);
});
afterAll(async () => t.close());

const get = async <T>(url: string) =>
  json<{ content: T }>(await t.app.inject({ method: 'GET', url, headers: bearer(token) })).content;
const items = async (status: string) =>
  (await get<{ data: ClientBooking[] }>(`/api/client-bookings?status=${status}&per_page=100`)).data.flatMap((b) =>
    b.items.filter((i) => i.booking_item_status === status),
  );

describe('customer panel demo data (client@demo.pt)', () => {
  it('has booking items in every state, upcoming ones in the future', async () => {
    for (const status of ['waiting_payment', 'pending', 'confirmed', 'completed', 'cancelled', 'declined']) {
      expect({ status, some: (await items(status)).length > 0 }).toEqual({ status, some: true });
    }
    // Dates are relative to the start of the seeding day (a confirmed item may be today).
    const today = new Date().setUTCHours(0, 0, 0, 0);
    for (const status of ['waiting_payment', 'pending', 'confirmed']) {
      for (const item of await items(status)) expect(Date.parse(item.booking_date)).toBeGreaterThanOrEqual(today);
    }
  });

  it('leaves the two newest completed items (not gift cards) to review', async () => {
    const completed = await items('completed');
    const open = completed.filter(
      (i) => i.review === null && (i.unserialized_service as { kind?: string }).kind !== 'gift_card',
    );
    expect(open).toHaveLength(REVIEWS_LEFT);
    expect(completed.length).toBeGreaterThan(10);
    const reviewable = completed.filter((i) => (i.unserialized_service as { kind?: string }).kind !== 'gift_card');
    const newest = [...reviewable]
      .sort((a, b) => Date.parse(b.booking_date) - Date.parse(a.booking_date))
      .slice(0, REVIEWS_LEFT);
    expect(open.map((i) => i.id).sort()).toEqual(newest.map((i) => i.id).sort());
    // They are the newest trips, so the previous-bookings list (newest first, first page) shows them.
    const firstPage = (await get<{ data: ClientBooking[] }>('/api/client-bookings?status=completed')).data;
    const onFirstPage = firstPage.flatMap((b) => b.items.map((i) => i.id));
    for (const item of open) expect(onFirstPage).toContain(item.id);
  });

  it('has a gift card bought by the customer and partly spent on a booking', async () => {
    const cards = (await get<{ data: ClientGiftCard[] }>('/api/client-gift-cards')).data;
    const card = cards.find((c) => c.code === DEMO_GIFT_CARD_CODE);
    expect(card).toMatchObject({ value_cents: 5000, balance_cents: 3000, status: 'active' });
    expect(card!.transactions.map((x) => [x.kind, x.amount_cents])).toEqual([
      ['issue', 5000],
      ['redeem', 2000],
    ]);
    expect(card!.transactions.every((x) => x.booking_reference !== null)).toBe(true);
  });

  it('has a real points history: earned on completed items, spent on bookings, refunded; no stop-gap adjustment', async () => {
    const points = await get<UserPoints>('/api/user-points');
    const reasons = new Set(points.history.map((h) => h.reason));
    expect([...reasons].sort()).toEqual(['earned', 'refund', 'spent']);
    expect(points.history.every((h) => h.booking_reference !== null)).toBe(true);
    const result = (await t.database.db.execute(
      sql`select coalesce(sum(delta), 0)::int as sum, count(*) filter (where reason = 'adjustment')::int as adjustments
          from points_ledger where user_id = (select id from users where email = 'client@demo.pt')`,
    )) as unknown as { rows: { sum: number; adjustments: number }[] };
    const { sum, adjustments } = result.rows[0]!;
    expect(adjustments).toBe(0);
    expect(points.points).toBe(sum);
    expect(points.points).toBeGreaterThan(0);
  });

  it('lists the points history newest first by date, as the customer reads it', async () => {
    const dates = (await get<UserPoints>('/api/user-points')).history.map((h) => h.created_at);
    expect(dates.length).toBeGreaterThan(2);
    expect(dates).toEqual([...dates].sort((a, b) => b.localeCompare(a)));
  });

  it('has two chats with partners (partner@demo.pt one of them) with messages both ways', async () => {
    const me = await get<{ id: number }>('/api/me');
    const chats = await get<ChatSummary[]>('/api/chat/list');
    const withPartners = chats.filter((c) => c.participant.user_type === 'SUPPLIER');
    expect(withPartners).toHaveLength(2);
    expect(withPartners.map((c) => c.participant.company_name)).toContain('Lisboa Autêntica');
    for (const chat of withPartners) {
      const { messages } = await get<ChatWithMessages>(`/api/chat/${chat.id}`);
      const senders = new Set(messages.map((m) => m.sender_id));
      expect(senders).toEqual(new Set([me.id, chat.participant.id]));
    }
  });

  it('seeding again changes nothing', async () => {
    const count = async () =>
      (
        (await t.database.db.execute(
          sql`select (select count(*) from bookings)::int + (select count(*) from points_ledger)::int + (select count(*) from reviews)::int
            + (select count(*) from gift_card_transactions)::int + (select count(*) from chat_messages)::int as n`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n;
    const before = await count();
    await seedCustomerPanel(t.database.db);
    expect(await count()).toBe(before);
  });
});
