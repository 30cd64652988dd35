// Chat REST calls (spec §7 Chat) and the offline-delivery mails, on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import { auditLog, serviceViews, userPreferences } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let cat: Catalogue;
let stranger: Catalogue;
let ids: { client: number; other: number; staff: number; staff2: number };
let tokens: { client: string; other: string; partner: string; strangerPartner: string; staff: string; staff2: string };

beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  stranger = await partnerCompany(t.database);
  ids = {
    client: await createUser(t.database, 'CLIENT', 'chat-client@example.pt'),
    other: await createUser(t.database, 'CLIENT', 'chat-other@example.pt'),
    staff: await createUser(t.database, 'SUPER', 'chat-staff@example.pt'),
    staff2: await createUser(t.database, 'SUPER', 'chat-staff2@example.pt'),
  };
  await createUser(t.database, 'AFFILIATE', 'chat-affiliate@example.pt');
  // The client looked at one of the partner's services: enough to ask the partner a question.
  const service = await experience(t.database.db, cat);
  await t.database.db.insert(serviceViews).values({ serviceId: service, userId: ids.client });
  tokens = {
    client: await login(t.app, 'chat-client@example.pt'),
    other: await login(t.app, 'chat-other@example.pt'),
    partner: await login(t.app, cat.supplierEmail),
    strangerPartner: await login(t.app, stranger.supplierEmail),
    staff: await login(t.app, 'chat-staff@example.pt'),
    staff2: await login(t.app, 'chat-staff2@example.pt'),
  };
}, 180_000);
afterAll(async () => t.close());

type Envelope<T> = { status: boolean; content: T };
interface Summary {
  id: number;
  participant: { id: number; first_name: string; user_type: string; company_name: string | null };
  last_message: { body: string } | null;
  unread_count: number;
  presence: string;
  other_last_read_message_id: number | null;
}
interface Message {
  id: number;
  chat_id: number;
  sender_id: number;
  body: string;
  created_at: string;
}

const post = (url: string, token: string, payload: Record<string, unknown>, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) });
const open = async (token: string, user: number) =>
  json<Envelope<Summary>>(await post('/api/chat/create', token, { user })).content;
const send = async (token: string, chatId: number, message: string) =>
  json<Envelope<Message>>(await post('/api/chat/message', token, { chat_id: chatId, message })).content;
const unread = async (token: string) =>
  json<Envelope<{ count: number }>>(await get('/api/unread-messages', token)).content.count;

describe('opening a chat', () => {
  it('lets a customer open a chat with a partner whose service they viewed, once per pair, from either side', async () => {
    const first = await post('/api/chat/create', tokens.client, { user: cat.supplierId });
    expect(first.statusCode).toBe(200);
    const chat = json<Envelope<Summary>>(first);
    expect(chat.status).toBe(true);
    expect(chat.content).toMatchObject({
      participant: { id: cat.supplierId, user_type: 'SUPPLIER' },
      unread_count: 0,
      presence: 'offline',
      last_message: null,
    });
    expect(chat.content.participant.company_name).toEqual(expect.any(String));
    expect((await open(tokens.client, cat.supplierId)).id).toBe(chat.content.id);
    expect((await open(tokens.partner, ids.client)).id).toBe(chat.content.id);
  });

  it('refuses partners the customer never booked or viewed, other customers, and the caller themself', async () => {
    const res = await post('/api/chat/create', tokens.client, { user: stranger.supplierId }, 'pt');
    expect(res.statusCode).toBe(403);
    expect(json<{ message: string }>(res).message).toBe(
      'Só pode enviar mensagens a parceiros de serviços que reservou ou visitou, e à nossa equipa.',
    );
    expect((await post('/api/chat/create', tokens.client, { user: ids.other })).statusCode).toBe(403);
    expect((await post('/api/chat/create', tokens.strangerPartner, { user: ids.client })).statusCode).toBe(403);
    const self = await post('/api/chat/create', tokens.client, { user: ids.client });
    expect(self.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(self).errors.user).toEqual([
      'You cannot open a conversation with yourself.',
    ]);
    expect((await post('/api/chat/create', tokens.client, { user: 999_999 })).statusCode).toBe(403);
    expect((await post('/api/chat/create', tokens.client, { user: 'x' })).statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/chat/create', payload: { user: ids.staff } })).statusCode,
    ).toBe(401);
  });

  it('"message our team" opens the caller\'s chat with the least busy staff member, and the same one next time', async () => {
    await createUser(t.database, 'CLIENT', 'help-seeker@example.pt');
    const token = await login(t.app, 'help-seeker@example.pt');
    const first = json<Envelope<Summary>>(await post('/api/chat/support', token, {}));
    expect(first.content.participant.user_type).toBe('SUPER');
    const again = json<Envelope<Summary>>(await post('/api/chat/support', token, {}));
    expect(again.content.id).toBe(first.content.id);
    expect((await post('/api/chat/support', tokens.staff, {})).statusCode).toBe(403);
  });

  it('lets anyone open a chat with staff ("message our team")', async () => {
    const chat = await open(tokens.other, ids.staff);
    expect(chat.participant).toMatchObject({ id: ids.staff, user_type: 'SUPER', company_name: null });
  });
});

