// What the NOWPayments adapter needs of our own payment row: NOWPayments' payment id (kept in payments.details when
// the payment starts) and the price it was for.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export async function nowpaymentsPaymentId(
  db: Db,
  externalId: string,
): Promise<{ paymentId: string; amountCents: number } | undefined> {
  const [row] = await db
    .select({ amountCents: payments.amountCents, details: payments.details })
    .from(payments)
    .where(and(eq(payments.provider, 'crypto'), eq(payments.externalId, externalId)))
    .limit(1);
  const id = (row?.details as { payment_id?: unknown } | undefined)?.payment_id;
  return row && id !== undefined ? { paymentId: String(id), amountCents: row.amountCents } : undefined;
}
