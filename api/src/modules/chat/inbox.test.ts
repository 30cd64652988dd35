// The back office's shared support inbox (api/super/chat/*, and the chat calls staff who answer chats use on it),
// on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { book, experience, futureDate, line, partnerCompany, putCart, scalar } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let customer: { id: number; token: string };
let first: { id: number; token: string };
let second: { id: number; token: string };
let finance: { id: number; token: string };
let chatId: number;

type Envelope<T> = { status: boolean; content: T };
interface InboxChat {
  id: number;
  request_status: 'open' | 'closed';
  participant: { id: number; user_type: string };
  unread_count: number;
  assigned_to: { id: number; first_name: string } | null;
  last_message: { body: string } | null;
}

const post = (url: string, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const inbox = async (token: string, filter: string) =>
  json<Envelope<InboxChat[]>>(await get(`/api/super/chat/inbox?filter=${filter}`, token)).content;
const unread = async (token: string) =>
  json<Envelope<{ count: number }>>(await get('/api/unread-messages', token)).content.count;
const participants = async (id: number) =>
  (
    (await t.database.db.execute(sql`select participant_1, participant_2 from chats where id = ${id}`)) as unknown as {
      rows: { participant_1: number; participant_2: number }[];
    }
  ).rows[0]!;
const audits = async (id: number) =>
  (
    (await t.database.db.execute(
      sql`select action, before, after from audit_log where entity = 'chat' and entity_id = ${String(id)} order by id`,
    )) as unknown as { rows: { action: string; before: unknown; after: unknown }[] }
  ).rows;

beforeAll(async () => {
  t = await buildTestApp();
  first = await createStaffUser(t.app, t.database, 'support', 'inbox-first@staff.pt');
  second = await createStaffUser(t.app, t.database, 'support', 'inbox-second@staff.pt');
  finance = await createStaffUser(t.app, t.database, 'finance', 'inbox-finance@staff.pt');
  customer = { id: await createUser(t.database, 'CLIENT', 'inbox-customer@example.pt'), token: '' };
  customer.token = await login(t.app, 'inbox-customer@example.pt');
  chatId = json<Envelope<{ id: number }>>(await post('/api/chat/support', customer.token, {})).content.id;
  expect(
    (await post('/api/chat/message', customer.token, { chat_id: chatId, message: 'Can I change my date?' })).statusCode,
  ).toBe(200);
}, 180_000);
afterAll(async () => t.close());

describe('the shared support inbox', () => {
  it("lists a customer's message to our team for every staff member who answers chats, each with their own unread count", async () => {
    for (const staff of [first, second]) {
      const open = await inbox(staff.token, 'open');
      const chat = open.find((c) => c.id === chatId);
      expect(chat).toMatchObject({
        participant: { id: customer.id, user_type: 'CLIENT' },
        unread_count: 1,
        assigned_to: null,
        last_message: { body: 'Can I change my date?' },
      });
      expect((await inbox(staff.token, 'unassigned')).map((c) => c.id)).toContain(chatId);
      expect(await unread(staff.token)).toBe(1);
    }

    // Opening it clears the reader's own count only.
    expect((await get(`/api/chat/${chatId}`, second.token)).statusCode).toBe(200);
    expect((await post(`/api/chat/${chatId}/read`, second.token, {})).statusCode).toBe(200);
    expect(await unread(second.token)).toBe(0);
    expect((await inbox(second.token, 'open')).find((c) => c.id === chatId)?.unread_count).toBe(0);
    expect(await unread(first.token)).toBe(1);
  });

  it('lets any staff member who answers chats reply, and the customer reads the reply', async () => {
    const reply = await post('/api/chat/message', second.token, { chat_id: chatId, message: 'Yes, which day?' });
    expect(reply.statusCode).toBe(200);
    const seen = json<Envelope<{ messages: { body: string; sender_id: number }[] }>>(
      await get(`/api/chat/${chatId}`, customer.token),
    ).content.messages;
    expect(seen[0]).toMatchObject({ body: 'Yes, which day?', sender_id: second.id });
    expect(await unread(customer.token)).toBe(1);
  });

  it('refuses staff without the chat permission: 403 on the inbox, and the conversation stays hidden (404)', async () => {
    expect((await get('/api/super/chat/inbox', finance.token)).statusCode).toBe(403);
    expect((await post(`/api/super/chat/inbox/${chatId}/assign`, finance.token, { user: finance.id })).statusCode).toBe(
      403,
    );
    expect((await post(`/api/super/chat/inbox/${chatId}/status`, finance.token, { status: 'closed' })).statusCode).toBe(
      403,
    );
    expect((await get(`/api/chat/${chatId}`, finance.token)).statusCode).toBe(404);
    expect((await post('/api/chat/message', finance.token, { chat_id: chatId, message: 'hi' })).statusCode).toBe(404);
    expect((await get('/api/super/chat/inbox', customer.token)).statusCode).toBe(403);
  });

  it('assigns to oneself or a colleague who answers chats: the filters follow, the assignee becomes the staff side, audited', async () => {
    const mine = json<Envelope<InboxChat>>(
      await post(`/api/super/chat/inbox/${chatId}/assign`, first.token, { user: first.id }),
    );
    expect(mine.content.assigned_to).toMatchObject({ id: first.id });
    expect((await inbox(first.token, 'mine')).map((c) => c.id)).toContain(chatId);
    expect((await inbox(first.token, 'unassigned')).map((c) => c.id)).not.toContain(chatId);
    expect(Object.values(await participants(chatId)).sort()).toEqual([customer.id, first.id].sort());
    // A colleague's conversation is no longer in the other reader's count.
    await post('/api/chat/message', customer.token, { chat_id: chatId, message: 'The 12th, please' });
    expect(await unread(first.token)).toBe(2);
    expect(await unread(second.token)).toBe(0);

    const refused = await post(`/api/super/chat/inbox/${chatId}/assign`, first.token, { user: finance.id }, 'pt');
    expect(refused.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(refused).errors.user).toEqual([
      'Atribua a conversa a um membro da equipa que responde no chat.',
    ]);
    expect((await post(`/api/super/chat/inbox/${chatId}/assign`, first.token, { user: 'x' })).statusCode).toBe(422);
    expect((await post('/api/super/chat/inbox/999999/assign', first.token, { user: first.id })).statusCode).toBe(404);

    await post(`/api/super/chat/inbox/${chatId}/assign`, first.token, { user: second.id });
    expect((await inbox(second.token, 'mine')).map((c) => c.id)).toContain(chatId);
    expect((await inbox(first.token, 'mine')).map((c) => c.id)).not.toContain(chatId);
    expect(Object.values(await participants(chatId)).sort()).toEqual([customer.id, second.id].sort());
    expect((await audits(chatId)).filter((a) => a.action === 'chat.assign')).toEqual([
      { action: 'chat.assign', before: { assigned_to: null }, after: { assigned_to: first.id } },
      { action: 'chat.assign', before: { assigned_to: first.id }, after: { assigned_to: second.id } },
    ]);
  });

  it('closes and reopens: a closed conversation takes no messages and leaves the open lists, both audited', async () => {
    const closed = await post(`/api/super/chat/inbox/${chatId}/status`, second.token, { status: 'closed' });
    expect(json<Envelope<InboxChat>>(closed).content.request_status).toBe('closed');
    expect((await inbox(second.token, 'closed')).map((c) => c.id)).toContain(chatId);
    expect((await inbox(second.token, 'open')).map((c) => c.id)).not.toContain(chatId);
    expect((await post('/api/chat/message', customer.token, { chat_id: chatId, message: 'Hello?' })).statusCode).toBe(
      422,
    );
    expect((await post(`/api/super/chat/inbox/${chatId}/status`, second.token, { status: 'maybe' })).statusCode).toBe(
      422,
    );

    await post(`/api/super/chat/inbox/${chatId}/status`, second.token, { status: 'open' });
    expect((await post('/api/chat/message', customer.token, { chat_id: chatId, message: 'Hello?' })).statusCode).toBe(
      200,
    );
    const actions = (await audits(chatId)).map((a) => a.action);
    expect(actions.filter((a) => a === 'chat.close' || a === 'chat.reopen')).toEqual(['chat.close', 'chat.reopen']);
  });

  it('reopens a closed conversation when the customer asks our team again', async () => {
    await post(`/api/super/chat/inbox/${chatId}/status`, second.token, { status: 'closed' });
    const again = json<Envelope<{ id: number; request_status: string }>>(
      await post('/api/chat/support', customer.token, {}),
    );
    expect(again.content).toMatchObject({ id: chatId, request_status: 'open' });
  });

  it("shows the customer's paid bookings beside the conversation, named as booked, in the reader's language", async () => {
    const cat = await partnerCompany(t.database);
    const service = await experience(t.database.db, cat);
    const { token } = await putCart(t.app, [line(service, futureDate())], bearer(customer.token));
    const booked = await book(
      t.app,
      { ...bearer(customer.token), 'x-cart-token': token ?? '' },
      { payment_method: 'paypal' },
    );
    expect(booked.statusCode).toBe(200);
    const reference = json<Envelope<{ reference: string }>>(booked).content.reference;
    type Item = { reference: string; service_name: string; status: string; item_id: number };
    const shown = async () =>
      json<Envelope<Item[]>>(await get(`/api/super/chat/inbox/${chatId}/bookings`, first.token, 'pt')).content;
    // Not paid yet: nothing the team needs to talk about.
    expect(await shown()).toEqual([]);

    const bookedName = await scalar<string>(t.database.db, sql`select name_pt from services where id = ${service}`);
    await t.database.db.execute(
      sql`update bookings set status = 'paid', paid_at = now() where reference = ${reference}`,
    );
    await t.database.db.execute(
      sql`update booking_items set status = 'pending' where booking_id = (select id from bookings where reference = ${reference})`,
    );
    // The partner renames the service afterwards: the item keeps the name it was booked under.
    await t.database.db.execute(
      sql`update services set name_en = 'Renamed tour', name_pt = 'Passeio renomeado' where id = ${service}`,
    );
    const items = await shown();
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      reference,
      status: 'pending',
      item_id: expect.any(Number),
      service_name: bookedName,
    });
    expect((await get(`/api/super/chat/inbox/${chatId}/bookings`, finance.token)).statusCode).toBe(403);
  });

  it('mails the staff side a "Reply here" link that opens the conversation in the back office\'s inbox', async () => {
    await post('/api/chat/message', customer.token, { chat_id: chatId, message: 'Anyone there?' });
    await t.app.chat.sweepOfflineMail(new Date(Date.now() + 121_000));
    const box = (
      (await t.database.db.execute(
        sql`select text from outbox_emails where "to" = 'inbox-second@staff.pt' order by id`,
      )) as unknown as { rows: { text: string }[] }
    ).rows;
    expect(box.at(-1)?.text).toContain(`${t.config.publicUrl}/super-admin/messages/${chatId}`);
  });
  it('mails the customer, not the staff side, when a staff member who does not follow the conversation replies', async () => {
    // The customer's account is newer than every staff member's, so the staff side is the chat's first participant.
    const asker = { id: await createUser(t.database, 'CLIENT', 'inbox-asker@example.pt'), token: '' };
    asker.token = await login(t.app, 'inbox-asker@example.pt');
    const id = json<Envelope<{ id: number }>>(await post('/api/chat/support', asker.token, {})).content.id;
    await post('/api/chat/message', asker.token, { chat_id: id, message: 'Is breakfast included?' });
    const { participant_1: staffSide, participant_2: customerSide } = await participants(id);
    expect(customerSide).toBe(asker.id);
    const [follower, replier] = staffSide === first.id ? [first, second] : [second, first];
    await post(`/api/chat/${id}/read`, follower.token, {});

    const reply = await post('/api/chat/message', replier.token, { chat_id: id, message: 'Yes, from 7 to 10.' });
    expect(reply.statusCode).toBe(200);
    await t.app.chat.sweepOfflineMail(new Date(Date.now() + 121_000));
    const mails = (
      (await t.database.db.execute(
        sql`select m."to", m.text from outbox_emails m join users u on u.email = m."to"
            where u.id in (${asker.id}, ${follower.id}) and m.text like '%Yes, from 7 to 10.%'`,
      )) as unknown as { rows: { to: string; text: string }[] }
    ).rows;
    expect(mails.map((m) => m.to)).toEqual(['inbox-asker@example.pt']);
  });

  it("counts a staff reader's own conversations with colleagues on top of the inbox's unread messages", async () => {
    const before = await unread(second.token);
    const direct = json<Envelope<{ id: number }>>(await post('/api/chat/create', first.token, { user: second.id }));
    expect(
      (await post('/api/chat/message', first.token, { chat_id: direct.content.id, message: 'Lunch at one?' }))
        .statusCode,
    ).toBe(200);
    expect(await unread(second.token)).toBe(before + 1);
    await post(`/api/chat/${direct.content.id}/read`, second.token, {});
    expect(await unread(second.token)).toBe(before);
  });
});
