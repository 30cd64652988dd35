// SQL of the back-office reviews: the page with filters, one review, writes, and the import's batches.
import { and, asc, desc, eq, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { reviews, services } from '../../db/schema';

type Conn = Db | Tx;

export interface ReviewFilter {
  id?: number;
  ids?: number[];
  search?: string;
  serviceId?: number;
  stars?: number;
  status?: string;
}

const ORDER = {
  created_at: [asc(reviews.createdAt), asc(reviews.id)],
  '-created_at': [desc(reviews.createdAt), desc(reviews.id)],
  stars: [asc(reviews.stars), asc(reviews.id)],
  '-stars': [desc(reviews.stars), desc(reviews.id)],
} as const;
export type ReviewSort = keyof typeof ORDER;

function where(f: ReviewFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.id !== undefined) parts.push(eq(reviews.id, f.id));
  if (f.ids !== undefined) parts.push(inArray(reviews.id, f.ids));
  if (f.serviceId !== undefined) parts.push(eq(reviews.serviceId, f.serviceId));
  if (f.stars !== undefined) parts.push(eq(reviews.stars, f.stars));
  if (f.status !== undefined) parts.push(eq(reviews.status, f.status));
  if (f.search) {
    const like = `%${f.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    parts.push(
      or(
        ilike(reviews.text, like),
        ilike(sql`${reviews.authorFirstName} || ' ' || ${reviews.authorLastName}`, like),
        ilike(services.nameEn, like),
        ilike(services.namePt, like),
        ilike(services.slug, like),
      ),
    );
  }
  return and(...parts);
}

const columns = {
  id: reviews.id,
  serviceId: reviews.serviceId,
  serviceSlug: services.slug,
  serviceNameEn: services.nameEn,
  serviceNamePt: services.namePt,
  authorFirstName: reviews.authorFirstName,
  authorLastName: reviews.authorLastName,
  authorCountry: reviews.authorCountry,
  // The customer account that wrote it from a booking (null for imported, seeded or staff-written reviews).
  authorUserId: sql<
    number | null
  >`(select u.id from users u where u.id = ${reviews.userId} and u.user_type = 'CLIENT')`,
  stars: reviews.stars,
  language: reviews.language,
  text: reviews.text,
  status: reviews.status,
  source: reviews.source,
  createdAt: reviews.createdAt,
};
type ColumnData<C> = C extends { _: { data: infer D } } ? D : C extends SQL<infer D> ? D : never;
export type ReviewListRow = { [K in keyof typeof columns]: ColumnData<(typeof columns)[K]> };

export async function reviewPage(
  db: Conn,
  f: ReviewFilter,
  sort: ReviewSort,
  window: { limit: number; offset: number },
) {
  const condition = where(f);
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(condition);
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(condition)
    .orderBy(...ORDER[sort])
    .limit(window.limit)
    .offset(window.offset);
  return { total: Number(count?.total ?? 0), rows: rows as ReviewListRow[] };
}

/** The export's next reviews: the list's filters, newest review first, after `beforeId` (keyset; no count, no offset). */
export async function reviewBatch(
  db: Conn,
  f: ReviewFilter,
  beforeId: number | null,
  limit: number,
): Promise<ReviewListRow[]> {
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(services, eq(services.id, reviews.serviceId))
    .where(and(where(f), beforeId === null ? undefined : lt(reviews.id, beforeId)))
    .orderBy(desc(reviews.id))
    .limit(limit);
  return rows as ReviewListRow[];
}

export async function lockReview(tx: Tx, id: number): Promise<boolean> {
  const found = await tx.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, id)).for('update');
  return found.length > 0;
}

/** Locks the reviews of these ids that exist and answers their ids. */
export async function lockReviews(tx: Tx, ids: number[]): Promise<number[]> {
  const found = await tx.select({ id: reviews.id }).from(reviews).where(inArray(reviews.id, ids)).for('update');
  return found.map((r) => r.id);
}

export async function serviceExists(db: Conn, id: number): Promise<boolean> {
  const found = await db.select({ id: services.id }).from(services).where(eq(services.id, id));
  return found.length > 0;
}

export type ReviewValues = typeof reviews.$inferInsert;

export async function insertReview(tx: Tx, values: ReviewValues): Promise<number> {
  const [row] = await tx.insert(reviews).values(values).returning({ id: reviews.id });
  if (!row) throw new Error('review insert failed');
  return row.id;
}

export async function updateReview(tx: Tx, id: number, values: Partial<ReviewValues>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(reviews).set(values).where(eq(reviews.id, id));
}

export async function deleteReview(tx: Tx, id: number): Promise<void> {
  await tx.delete(reviews).where(eq(reviews.id, id));
}

export async function deleteReviews(tx: Tx, ids: number[]): Promise<void> {
  await tx.delete(reviews).where(inArray(reviews.id, ids));
}

/** slug → service id for the slugs that exist. */
export async function servicesBySlug(db: Conn, slugs: string[]): Promise<Map<string, number>> {
  if (slugs.length === 0) return new Map();
  const found = await db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(inArray(services.slug, slugs));
  return new Map(found.map((s) => [s.slug, s.id]));
}

/** Inserts the rows whose import key is new; answers how many went in. The rows travel as one JSON parameter. */
export async function insertImportBatch(tx: Tx, values: ReviewValues[]): Promise<number> {
  if (values.length === 0) return 0;
  const json = JSON.stringify(
    values.map((v) => ({
      service_id: v.serviceId,
      author_first_name: v.authorFirstName,
      author_last_name: v.authorLastName,
      author_country: v.authorCountry ?? null,
      stars: v.stars,
      language: v.language,
      text: v.text,
      status: v.status,
      source: v.source,
      import_key: v.importKey,
      created_at: (v.createdAt ?? new Date()).toISOString(),
    })),
  );
  const result = await tx.execute(
    sql`insert into reviews (service_id, author_first_name, author_last_name, author_country, stars, language, text, status, source, import_key, created_at)
        select service_id, author_first_name, author_last_name, author_country, stars, language, text, status, source, import_key, created_at
        from json_to_recordset(${json}::json) as r(service_id int, author_first_name text, author_last_name text, author_country text, stars int,
          language text, text text, status text, source text, import_key text, created_at timestamptz)
        on conflict (import_key) do nothing
        returning id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}
