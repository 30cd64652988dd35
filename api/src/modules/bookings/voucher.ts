// A voucher per booking. Its owner (signed in) or whoever holds the manage link of the confirmation
// mail reads, per item, what happens where and when: the Lisbon date and start time, the people, the meeting point and
// what to bring as the service states them, the free-cancellation deadline, the status in the common wording, and a QR
// code the partner checks. The manage token and the QR code are HMACs with the server's VOUCHER_SECRET: nothing is
// stored, nothing is guessable, and a changed secret voids them all.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Type, type Static } from '@sinclair/typebox';
import { AgeSplit, BookingBreakdown, GeoPoint, RefundLine, type Locale } from '@mp/shared/contracts';
import { cancellationTerms, mapLink } from '@mp/shared/domain';
import type { Translate } from '../../i18n';
import { partyPricedText } from './party';
import { agesOf, customerFacingReason } from './views';
import { rows, type Conn } from '../../db/sql';
import { bookingItemTrip } from './trip';
import { refundLinesOf } from './refunds';
import { bookingBreakdowns } from './amounts';
import { keptChargeOf } from '../super/sales/figures-repository';
import { confirmedOnPayment } from '@mp/shared/domain';

export const VoucherItem = Type.Object({
  id: Type.Integer(),
  service: Type.String(),
  service_slug: Type.Union([Type.String(), Type.Null()]),
  partner: Type.String(),
  /** Lisbon calendar day (YYYY-MM-DD) and wall-clock start (HH:MM, null for a service without a start time). */
  date: Type.String(),
  start_time: Type.Union([Type.String(), Type.Null()]),
  starts_at: Type.String({ format: 'date-time' }),
  duration_minutes: Type.Integer(),
  quantity: Type.Integer(),
  /** Adults and children and what each paid (docs/adr/023); null for a plain quantity. */
  ages: Type.Union([AgeSplit, Type.Null()]),
  /** The same in words, in the request's language ("2 adults × €45.00, 1 child × €25.00"); null for a plain quantity. */
  party: Type.Union([Type.String(), Type.Null()]),
  /** The service's kind (experience, restaurant, event…): what its place is called (meeting point, address, venue). */
  kind: Type.Union([Type.String(), Type.Null()]),
  /** As the service states it; null = the partner sends it. */
  meeting_point: Type.Union([Type.String(), Type.Null()]),
  /** Where the meeting point is on a map (the voucher links it to a map application); null: not given. */
  meeting_position: Type.Union([GeoPoint, Type.Null()]),
  notes: Type.Union([Type.String(), Type.Null()]),
  /** Cancelling before this refunds the item (@mp/shared/domain cancellationTerms); null: non-refundable, or no longer live. */
  free_cancellation_until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  /** The live item cost nothing (a table without a deposit): free to cancel at any time, never "non-refundable". */
  nothing_paid: Type.Boolean(),
  status: Type.String(),
  status_text: Type.String(),
  /** Why the partner declined or cancelled the item, as they told the customer; null otherwise. */
  decline_reason: Type.Union([Type.String(), Type.Null()]),
  /** What went back for a refunded item, method by method (bookings/refunds.ts); null when nothing was refunded. */
  refund: Type.Union([Type.Array(RefundLine), Type.Null()]),
  /** Null for a cancelled or declined item: there is nothing left for the partner to check in. */
  qr_code: Type.Union([Type.String(), Type.Null()]),
  /** Transfers: route, legs, passengers, seats, luggage, vehicle and driver details; [] otherwise. */
  trip: Type.Array(Type.Object({ key: Type.String(), text: Type.String() })),
  /**
   * Event tickets (docs/adr/043): one per person, each with its ticket type and seating; the item's QR code admits
   * them all. [] for anything else, and for a cancelled item.
   */
  tickets: Type.Array(
    Type.Object({
      number: Type.Integer({ minimum: 1 }),
      label: Type.String(),
      ticket_type: Type.String(),
      seating: Type.Union([Type.Literal('seated'), Type.Literal('general')]),
      seating_text: Type.String(),
    }),
  ),
});
export const Voucher = Type.Object({
  reference: Type.String(),
  customer: Type.String(),
  /** A guest booking's "Manage booking" token (`manageLinkToken`); null for a customer's, who has My bookings. */
  manage_token: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(VoucherItem),
  /** What the booking cost and how it was paid, adding up, refunds included (bookings/amounts.ts). */
  amounts: BookingBreakdown,
});
export type VoucherItemT = Static<typeof VoucherItem>;
export type VoucherT = Static<typeof Voucher>;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The manage token of a booking's confirmation mail. */
export const manageToken = (secret: string, reference: string) => hmac(secret, `manage:${reference}`);
export const validManageToken = (secret: string, reference: string, token: string) =>
  same(manageToken(secret, reference), token);

