// The booking item of spec §3 as customers and partners read it, from one query so both see the same shape.
import { sql, type SQL } from 'drizzle-orm';
import type { AgeSplit, BookingItem, Locale } from '@mp/shared/contracts';
import { rows, type Conn } from '../../db/sql';
import { bookingItemTripOf } from './trip';
import { answerBy } from './answer-window';
import { commissionOf, isKeptItem, keptChargeOf } from '../super/sales/figures-repository';

export interface BookingItemRecord {
  id: number;
  booking_id: number;
  booking_date: Date | string;
  created_at: Date | string;
  status: string;
  quantity: number;
  adults: number | null;
  children: number | null;
  adult_unit_cents: number | null;
  child_unit_cents: number | null;
  value_cents: number;
  discount_cents: number;
  pending_hours: number;
  annotations: Record<string, unknown>;
  unserialized_service: Record<string, unknown>;
  service_id: number | null;
  company_id: number;
  payment_method: string;
  /** What the item kept of its charge (value − discount − partial refunds), docs/money-figures.md. */
  kept_charge_cents: number;
  /** Whether its money was kept: accepted, completed, or cancelled with its charge kept (docs/money-figures.md). */
  kept: boolean;
  /** The commission on the item's charge at the partner's current rate, whatever its status. */
  commission_on_charge_cents: number;
  reference: string;
  erp_id: string | null;
  booking_annotations: Record<string, unknown>;
  promo_code: string | null;
  user_id: number;
  first_name: string;
  last_name: string;
  phone: string | null;
  user_created_at: Date | string;
  birthdate: string | null;
  avatar_url: string | null;
  slug: string | null;
  name_en: string | null;
  name_pt: string | null;
  duration_minutes: number | null;
  category_slug: string | null;
  category_en: string | null;
  category_pt: string | null;
}

const COLUMNS = sql`bi.id, bi.booking_id, bi.booking_date, bi.created_at, bi.status, bi.quantity, bi.value_cents, bi.discount_cents,
    bi.adults, bi.children, bi.adult_unit_cents, bi.child_unit_cents, bi.pending_hours, bi.annotations, bi.unserialized_service, bi.service_id, bi.company_id,
    b.payment_method, ${keptChargeOf('bi')}::int as kept_charge_cents, ${isKeptItem('bi')} as kept,
    ${commissionOf(keptChargeOf('bi'), sql`(select c.commission_basis_points from companies c where c.id = bi.company_id)`)}::int as commission_on_charge_cents,
    b.reference, b.erp_id, b.annotations as booking_annotations, pc.code as promo_code,
    u.id as user_id, u.first_name, u.last_name, u.phone, u.created_at as user_created_at,
    to_char(up.birthdate, 'YYYY-MM-DD') as birthdate, up.avatar_url,
    s.slug, s.name_en, s.name_pt, s.duration_minutes, cat.slug as category_slug, cat.name_en as category_en, cat.name_pt as category_pt`;
const FROM = sql`from booking_items bi
  join bookings b on b.id = bi.booking_id
  join users u on u.id = b.user_id
  left join user_profiles up on up.user_id = u.id
  left join promo_codes pc on pc.id = b.promo_code_id
  left join services s on s.id = bi.service_id
  left join categories cat on cat.id = s.category_id`;

export function bookingItemRecords(db: Conn, where: SQL, tail: SQL = sql``): Promise<BookingItemRecord[]> {
  return rows(db, sql`select ${COLUMNS} ${FROM} where ${where} ${tail}`);
}

/**
 * A page of records and, in the same statement, a count (an uncorrelated subquery, run once): one round trip for a
 * list's page and its total. An empty page carries no count; the caller counts apart then.
 */
export function bookingItemRecordsCounted(
  db: Conn,
  where: SQL,
  tail: SQL,
  count: SQL,
): Promise<(BookingItemRecord & { total_count: number })[]> {
  return rows(db, sql`select (${count}) as total_count, ${COLUMNS} ${FROM} where ${where} ${tail}`);
}

/** A booking item's adults and children and what each paid (docs/adr/023); null for a plain quantity. */
export function agesOf(r: {
  adults: number | null;
  children: number | null;
  adult_unit_cents: number | null;
  child_unit_cents: number | null;
}): AgeSplit | null {
  if (r.adults === null || r.children === null) return null;
  return {
    adults: r.adults,
    children: r.children,
    adult_unit_cents: r.adult_unit_cents ?? 0,
    child_unit_cents: r.child_unit_cents ?? 0,
  };
}

/**
 * The reason the customer is told about a declined or cancelled item: the partner's (from the dashboard or the mailed
 * link). Staff answering for a partner write theirs for the audit log, so it stays in the back office.
 */
export function customerFacingReason(annotations: Record<string, unknown>): string | null {
  const reason = annotations.decline_reason;
  if (typeof reason !== 'string' || !reason.trim() || annotations.reason_from === 'staff') return null;
  return reason.trim();
}

/**
 * What the partner's lists add to an item: its payment method, the commission and net only if it was kept, and what
 * partial refunds gave back of its charge.
 */
export function partnerSaleOf(r: BookingItemRecord): NonNullable<BookingItem['sale']> {
  const commission = r.kept ? r.commission_on_charge_cents : 0;
  return {
    payment_method: r.payment_method,
    commission_cents: commission,
    net_cents: r.kept ? r.kept_charge_cents - commission : 0,
    refunded_cents: r.value_cents - r.discount_cents - r.kept_charge_cents,
  };
}

const iso = (v: Date | string) => (v instanceof Date ? v.toISOString() : new Date(v).toISOString());

export function bookingItemView(r: BookingItemRecord, locale: Locale): BookingItem {
  const snapshot = r.unserialized_service as { name_en?: string; name_pt?: string; duration?: number };
  const { cart_id: _cart, gift_card: _gift, ...publicAnnotations } = r.booking_annotations as Record<string, unknown>;
  void _cart;
  void _gift;
  // An item's refund lines name the customer's gift card: they have fields of their own on the customer's answers.
  const { refund: _refund, charge_kept: _kept, ...itemAnnotations } = r.annotations as Record<string, unknown>;
  void [_refund, _kept];
  return {
    id: r.id,
    booking_date: iso(r.booking_date),
    created_at: iso(r.created_at),
    booking_item_status: r.status as BookingItem['booking_item_status'],
    quantity: r.quantity,
    ages: agesOf(r),
    value: r.value_cents,
    discount: r.discount_cents,
    pending_hours: r.pending_hours,
    answer_by: answerBy(new Date(r.created_at), new Date(r.booking_date), r.pending_hours).toISOString(),
    annotations: itemAnnotations,
    unserialized_service: r.unserialized_service,
    trip: bookingItemTripOf(r),
    service: {
      id: r.service_id,
      service_name: (locale === 'pt' ? (snapshot.name_pt ?? r.name_pt) : (snapshot.name_en ?? r.name_en)) ?? '',
      duration: Number(snapshot.duration ?? r.duration_minutes ?? 0),
      slug: r.slug,
      category_slug: r.category_slug,
    },
    booking: {
      id: r.booking_id,
      reference: r.reference,
      user: {
        id: r.user_id,
        first_name: r.first_name,
        last_name: r.last_name,
        phone: r.phone,
        profile: { birthdate: r.birthdate },
        avatar: r.avatar_url ? { file_name: r.avatar_url } : null,
        created_at: iso(r.user_created_at),
      },
      promo_code: r.promo_code,
      erp_id: r.erp_id,
      annotations: publicAnnotations,
    },
  };
}
