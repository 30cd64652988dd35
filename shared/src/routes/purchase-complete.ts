// The booking /purchase-complete shows is named in its URL: the API's 3-D Secure and PayPal returns and the checkout
// screens build it here, and the page reads it here, so the page still shows the purchase after a reload.

/** A booking named by its id and reference (the reference is a guest's proof of ownership for the status call). */
export interface PurchaseCompleteTarget {
  id: number;
  reference: string;
}

/** `/purchase-complete?booking=<reference>&id=<id>` (locale-free: prefix it with `localizePath`). */
export function purchaseCompletePath(target: PurchaseCompleteTarget): string {
  return `/purchase-complete?booking=${encodeURIComponent(target.reference)}&id=${target.id}`;
}

/** The booking a /purchase-complete query string names, or null when either part is missing or malformed. */
export function purchaseCompleteTarget(search: string): PurchaseCompleteTarget | null {
  const query = new URLSearchParams(search);
  const reference = query.get('booking');
  const id = query.get('id') ?? '';
  return reference && /^[1-9]\d*$/.test(id) ? { id: Number(id), reference } : null;
}
