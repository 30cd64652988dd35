// Reviews.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, inList, tstz } from './columns';
import { users } from './users';
import { services } from './catalogue';
import { bookingItems } from './bookings';

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingItemId: integer('booking_item_id').references(() => bookingItems.id, { onDelete: 'set null' }),
    authorFirstName: text('author_first_name').notNull(),
    authorLastName: text('author_last_name').notNull(),
    authorCountry: text('author_country'),
    stars: integer('stars').notNull(),
    language: text('language').notNull().default('pt'),
    text: text('text').notNull(),
    status: text('status').notNull().default('published'),
    source: text('source').notNull().default('user'),
    // Natural key for seeded and imported reviews, so re-running an import or the seed does not duplicate them.
    importKey: text('import_key'),
    createdAt: createdAt(),
    // The company's one answer to the review, shown under it on the service page; who of its team wrote it.
    replyText: text('reply_text'),
    replyAt: tstz('reply_at'),
    replyUserId: integer('reply_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reviews_service_idx').on(t.serviceId),
    uniqueIndex('reviews_import_key_unique').on(t.importKey),
    check('reviews_stars_check', sql`stars between 1 and 5`),
    check('reviews_language_check', inList('language', ['en', 'pt'])),
    check('reviews_status_check', inList('status', ['published', 'hidden'])),
    check('reviews_source_check', inList('source', ['user', 'seed', 'import', 'admin'])),
    check('reviews_reply_text_check', sql`reply_text is null or char_length(btrim(reply_text)) between 1 and 2000`),
  ],
);
