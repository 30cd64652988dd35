// SQL of company reads: GET /api/companies/{id} and the public partner page.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, companyLogos, companyMembers } from '../../db/schema';
import { rows } from '../catalogue/repository';

export type CompanyRow = typeof companies.$inferSelect;

export async function companyById(db: Db, id: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

export async function companyBySlug(db: Db, slug: string): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companies).where(eq(companies.slug, slug)).limit(1);
  return row ?? null;
}

export async function logosOf(db: Db, companyId: number): Promise<{ url: string }[]> {
  return db
    .select({ url: companyLogos.url })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId))
    .orderBy(asc(companyLogos.position));
}

/** Owner or team member (company_members). */
export async function isMember(db: Db, companyId: number, userId: number): Promise<boolean> {
  const [row] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from companies c where c.id = ${companyId} and (c.owner_user_id = ${userId}
      or exists (select 1 from ${companyMembers} m where m.company_id = c.id and m.user_id = ${userId}))`,
  );
  return (row?.n ?? 0) > 0;
}

/** Rating over the published reviews of the company's active services, and how many active services it has. */
export async function publicStats(
  db: Db,
  companyId: number,
): Promise<{ average: number | null; count: number; services: number }> {
  const [row] = await rows<{ average: number | null; count: number; services: number }>(
    db,
    sql`select
        (select round(avg(r.stars)::numeric, 1)::float8 from reviews r join services s on s.id = r.service_id
          where s.company_id = ${companyId} and s.status = 'active' and r.status = 'published') as average,
        (select count(*)::int from reviews r join services s on s.id = r.service_id
          where s.company_id = ${companyId} and s.status = 'active' and r.status = 'published') as count,
        (select count(*)::int from services s where s.company_id = ${companyId} and s.status = 'active') as services`,
  );
  return { average: row?.average ?? null, count: row?.count ?? 0, services: row?.services ?? 0 };
}
