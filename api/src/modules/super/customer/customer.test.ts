// The back office's customer page: a customer account's profile, totals (the customers list's paid total, refunds
// taken off) and balances, its parts a page at a time, the staff audit entries about it, and the notes staff keep on
// it (only the author edits or deletes one; each write audited; bad input is a 422 field map, never a 5xx).
import { eq } from 'drizzle-orm';
import type {
  AuditEntry,
  CustomerBookingItem,
  CustomerConversation,
  CustomerGiftCard,
  CustomerNote,
  CustomerPayment,
  CustomerPointsEntry,
  PageOf,
  SuperCustomerDetail,
} from '@mp/shared/contracts';
import {
  bookingItems,
  bookings,
  chatMessages,
  chats,
  giftCards,
  payments,
  userPreferences,
  userProfiles,
} from '../../../db/schema';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../../test/helpers';
import { experience, grantPoints, partnerCompany, type Catalogue } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';

let t: TestApp;
const token = {} as Record<'admin' | 'support' | 'other' | 'finance', string>;
let supportId: number;
let customerId: number;
let partnerId: number;
let cat: Catalogue;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: string, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(who), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const get = async <T>(url: string, who = token.support) => {
  const res = await call('GET', url, who);
  return { status: res.statusCode, content: json<{ content: T }>(res).content };
};

beforeAll(async () => {
  t = await buildTestApp();
  token.admin = (await createStaffUser(t.app, t.database, 'admin', 'admin@customer-page.pt')).token;
  const support = await createStaffUser(t.app, t.database, 'support', 'support@customer-page.pt');
  supportId = support.id;
  token.support = support.token;
  token.other = (await createStaffUser(t.app, t.database, 'support', 'other@customer-page.pt')).token;
  token.finance = (await createStaffUser(t.app, t.database, 'finance', 'finance@customer-page.pt')).token;

  cat = await partnerCompany(t.database);
  partnerId = cat.supplierId;
  const serviceId = await experience(t.database.db, cat);
  customerId = await createUser(t.database, 'CLIENT', 'ana@customer-page.pt');
  const db = t.database.db;
  await db
    .update(userProfiles)
    .set({ city: 'Porto', country: 'PT', birthdate: '1990-05-04' })
    .where(eq(userProfiles.userId, customerId));
  await db.insert(userPreferences).values({ userId: customerId, language: 'pt' });

  // A paid booking of two items: the card took 13 000, gave back 3 000 of it (a partial refund of the second item).
  const [paid] = await db
    .insert(bookings)
    .values({
      reference: 'CP-PAID',
      userId: customerId,
      paymentMethod: 'card',
      totalCents: 13000,
      status: 'paid',
      paidAt: new Date(),
    })
    .returning({ id: bookings.id });
  const paidId = paid?.id ?? 0;
  const when = new Date(Date.now() + 7 * 86_400_000);
  await db.insert(bookingItems).values([
    {
      bookingId: paidId,
      serviceId,
      companyId: cat.companyId,
      bookingDate: when,
      status: 'confirmed',
      quantity: 2,
      valueCents: 8000,
      createdAt: new Date(Date.now() - 2000),
    },
    {
      bookingId: paidId,
      serviceId,
      companyId: cat.companyId,
      bookingDate: when,
      status: 'confirmed',
      quantity: 1,
      valueCents: 5000,
      refundedCents: 3000,
      createdAt: new Date(Date.now() - 1000),
    },
  ]);
  await db.insert(payments).values({
    bookingId: paidId,
    provider: 'card',
    externalId: 'customer-page-card',
    status: 'paid',
    amountCents: 13000,
    details: { refunded_cents: 3000 },
  });
  // An expired booking counts as a booking, not as money.
  await db
    .insert(bookings)
    .values({ reference: 'CP-EXP', userId: customerId, paymentMethod: 'card', totalCents: 900, status: 'expired' });

  await db.insert(giftCards).values([
    {
      code: 'GC-CUSTOMER-PAGE-1234',
      ownerUserId: customerId,
      valueCents: 5000,
      balanceCents: 2500,
      status: 'active',
      expiresAt: new Date(Date.now() + 30 * 86_400_000),
    },
    {
      code: 'GC-CUSTOMER-PAGE-OLD9',
      ownerUserId: customerId,
      valueCents: 4000,
      balanceCents: 4000,
      status: 'active',
      expiresAt: new Date(Date.now() - 86_400_000),
    },
  ]);
  await grantPoints(db, customerId, 120);

  const [chat] = await db
    .insert(chats)
    .values({ participant1: customerId, participant2: partnerId })
    .returning({ id: chats.id });
  await db.insert(chatMessages).values([
    { chatId: chat?.id ?? 0, senderId: customerId, body: 'Is there parking?' },
    { chatId: chat?.id ?? 0, senderId: partnerId, body: 'Yes.' },
  ]);
});
afterAll(async () => t.close());

