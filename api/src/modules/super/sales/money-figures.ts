// The one definition of the back office's and the partners' money figures (docs/money-figures.md). Every page that
// shows sales (the back-office dashboard, sales, the partner's sales, invoices) builds its SQL from these pieces, so
// a figure means the same on each page and their totals agree for the same period.
import { sql, type SQL } from 'drizzle-orm';

/**
 * How sales_status_daily names a cancelled item whose charge was kept (the customer cancelled it after its
 * free-cancellation window, without a refund: the partner keeps the money). It is a status of the figures, not of items.
 */
export const KEPT_CANCELLATION = 'cancelled_kept';

/**
 * Statuses (of the figures) whose money is kept: the partner accepted the item, it took place, or it was cancelled with
 * its charge kept.
 */
export const KEPT_ITEM_STATUSES = ['confirmed', 'completed', KEPT_CANCELLATION] as const;
/** Item statuses whose money waits for the partner's answer: paid, not kept yet, shown apart from the net. */
export const PENDING_ITEM_STATUSES = ['pending'] as const;
/** Item statuses whose money went back to the customer (the partner declined it, or it was cancelled and refunded). */
export const UNKEPT_ITEM_STATUSES = ['declined', 'cancelled'] as const;

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

/**
 * The statuses of sales_status_daily that hold the items of one item status (the sales list's status filter): a
 * cancelled item counts as cancelled or as a kept cancellation; KEPT_CANCELLATION is no item's status.
 */
export const figureStatusesOf = (itemStatus: string): string[] =>
  itemStatus === 'cancelled' ? ['cancelled', KEPT_CANCELLATION] : itemStatus === KEPT_CANCELLATION ? [] : [itemStatus];

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

/** A row of FIGURE_COLUMNS as the database returns it (bigints may come back as strings). */
export interface FigureRow {
  booked_items: number | string;
  booked_cents: number | string;
  value_cents: number | string;
  discount_cents: number | string;
  cancelled_items: number | string;
  cancelled_cents: number | string;
  partly_refunded_cents: number | string;
  pending_items: number | string;
  pending_cents: number | string;
  commission_cents: number | string;
}

export interface MoneyFigures {
  bookedItems: number;
  bookedCents: number;
  valueCents: number;
  discountCents: number;
  cancelledItems: number;
  cancelledCents: number;
  /** The part of cancelledCents that partial refunds gave back of items not declined or cancelled. */
  partlyRefundedCents: number;
  pendingItems: number;
  pendingCents: number;
  netItems: number;
  netCents: number;
  commissionCents: number;
  partnerNetCents: number;
}

export function moneyFigures(r: Partial<FigureRow> | undefined): MoneyFigures {
  const n = (v: number | string | undefined) => Number(v ?? 0);
  const bookedItems = n(r?.booked_items);
  const bookedCents = n(r?.booked_cents);
  const cancelledItems = n(r?.cancelled_items);
  const cancelledCents = n(r?.cancelled_cents);
  const pendingItems = n(r?.pending_items);
  const pendingCents = n(r?.pending_cents);
  const commissionCents = n(r?.commission_cents);
  const netCents = bookedCents - cancelledCents - pendingCents;
  return {
    bookedItems,
    bookedCents,
    valueCents: n(r?.value_cents),
    discountCents: n(r?.discount_cents),
    cancelledItems,
    cancelledCents,
    partlyRefundedCents: n(r?.partly_refunded_cents),
    pendingItems,
    pendingCents,
    netItems: bookedItems - cancelledItems - pendingItems,
    netCents,
    commissionCents,
    partnerNetCents: netCents - commissionCents,
  };
}
