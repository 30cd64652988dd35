// An MB WAY or crypto payment waiting in one tab is known to the others. The payment state lives in
// the tab's session storage (spec §7) and the cart is cleared at once (spec §4), so without this a new tab showed
// "Your cart is empty" while the phone was still asking for approval. Local storage is shared by every tab.
import { PENDING_PAYMENT_KEY } from '@mp/shared/domain';
import { isStoredPayment, type StoredPayment } from './stored-payment';

export interface PendingPayment {
  stored: StoredPayment;
  /** When the MB WAY countdown started (ms), so a second tab counts from the same start. */
  startedAt: number | null;
  /** When the payment window closes (ms); the marker means nothing after it. */
  until: number;
}

/** The window of a payment that waits for the customer elsewhere (the MB WAY app, a crypto wallet); null for others. */
export function pendingUntil(stored: StoredPayment): number | null {
  const payment = stored.booking.payment;
  const end = payment.mbway?.expires_at ?? payment.crypto?.expires_at ?? null;
  const until = end ? Date.parse(end) : NaN;
  return Number.isFinite(until) ? until : null;
}

export function rememberPendingPayment(stored: StoredPayment, startedAt: number | null): void {
  const until = pendingUntil(stored);
  if (until === null) return;
  try {
    window.localStorage.setItem(
      PENDING_PAYMENT_KEY,
      JSON.stringify({ stored, startedAt, until } satisfies PendingPayment),
    );
  } catch {
    // Storage full or blocked: the other tabs simply do not know.
  }
}

export function forgetPendingPayment(): void {
  try {
    window.localStorage.removeItem(PENDING_PAYMENT_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The payment still waiting in another tab, or null (none, unreadable, or its window closed). */
export function pendingPayment(now: number = Date.now()): PendingPayment | null {
  let value: unknown = null;
  try {
    value = JSON.parse(window.localStorage.getItem(PENDING_PAYMENT_KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<PendingPayment>;
  if (!isStoredPayment(v.stored) || typeof v.until !== 'number' || v.until <= now) return null;
  return { stored: v.stored, startedAt: typeof v.startedAt === 'number' ? v.startedAt : null, until: v.until };
}
