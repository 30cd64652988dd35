// SQL of manual gift bookings: who an address belongs to, the booking handed to its customer in staff's name, and the
// booking's customer and items as the answer and the audit entry name them.
import { sql } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db, Tx } from '../../../db/client';
import { sha256 } from '../../../lib/crypto';
import { one, rows } from '../../../db/sql';

type Conn = Db | Tx;

/** The account of an address, if any: its type and whether it has a password (registered) or is a guest. */
export function accountOfEmail(db: Conn, email: string) {
  return one<{ id: number; user_type: string; registered: boolean }>(
    db,
    sql`select id, user_type, password_hash is not null as registered from users where email = ${email}`,
  );
}

/** Deletes the still-open cart of a guest token (its lines go by cascade). */
export async function deleteOpenGuestCart(db: Conn, token: string): Promise<void> {
  await db.execute(sql`delete from carts where guest_token_hash = ${sha256(token)} and closed_at is null`);
}

/**
 * Marks a booking as made by staff (`manual_by` in its annotations); given a registered customer, the booking becomes
 * theirs at once and its claim link goes.
 */
export async function markManual(tx: Tx, bookingId: number, staffId: number, registeredUserId: number | null) {
  const manual = JSON.stringify({ manual_by: staffId });
  if (registeredUserId !== null) {
    await tx.execute(
      sql`update bookings set user_id = ${registeredUserId}, created_by_user_id = ${staffId},
            annotations = (annotations - 'claim' - 'claimable') || ${manual}::jsonb, updated_at = now()
          where id = ${bookingId}`,
    );
  } else {
    await tx.execute(
      sql`update bookings set created_by_user_id = ${staffId}, annotations = annotations || ${manual}::jsonb where id = ${bookingId}`,
    );
  }
}

/** The booking's customer, named, and whether they have a password. */
export function bookingCustomer(tx: Tx, bookingId: number) {
  return one<{ id: number; email: string; name: string; registered: boolean }>(
    tx,
    sql`select u.id, u.email, trim(u.first_name || ' ' || u.last_name) as name, u.password_hash is not null as registered
        from bookings b join users u on u.id = b.user_id where b.id = ${bookingId}`,
  );
}

/** The booking's items in order, each service named in `locale` as it was sold. */
export function bookingItems(tx: Tx, bookingId: number, locale: Locale) {
  return rows<{
    id: number;
    service: string;
    booking_date: Date | string;
    quantity: number;
    status: string;
    value_cents: number;
  }>(
    tx,
    sql`select bi.id, coalesce(bi.unserialized_service->>${locale === 'pt' ? 'name_pt' : 'name_en'}, s.name_en, '') as service, bi.booking_date,
               bi.quantity, bi.status, bi.value_cents
        from booking_items bi left join services s on s.id = bi.service_id where bi.booking_id = ${bookingId} order by bi.id`,
  );
}
