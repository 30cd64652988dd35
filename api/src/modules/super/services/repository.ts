// SQL of the back office's services: every company's services by list, one service, its status and home-page places.
import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { companies, services } from '../../../db/schema';
import { countRows, pagedRows } from '../../../lib/paged';
import { containsPattern } from '../../../lib/like';

type Conn = Db | Tx;

export type ServiceRow = {
  id: number;
  slug: string;
  nameEn: string;
  namePt: string;
  kind: string;
  status: string;
  sponsored: boolean;
  weeklyDeal: boolean;
  valueCents: number;
  ageStart: number;
  childValueCents: number | null;
  childAgeEnd: number | null;
  childrenAlone: boolean;
  priceType: string;
  companyId: number;
  companyName: string;
  companyStatus: string;
  createdAt: Date;
};

const columns = {
  id: services.id,
  slug: services.slug,
  nameEn: services.nameEn,
  namePt: services.namePt,
  kind: services.kind,
  status: services.status,
  sponsored: services.sponsored,
  weeklyDeal: services.weeklyDeal,
  valueCents: services.valueCents,
  ageStart: services.ageStart,
  childValueCents: services.childValueCents,
  childAgeEnd: services.childAgeEnd,
  childrenAlone: services.childrenAlone,
  priceType: services.priceType,
  companyId: companies.id,
  companyName: companies.tradeName,
  companyStatus: companies.status,
  createdAt: services.createdAt,
};

export interface ServiceFilter {
  kinds?: readonly string[];
  list?: 'active' | 'inactive' | 'draft' | 'promoted';
  search?: string;
  id?: number;
}

function whereOf(f: ServiceFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (f.id !== undefined) parts.push(eq(services.id, f.id));
  if (f.kinds) parts.push(sql`${services.kind} in ${f.kinds}`);
  if (f.list === 'promoted') parts.push(or(eq(services.sponsored, true), eq(services.weeklyDeal, true)));
  else if (f.list) parts.push(eq(services.status, f.list));
  const term = f.search?.trim();
  if (term) {
    const pattern = containsPattern(term);
    parts.push(
      or(
        ilike(services.nameEn, pattern),
        ilike(services.namePt, pattern),
        ilike(services.slug, pattern),
        ilike(companies.tradeName, pattern),
      ),
    );
  }
  return and(...parts);
}

export async function servicesPage(db: Conn, filter: ServiceFilter, window: { limit: number; offset: number }) {
  const where = whereOf(filter);
  return pagedRows<ServiceRow>(
    db.select(countRows).from(services).innerJoin(companies, eq(companies.id, services.companyId)).where(where),
    db
      .select(columns)
      .from(services)
      .innerJoin(companies, eq(companies.id, services.companyId))
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The export's next rows: the list's filters, newest service first, after `beforeId` (keyset; no count, no offset). */
export function servicesBatch(
  db: Conn,
  filter: ServiceFilter,
  beforeId: number | null,
  limit: number,
): Promise<ServiceRow[]> {
  return db
    .select(columns)
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(and(whereOf(filter), beforeId === null ? undefined : lt(services.id, beforeId)))
    .orderBy(desc(services.id))
    .limit(limit);
}

export async function findService(db: Conn, id: number, lock = false): Promise<ServiceRow | null> {
  if (lock) await db.select({ id: services.id }).from(services).where(eq(services.id, id)).for('update');
  const [row] = await db
    .select(columns)
    .from(services)
    .innerJoin(companies, eq(companies.id, services.companyId))
    .where(whereOf({ id }));
  return row ?? null;
}

export async function updateService(
  tx: Tx,
  id: number,
  patch: { status?: string; sponsored?: boolean; weeklyDeal?: boolean },
) {
  await tx
    .update(services)
    .set({ status: patch.status, sponsored: patch.sponsored, weeklyDeal: patch.weeklyDeal, updatedAt: new Date() })
    .where(eq(services.id, id));
}
