// Back-office booking items: any item by every filter, one item with everything about it, and staff
// answering for the partner. The answer goes through the supplier-bookings transition (the same locks, refunds and
// mails as the partner's own answer); the staff actor records the audit entry inside that transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  Locale,
  NameMatch,
  SuperBookingItemDetail,
  SuperBookingItemNamesQuery,
  SuperBookingItemRow,
  SuperBookingItemsQuery,
  SuperItemAction,
  SuperItemActionBody,
  SuperItemEvent,
  TransferQuoteRequest,
  TransferQuoteRequestsQuery,
  UserType,
} from '@mp/shared/contracts';
import type { Db } from '../../../db/client';
import { csvExport, euros } from '../../../lib/csv';
import { invalid, notFound, type MessageRef } from '../../../lib/errors';
import { isIsoDate, lisbonInstant } from '../../../lib/lisbon-time';
import { page, pageWindow } from '../../../lib/wire';
import { refundLinesOf } from '../../bookings/refunds';
import { partialRefundsOfBookings } from '../../bookings/repository';
import { bookingItemTripOf } from '../../bookings/trip';
import { agesOf } from '../../bookings/views';
import { quoteRequestsBatch } from '../../transfers/repository';
import { toQuoteRequest } from '../../transfers/service';
import type { ItemTransition, SupplierBookingsService } from '../../supplier-bookings/service';
import { addDays } from '../sales/service';
import { partnerNames, serviceNames } from '../sales/repository';
import * as repo from './repository';
import { refundableOf } from './partial-refunds';
import { settlementOf } from './settlement';

const iso = (v: Date | string) => new Date(v).toISOString();

/** What each staff action moves the item to, and from which status staff may take it. */
export const ACTION_TO: Record<SuperItemAction, { from: string; to: ItemTransition }> = {
  accept: { from: 'pending', to: 'confirmed' },
  decline: { from: 'pending', to: 'declined' },
  refund: { from: 'confirmed', to: 'cancelled' },
};

function rowView(r: repo.ItemRow): SuperBookingItemRow {
  return {
    id: r.id,
    booking_id: r.booking_id,
    reference: r.reference,
    status: r.status as SuperBookingItemRow['status'],
    booking_date: iso(r.booking_date),
    created_at: iso(r.created_at),
    quantity: r.quantity,
    total_cents: r.value_cents - r.discount_cents,
    payment_method: r.payment_method,
    customer: { id: r.user_id, name: r.customer_name, email: r.customer_email, user_type: r.customer_type as UserType },
    partner: { id: r.company_id, name: r.partner_name },
    service: { id: r.service_id, name: r.service_name },
  };
}

function itemFilter(q: SuperBookingItemsQuery): repo.ItemFilter {
  const errors: Record<string, MessageRef> = {};
  if (q.from !== undefined && !isIsoDate(q.from)) errors.from = { key: 'backOffice.sales.dateInvalid' };
  if (q.to !== undefined && !isIsoDate(q.to)) errors.to = { key: 'backOffice.sales.dateInvalid' };
  if (Object.keys(errors).length) throw invalid(errors);
  if (q.from && q.to && q.from > q.to) throw invalid({ to: 'backOffice.sales.rangeBackwards' });
  return {
    search: q.search,
    status: q.status,
    companyId: q.company_id,
    serviceId: q.service_id,
    userId: q.user_id,
    paymentMethod: q.payment_method,
    from: q.from ? lisbonInstant(q.from, '00:00') : undefined,
    until: q.to ? lisbonInstant(addDays(q.to, 1), '00:00') : undefined,
  };
}

/** The partners, services or customers the booking items' filters can choose by name. */
export async function itemNames(db: Db, q: SuperBookingItemNamesQuery, locale: Locale): Promise<NameMatch[]> {
  const term = q.search?.trim() ?? '';
  if (q.of === 'partners') return partnerNames(db, term);
  if (q.of === 'services') return serviceNames(db, term, locale);
  return repo.customerNames(db, term);
}

export async function listItems(app: FastifyInstance, url: string, q: SuperBookingItemsQuery, locale: Locale) {
  const paging = { page: q.page ?? 1, perPage: q.per_page ?? 15 };
  const { total, rows } = await repo.itemsPage(
    app.db,
    itemFilter(q),
    q.sort ?? '-created_at',
    locale,
    pageWindow(paging),
  );
  return page(url, paging, total, rows.map(rowView));
}

