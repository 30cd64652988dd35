// Points balance and history. Earning happens when a booking item is completed (supplier-bookings),
// spending at checkout (bookings), refunds when an unpaid booking is released (bookings/ledger).
import type { UserPoints } from '@mp/shared/contracts';
import { POINTS_EARNED_PER_EURO, POINTS_PER_EURO, pointsValueCents } from '@mp/shared/domain';
import type { Db } from '../../db/client';
import { pointsBalance, pointsHistory } from './repository';

export async function userPoints(db: Db, userId: number): Promise<UserPoints> {
  const points = Math.max(0, await pointsBalance(db, userId));
  const history = await pointsHistory(db, userId);
  return {
    points,
    value_cents: pointsValueCents(points),
    points_per_euro_redeemed: POINTS_PER_EURO,
    points_earned_per_euro: POINTS_EARNED_PER_EURO,
    history: history.map((h) => ({
      id: h.id,
      delta: h.delta,
      reason: h.reason as UserPoints['history'][number]['reason'],
      booking_reference: h.reference ?? null,
      created_at: h.createdAt.toISOString(),
    })),
  };
}
