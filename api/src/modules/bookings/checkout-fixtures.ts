// Test fixtures of the checkout suites: a partner company with an experience (daily capacity), a gift-card service,
// promo codes, gift cards and points, inserted directly so each test states exactly what it starts from.
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import {
  categories,
  companies,
  companyMembers,
  giftCards,
  pointsLedger,
  promoCodes,
  services,
  teamMembers,
  teamRoles,
} from '../../db/schema';
import { createUser, login } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { lisbonToday } from '../../lib/lisbon-time';

let counter = 0;
const next = () => ++counter;

export interface Catalogue {
  supplierEmail: string;
  supplierId: number;
  companyId: number;
  categoryId: number;
}

export async function partnerCompany(database: Database): Promise<Catalogue> {
  const n = next();
  const supplierEmail = `partner${n}@example.pt`;
  const supplierId = await createUser(database, 'SUPPLIER', supplierEmail);
  const [category] = await database.db
    .insert(categories)
    .values({ slug: `tours-${n}`, kind: 'experience', nameEn: 'Tours', namePt: 'Passeios' })
    .returning();
  const [company] = await database.db
    .insert(companies)
    .values({
      slug: `company-${n}`,
      ownerUserId: supplierId,
      businessName: `Company ${n}`,
      tradeName: `Company ${n}`,
      taxNumber: `5${String(n).padStart(8, '0')}`,
      companyType: 'experiences',
      modules: { experiences: true, transfers: false },
      status: 'active',
    })
    .returning();
  if (!category || !company) throw new Error('fixture insert failed');
  return { supplierEmail, supplierId, companyId: company.id, categoryId: category.id };
}

/**
 * Someone on `c`'s team with the named team role (made when the database has none of that name), as an accepted
 * invitation leaves them: a partner account that is a member of the company. Answers their token.
 */
export async function teamMemberToken(
  app: FastifyInstance,
  database: Database,
  c: Pick<Catalogue, 'companyId'>,
  email: string,
  roleName: string,
): Promise<string> {
  const roleId =
    (await scalar<number | null>(database.db, sql`select id from team_roles where role_name = ${roleName}`)) ??
    (
      await database.db
        .insert(teamRoles)
        .values({ roleName, descriptionEn: roleName, descriptionPt: roleName })
        .returning()
    )[0]!.id;
  const userId = await createUser(database, 'SUPPLIER', email);
  await database.db.insert(companyMembers).values({ companyId: c.companyId, userId, role: 'member' });
  await database.db
    .insert(teamMembers)
    .values({ companyId: c.companyId, userId, teamRoleId: roleId, firstName: 'Team', lastName: roleName, email });
  return login(app, email);
}

export async function experience(
  db: Db,
  c: Catalogue,
  o: {
    valueCents?: number;
    discountCents?: number;
    dailyCapacity?: number;
    status?: string;
    priceType?: 'per_person' | 'per_group';
    /** Free cancellation until this many hours before the start (24 unless said). */
    cancellationHours?: number;
    /** docs/adr/023: children from 0 to `ageEnd` pay `valueCents`. */
    childBand?: { valueCents: number; ageEnd: number; alone?: boolean };
  } = {},
): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({
      slug: `experience-${n}`,
      companyId: c.companyId,
      categoryId: c.categoryId,
      kind: 'experience',
      nameEn: `Tour ${n}`,
      namePt: `Passeio ${n}`,
      annotations: {
        calendar_price: false,
        free_cancellation: true,
        cancellation_policy: o.cancellationHours ?? 24,
        notes: null,
        selected_language: 'en',
      },
      priceType: o.priceType ?? 'per_person',
      maxCapacity: 10,
      valueCents: o.valueCents ?? 2000,
      valueDiscountCents: o.discountCents ?? 0,
      dailyCapacity: o.dailyCapacity ?? 50,
      durationMinutes: 120,
      childValueCents: o.childBand?.valueCents ?? null,
      childAgeEnd: o.childBand?.ageEnd ?? null,
      childrenAlone: o.childBand?.alone ?? false,
      status: o.status ?? 'active',
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service insert failed');
  return row.id;
}

export async function giftCardService(db: Db, c: Catalogue): Promise<number> {
  const n = next();
  const [row] = await db
    .insert(services)
    .values({
      slug: `gift-${n}`,
      companyId: c.companyId,
      categoryId: c.categoryId,
      kind: 'gift_card',
      nameEn: `Gift card ${n}`,
      namePt: `Cartão-oferta ${n}`,
      annotations: {
        calendar_price: false,
        free_cancellation: false,
        cancellation_policy: 0,
        notes: null,
        selected_language: null,
      },
      priceType: 'per_group',
      maxCapacity: 1,
      valueCents: 2500,
      dailyCapacity: 0,
      durationMinutes: 0,
      status: 'active',
      giftCardValuesCents: [2500, 5000],
    })
    .returning({ id: services.id });
  if (!row) throw new Error('service insert failed');
  return row.id;
}

export async function promo(
  db: Db,
  o: { code?: string; kind?: 'percent' | 'fixed'; value?: number; maxUses?: number | null } = {},
) {
  const code = o.code ?? `PROMO${next()}`;
  await db.insert(promoCodes).values({
    code,
    kind: o.kind ?? 'percent',
    value: o.value ?? 10,
    validFrom: new Date(Date.now() - 86_400_000),
    validTo: new Date(Date.now() + 30 * 86_400_000),
    maxUses: o.maxUses ?? null,
    status: 'assigned',
  });
  return code;
}

/** A gift card; with `serviceId` (a partner's gift-card service) it pays for that partner's services only. */
export async function giftCard(db: Db, balanceCents: number, serviceId: number | null = null): Promise<string> {
  const code = `GC-TEST-${String(next()).padStart(4, '0')}-ABCD`;
  await db.insert(giftCards).values({
    code,
    serviceId,
    valueCents: Math.max(balanceCents, 1),
    balanceCents,
    status: 'active',
    expiresAt: new Date(Date.now() + 30 * 86_400_000),
  });
  return code;
}

export async function grantPoints(db: Db, userId: number, points: number) {
  await db.insert(pointsLedger).values({ userId, delta: points, reason: 'adjustment' });
}

/** A date a few days ahead in Lisbon (bookings are refused for past dates). */
export function futureDate(days = 7): string {
  const today = lisbonToday();
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const line = (serviceId: number, date: string, quantity = 1, id = `svc-${serviceId}-${date}`) => ({
  id,
  service_id: serviceId,
  date,
  quantity,
});

export const BILLING = {
  first_name: 'Ana',
  last_name: 'Silva',
  email: 'ana@example.pt',
  phone: '912345678',
  country: 'pt',
  city: 'Lisboa',
  address: 'Rua Augusta 1',
  zipcode: '1100-048',
  vatnumber: '123456789',
};

/** POST /api/cart as a guest (no token) or with headers; answers the response and the cart token. */
export async function putCart(app: FastifyInstance, items: unknown[], headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'POST', url: '/api/cart', headers, payload: { items, total_price: 1 } });
  const token =
    res.statusCode === 200 ? (res.json() as { content: { cart_token: string | null } }).content.cart_token : null;
  return { res, token };
}

export function book(
  app: FastifyInstance,
  headers: Record<string, string>,
  payload: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/bookings', headers, payload: { billingData: BILLING, ...payload } });
}

export async function scalar<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, T>[] };
  const row = result.rows[0];
  return (row ? Object.values(row)[0] : undefined) as T;
}
