// Accounts: the demo accounts and company owners, the companies (owner membership, logo) and the affiliates.
import { eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/crypto';
import type { Storage } from '../../plugins/storage';
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue, SeedCompany, SeedPerson } from '../seed-data/types';
import { byKey, must, type Ids } from './util';

/** Password of seeded company owners that are not one of the four demo accounts (README lists it). */
export const OWNER_PASSWORD = 'Partner1234!';

interface SeedUser extends SeedPerson {
  user_type: 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';
  password: string;
}

/** The demo accounts, then every company owner that is not one of them, by lower-case e-mail. */
function seedPeople(catalogue: SeedCatalogue): Map<string, SeedUser> {
  const people = new Map<string, SeedUser>();
  for (const account of catalogue.demoAccounts) people.set(account.email.toLowerCase(), { ...account });
  for (const company of catalogue.companies) {
    const demoOwner = catalogue.demoAccounts.find((a) => a.company === company.slug);
    if (demoOwner) continue;
    const email = company.owner.email.toLowerCase();
    if (!people.has(email)) people.set(email, { ...company.owner, user_type: 'SUPPLIER', password: OWNER_PASSWORD });
  }
  return people;
}

/** Upserts the users (and an empty profile each); returns their ids by lower-case e-mail. */
export async function upsertUsers(tx: Tx, catalogue: SeedCatalogue, anchor: Date): Promise<Map<string, number>> {
  const people = seedPeople(catalogue);
  const emails = [...people.keys()];
  const existing = emails.length
    ? await tx
        .select({ id: t.users.id, email: t.users.email })
        .from(t.users)
        .where(sql`${t.users.email} in ${emails}`)
    : [];
  const ids = new Map(existing.map((u) => [u.email, u.id]));
  for (const [email, person] of people) {
    const values = {
      userType: person.user_type,
      email,
      firstName: person.first_name,
      lastName: person.last_name,
      phone: person.phone,
    };
    const known = ids.get(email);
    if (known !== undefined) {
      // Keep the password (and thus the hash) of an existing account: re-seeding must not reset a changed password.
      await tx.update(t.users).set(values).where(eq(t.users.id, known));
    } else {
      const [row] = await tx
        .insert(t.users)
        .values({ ...values, passwordHash: await hashPassword(person.password), emailVerifiedAt: anchor })
        .returning({ id: t.users.id });
      if (!row) throw new Error('seed: user insert returned nothing');
      ids.set(email, row.id);
    }
    const id = must(ids, email, 'user');
    await tx.insert(t.userProfiles).values({ userId: id, country: 'pt' }).onConflictDoNothing();
  }
  return ids;
}

function companyValues(c: SeedCompany, ownerUserId: number, cityName: string) {
  return {
    slug: c.slug,
    ownerUserId,
    businessName: c.business_name,
    tradeName: c.trade_name,
    taxNumber: c.tax_number,
    iban: c.iban,
    bicswift: c.bicswift,
    address: c.address,
    zipCode: c.zip_code,
    // A company keeps its city by name, as the partner sign-up sends it (the seed data names it by slug).
    city: cityName,
    country: c.country,
    numberOfEmployees: c.number_of_employees,
    descriptionEn: c.description.en,
    descriptionPt: c.description.pt,
    website: c.website,
    email: c.email,
    companyType: c.company_type,
    modules: c.modules,
    brandColor: c.brand_color,
    status: 'active',
  };
}

/** Upserts the companies, their owner membership and generated logo; returns them by slug. */
export async function seedCompanies(
  tx: Tx,
  storage: Storage,
  catalogue: SeedCatalogue,
  userIds: Map<string, number>,
  cityIds: Map<string, { name: string }>,
): Promise<Ids> {
  for (const c of catalogue.companies) {
    const ownerEmail = (catalogue.demoAccounts.find((a) => a.company === c.slug)?.email ?? c.owner.email).toLowerCase();
    const ownerUserId = must(userIds, ownerEmail, 'company owner');
    const values = companyValues(c, ownerUserId, must(cityIds, c.city, 'city').name);
    const [row] = await tx
      .insert(t.companies)
      .values(values)
      .onConflictDoUpdate({ target: t.companies.slug, set: values })
      .returning({ id: t.companies.id });
    if (!row) throw new Error('seed: company upsert returned nothing');
    await tx
      .insert(t.companyMembers)
      .values({ companyId: row.id, userId: ownerUserId, role: 'owner' })
      .onConflictDoNothing();
    const key = `seed/companies/${c.slug}/logo.svg`;
    await tx
      .insert(t.companyLogos)
      .values({ companyId: row.id, storageKey: key, url: storage.url(key), position: 0 })
      .onConflictDoUpdate({
        target: [t.companyLogos.companyId, t.companyLogos.position],
        set: { storageKey: key, url: storage.url(key) },
      });
  }
  return byKey(await tx.select({ id: t.companies.id, slug: t.companies.slug }).from(t.companies), (c) => c.slug);
}

export async function seedAffiliates(tx: Tx, catalogue: SeedCatalogue, userIds: Map<string, number>): Promise<void> {
  for (const account of catalogue.demoAccounts.filter((a) => a.user_type === 'AFFILIATE')) {
    const userId = must(userIds, account.email.toLowerCase(), 'affiliate');
    const code =
      account.email
        .split('@')[0]
        ?.replace(/[^a-z0-9]/gi, '')
        .toUpperCase() || `AFF${userId}`;
    await tx.insert(t.affiliates).values({ userId, code }).onConflictDoNothing({ target: t.affiliates.userId });
  }
}
