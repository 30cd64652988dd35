// The points ledger: the balance is the sum of deltas; spending is serialised by the caller's lock on the user row.
import { desc, eq, sql } from 'drizzle-orm';
import { bookings, pointsLedger } from '../../db/schema';
import { one, type Conn } from '../../db/sql';

export async function pointsBalance(db: Conn, userId: number): Promise<number> {
  const row = await one<{ balance: number }>(
    db,
    sql`select coalesce(sum(delta), 0)::int as balance from points_ledger where user_id = ${userId}`,
  );
  return row?.balance ?? 0;
}

export async function addPoints(
  db: Conn,
  entry: {
    userId: number;
    delta: number;
    reason: 'earned' | 'spent' | 'refund';
    bookingId?: number | null;
    bookingItemId?: number | null;
  },
) {
  if (entry.delta === 0) return;
  // (booking_item_id, reason) is unique: an item earns once however often it is completed.
  await db
    .insert(pointsLedger)
    .values({
      userId: entry.userId,
      delta: entry.delta,
      reason: entry.reason,
      bookingId: entry.bookingId ?? null,
      bookingItemId: entry.bookingItemId ?? null,
    })
    .onConflictDoNothing();
}

export function pointsHistory(db: Conn, userId: number) {
  return (
    db
      .select({
        id: pointsLedger.id,
        delta: pointsLedger.delta,
        reason: pointsLedger.reason,
        reference: bookings.reference,
        createdAt: pointsLedger.createdAt,
      })
      .from(pointsLedger)
      .leftJoin(bookings, eq(bookings.id, pointsLedger.bookingId))
      .where(eq(pointsLedger.userId, userId))
      // Newest first by the moment each entry records, as the customer reads it; ids follow when rows were written.
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(50)
  );
}
