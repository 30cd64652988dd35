// The one definition of the back office's and the partners' money figures (docs/money-figures.md): the statuses each
// figure counts and the figures computed from a row of FIGURE_COLUMNS. The SQL that reads them is in
// figures-repository.ts, so a figure means the same on every page that shows sales (the back-office dashboard, sales,
// the partner's sales, invoices) and their totals agree for the same period.

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

/**
 * The statuses of sales_status_daily that hold the items of one item status (the sales list's status filter): a
 * cancelled item counts as cancelled or as a kept cancellation; KEPT_CANCELLATION is no item's status.
 */
export const figureStatusesOf = (itemStatus: string): string[] =>
  itemStatus === 'cancelled' ? ['cancelled', KEPT_CANCELLATION] : itemStatus === KEPT_CANCELLATION ? [] : [itemStatus];

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
