// SQL of partner and affiliate sign-up: one transaction creates the user, profile, company, membership and logos.
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { affiliates, cities, companies, companyLogos, companyMembers, countries, uploads, userProfiles, users } from '../../db/schema';

type Conn = Db | Tx;

export async function emailTaken(db: Conn, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row !== undefined;
}

export async function taxNumberTaken(db: Conn, taxNumber: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.taxNumber, taxNumber)).limit(1);
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

export interface NewPartner {
  user: { email: string; passwordHash: string; firstName: string; lastName: string; phone: string };
  company: {
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
    website: string | null;
    email: string;
    companyType: 'experiences' | 'transfers' | 'both';
    modules: { experiences: boolean; transfers: boolean };
  };
  logos: { storageKey: string; url: string; mimeType: string; sizeBytes: number; originalName: string | null }[];
}

/** Creates the SUPPLIER and its company; null when the email or tax number was taken meanwhile (unique indexes). */
export async function insertPartner(db: Db, p: NewPartner): Promise<{ userId: number; companyId: number } | 'email' | 'taxNumber'> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ userType: 'SUPPLIER', ...p.user })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return 'email';
    await tx.insert(userProfiles).values({
      userId: user.id,
      country: p.company.country,
      city: p.company.city,
      address: p.company.address,
      zipcode: p.company.zipCode,
      iban: p.company.iban,
      bicswift: p.company.bicswift,
      vatnumber: p.company.taxNumber,
    });
    // Trade names repeat; the slug gets the lowest free numeric suffix.
    const taken = await tx.execute(sql`select slug from companies where slug = ${p.company.slugBase} or slug like ${`${p.company.slugBase}-%`}`);
    const used = new Set((taken as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug));
    let slug = p.company.slugBase;
    for (let n = 2; used.has(slug); n += 1) slug = `${p.company.slugBase}-${n}`;
    const { slugBase: _slugBase, description, ...company } = p.company;
    // Issue 11 §11: a new company waits for review ("pending"); the storefront lists only active companies' services.
    const [created] = await tx
      .insert(companies)
      .values({ ...company, slug, ownerUserId: user.id, descriptionEn: description, descriptionPt: description, status: 'pending' })
      .onConflictDoNothing()
      .returning({ id: companies.id });
    if (!created) throw new TaxNumberRace();
    await tx.insert(companyMembers).values({ companyId: created.id, userId: user.id, role: 'owner' });
    for (const [position, logo] of p.logos.entries()) {
      await tx.insert(companyLogos).values({ companyId: created.id, storageKey: logo.storageKey, url: logo.url, position });
      await tx.insert(uploads).values({
        storageKey: logo.storageKey,
        ownerUserId: user.id,
        purpose: 'logo',
        mimeType: logo.mimeType,
        sizeBytes: logo.sizeBytes,
        originalName: logo.originalName,
      });
    }
    return { userId: user.id, companyId: created.id };
  }).catch((err: unknown) => {
    if (err instanceof TaxNumberRace) return 'taxNumber' as const;
    throw err;
  });
}

/** Thrown inside the transaction to roll the new user back when the company's tax number lost a race. */
class TaxNumberRace extends Error {}

export async function insertAffiliate(
  db: Db,
  a: {
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    phone: string;
    profile: { country: string; vatnumber: string | null; iban: string | null; description: string | null };
    code: string;
  },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ userType: 'AFFILIATE', email: a.email, passwordHash: a.passwordHash, firstName: a.firstName, lastName: a.lastName, phone: a.phone })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!user) return null;
    await tx.insert(userProfiles).values({ userId: user.id, ...a.profile });
    await tx.insert(affiliates).values({ userId: user.id, code: a.code });
    return user.id;
  });
}
