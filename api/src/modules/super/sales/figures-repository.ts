// The SQL pieces of the money figures (docs/money-figures.md) that every repository showing sales builds its queries
// from: which items kept their money, what an item kept of its charge, the commission, and the figure columns over
// sales_status_daily. What the statuses mean is in money-figures.ts.
import { sql, type SQL } from 'drizzle-orm';
import { KEPT_CANCELLATION, KEPT_ITEM_STATUSES, PENDING_ITEM_STATUSES, UNKEPT_ITEM_STATUSES } from './money-figures';

const list = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * True for a booking item (alias `bi`, or a trigger's transition table) cancelled with its charge kept. The status and
 * the annotation are written by two statements of one transaction (supplier-bookings `transition`); the triggers of
 * sales_status_daily (migration 0041) test the same two columns.
 */
export const isKeptCancellation = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`(${a}.status = 'cancelled' and ${a}.annotations->>'charge_kept' = 'true')`;
};

/**
 * The status a booking item counts under in the figures (alias `bi`): its own, or KEPT_CANCELLATION. The same as the
 * `status` column sales_status_daily keeps for it.
 */
export const figureStatusOf = (alias: string): SQL =>
  sql`(case when ${isKeptCancellation(alias)} then ${list([KEPT_CANCELLATION])} else ${sql.raw(alias)}.status end)`;

/** True for a figure status (sales_status_daily.status, or figureStatusOf) whose money was kept. */
export const isKept = (status: SQL): SQL => sql`(${status} in (${list(KEPT_ITEM_STATUSES)}))`;
/** True for a figure status still waiting for the partner's answer. */
export const isPending = (status: SQL): SQL => sql`(${status} in (${list(PENDING_ITEM_STATUSES)}))`;
/** True for a figure status whose money went back (declined, or cancelled and refunded). */
export const isUnkept = (status: SQL): SQL => sql`(${status} in (${list(UNKEPT_ITEM_STATUSES)}))`;

/** True for a booking item (alias `bi`) whose money was kept: accepted, completed, or cancelled with its charge kept. */
export const isKeptItem = (alias: string): SQL => isKept(figureStatusOf(alias));

/** The marketplace's commission on a charge (cents) at a rate in basis points, rounded half away from zero per item. */
export const commissionOf = (chargeCents: SQL, basisPoints: SQL): SQL =>
  sql`round((${chargeCents}) * ${basisPoints} / 10000.0)`;

/**
 * What an item (alias `bi`) or a row of sales_status_daily (alias `d`) kept of its charge: value − discount − what
 * partial refunds gave back. The commission and the partner's net of a kept item are on this.
 */
export const keptChargeOf = (alias: string): SQL => {
  const a = sql.raw(alias);
  return sql`(${a}.value_cents - ${a}.discount_cents - ${a}.refunded_cents)`;
};

/**
 * The figures over rows of sales_status_daily `d` (one row per payment day, partner, service, method and figure status,
 * figureStatusOf; its `refunded_cents` is what partial refunds gave back of its items, its `commission_cents` the
 * commission on what its items kept, kept or not):
 *   booked = what was charged for every sold item (value − discount), cancelled = the part of it that went back (the
 *   whole charge of a declined or refunded cancelled item, the partial refunds of any other), pending = what the items
 *   waiting for the partner's answer still hold, net = booked − cancelled − pending (what the kept items kept: those
 *   accepted, completed, or cancelled with their charge kept),
 *   commission = the commission on the net only, partner net = net − commission.
 */
export const FIGURE_COLUMNS = sql`
  coalesce(sum(d.items), 0)::int as booked_items,
  coalesce(sum(d.value_cents - d.discount_cents), 0)::bigint as booked_cents,
  coalesce(sum(d.value_cents), 0)::bigint as value_cents,
  coalesce(sum(d.discount_cents), 0)::bigint as discount_cents,
  coalesce(sum(d.items) filter (where ${isUnkept(sql`d.status`)}), 0)::int as cancelled_items,
  (coalesce(sum(d.value_cents - d.discount_cents) filter (where ${isUnkept(sql`d.status`)}), 0)
    + coalesce(sum(d.refunded_cents) filter (where not ${isUnkept(sql`d.status`)}), 0))::bigint as cancelled_cents,
  coalesce(sum(d.refunded_cents) filter (where not ${isUnkept(sql`d.status`)}), 0)::bigint as partly_refunded_cents,
  coalesce(sum(d.items) filter (where ${isPending(sql`d.status`)}), 0)::int as pending_items,
  coalesce(sum(${keptChargeOf('d')}) filter (where ${isPending(sql`d.status`)}), 0)::bigint as pending_cents,
  coalesce(sum(d.commission_cents) filter (where ${isKept(sql`d.status`)}), 0)::bigint as commission_cents`;
