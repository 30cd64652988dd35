// Messages about a booking with its partner: a guest writes from the "Manage booking" page with the signed link (no
// account) and reads the partner's replies there; a signed-in customer opens the same conversation from My bookings.
// Either way the conversation's first message names the booking (reference, service, day) in the partner's language,
// once; the partner answers in their own chat. Bad input is a 422 on its field, a forged link 403, a stranger's item 404.
import { sql } from 'drizzle-orm';
import type { ChatMessage, ChatSummary, ManagedBookingChat } from '@mp/shared/contracts';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  scalar,
  type Catalogue,
} from './checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  await createUser(t.database, 'CLIENT', 'mira@example.pt');
});
afterAll(async () => t.close());

interface Created {
  booking_id: number;
  reference: string;
}

async function pays(email: string, headers: Record<string, string> = {}): Promise<Created> {
  const service = await experience(t.database.db, cat, { valueCents: 3000 });
  const { token } = await putCart(t.app, [line(service, futureDate(10), 1)], headers);
  const res = await book(t.app, token ? { ...headers, 'x-cart-token': token } : headers, {
    payment_method: 'card',
    card_number: '4242424242424242',
    billingData: { first_name: 'Gil', last_name: 'Guest', email },
  });
  expect(res.statusCode).toBe(200);
  return json<{ content: Created }>(res).content;
}

async function manageToken(email: string, reference: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = (await mailsTo(t.app, email)).find((m) => m.subject.includes(reference));
    const found = mail && /\/manage-booking#token=([^\s]+)/.exec(mail.text)?.[1];
    if (found) return decodeURIComponent(found);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no manage link for ${reference}`);
}

const itemOf = (bookingId: number) =>
  scalar<number>(t.database.db, sql`select id from booking_items where booking_id = ${bookingId}`);
const read = (token: string, itemId: number | string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/bookings/manage/messages?item_id=${itemId}`,
    headers: { 'x-manage-token': token },
  });
const send = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/bookings/manage/messages', payload, headers });
const content = <T>(res: Parameters<typeof json>[0]) => json<{ content: T }>(res).content;

describe('a guest messages the partner from the manage page', () => {
  let guest: Created;
  let token: string;
  let itemId: number;
  beforeAll(async () => {
    guest = await pays('gil@example.pt');
    token = await manageToken('gil@example.pt', guest.reference);
    itemId = await itemOf(guest.booking_id);
  });

  it('has no conversation before the first message', async () => {
    const res = await read(token, itemId);
    expect(res.statusCode).toBe(200);
    expect(content<ManagedBookingChat>(res)).toMatchObject({ chat_id: null, item_id: itemId, messages: [] });
  });

  it('sends as the booking’s holder, after a first message that names the booking in the partner’s language', async () => {
    const res = await send({ token, item_id: itemId, message: '  Is there parking nearby?  ' });
    expect(res.statusCode).toBe(200);
    const chat = content<ManagedBookingChat>(res);
    expect(chat.chat_id).not.toBeNull();
    expect(chat.partner_name).toMatch(/^Company /);
    expect(chat.messages.map((m) => m.sender_id)).toEqual([chat.holder_id, chat.holder_id]);
    // The partner has no language setting: Portuguese, as their mails.
    expect(chat.messages[0]!.body).toMatch(new RegExp(`^Sobre a reserva ${guest.reference}: .+, .+ de \\d{4}\\.$`));
    expect(chat.messages[1]!.body).toBe('Is there parking nearby?');
    const again = content<ManagedBookingChat>(await send({ token, item_id: itemId, message: 'And lockers?' }));
    expect(again.messages.map((m) => m.body).filter((b) => b.includes(guest.reference))).toHaveLength(1);
  });

  it('reaches the partner’s own chat, and the partner’s reply shows on the page', async () => {
    const partner = bearer(await login(t.app, cat.supplierEmail));
    const chats = content<ChatSummary[]>(
      await t.app.inject({ method: 'GET', url: '/api/chat/list', headers: partner }),
    );
    const { chat_id: chatId, holder_id: holderId } = content<ManagedBookingChat>(await read(token, itemId));
    const theirs = chats.find((c) => c.id === chatId);
    expect(theirs).toMatchObject({ participant: { id: holderId, first_name: 'Gil' }, unread_count: 3 });
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: partner,
      payload: { chat_id: chatId, message: 'Yes, free parking at the door.' },
    });
    expect(reply.statusCode).toBe(200);
    const shown = content<ManagedBookingChat>(await read(token, itemId)).messages;
    expect(shown.at(-1)).toMatchObject({ body: 'Yes, free parking at the door.', sender_id: cat.supplierId });
    // Shown on the page is read: no "unread messages" mail goes to the guest for it.
    expect(
      await scalar<number>(
        t.database.db,
        sql`select count(*)::int from chat_messages m where m.chat_id = ${chatId} and m.sender_id <> ${holderId}
              and m.id > coalesce((select last_read_message_id from chat_read_markers where chat_id = ${chatId} and user_id = ${holderId}), 0)`,
      ),
    ).toBe(0);
  });

  it('answers bad input with a 422 on its field and stores nothing; a forged link is 403, a stranger’s item 404', async () => {
    const other = await pays('someone@example.pt');
    const otherToken = await manageToken('someone@example.pt', other.reference);
    const otherItem = await itemOf(other.booking_id);
    const blank = await send({ token: otherToken, item_id: otherItem, message: '   ' }, { 'accept-language': 'pt' });
    expect(blank.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(blank).errors.message).toEqual(['Escreva uma mensagem.']);
    const long = await send({ token: otherToken, item_id: otherItem, message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(content<ManagedBookingChat>(await read(otherToken, otherItem)).chat_id).toBeNull();
    for (const body of [
      {},
      { token, item_id: 'x', message: 'hi' },
      { token, item_id: itemId },
      { token: '', item_id: 1, message: 'hi' },
    ]) {
      expect((await send(body)).statusCode).toBe(422);
    }
    expect((await read(token, 'x')).statusCode).toBe(422);
    expect((await send({ token, item_id: otherItem, message: 'hi' })).statusCode).toBe(404);
    expect((await read(token, otherItem)).statusCode).toBe(404);
    expect((await send({ token: `${token}x`, item_id: itemId, message: 'hi' })).statusCode).toBe(403);
    expect((await read(`${token}x`, itemId)).statusCode).toBe(403);
  });
});