/** Every item matching the list's filters as CSV (no page), newest first, read in batches as the client reads it. */
export function itemsCsv(
  app: FastifyInstance,
  q: SuperBookingItemsQuery,
  locale: Locale,
  t: (key: string) => string,
): AsyncIterable<string> {
  const filter = itemFilter(q);
  return csvExport<SuperBookingItemRow>({
    messages: 'backOffice.exports.bookingItems',
    t,
    columns: [
      { key: 'reference', value: (i) => i.reference },
      { key: 'item', value: (i) => i.id },
      { key: 'created_at', value: (i) => i.created_at },
      { key: 'booking_date', value: (i) => i.booking_date },
      { key: 'service', value: (i) => i.service.name },
      { key: 'partner', value: (i) => i.partner.name },
      { key: 'customer', value: (i) => i.customer.name },
      { key: 'customer_email', value: (i) => i.customer.email },
      { key: 'status', value: (i) => i.status },
      { key: 'payment_method', value: (i) => i.payment_method },
      { key: 'quantity', value: (i) => i.quantity },
      { key: 'total', value: (i) => euros(i.total_cents) },
    ],
    batch: async (beforeId, limit) => (await repo.itemsBatch(app.db, filter, locale, beforeId, limit)).map(rowView),
    cursor: (i) => i.id,
  });
}

/** Every transfer quote request with the list's status as CSV (no page), newest first, read in batches. */
export function quoteRequestsCsv(
  app: FastifyInstance,
  query: TransferQuoteRequestsQuery,
  t: (key: string) => string,
): AsyncIterable<string> {
  return csvExport<TransferQuoteRequest>({
    messages: 'backOffice.exports.quotes',
    t,
    columns: [
      { key: 'id', value: (q) => q.id },
      { key: 'created_at', value: (q) => q.created_at },
      { key: 'name', value: (q) => `${q.first_name} ${q.last_name}`.trim() },
      { key: 'email', value: (q) => q.email },
      { key: 'phone', value: (q) => q.phone },
      { key: 'pickup_location', value: (q) => q.pickup_location },
      { key: 'drop_off_location', value: (q) => q.drop_off_location },
      { key: 'pickup_at', value: (q) => q.pickup_at },
      { key: 'return_pickup_at', value: (q) => q.return_pickup_at },
      { key: 'passengers', value: (q) => q.passengers },
      { key: 'luggage_pieces', value: (q) => q.luggage_pieces },
      { key: 'seats', value: (q) => `${q.baby_seats}/${q.child_seats}/${q.booster_seats}` },
      { key: 'language', value: (q) => q.language },
      { key: 'notes', value: (q) => q.notes },
      { key: 'status', value: (q) => q.status },
    ],
    batch: async (beforeId, limit) =>
      (await quoteRequestsBatch(app.db, query.status, beforeId, limit)).map(toQuoteRequest),
    cursor: (q) => q.id,
  });
}