/** How long after a booking's last service its manage link still opens (to read it; nothing is left to cancel). */
const MANAGE_LINK_DAYS_AFTER = 30;
/** The manage link of a booking works until this long after its last service. */
export const manageLinkExpiry = (dates: readonly (Date | string)[]) =>
  new Date(Math.max(...dates.map((d) => new Date(d).getTime()), 0) + MANAGE_LINK_DAYS_AFTER * 86_400_000);

/**
 * The token of a guest's "Manage booking" link: `<reference>.<expiry, unix seconds in base 36>.<HMAC>`. It names its
 * booking, so the page needs nothing else, and signs the expiry with it: a changed reference or date voids it.
 */
export const manageLinkToken = (secret: string, reference: string, expiresAt: Date) => {
  const exp = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${reference}.${exp}.${hmac(secret, `manage:${reference}:${exp}`)}`;
};
/** The booking a manage-link token signs; 'expired' past its date; null when it is not one of ours. */
export function readManageLinkToken(
  secret: string,
  token: string,
  now: Date = new Date(),
): { reference: string } | 'expired' | null {
  const match = /^([A-Za-z0-9-]{1,64})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, reference, exp, signature] = match as unknown as [string, string, string, string];
  if (!same(hmac(secret, `manage:${reference}:${exp}`), signature)) return null;
  return parseInt(exp, 36) * 1000 < now.getTime() ? 'expired' : { reference };
}
/** The "Manage booking" page of a guest booking as mails and the voucher link it, in the reader's language. */
export const manageBookingLink = (
  publicUrl: string,
  secret: string,
  reference: string,
  expiresAt: Date,
  locale: Locale,
) =>
  `${publicUrl}${locale === 'pt' ? '/pt' : ''}/manage-booking#token=${encodeURIComponent(manageLinkToken(secret, reference, expiresAt))}`;

/**
 * The voucher page of a booking as mails link it: on the site, in the reader's language, with the manage token in the
 * fragment so it never reaches a server log.
 */
export const voucherLink = (publicUrl: string, secret: string, reference: string, locale: Locale) =>
  `${publicUrl}${locale === 'pt' ? '/pt' : ''}/booking/${encodeURIComponent(reference)}#token=${encodeURIComponent(manageToken(secret, reference))}`;

/** The QR payload of a booking item: `RV<item id>.<22 characters of HMAC>` (128 bits). */
export const voucherCode = (secret: string, itemId: number) =>
  `RV${itemId}.${hmac(secret, `voucher:${itemId}`).slice(0, 22)}`;
/** The item id a QR payload signs, or null when it is not one of ours. */
export function verifyVoucherCode(secret: string, code: string): number | null {
  const match = /^RV([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{22})$/.exec(code);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && same(voucherCode(secret, id), code) ? id : null;
}

interface ItemRow {
  id: number;
  booking_id: number;
  reference: string;
  user_id: number;
  /** Null for a guest booking (made signed out). */
  created_by_user_id: number | null;
  first_name: string;
  last_name: string;
  company_id: number;
  trade_name: string;
  status: string;
  quantity: number;
  adults: number | null;
  children: number | null;
  adult_unit_cents: number | null;
  child_unit_cents: number | null;
  /** What is left of the item's charge (value − discount − partial refunds). */
  kept_charge_cents: number;
  booking_date: Date | string;
  annotations: {
    time?: string | null;
    free_cancellation?: number | boolean;
    cancellation_policy?: number;
    notes?: Record<string, unknown>;
    decline_reason?: unknown;
    reason_from?: unknown;
    refund?: unknown;
    ticket_type?: { name_en?: string; name_pt?: string; seating?: string };
  };
  unserialized_service: {
    name_en?: string;
    name_pt?: string;
    duration?: number;
    kind?: string;
    category_slug?: string | null;
  };
  slug: string | null;
  service_kind: string | null;
  name_en: string | null;
  name_pt: string | null;
  duration_minutes: number | null;
  meeting_point: { en?: string; pt?: string } | null;
  meeting_lat: number | null;
  meeting_lng: number | null;
  service_notes: string | null;
}

export function voucherItemRows(db: Conn, where: ReturnType<typeof sql>): Promise<ItemRow[]> {
  return rows<ItemRow>(
    db,
    sql`select bi.id, bi.booking_id, b.reference, b.user_id, b.created_by_user_id, coalesce(nullif(b.billing->>'first_name', ''), u.first_name) as first_name,
          coalesce(nullif(b.billing->>'last_name', ''), u.last_name) as last_name, c.id as company_id, c.trade_name,
          bi.status, bi.quantity, bi.adults, bi.children, bi.adult_unit_cents, bi.child_unit_cents, ${keptChargeOf('bi')}::int as kept_charge_cents, bi.booking_date, bi.annotations, bi.unserialized_service,
          s.slug, s.kind as service_kind, s.name_en, s.name_pt, s.duration_minutes, s.meeting_point, s.meeting_lat, s.meeting_lng,
          s.annotations->>'notes' as service_notes
        from booking_items bi
        join bookings b on b.id = bi.booking_id
        join users u on u.id = b.user_id
        join companies c on c.id = bi.company_id
        left join services s on s.id = bi.service_id
        where ${where} order by bi.booking_date, bi.id`,
  );
}

const lisbonParts = (at: Date) => {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time: `${get('hour')}:${get('minute')}` };
};

/** Items that can no longer be used: no QR code, no cancellation terms. */
const ENDED = ['cancelled', 'declined'];

export function voucherItem(
  r: ItemRow,
  secret: string,
  locale: Locale,
  t: Translate,
  now: Date = new Date(),
): VoucherItemT {
  const startsAt = r.booking_date instanceof Date ? r.booking_date : new Date(r.booking_date);
  const lisbon = lisbonParts(startsAt);
  const time =
    typeof r.annotations.time === 'string' && /^\d{2}:\d{2}$/.test(r.annotations.time) ? r.annotations.time : null;
  const name =
    (locale === 'pt' ? (r.unserialized_service.name_pt ?? r.name_pt) : (r.unserialized_service.name_en ?? r.name_en)) ??
    '';
  const meeting = r.meeting_point ? ((locale === 'pt' ? r.meeting_point.pt : r.meeting_point.en) ?? '').trim() : '';
  const notes = (r.service_notes ?? '').trim();
  const ended = ENDED.includes(r.status);
  const terms = ended
    ? null
    : cancellationTerms({ ...r.annotations, charged_cents: r.kept_charge_cents }, startsAt, now);
  const ages = agesOf(r);
  const ticket = r.unserialized_service.kind === 'event' ? r.annotations.ticket_type : undefined;
  const seating: 'seated' | 'general' = ticket?.seating === 'seated' ? 'seated' : 'general';
  const tickets =
    ticket && !ended
      ? Array.from({ length: r.quantity }, (_, n) => ({
          number: n + 1,
          label: t('events.ticketLabel', { number: n + 1, of: r.quantity }),
          ticket_type: (locale === 'pt' ? ticket.name_pt : ticket.name_en) ?? '',
          seating,
          seating_text: t(`events.seating.${seating}`),
        }))
      : [];
  // Tickets in their own words; an item its payment confirmed (confirmation.ts) without a partner's word for it.
  const statusText =
    ticket && (r.status === 'confirmed' || r.status === 'completed')
      ? t(`events.ticketStatus.${r.status}`)
      : r.status === 'confirmed' && confirmedOnPayment(r.unserialized_service)
        ? t('checkout.itemStatus.confirmedOnPayment')
        : t(`checkout.itemStatus.${r.status}`);
  return {
    id: r.id,
    service: name,
    service_slug: r.slug,
    partner: r.trade_name,
    date: lisbon.date,
    start_time: time,
    starts_at: startsAt.toISOString(),
    duration_minutes: Number(r.unserialized_service.duration ?? r.duration_minutes ?? 0),
    quantity: r.quantity,
    ages,
    party: ages ? partyPricedText(t, ages, locale) : null,
    kind: r.unserialized_service.kind ?? r.service_kind ?? null,
    meeting_point: meeting || null,
    meeting_position:
      r.meeting_lat === null || r.meeting_lng === null ? null : { lat: r.meeting_lat, lng: r.meeting_lng },
    notes: notes || null,
    free_cancellation_until: terms?.kind === 'free_until' ? terms.until.toISOString() : null,
    nothing_paid: terms?.kind === 'nothing_paid',
    status: r.status,
    status_text: statusText,
    decline_reason: ended ? customerFacingReason(r.annotations) : null,
    refund: ended ? refundLinesOf(r.annotations) : null,
    qr_code: ended ? null : voucherCode(secret, r.id),
    trip: bookingItemTrip(r, t),
    tickets,
  };
}

/** The voucher of booking `reference`, or null when it does not exist or the caller may not read it. */
/**
 * Where to meet, as the mails and the calendar file say it: the meeting point in the caller's words (`said`) with the
 * link that opens its place in a map application, or that the partner sends it (`fromPartner`).
 */
export function meetingLines(item: VoucherItemT, said: (place: string) => string, fromPartner: string): string[] {
  if (!item.meeting_point) return [fromPartner];
  return [said(item.meeting_point), ...(item.meeting_position ? [mapLink(item.meeting_position)] : [])];
}

export async function bookingVoucher(
  db: Conn,
  input: { reference: string; token?: string; userId?: number | null; secret: string; locale: Locale; t: Translate },
): Promise<VoucherT | null> {
  const list = await voucherItemRows(db, sql`b.reference = ${input.reference} and b.status <> 'waiting_payment'`);
  if (list.length === 0) return null;
  const byToken = input.token !== undefined && validManageToken(input.secret, input.reference, input.token);
  const byOwner = input.userId != null && list[0]!.user_id === input.userId;
  if (!byToken && !byOwner) return null;
  const items = list.map((r) => voucherItem(r, input.secret, input.locale, input.t));
  return {
    reference: input.reference,
    customer: `${list[0]!.first_name} ${list[0]!.last_name}`.trim(),
    manage_token:
      list[0]!.created_by_user_id === null
        ? manageLinkToken(input.secret, input.reference, manageLinkExpiry(list.map((r) => r.booking_date)))
        : null,
    items,
    amounts: (await bookingBreakdowns(db, [list[0]!.booking_id], input.locale)).get(list[0]!.booking_id)!,
  };
}

const icsText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/([,;])/g, '\\$1');
const icsStamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** RFC 5545 lines fold at 75 octets; continuation lines start with a space. */
function fold(line: string): string {
  const out: string[] = [];
  let rest = Buffer.from(line, 'utf8');
  let first = true;
  while (rest.length > (first ? 75 : 74)) {
    let cut = first ? 75 : 74;
    while (cut > 0 && (rest[cut]! & 0xc0) === 0x80) cut -= 1; // never split a UTF-8 sequence
    out.push((first ? '' : ' ') + rest.subarray(0, cut).toString('utf8'));
    rest = rest.subarray(cut);
    first = false;
  }
  out.push((first ? '' : ' ') + rest.toString('utf8'));
  return out.join('\r\n');
}