describe('messages, unread counts and read markers', () => {
  it('stores the text as given, pages the history newest first, and counts unread until read', async () => {
    const chat = await open(tokens.client, cat.supplierId);
    const before = await unread(tokens.partner);
    const html = '<img src=x onerror=alert(1)> & "quotes"';
    const sent = await send(tokens.client, chat.id, `  ${html}\n`);
    expect(sent).toMatchObject({ chat_id: chat.id, sender_id: ids.client, body: html });
    expect(Date.parse(sent.created_at)).not.toBeNaN();
    for (let i = 1; i <= 4; i += 1) await send(tokens.partner, chat.id, `reply ${i}`);
    // Posting moves the chat's updated_at to the newest message (same statement as the insert).
    const [touched, newest] = await Promise.all([
      scalar<string>(t.database.db, sql`select updated_at::text from chats where id = ${chat.id}`),
      scalar<string>(t.database.db, sql`select max(created_at)::text from chat_messages where chat_id = ${chat.id}`),
    ]);
    expect(Date.parse(touched)).toBeGreaterThanOrEqual(Date.parse(newest));
    expect(await unread(tokens.partner)).toBe(before + 1);
    expect(await unread(tokens.client)).toBe(4);

    const firstPage = json<Envelope<{ messages: Message[]; next_cursor: number | null; chat: Summary }>>(
      await get(`/api/chat/${chat.id}?per_page=3`, tokens.client),
    ).content;
    expect(firstPage.messages.map((m) => m.body)).toEqual(['reply 4', 'reply 3', 'reply 2']);
    expect(firstPage.chat.unread_count).toBe(4);
    const older = json<Envelope<{ messages: Message[]; next_cursor: number | null }>>(
      await get(`/api/chat/${chat.id}?per_page=3&before=${firstPage.next_cursor}`, tokens.client),
    ).content;
    expect(older.messages.map((m) => m.body)).toEqual(['reply 1', html]);
    expect(older.next_cursor).toBeNull();

    const read = await post(`/api/chat/${chat.id}/read`, tokens.client, {});
    expect(json<Envelope<{ last_read_message_id: number }>>(read).content.last_read_message_id).toBe(
      firstPage.messages[0]!.id,
    );
    expect(await unread(tokens.client)).toBe(0);
    const partnerView = json<Envelope<Summary[]>>(await get('/api/chat/list', tokens.partner)).content.find(
      (c) => c.id === chat.id,
    );
    expect(partnerView).toMatchObject({
      other_last_read_message_id: firstPage.messages[0]!.id,
      last_message: { body: 'reply 4' },
    });
  });

  it('refuses an empty or too long message with a field error in en and pt, and accepts exactly 2000 characters', async () => {
    const chat = await open(tokens.client, cat.supplierId);
    const empty = await post('/api/chat/message', tokens.client, { chat_id: chat.id, message: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors.message).toEqual(['Write a message.']);
    const long = await post('/api/chat/message', tokens.client, { chat_id: chat.id, message: 'a'.repeat(2001) }, 'pt');
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors.message).toEqual([
      'Uma mensagem pode ter no máximo 2000 caracteres.',
    ]);
    expect(
      (await post('/api/chat/message', tokens.client, { chat_id: chat.id, message: 'é'.repeat(2000) })).statusCode,
    ).toBe(200);
    const missing = await post('/api/chat/message', tokens.client, { chat_id: chat.id });
    expect(json<{ errors: Record<string, string[]> }>(missing).errors.message).toBeDefined();
  });

  it("gives a third user 404 on every call about someone else's chat", async () => {
    const chat = await open(tokens.client, cat.supplierId);
    for (const token of [tokens.other, tokens.strangerPartner]) {
      expect((await get(`/api/chat/${chat.id}`, token)).statusCode).toBe(404);
      expect((await post('/api/chat/message', token, { chat_id: chat.id, message: 'hi' })).statusCode).toBe(404);
      expect((await post(`/api/chat/${chat.id}/read`, token, {})).statusCode).toBe(404);
      const list = json<Envelope<Summary[]>>(await get('/api/chat/list', token)).content;
      expect(list.map((c) => c.id)).not.toContain(chat.id);
    }
    expect((await get('/api/chat/999999', tokens.client)).statusCode).toBe(404);
  });

  it('caps messages per user per minute with a 429', async () => {
    // The service reads the limit from the app's config object (CHAT_MESSAGES_PER_MINUTE); lowered for this test.
    const limits = t.app.config.chat;
    const saved = limits.messagesPerMinute;
    limits.messagesPerMinute = 2;
    try {
      await createUser(t.database, 'CLIENT', 'cap@example.pt');
      const token = await login(t.app, 'cap@example.pt');
      const chat = await open(token, ids.staff);
      const say = () => post('/api/chat/message', token, { chat_id: chat.id, message: 'hello' });
      expect((await say()).statusCode).toBe(200);
      expect((await say()).statusCode).toBe(200);
      const third = await say();
      expect(third.statusCode).toBe(429);
      expect(json<{ message: string }>(third).message).toMatch(/too fast/);
      // Other people are not slowed down by it.
      expect(
        (
          await post('/api/chat/message', tokens.other, {
            chat_id: (await open(tokens.other, ids.staff)).id,
            message: 'hi',
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      limits.messagesPerMinute = saved;
    }
  });
});

describe('staff hand-over', () => {
  it('moves the staff side to another staff member, records who did it, and only staff may do it', async () => {
    const chat = await open(tokens.client, ids.staff);
    await send(tokens.client, chat.id, 'I need help with my booking');
    expect((await post(`/api/chat/${chat.id}/redirect`, tokens.client, { user: ids.staff2 })).statusCode).toBe(403);
    const bad = await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: ids.other });
    expect(bad.statusCode).toBe(422);
    const res = await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: ids.staff2 });
    expect(res.statusCode).toBe(200);
    expect(json<Envelope<Summary>>(res).content.participant.id).toBe(ids.client);
    // It leaves the first staff member's own chats; they still reach it in the back office's shared inbox.
    const staffChats = json<Envelope<Summary[]>>(await get('/api/chat/list', tokens.staff)).content;
    expect(staffChats.map((c) => c.id)).not.toContain(chat.id);
    expect((await get(`/api/chat/${chat.id}`, tokens.staff2)).statusCode).toBe(200);
    const clientView = json<Envelope<Summary[]>>(await get('/api/chat/list', tokens.client)).content.find(
      (c) => c.id === chat.id,
    );
    expect(clientView?.participant.id).toBe(ids.staff2);
    const record = await scalar<string>(
      t.database.db,
      sql`select from_user_id || '>' || to_user_id || ' by ' || by_user_id from chat_redirects where chat_id = ${chat.id}`,
    );
    expect(record).toBe(`${ids.staff}>${ids.staff2} by ${ids.staff}`);
    // The new staff member does not inherit the old messages as unread.
    expect(
      json<Envelope<{ chat: Summary }>>(await get(`/api/chat/${chat.id}`, tokens.staff2)).content.chat.unread_count,
    ).toBe(0);
  });
});