describe('the customer', () => {
  it('reads the profile, the totals the customers list uses (refunds taken off) and what they hold to spend', async () => {
    const res = await get<SuperCustomerDetail>(`/api/super/customers/${customerId}`);
    expect(res.status).toBe(200);
    expect(res.content).toMatchObject({
      id: customerId,
      email: 'ana@customer-page.pt',
      language: 'pt',
      guest: false,
      birthdate: '1990-05-04',
      address: { city: 'Porto', country: 'PT' },
      totals: { bookings: 2, booking_items: 2, paid_total_cents: 10000 },
      // The expired card holds nothing any more.
      balances: { gift_card_cents: 2500, gift_cards: 1, points: 120 },
    });
    const list = await get<{ data: { email: string; paid_total_cents: number }[] }>(
      '/api/super/customers?search=ana%40customer-page.pt',
    );
    expect(list.content.data[0]?.paid_total_cents).toBe(res.content.totals.paid_total_cents);
  });

  it('answers 404 for an unknown id and for an account that is not a customer', async () => {
    for (const id of [999999, partnerId, supportId]) {
      const res = await call('GET', `/api/super/customers/${id}`, token.support);
      expect(res.statusCode).toBe(404);
      expect((await call('GET', `/api/super/customers/${id}/bookings`, token.support)).statusCode).toBe(404);
    }
  });

  it('needs the customers permission (finance has not)', async () => {
    expect((await call('GET', `/api/super/customers/${customerId}`, token.finance)).statusCode).toBe(403);
    expect((await call('GET', `/api/super/customers/${customerId}`, token.admin)).statusCode).toBe(200);
  });
});

describe('its parts, a page at a time', () => {
  it('booking items newest first, each with its charge and what partial refunds gave back', async () => {
    const res = await get<PageOf<CustomerBookingItem>>(`/api/super/customers/${customerId}/bookings?per_page=1`);
    expect(res.content).toMatchObject({ total: 2, per_page: 1, last_page: 2 });
    expect(res.content.data[0]).toMatchObject({
      reference: 'CP-PAID',
      total_cents: 5000,
      refunded_cents: 3000,
      partner: { id: cat.companyId },
    });
  });

  it('payments with what went back of them', async () => {
    const res = await get<PageOf<CustomerPayment>>(`/api/super/customers/${customerId}/payments`);
    expect(res.content.data).toEqual([
      expect.objectContaining({ reference: 'CP-PAID', provider: 'card', amount_cents: 13000, refunded_cents: 3000 }),
    ]);
  });

  it('chats with the other side named, gift cards with only the end of their code, the points ledger', async () => {
    const chatsPage = await get<PageOf<CustomerConversation>>(`/api/super/customers/${customerId}/messages`);
    expect(chatsPage.content.data).toEqual([
      expect.objectContaining({
        with: expect.objectContaining({ id: partnerId, user_type: 'SUPPLIER', company: expect.any(String) }),
        support: false,
        messages: 2,
      }),
    ]);
    const cards = await get<PageOf<CustomerGiftCard>>(`/api/super/customers/${customerId}/gift-cards`);
    expect(cards.content.data.map((c) => [c.code_end, c.status])).toEqual(
      expect.arrayContaining([
        ['1234', 'active'],
        ['OLD9', 'expired'],
      ]),
    );
    expect(JSON.stringify(cards.content)).not.toContain('GC-CUSTOMER-PAGE');
    const points = await get<PageOf<CustomerPointsEntry>>(`/api/super/customers/${customerId}/points`);
    expect(points.content.data).toEqual([expect.objectContaining({ delta: 120 })]);
  });

  it('the audit part holds what staff did acting as the customer, and nothing of other accounts', async () => {
    const acting = await call('GET', `/api/me?impersonate_id=${customerId}`, token.admin);
    expect(acting.statusCode).toBe(200);
    await call('GET', `/api/me?impersonate_id=${partnerId}`, token.admin);
    const audit = await get<PageOf<AuditEntry>>(`/api/super/customers/${customerId}/audit`);
    expect(audit.content.data.length).toBeGreaterThan(0);
    expect(audit.content.data.every((e) => e.acting_as.id === customerId || e.entity === 'customer_note')).toBe(true);
    expect(audit.content.data[0]).toMatchObject({ action: 'impersonation', acting_as: { id: customerId } });
  });
});