describe('a customer messages the partner from My bookings', () => {
  it('opens the chat with the item’s partner, named by the booking once; another customer’s item is 404', async () => {
    const session = bearer(await login(t.app, 'mira@example.pt'));
    const created = await pays('mira@example.pt', session);
    const itemId = await itemOf(created.booking_id);
    const open = () =>
      t.app.inject({ method: 'POST', url: `/api/bookings/items/${itemId}/chat`, headers: session, payload: {} });
    const res = await open();
    expect(res.statusCode).toBe(200);
    const chat = content<ChatSummary>(res);
    expect(chat.participant).toMatchObject({ id: cat.supplierId, company_name: expect.stringMatching(/^Company /) });
    expect(chat.last_message?.body).toMatch(new RegExp(`^Sobre a reserva ${created.reference}: `));
    expect((await open()).statusCode).toBe(200);
    const messages = content<{ messages: ChatMessage[] }>(
      await t.app.inject({ method: 'GET', url: `/api/chat/${chat.id}`, headers: session }),
    ).messages;
    expect(messages.filter((m) => m.body.includes(created.reference))).toHaveLength(1);

    const guest = await pays('stranger@example.pt');
    const strangerItem = await itemOf(guest.booking_id);
    const theirs = await t.app.inject({
      method: 'POST',
      url: `/api/bookings/items/${strangerItem}/chat`,
      headers: session,
      payload: {},
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/bookings/items/${itemId}/chat`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('a guest is told by mail when the partner answers', () => {
  /** The guest writes from the manage page, the partner answers, and nobody reads it for the mail delay. */
  async function partnerAnswers(email: string) {
    const created = await pays(email);
    const token = await manageToken(email, created.reference);
    const itemId = await itemOf(created.booking_id);
    const { chat_id: chatId } = content<ManagedBookingChat>(
      await send({ token, item_id: itemId, message: 'Can we bring a dog?' }),
    );
    const partner = bearer(await login(t.app, cat.supplierEmail));
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/chat/message',
      headers: partner,
      payload: { chat_id: chatId, message: 'Yes, on a lead.' },
    });
    expect(reply.statusCode).toBe(200);
    await t.app.chat.sweepOfflineMail(new Date(Date.now() + 121_000));
    return { created, mails: (await mailsTo(t.app, email)).filter((m) => m.text.includes('Yes, on a lead.')) };
  }

  it('mails the guest a link to the booking’s manage page, which needs no account', async () => {
    const { created, mails } = await partnerAnswers('gwen@example.pt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(created.reference);
    expect(mails[0]!.text).toMatch(/\/manage-booking#token=/);
    expect(mails[0]!.text).not.toContain('/user-panel/');
  });

  it('mails the address typed at checkout when the booking is held apart from that address’s account', async () => {
    // mira@example.pt has an account: a guest booking with that address is held by an account of its own, whose
    // address receives no mail; the typed address got the confirmation, so it gets the answer too.
    const { created, mails } = await partnerAnswers('mira@example.pt');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(created.reference);
    expect(mails[0]!.text).toMatch(/\/manage-booking#token=/);
  });
});