/** The voucher as an iCalendar file: one VEVENT per item, in UTC. */
export function voucherIcs(
  voucher: VoucherT,
  input: { publicUrl: string; host: string; now: Date; t: Translate },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Roteiro//Voucher//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const item of voucher.items) {
    const start = new Date(item.starts_at);
    const end = new Date(start.getTime() + Math.max(item.duration_minutes, 30) * 60_000);
    const description = [
      input.t('checkout.voucherIcsReference', { reference: voucher.reference }),
      input.t('checkout.voucherIcsPartner', { partner: item.partner }),
      ...(item.trip.length > 0
        ? item.trip.map((l) => l.text)
        : [item.party ?? input.t('checkout.voucherIcsPeople', { count: item.quantity })]),
      ...meetingLines(
        item,
        (place) => input.t('checkout.voucherIcsMeeting', { place }),
        input.t('checkout.voucherMeetingFromPartner'),
      ),
      ...(item.notes ? [item.notes] : []),
      item.status_text,
    ].join('\n');
    lines.push(
      'BEGIN:VEVENT',
      `UID:booking-item-${item.id}@${input.host}`,
      `DTSTAMP:${icsStamp(input.now)}`,
      `DTSTART:${icsStamp(start)}`,
      `DTEND:${icsStamp(end)}`,
      `SUMMARY:${icsText(input.t('checkout.voucherIcsSummary', { service: item.service, reference: voucher.reference }))}`,
      `DESCRIPTION:${icsText(description)}`,
      ...(item.meeting_point ? [`LOCATION:${icsText(item.meeting_point)}`] : []),
      ...(item.meeting_position ? [`GEO:${item.meeting_position.lat};${item.meeting_position.lng}`] : []),
      `STATUS:${item.status === 'confirmed' || item.status === 'completed' ? 'CONFIRMED' : item.status === 'cancelled' || item.status === 'declined' ? 'CANCELLED' : 'TENTATIVE'}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
