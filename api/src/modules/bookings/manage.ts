// A guest's "Manage booking" page, opened from the signed link of the confirmation mail or the voucher: the booking
// as the customer's own booking answer gives it, and cancelling an item exactly as a signed-in customer does (the same
// service call: the same refund rules, mails and transaction). The link names its booking and is signed with the
// voucher secret (voucher.ts), so nothing is stored.
import { sql } from 'drizzle-orm';
import type { ClientBooking, Locale } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { one } from '../../db/sql';
import { bookingRows } from '../customer/repository';
import { clientBookingViews } from '../customer/service';
import { readManageLinkToken } from './voucher';

/** The booking a manage link opens and its holder account; 403 for a link that is forged or expired. */
export async function bookingOfLink(db: Db, secret: string, token: string, now: Date) {
  const read = readManageLinkToken(secret, token.trim(), now);
  if (read === null) throw forbidden('checkout.manageLinkInvalid');
  if (read === 'expired') throw forbidden('checkout.manageLinkExpired');
  const booking = await one<{ id: number; user_id: number }>(
    db,
    sql`select id, user_id from bookings where reference = ${read.reference} and status <> 'waiting_payment'`,
  );
  if (!booking) throw notFound('checkout.bookingNotFound');
  return booking;
}

/** The booking of a manage link, with all its items. */
export async function managedBooking(
  db: Db,
  input: { secret: string; token: string; locale: Locale; now?: Date },
): Promise<ClientBooking> {
  const { id } = await bookingOfLink(db, input.secret, input.token, input.now ?? new Date());
  const [booking] = await clientBookingViews(db, await bookingRows(db, sql`b.id = ${id}`), [], input.locale);
  if (!booking) throw notFound('checkout.bookingNotFound');
  return booking;
}

/**
 * Cancels item `itemId` of the manage link's booking as its holder: `cancel` is the signed-in customer's cancellation.
 * An item of another booking is 404, as a stranger's item is to a customer.
 */
export async function cancelManagedItem<T>(
  db: Db,
  input: { secret: string; token: string; itemId: number; now?: Date },
  cancel: (userId: number, itemId: number, now: Date) => Promise<T>,
): Promise<T> {
  const now = input.now ?? new Date();
  const booking = await bookingOfLink(db, input.secret, input.token, now);
  const item = await one<{ id: number }>(
    db,
    sql`select id from booking_items where id = ${input.itemId} and booking_id = ${booking.id}`,
  );
  if (!item) throw notFound('checkout.bookingItemNotFound');
  return cancel(booking.user_id, item.id, now);
}