describe('who may hand a chat over, and to whom', () => {
  let customer: { id: number; token: string };
  let booked: Catalogue;
  beforeAll(async () => {
    customer = { id: await createUser(t.database, 'CLIENT', 'chat-handover@example.pt'), token: '' };
    customer.token = await login(t.app, 'chat-handover@example.pt');
    await t.database.db.insert(userPreferences).values({ userId: customer.id, language: 'pt' });
    // The customer booked with `booked`'s company; `cat`'s partner is only a service they looked at (or not even).
    booked = await partnerCompany(t.database);
    const service = await experience(t.database.db, booked);
    const { token } = await putCart(t.app, [line(service, futureDate())], bearer(customer.token));
    expect(
      (await book(t.app, { ...bearer(customer.token), 'x-cart-token': token ?? '' }, { payment_method: 'paypal' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses staff without the chat permission: the chat stays where it was and they cannot read it', async () => {
    const chat = await open(customer.token, ids.staff);
    const finance = await createStaffUser(t.app, t.database, 'finance', 'chat-finance@staff.pt');
    expect((await post(`/api/chat/${chat.id}/redirect`, finance.token, { user: finance.id })).statusCode).toBe(403);
    expect((await post(`/api/chat/${chat.id}/redirect`, finance.token, { user: ids.staff2 })).statusCode).toBe(403);
    expect((await get(`/api/chat/${chat.id}`, finance.token)).statusCode).toBe(404);
    expect(
      json<Envelope<Summary[]>>(await get('/api/chat/list', customer.token)).content.find((c) => c.id === chat.id)
        ?.participant.id,
    ).toBe(ids.staff);
  });

  it('hands over only to staff who answer chats or a partner the customer booked with', async () => {
    const chat = await open(customer.token, ids.staff);
    const content = await createStaffUser(t.app, t.database, 'content', 'chat-content@staff.pt');
    expect((await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: content.id })).statusCode).toBe(422);
    expect((await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: stranger.supplierId })).statusCode).toBe(
      422,
    );
    // A partner the customer only looked at is not a partner of a booking.
    await t.database.db
      .insert(serviceViews)
      .values({ serviceId: await experience(t.database.db, cat), userId: customer.id });
    expect((await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: cat.supplierId })).statusCode).toBe(422);
    const res = await post(`/api/chat/${chat.id}/redirect`, tokens.staff, { user: booked.supplierId });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/chat/${chat.id}`, await login(t.app, booked.supplierEmail))).statusCode).toBe(200);
  });

  it('"message our team" reaches only staff who answer chats, however idle the others are', async () => {
    await createStaffUser(t.app, t.database, 'content', 'chat-idle-content@staff.pt');
    await createUser(t.database, 'CLIENT', 'chat-newcomer@example.pt');
    const res = await post('/api/chat/support', await login(t.app, 'chat-newcomer@example.pt'), {});
    expect(res.statusCode).toBe(200);
    const staffId = json<Envelope<Summary>>(res).content.participant.id;
    const role = await scalar<string | null>(
      t.database.db,
      sql`select (select role from staff_members where user_id = ${staffId}) as role`,
    );
    // No staff row is the owner.
    expect(['owner', 'admin', 'support']).toContain(role ?? 'owner');
  });

  it('records the hand-over in the audit log and tells the customer in the chat, in their language', async () => {
    const support = await createStaffUser(t.app, t.database, 'support', 'chat-support@staff.pt');
    const chat = await open(customer.token, support.id);
    await send(customer.token, chat.id, 'Preciso de ajuda');
    const res = await post(`/api/chat/${chat.id}/redirect`, support.token, { user: ids.staff2 });
    expect(res.statusCode).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'chat.redirect' and ${auditLog.entityId} = ${String(chat.id)}`);
    expect(entries).toEqual([
      expect.objectContaining({
        realUserId: support.id,
        entity: 'chat',
        before: { participants: [customer.id, support.id].sort((a, b) => a - b) },
      }),
    ]);
    const page = json<Envelope<{ chat: Summary; messages: Message[] }>>(
      await get(`/api/chat/${chat.id}`, customer.token),
    ).content;
    expect(page.messages[0]).toMatchObject({
      sender_id: ids.staff2,
      body: expect.stringContaining('Esta conversa foi encaminhada para'),
    });
    expect(page.chat.unread_count).toBe(1);
  });
});

