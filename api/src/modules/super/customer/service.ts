// The back office's customer page: one customer account (user type CLIENT) with its totals and balances, and its
// parts a page at a time (booking items, payments, chats, gift cards, points, the staff audit entries about it), plus
// the notes staff keep on it. A note is written, edited and deleted (kept, marked deleted) by its author only, each
// write committed with its audit entry (before and after).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  CustomerBookingItem,
  CustomerConversation,
  CustomerGiftCard,
  CustomerNote,
  CustomerPartQuery,
  CustomerPayment,
  CustomerPointsEntry,
  Locale,
  SuperCustomerDetail,
  UserType,
} from '@mp/shared/contracts';
import { forbidden, invalid, notFound } from '../../../lib/errors';
import { page, pageWindow } from '../../../lib/wire';
import { customerAuditPage } from '../../audit/service';
import type { Conn } from '../../../db/sql';
import * as repo from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const pagingOf = (q: CustomerPartQuery) => ({ page: q.page ?? 1, perPage: q.per_page ?? 15 });

async function ensureCustomer(app: FastifyInstance, id: number): Promise<void> {
  if (!(await repo.isCustomer(app.db, id))) throw notFound('customerPage.notFound');
}

export async function customerDetail(app: FastifyInstance, id: number): Promise<SuperCustomerDetail> {
  const r = await repo.findCustomer(app.db, id);
  if (!r) throw notFound('customerPage.notFound');
  return {
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone: r.phone,
    language: r.language === 'en' || r.language === 'pt' ? r.language : null,
    guest: r.guest,
    email_verified_at: isoOrNull(r.email_verified_at),
    created_at: iso(r.created_at),
    birthdate: r.birthdate,
    address: { address: r.address, zipcode: r.zipcode, city: r.city, country: r.country },
    totals: { bookings: r.bookings, booking_items: r.booking_items, paid_total_cents: r.paid_total_cents },
    balances: { gift_card_cents: r.gift_card_cents, gift_cards: r.gift_cards, points: r.points },
  };
}

export async function customerBookings(
  app: FastifyInstance,
  url: string,
  id: number,
  q: CustomerPartQuery,
  locale: Locale,
) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.bookingItemsPage(app.db, id, locale, pageWindow(paging));
  return page<CustomerBookingItem>(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      booking_id: r.booking_id,
      reference: r.reference,
      status: r.status,
      booking_date: iso(r.booking_date),
      created_at: iso(r.created_at),
      service: r.service,
      partner: { id: r.company_id, name: r.partner },
      quantity: r.quantity,
      total_cents: r.charge_cents,
      refunded_cents: r.refunded_cents,
      payment_method: r.payment_method,
    })),
  );
}

export async function customerPayments(app: FastifyInstance, url: string, id: number, q: CustomerPartQuery) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.paymentsPage(app.db, id, pageWindow(paging));
  return page<CustomerPayment>(
    url,
    paging,
    total,
    rows.map((r) => ({ ...r, created_at: iso(r.created_at) })),
  );
}

export async function customerConversations(app: FastifyInstance, url: string, id: number, q: CustomerPartQuery) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.conversationsPage(app.db, id, pageWindow(paging));
  return page<CustomerConversation>(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      with: {
        id: r.other_id,
        name: `${r.other_first} ${r.other_last}`.trim(),
        user_type: r.other_type as UserType,
        company: r.other_type === 'SUPPLIER' ? r.company : null,
      },
      support: r.other_type === 'SUPER',
      request_status: r.request_status === 'closed' ? 'closed' : 'open',
      messages: r.messages,
      last_message_at: isoOrNull(r.last_message_at),
      created_at: iso(r.created_at),
    })),
  );
}

export async function customerGiftCards(app: FastifyInstance, url: string, id: number, q: CustomerPartQuery) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.giftCardsPage(app.db, id, pageWindow(paging));
  const now = Date.now();
  return page<CustomerGiftCard>(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      // The code spends the card: staff see its end, enough to tell cards apart with the customer on the phone.
      code_end: r.code.slice(-4),
      owned: r.owned,
      value_cents: r.value_cents,
      balance_cents: r.balance_cents,
      status: r.status === 'active' && new Date(r.expires_at).getTime() < now ? 'expired' : r.status,
      expires_at: iso(r.expires_at),
      created_at: iso(r.created_at),
    })),
  );
}