describe('notes only staff see', () => {
  const notes = () => `/api/super/customers/${customerId}/notes`;

  it('a note is written, read, edited and deleted by its author, each step in the audit log with before and after', async () => {
    const added = await call('POST', notes(), token.support, { body: '  Prefers calls after 18h.  ' });
    expect(added.statusCode).toBe(200);
    const note = json<{ content: CustomerNote }>(added).content;
    expect(note).toMatchObject({ body: 'Prefers calls after 18h.', mine: true, edited_at: null });

    const listed = await get<PageOf<CustomerNote>>(notes());
    expect(listed.content.data.map((n) => n.id)).toEqual([note.id]);
    // Another staff member reads it, but it is not theirs.
    expect((await get<PageOf<CustomerNote>>(notes(), token.other)).content.data[0]?.mine).toBe(false);

    const edited = await call('PUT', `${notes()}/${note.id}`, token.support, { body: 'Prefers calls after 19h.' });
    expect(edited.statusCode).toBe(200);
    expect(json<{ content: CustomerNote }>(edited).content).toMatchObject({
      body: 'Prefers calls after 19h.',
      edited_at: expect.any(String),
    });

    const deleted = await call('DELETE', `${notes()}/${note.id}`, token.support);
    expect(deleted.statusCode).toBe(200);
    expect((await get<PageOf<CustomerNote>>(notes())).content.total).toBe(0);
    expect((await call('PUT', `${notes()}/${note.id}`, token.support, { body: 'again' })).statusCode).toBe(404);

    const audit = await get<PageOf<AuditEntry>>(`/api/super/customers/${customerId}/audit`);
    const noteEntries = audit.content.data.filter((e) => e.entity === 'customer_note');
    expect(noteEntries.map((e) => [e.action, e.before?.body ?? null, e.after?.body ?? null])).toEqual([
      ['customer_note.delete', 'Prefers calls after 19h.', null],
      ['customer_note.update', 'Prefers calls after 18h.', 'Prefers calls after 19h.'],
      ['customer_note.create', null, 'Prefers calls after 18h.'],
    ]);
    expect(noteEntries.every((e) => e.staff.id === supportId && e.entity_id === String(note.id))).toBe(true);
  });

  it('only the author edits or deletes a note (403 for another staff member, the note unchanged)', async () => {
    const note = json<{ content: CustomerNote }>(await call('POST', notes(), token.support, { body: 'Mine.' })).content;
    const put = await call('PUT', `${notes()}/${note.id}`, token.other, { body: 'Theirs.' });
    expect(put.statusCode).toBe(403);
    expect((await call('DELETE', `${notes()}/${note.id}`, token.other)).statusCode).toBe(403);
    expect((await get<PageOf<CustomerNote>>(notes())).content.data[0]?.body).toBe('Mine.');
  });

  it('bad input is a 422 on the body in the reader’s language; unknown customers and notes are 404', async () => {
    const blank = await call('POST', notes(), token.support, { body: '   ' }, 'pt');
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toMatchObject({ errors: { body: ['Escreva a nota primeiro.'] } });
    const long = await call('POST', notes(), token.support, { body: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(long).errors.body).toHaveLength(1);
    const missing = await call('POST', notes(), token.support, {});
    expect(missing.statusCode).toBe(422);
    expect(
      (await call('POST', `/api/super/customers/${partnerId}/notes`, token.support, { body: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('PUT', `${notes()}/999999`, token.support, { body: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/super/customers/999999/notes/1`, token.support)).statusCode).toBe(404);
    // A note of this customer is not reachable through another customer's address.
    const note = json<{ content: CustomerNote }>(await call('POST', notes(), token.support, { body: 'Here.' })).content;
    const other = await createUser(t.database, 'CLIENT', 'rui@customer-page.pt');
    expect(
      (await call('PUT', `/api/super/customers/${other}/notes/${note.id}`, token.support, { body: 'x' })).statusCode,
    ).toBe(404);
  });
});
