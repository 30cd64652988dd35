// A partner company's calendar feed (modules/calendar-feeds): the SHA-256 of the secret in the address a calendar app
// subscribes to. One row per company; resetting the address replaces it, turning the feed off deletes it.
import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './partners';
import { users } from './users';

export const companyCalendarFeeds = pgTable(
  'company_calendar_feeds',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    /** The member who made the current address (null once that account is gone). */
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('company_calendar_feeds_company_unique').on(t.companyId),
    unique('company_calendar_feeds_token_hash_unique').on(t.tokenHash),
  ],
);
