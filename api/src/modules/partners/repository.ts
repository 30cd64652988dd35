// SQL of partner and affiliate sign-up. The account is opened by the mailed code or link (modules/auth): the proof's
// transaction creates the company, membership and logos, or the affiliate's referral row, so nothing exists for an
// address its owner has not proven.
import { eq, sql } from 'drizzle-orm';
import type { Locale } from '@mp/shared/contracts';
import type { Db, Tx } from '../../db/client';
import { affiliates, cities, companies, companyLogos, companyMembers, countries, uploads } from '../../db/schema';

type Conn = Db | Tx;

export async function taxNumberTaken(db: Conn, taxNumber: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.taxNumber, taxNumber))
    .limit(1);
  return row !== undefined;
}

/** The cities of a platform country (empty when the country has no city list). */
export async function citiesOfCountry(db: Conn, code: string): Promise<{ slug: string; name: string }[]> {
  return db
    .select({ slug: cities.slug, name: cities.name })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .where(eq(countries.code, code));
}

/** A partner sign-up's company, kept with the sign-up until its mailed code or link proves the address. */
export interface PendingCompany {
  slugBase: string;
  businessName: string;
  tradeName: string;
  taxNumber: string;
  iban: string;
  bicswift: string | null;
  address: string;
  zipCode: string;
  city: string;
  country: string;
  numberOfEmployees: number | null;
  description: string | null;
  /**
   * The language the description was written in (the sign-up page's); the other language's column stays null so the
   * readers fall back to this one. Absent in sign-ups kept from before it was recorded: both columns get the text.
   */
  descriptionLocale?: Locale;
  website: string | null;
  email: string;
  companyType: 'experiences' | 'transfers' | 'both';
  modules: { experiences: boolean; transfers: boolean };
}

/** A logo stored with a pending partner sign-up (files first; rows when the company is created). */
export interface PendingLogo {
  storageKey: string;
  url: string;
  mimeType: string;
  sizeBytes: number;
  originalName: string | null;
}

/** Thrown inside the proof's transaction when the company's tax number was registered meanwhile (unique index). */
export class TaxNumberRace extends Error {}

/**
 * Creates the proven partner's company ("pending" review, ADR 017), its owner membership and logos, inside the
 * proof's transaction; throws TaxNumberRace (rolling the proof back) when the tax number was taken meanwhile.
 */
export async function addPartnerCompany(
  tx: Tx,
  userId: number,
  company: PendingCompany,
  logos: PendingLogo[],
): Promise<number> {
  // Trade names repeat; the slug gets the lowest free numeric suffix.
  const taken = await tx.execute(
    sql`select slug from companies where slug = ${company.slugBase} or slug like ${`${company.slugBase}-%`}`,
  );
  const used = new Set((taken as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug));
  let slug = company.slugBase;
  for (let n = 2; used.has(slug); n += 1) slug = `${company.slugBase}-${n}`;
  const { slugBase: _slugBase, description, descriptionLocale, ...columns } = company;
  const [created] = await tx
    .insert(companies)
    .values({
      ...columns,
      slug,
      ownerUserId: userId,
      descriptionEn: descriptionLocale === 'pt' ? null : description,
      descriptionPt: descriptionLocale === 'en' ? null : description,
      status: 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: companies.id });
  if (!created) throw new TaxNumberRace();
  await tx.insert(companyMembers).values({ companyId: created.id, userId, role: 'owner' });
  for (const [position, logo] of logos.entries()) {
    await tx
      .insert(companyLogos)
      .values({ companyId: created.id, storageKey: logo.storageKey, url: logo.url, position });
    await tx.insert(uploads).values({
      storageKey: logo.storageKey,
      ownerUserId: userId,
      purpose: 'logo',
      mimeType: logo.mimeType,
      sizeBytes: logo.sizeBytes,
      originalName: logo.originalName,
    });
  }
  return created.id;
}

/** The proven affiliate's referral row; answers its code. */
export async function addAffiliate(tx: Tx, userId: number, code: string): Promise<string> {
  await tx.insert(affiliates).values({ userId, code }).onConflictDoNothing({ target: affiliates.userId });
  const [row] = await tx
    .select({ code: affiliates.code })
    .from(affiliates)
    .where(eq(affiliates.userId, userId))
    .limit(1);
  return row?.code ?? code;
}

/** Whom a company's review mails go to (its notification address, else the owner's), in the owner's mail language. */
export async function companyReader(
  db: Conn,
  companyId: number,
): Promise<{ email: string; language: string | null; firstName: string; tradeName: string; slug: string } | null> {
  const result = await db.execute(
    sql`select coalesce(nullif(c.email, ''), u.email) as email, up.language, u.first_name, c.trade_name, c.slug
          from companies c join users u on u.id = c.owner_user_id
          left join user_preferences up on up.user_id = c.owner_user_id
         where c.id = ${companyId}`,
  );
  const [row] = (
    result as unknown as {
      rows: { email: string; language: string | null; first_name: string; trade_name: string; slug: string }[];
    }
  ).rows;
  return row
    ? { email: row.email, language: row.language, firstName: row.first_name, tradeName: row.trade_name, slug: row.slug }
    : null;
}
