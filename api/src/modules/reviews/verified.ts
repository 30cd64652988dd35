// The "Verified booking" mark of a public review.
import { sql } from 'drizzle-orm';

/**
 * Whether a review was left from a real booking, as SQL over the reviews table (or its alias): only the booked-item
 * review flow writes `source = 'user'` with the item; imported, seeded and staff-written reviews never carry one.
 */
export const verifiedReview = (table: 'reviews' | 'r' = 'reviews') =>
  sql.raw(`(${table}.source = 'user' and ${table}.booking_item_id is not null)`);
