// What the PayPal adapter needs of our own payment row: PayPal's order and capture ids (kept in payments.details when
// the order is created and captured) and whether the payment may still be captured.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export interface PaypalPaymentRow {
  status: string;
  amountCents: number;
  orderId: string | null;
  captureId: string | null;
  /** Captures PayPal declined so far (each new try needs a request id of its own). */
  captureDeclines: number;
}

export async function paypalPayment(db: Db, externalId: string): Promise<PaypalPaymentRow | undefined> {
  const [row] = await db
    .select({ status: payments.status, amountCents: payments.amountCents, details: payments.details })
    .from(payments)
    .where(and(eq(payments.provider, 'paypal'), eq(payments.externalId, externalId)))
    .limit(1);
  if (!row) return undefined;
  const d = row.details as { order_id?: string; capture_id?: string; capture_declines?: number };
  return {
    status: row.status,
    amountCents: row.amountCents,
    orderId: d.order_id ?? null,
    captureId: d.capture_id ?? null,
    captureDeclines: Number(d.capture_declines ?? 0),
  };
}
