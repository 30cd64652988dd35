// The language a booking mail is written in: its reader's. A customer's mail follows the account's setting, else the
// language the booking was made in, else English; a partner's follows the member's "language of your e-mails"
// setting, else Portuguese (what the partner settings call the default). One language per mail, never both.
import { sql } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import { one, type Conn } from '../../db/sql';

const asLocale = (value: unknown): Locale | null => (value === 'en' || value === 'pt' ? value : null);

/** The first choice that is a language we write in: the reader's own setting, then the booking's, then `fallback`. */
export function readerLocale(choices: { account?: unknown; booking?: unknown }, fallback: Locale = 'en'): Locale {
  return asLocale(choices.account) ?? asLocale(choices.booking) ?? fallback;
}

/** The booking's customer (its holding account): address, first name and mail language, in one read. */
export async function bookingReader(
  db: Conn,
  userId: number,
): Promise<{ email: string; first_name: string; language: Locale | null } | undefined> {
  return one(
    db,
    sql`select u.email, u.first_name, up.language from users u left join user_preferences up on up.user_id = u.id where u.id = ${userId}`,
  );
}

/** Where and in which language a company's booking mails go: its notification address (else its owner's), the owner's setting. */
export async function partnerReader(
  db: Conn,
  companyId: number,
): Promise<{ email: string | null; locale: Locale } | null> {
  const row = await one<{ email: string | null; language: string | null }>(
    db,
    sql`select coalesce(nullif(c.email, ''), u.email) as email, up.language
          from companies c left join users u on u.id = c.owner_user_id left join user_preferences up on up.user_id = c.owner_user_id
         where c.id = ${companyId}`,
  );
  return row ? { email: row.email, locale: readerLocale({ account: row.language }, 'pt') } : null;
}
