// SQL of the partner's reviews: the company's published reviews (stats and a page) and its one reply to a review.
// Every statement is scoped to the services of the company the member acts for.
import { sql, type SQL } from 'drizzle-orm';
import type { CompanyReview, Locale } from '@mp/shared/contracts';
import { one, rows, type Conn } from '../../db/sql';
import { verifiedReview } from '../reviews/verified';

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** A published review of one of the company's services (hidden ones are neither listed nor answered). */
const ownReview = (companyId: number) =>
  sql`r.status = 'published' and r.service_id in (select id from services where company_id = ${companyId})`;

/** How many published reviews of the company's services gave 1, 2, 3, 4 and 5 stars. */
export async function starCounts(db: Conn, companyId: number): Promise<{ stars: number; n: number }[]> {
  return rows(
    db,
    sql`select r.stars, count(*)::int as n from reviews r where ${ownReview(companyId)} group by r.stars`,
  );
}

export interface ReviewFilter {
  stars?: number;
  answered?: 'yes' | 'no';
}

function filterOf(companyId: number, f: ReviewFilter): SQL {
  const parts = [ownReview(companyId)];
  if (f.stars) parts.push(sql`r.stars = ${f.stars}`);
  if (f.answered === 'yes') parts.push(sql`r.reply_text is not null`);
  if (f.answered === 'no') parts.push(sql`r.reply_text is null`);
  return sql.join(parts, sql` and `);
}

const columns = (locale: Locale) =>
  sql`r.id, r.service_id, ${locale === 'pt' ? sql`s.name_pt` : sql`s.name_en`} as service_name, r.stars, r.text,
      trim(r.author_first_name || ' ' || left(r.author_last_name, 1) || case when r.author_last_name <> '' then '.' else '' end) as author,
      r.author_country as country, r.language, ${iso('r.created_at')} as created_at, ${verifiedReview('r')} as verified,
      r.reply_text, case when r.reply_at is null then null else ${iso('r.reply_at')} end as reply_at`;

export async function countReviews(db: Conn, companyId: number, f: ReviewFilter): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    sql`select count(*)::int as n from reviews r where ${filterOf(companyId, f)}`,
  );
  return row?.n ?? 0;
}

/** A page of the company's reviews, newest first. */
export async function listReviews(
  db: Conn,
  companyId: number,
  f: ReviewFilter,
  window: { limit: number; offset: number },
  locale: Locale,
): Promise<CompanyReview[]> {
  return rows(
    db,
    sql`select ${columns(locale)} from reviews r join services s on s.id = r.service_id where ${filterOf(companyId, f)}
        order by r.created_at desc, r.id desc limit ${window.limit} offset ${window.offset}`,
  );
}

/** One of the company's published reviews, answered or not (null: not the company's, hidden or missing). */
export async function findReview(
  db: Conn,
  companyId: number,
  id: number,
  locale: Locale,
): Promise<CompanyReview | null> {
  const row = await one<CompanyReview>(
    db,
    sql`select ${columns(locale)} from reviews r join services s on s.id = r.service_id
        where r.id = ${id} and ${ownReview(companyId)}`,
  );
  return row ?? null;
}

/**
 * Writes the reply only if the review has none yet, in one statement: of two replies sent together (a double click)
 * one finds the row still unanswered, the other no longer does. Returns whether this one was stored.
 */
export async function saveReply(
  db: Conn,
  companyId: number,
  id: number,
  reply: { text: string; userId: number },
): Promise<boolean> {
  const row = await one<{ id: number }>(
    db,
    sql`update reviews r set reply_text = ${reply.text}, reply_at = now(), reply_user_id = ${reply.userId}
        where r.id = ${id} and ${ownReview(companyId)} and r.reply_text is null
        returning r.id`,
  );
  return row !== undefined;
}
