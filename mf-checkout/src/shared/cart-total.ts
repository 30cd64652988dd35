// The cart total every step shows (cart, order summary, the Pay button), kept apart from React so it is tested directly.

/** Spec §9: cart total = sum of lines minus discounts (and points), never below 0, 2 decimals. */
export function cartTotalCents(
  lines: readonly { total_cents: number; discount_cents: number }[],
  pointsCents = 0,
): number {
  const sum = lines.reduce((acc, l) => acc + l.total_cents - l.discount_cents, 0);
  return Math.max(0, sum - pointsCents);
}

/** The server's total when its answer covers the same lines as the store, else the store's lines (spec §9). */
export function cartTotalOrStore(
  server: { items: readonly unknown[]; total_price: number } | null | undefined,
  items: readonly { total_cents: number; discount_cents: number }[],
): number {
  return server && server.items.length === items.length ? server.total_price : cartTotalCents(items);
}