export async function customerPoints(app: FastifyInstance, url: string, id: number, q: CustomerPartQuery) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.pointsPage(app.db, id, pageWindow(paging));
  return page<CustomerPointsEntry>(
    url,
    paging,
    total,
    rows.map((r) => ({ ...r, created_at: iso(r.created_at) })),
  );
}

export async function customerAudit(app: FastifyInstance, url: string, id: number, q: CustomerPartQuery) {
  await ensureCustomer(app, id);
  return customerAuditPage(app.db, url, id, pagingOf(q));
}

// ---------- notes ----------

function noteView(r: repo.NoteRow, readerId: number): CustomerNote {
  return {
    id: r.id,
    body: r.body,
    author: { id: r.authorUserId, name: `${r.authorFirst} ${r.authorLast}`.trim() },
    mine: r.authorUserId === readerId,
    created_at: iso(r.createdAt),
    edited_at: isoOrNull(r.editedAt),
  };
}

/** The staff member behind the request (never the account they may be acting as). */
function authorOf(request: FastifyRequest): number {
  const id = request.realUser?.id;
  if (!id) throw new Error('a customer note needs a signed-in staff member');
  return id;
}

/** The note's text without surrounding spaces; a blank one is a field error. */
function noteText(body: string): string {
  const text = body.trim();
  if (text === '') throw invalid({ body: 'customerPage.noteEmpty' });
  return text;
}

const noteAudit = (n: CustomerNote, customerId: number) => ({ customer_id: customerId, body: n.body });

export async function customerNotesPage(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  q: CustomerPartQuery,
) {
  await ensureCustomer(app, id);
  const paging = pagingOf(q);
  const { total, rows } = await repo.notesPage(app.db, id, pageWindow(paging));
  const reader = authorOf(request);
  return page<CustomerNote>(
    request.url,
    paging,
    total,
    rows.map((r) => noteView(r, reader)),
  );
}

export async function addNote(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: string,
): Promise<CustomerNote> {
  const text = noteText(body);
  const author = authorOf(request);
  return app.db.transaction(async (tx) => {
    if (!(await repo.isCustomer(tx, id))) throw notFound('customerPage.notFound');
    const noteId = await repo.insertNote(tx, id, author, text);
    const row = await repo.findNote(tx, id, noteId);
    if (!row) throw notFound('customerPage.noteNotFound');
    const note = noteView(row, author);
    await app.audit.change(tx, request, {
      action: 'customer_note.create',
      entity: 'customer_note',
      entityId: noteId,
      before: null,
      after: noteAudit(note, id),
    });
    return note;
  });
}

/** Locks the note and checks the caller wrote it: 404 for an unknown note or customer, 403 for someone else's. */
async function ownNote(tx: Conn, id: number, noteId: number, author: number) {
  if (!(await repo.isCustomer(tx, id))) throw notFound('customerPage.notFound');
  const row = await repo.findNote(tx, id, noteId, true);
  if (!row) throw notFound('customerPage.noteNotFound');
  if (row.authorUserId !== author) throw forbidden('customerPage.noteNotYours');
  return row;
}

export async function editNote(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  noteId: number,
  body: string,
): Promise<CustomerNote> {
  const text = noteText(body);
  const author = authorOf(request);
  return app.db.transaction(async (tx) => {
    const before = noteView(await ownNote(tx, id, noteId, author), author);
    await repo.updateNote(tx, noteId, text);
    const row = await repo.findNote(tx, id, noteId);
    if (!row) throw notFound('customerPage.noteNotFound');
    const after = noteView(row, author);
    await app.audit.change(tx, request, {
      action: 'customer_note.update',
      entity: 'customer_note',
      entityId: noteId,
      before: noteAudit(before, id),
      after: noteAudit(after, id),
    });
    return after;
  });
}

export async function removeNote(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  noteId: number,
): Promise<{ id: number }> {
  const author = authorOf(request);
  return app.db.transaction(async (tx) => {
    const before = noteView(await ownNote(tx, id, noteId, author), author);
    await repo.deleteNote(tx, noteId);
    await app.audit.change(tx, request, {
      action: 'customer_note.delete',
      entity: 'customer_note',
      entityId: noteId,
      before: noteAudit(before, id),
      after: null,
    });
    return { id: noteId };
  });
}