export async function itemDetail(app: FastifyInstance, id: number, locale: Locale): Promise<SuperBookingItemDetail> {
  const r = await repo.findItem(app.db, id, locale);
  if (!r) throw notFound('backOffice.bookings.notFound');
  const [items, pays, ledger, answers, giftCards, itemRefunds, partials, bookingPartials, refundable] =
    await Promise.all([
      repo.bookingItems(app.db, r.booking_id, locale),
      repo.paymentsOf(app.db, r.booking_id),
      repo.ledgerRefundsOf(app.db, r.booking_id),
      repo.staffAnswersOf(app.db, r.id),
      repo.giftCardRedemptionsOf(app.db, r.booking_id),
      repo.itemRefundsOf(app.db, r.booking_id),
      repo.partialRefundsOfItem(app.db, r.id),
      partialRefundsOfBookings(app.db, [r.booking_id]),
      refundableOf(app.db, r.id),
    ]);
  const annotations = r.annotations as { decline_reason?: string; declined_by?: string };
  const history: SuperItemEvent[] = [
    { at: iso(r.created_at), kind: 'created', status: null, by: null, reason: null, amount_cents: null },
  ];
  if (r.paid_at)
    history.push({
      at: iso(r.paid_at),
      kind: 'paid',
      status: null,
      by: null,
      reason: null,
      amount_cents: r.booking_total_cents,
    });
  for (const a of answers) {
    history.push({
      at: iso(a.at),
      kind: 'staff',
      status: a.after?.status ?? null,
      by: a.by,
      reason: a.after?.reason ?? null,
      amount_cents: null,
    });
  }
  // The item's current answer when staff did not give it (the partner, a mailed link or the expiry sweep).
  const answered = !['waiting_payment', 'pending'].includes(r.status);
  if (answered && answers.at(-1)?.after?.status !== r.status) {
    history.push({
      at: iso(r.updated_at),
      kind: 'status',
      status: r.status,
      by: annotations.declined_by === 'expiry' ? 'expiry' : null,
      reason: annotations.decline_reason ?? null,
      amount_cents: null,
    });
  }
  history.sort((a, b) => a.at.localeCompare(b.at));
  const refunds: SuperBookingItemDetail['refunds'] = [
    ...pays
      .filter((p) => p.refunded_cents > 0)
      .map((p) => ({ at: iso(p.updated_at), kind: 'money' as const, amount: p.refunded_cents })),
    ...ledger.map((l) => ({ at: iso(l.at), kind: l.kind, amount: Number(l.amount) })),
  ];
  const actions = (Object.keys(ACTION_TO) as SuperItemAction[]).filter((a) => ACTION_TO[a].from === r.status);
  return {
    item: {
      ...rowView(r),
      value_cents: r.value_cents,
      discount_cents: r.discount_cents,
      answer_by: iso(r.answer_by),
      decline_reason: annotations.decline_reason ?? null,
      ages: agesOf(r),
      refunded_cents: refundable.refunded,
      refundable_cents: refundable.refundable,
    },
    booking: {
      id: r.booking_id,
      reference: r.reference,
      status: r.booking_status,
      payment_method: r.payment_method,
      total_cents: r.booking_total_cents,
      discount_cents: r.booking_discount_cents,
      points_used: r.points_used,
      promo_code: r.promo_code,
      paid_at: r.paid_at ? iso(r.paid_at) : null,
      created_at: iso(r.booking_created_at),
      created_by_staff: r.created_by_user_id !== null && r.created_by_user_id !== r.user_id,
      items: items.map((i) => ({
        id: i.id,
        service: i.service,
        total_cents: i.total_cents,
        status: i.status as SuperBookingItemRow['status'],
      })),
    },
    settlement: settlementOf({
      method: r.payment_method,
      itemsCents: items.reduce((s, i) => s + Number(i.value_cents), 0),
      discountCents: r.booking_discount_cents,
      promoCode: r.promo_code,
      promoCents: r.promo_cents,
      pointsUsed: r.points_used,
      paidAt: r.paid_at,
      payments: pays,
      giftCards,
      ledgerRefunds: ledger,
      itemRefunds: [
        ...bookingPartials.map((p) => ({
          itemId: p.item_id,
          at: p.at,
          lines: refundLinesOf({ refund: p.lines }) ?? [],
        })),
        ...itemRefunds.map((i) => ({
          itemId: i.item_id,
          at: i.at,
          lines: refundLinesOf(i.annotations) ?? [],
        })),
      ],
    }),
    payments: pays.map((p) => ({
      id: p.id,
      provider: p.provider,
      status: p.status,
      amount_cents: p.amount_cents,
      refunded_cents: p.refunded_cents,
      created_at: iso(p.created_at),
    })),
    refunds,
    customer: {
      id: r.user_id,
      name: r.customer_name,
      email: r.customer_email,
      phone: r.customer_phone,
      guest: r.guest,
      user_type: r.customer_type as UserType,
    },
    partner: { id: r.company_id, name: r.partner_name, email: r.partner_email, phone: r.partner_phone },
    history,
    partial_refunds: partials.map((p) => ({
      id: p.id,
      at: iso(p.at),
      amount_cents: p.amount_cents,
      reason: p.reason,
      by: p.by,
      lines: refundLinesOf({ refund: p.lines }) ?? [],
    })),
    trip: bookingItemTripOf(r),
    actions,
  };
}

/**
 * Staff accept, decline or refund an item for its partner. The reason is required; the move, its refund and the
 * audit entry (who, as whom, status before and after, reason) happen under the item's locks in one transaction.
 */
export async function actOnItem(
  app: FastifyInstance,
  request: FastifyRequest,
  supplierBookings: SupplierBookingsService,
  id: number,
  body: SuperItemActionBody,
): Promise<SuperBookingItemDetail> {
  const reason = body.reason.trim();
  if (!reason) throw invalid({ reason: 'backOffice.bookings.reasonRequired' });
  const { to } = ACTION_TO[body.action];
  const moved = await supplierBookings.transition(
    id,
    to,
    {
      kind: 'staff',
      audit: (tx, from) =>
        app.audit.change(tx, request, {
          action: `booking_item.${body.action}`,
          entity: 'booking_item',
          entityId: id,
          before: { status: from },
          after: { status: to, reason },
        }),
    },
    reason,
  );
  if (!moved) throw notFound('backOffice.bookings.notFound');
  // The partner is told whatever staff did for them (only this request moved the item, so they are told once).
  await supplierBookings.mailPartnerClosed(
    id,
    to === 'confirmed' ? 'staffAccepted' : to === 'declined' ? 'staffDeclined' : 'staffCancelled',
  );
  return itemDetail(app, id, request.locale);
}