describe('offline delivery mail', () => {
  const mails = async (to: string) =>
    (await t.database.db.execute(
      sql`select subject, text from outbox_emails where "to" = ${to} order by id`,
    )) as unknown as {
      rows: { subject: string; text: string }[];
    };

  it('mails a message unread for 2 minutes once, in the recipient language, at most once per chat per 2 minutes', async () => {
    const recipient = await createUser(t.database, 'SUPER', 'mail-staff@example.pt');
    await t.database.db.execute(sql`insert into user_preferences (user_id, language) values (${recipient}, 'pt')`);
    const chat = await open(tokens.other, recipient);
    await send(tokens.other, chat.id, 'Olá, preciso de ajuda');
    const now = Date.now();
    expect(await t.app.chat.sweepOfflineMail(new Date(now + 60_000))).toBe(0);
    expect(await t.app.chat.sweepOfflineMail(new Date(now + 121_000))).toBeGreaterThanOrEqual(1);
    let box = (await mails('mail-staff@example.pt')).rows;
    expect(box).toHaveLength(1);
    expect(box[0]!.subject).toBe('Nova mensagem de client Tester');
    expect(box[0]!.text).toContain('"Olá, preciso de ajuda"');
    expect(box[0]!.text).toContain('Tem 1 mensagem por ler');
    expect(box[0]!.text).not.toContain('(ns)');
    // Where the reader turns these off: the back office's own settings, for a staff member.
    // (the line ends there; the layout's site footer follows it).
    expect(box[0]!.text).toMatch(
      /Pode desativar estes e-mails nas suas definições: \S+\/pt\/super-admin\/my-settings$/m,
    );

    // The same unread message is never mailed twice; a new one waits for the 2-minute spacing.
    await t.app.chat.sweepOfflineMail(new Date(now + 400_000));
    expect((await mails('mail-staff@example.pt')).rows).toHaveLength(1);
    await send(tokens.other, chat.id, 'Ainda aí?');
    const second = Date.now() + 121_000;
    await t.app.chat.sweepOfflineMail(new Date(Math.min(second, now + 121_000 + 119_000)));
    expect((await mails('mail-staff@example.pt')).rows).toHaveLength(1);
    await t.app.chat.sweepOfflineMail(new Date(Math.max(second, now + 121_000 + 120_000)));
    box = (await mails('mail-staff@example.pt')).rows;
    expect(box).toHaveLength(2);
    expect(box[1]!.text).toContain('"Ainda aí?"');
  });

  it('mails nothing once the message is read, or when the recipient turned chat mails off', async () => {
    const reader = await createUser(t.database, 'SUPER', 'reader-staff@example.pt');
    const readerToken = await login(t.app, 'reader-staff@example.pt');
    const quiet = await createUser(t.database, 'SUPER', 'quiet-staff@example.pt');
    await t.database.db.execute(sql`insert into user_preferences (user_id, email_chat) values (${quiet}, false)`);
    const a = await open(tokens.other, reader);
    const b = await open(tokens.other, quiet);
    await send(tokens.other, a.id, 'read me');
    await send(tokens.other, b.id, 'do not mail me');
    await post(`/api/chat/${a.id}/read`, readerToken, {});
    await t.app.chat.sweepOfflineMail(new Date(Date.now() + 121_000));
    expect((await mails('reader-staff@example.pt')).rows).toHaveLength(0);
    expect((await mails('quiet-staff@example.pt')).rows).toHaveLength(0);
  });
});
