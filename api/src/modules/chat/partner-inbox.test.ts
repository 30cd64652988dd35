// The partner dashboard's inbox (GET api/dashboard/messages): the company's conversations with customers for its owner
// and team members whose role includes bookings (another role: 403), never another company's; each reader's unread
// count falls when they read; a team member reads and answers a conversation the owner takes part in, and the
// customer sees the answer.

import { bookingItems, bookings } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, type Catalogue, teamMemberToken } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let other: Catalogue;
let owner: string;
let bookingsMember: string;
let editor: string;
let customer: string;
let customerId: number;
let itemId: number;
let chatId: number;

type InboxChat = {
  id: number;
  unread_count: number;
  participant: { id: number; first_name: string };
  team_member: { id: number };
  booking: { item_id: number; reference: string; service_name: string } | null;
};

async function bookedItem(c: Catalogue, userId: number, reference: string): Promise<number> {
  const serviceId = await experience(t.database.db, c);
  const [booking] = await t.database.db
    .insert(bookings)
    .values({ reference, userId, paymentMethod: 'card', totalCents: 5000, status: 'paid', paidAt: new Date() })
    .returning({ id: bookings.id });
  const [row] = await t.database.db
    .insert(bookingItems)
    .values({
      bookingId: booking?.id ?? 0,
      serviceId,
      companyId: c.companyId,
      bookingDate: new Date(Date.now() + 7 * 86_400_000),
      status: 'confirmed',
      quantity: 1,
      valueCents: 5000,
      unserializedService: { name_en: 'Surf lesson', name_pt: 'Aula de surf' },
    })
    .returning({ id: bookingItems.id });
  return row?.id ?? 0;
}

const member = (c: Catalogue, email: string, roleName: string) =>
  teamMemberToken(t.app, t.database, c, email, roleName);

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
const inbox = async (token: string) => {
  const res = await call('GET', '/api/dashboard/messages', token);
  expect(res.statusCode).toBe(200);
  return json<{ content: InboxChat[] }>(res).content;
};

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  other = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  bookingsMember = await member(mine, 'inbox-bookings@example.pt', 'Bookings manager');
  editor = await member(mine, 'inbox-editor@example.pt', 'Content editor');
  customerId = await createUser(t.database, 'CLIENT', 'inbox-customer@example.pt');
  customer = await login(t.app, 'inbox-customer@example.pt');
  itemId = await bookedItem(mine, customerId, 'INBOX-R1');
  // The customer writes to both companies from their bookings; only the first is this company's.
  const opened = await call('POST', `/api/bookings/items/${itemId}/chat`, customer, {});
  expect(opened.statusCode).toBe(200);
  chatId = json<{ content: { id: number } }>(opened).content.id;
  await call('POST', '/api/chat/message', customer, { chat_id: chatId, message: 'Can we start at 11?' });
  const otherItem = await bookedItem(other, customerId, 'INBOX-R2');
  expect((await call('POST', `/api/bookings/items/${otherItem}/chat`, customer, {})).statusCode).toBe(200);
});
afterAll(async () => t.close());

describe('GET api/dashboard/messages', () => {
  it('lists the company’s conversations for a team member with the bookings role, with the booking, never another company’s', async () => {
    const listed = await inbox(bookingsMember);
    expect(listed.map((c) => c.id)).toEqual([chatId]);
    expect(listed[0]).toMatchObject({
      participant: { id: customerId },
      team_member: { id: mine.supplierId },
      booking: { item_id: itemId, reference: 'INBOX-R1', service_name: 'Surf lesson' },
      // The booking's mention and the question, both unread by this reader.
      unread_count: 2,
    });
    expect((await inbox(owner)).map((c) => c.id)).toEqual([chatId]);
  });

  it('answers 403 to a team role without bookings, and the chat’s own calls do not open the conversation to it', async () => {
    const res = await call('GET', '/api/dashboard/messages', editor);
    expect(res.statusCode).toBe(403);
    expect((await call('GET', `/api/chat/${chatId}`, editor)).statusCode).toBe(404);
    expect((await call('POST', '/api/chat/message', editor, { chat_id: chatId, message: 'hi' })).statusCode).toBe(404);
    expect((await call('GET', '/api/dashboard/messages', customer)).statusCode).toBe(403);
  });

  it('lets the team member read and answer; their unread count falls, the owner’s stays, the customer sees the answer', async () => {
    const read = await call('GET', `/api/chat/${chatId}`, bookingsMember);
    expect(read.statusCode).toBe(200);
    expect(json<{ content: { chat: { participant: { id: number } } } }>(read).content.chat.participant.id).toBe(
      customerId,
    );
    expect((await call('POST', `/api/chat/${chatId}/read`, bookingsMember, {})).statusCode).toBe(200);
    expect((await inbox(bookingsMember))[0]?.unread_count).toBe(0);
    expect((await inbox(owner))[0]?.unread_count).toBe(2);

    const answer = await call('POST', '/api/chat/message', bookingsMember, {
      chat_id: chatId,
      message: 'Yes, 11 is fine.',
    });
    expect(answer.statusCode).toBe(200);
    const seen = json<{ content: { messages: { body: string }[] } }>(await call('GET', `/api/chat/${chatId}`, customer))
      .content.messages;
    expect(seen[0]?.body).toBe('Yes, 11 is fine.');
    // The answer is the team's own: it adds nothing to the readers' unread counts.
    expect((await inbox(bookingsMember))[0]?.unread_count).toBe(0);

    await call('POST', `/api/chat/${chatId}/read`, owner, {});
    expect((await inbox(owner))[0]?.unread_count).toBe(0);
  });

  it('shows another company’s conversation to no one of this company', async () => {
    const theirs = await login(t.app, other.supplierEmail);
    const listed = await inbox(theirs);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.id).not.toBe(chatId);
    expect((await call('GET', `/api/chat/${listed[0]!.id}`, bookingsMember)).statusCode).toBe(404);
  });
});
