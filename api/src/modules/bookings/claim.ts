// A guest booking made with the address of a registered account stays with its own holder until the
// address's owner proves the inbox is theirs. The confirmation mail carries a link with a random single-use token
// (only its SHA-256 is kept, in the booking's annotations, with its expiry); following it signed in as the account
// of the booking's billing address moves the booking into that account, once, with any points it earned (or had
// refunded) while it waited: the ledger rows of the booking move with it, so the balance follows.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalid } from '../../lib/errors';
import { newOpaqueToken, sameHash, sha256 } from '../../lib/crypto';
import { one } from '../../db/sql';

export const CLAIM_TTL_DAYS = 14;

interface ClaimAnnotations {
  claimable?: boolean;
  claim?: { token_hash: string; expires_at: string };
}

/**
 * A fresh claim token for a claimable booking (a new one replaces the last, so only the latest mail's link works),
 * or null when the booking is not a guest booking held apart from a registered account.
 */
export async function issueClaim(db: Db, bookingId: number, now = new Date()): Promise<string | null> {
  const token = newOpaqueToken();
  const claim = {
    token_hash: sha256(token),
    expires_at: new Date(now.getTime() + CLAIM_TTL_DAYS * 86_400_000).toISOString(),
  };
  const updated = await one<{ id: number }>(
    db,
    sql`update bookings set annotations = annotations || jsonb_build_object('claim', ${JSON.stringify(claim)}::jsonb)
        where id = ${bookingId} and annotations->>'claimable' = 'true' returning id`,
  );
  return updated ? token : null;
}

/**
 * Moves the booking `reference` into the account `user` when `token` is its live claim token and the account's
 * address is the booking's billing address. Refusals are 422s on `token`.
 */
export async function claimBooking(
  db: Db,
  input: { reference: string; token: string; user: { id: number; email: string } },
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const row = await one<{ id: number; user_id: number; billing: { email?: string }; annotations: ClaimAnnotations }>(
      tx,
      sql`select id, user_id, billing, annotations from bookings where reference = ${input.reference} for update`,
    );
    const claim = row?.annotations.claim;
    if (
      !row ||
      !row.annotations.claimable ||
      !claim ||
      new Date(claim.expires_at).getTime() <= now.getTime() ||
      !sameHash(claim.token_hash, sha256(input.token))
    ) {
      throw invalid({ token: 'checkout.claimInvalid' });
    }
    if ((row.billing.email ?? '').toLowerCase() !== input.user.email.toLowerCase())
      throw invalid({ token: 'checkout.claimOtherAccount' });
    await tx.execute(
      sql`update bookings set user_id = ${input.user.id}, annotations = (annotations - 'claim' - 'claimable') || jsonb_build_object('claimed_at', ${now.toISOString()}::text),
          updated_at = now() where id = ${row.id}`,
    );
    // Points are spent under a lock on the user row: take both (in id order, so two claims cannot deadlock) before
    // the booking's ledger rows change hands.
    await tx.execute(sql`select id from users where id in (${row.user_id}, ${input.user.id}) order by id for update`);
    await tx.execute(
      sql`update points_ledger set user_id = ${input.user.id} where booking_id = ${row.id} and user_id = ${row.user_id}`,
    );
    return { booking_id: row.id, reference: input.reference };
  });
}
