// SQL of the Stripe adapter: the PaymentIntent id it stored in a payment's details when the payment started.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';

export async function paymentIntentOf(db: Db, method: string, externalId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: sql<string | null>`${payments.details} ->> 'stripe_payment_intent'` })
    .from(payments)
    .where(and(eq(payments.provider, method), eq(payments.externalId, externalId)));
  return row?.id ?? null;
}
