// The demo catalogue loader (issue 3 §3). Upserts by natural key (slug, code, email, maps id) in one transaction,
// so seeding twice changes nothing; demo passwords are hashed with argon2id; SVG artwork is generated into storage;
// relative dates are counted from the start of the current UTC day, so two runs on one day write the same values.
// `pnpm --filter @mp/api seed` runs it against the configured database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { and, count, eq, notInArray, sql } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { seedPartnerDashboard } from './seed-data/partner-dashboard';
import { hashPassword } from '../lib/crypto';
import { LocalStorage, type Storage } from '../plugins/storage';
import type { Db, Tx } from './client';
import * as t from './schema';
import { galleryImageSvg, logoSvg } from './seed-art';
import type { SeedCatalogue, SeedPerson } from './seed-data/types';
import { seedCustomerPanel } from './seed-data/customer-panel';
import { seedBackOffice } from './seed-data/back-office';

/** Password of seeded company owners that are not one of the four demo accounts (README lists it). */
export const OWNER_PASSWORD = 'Partner1234!';
const GALLERY_IMAGES = 3;
const DAY_MS = 86_400_000;

export interface SeedSummary {
  countries: number;
  cities: number;
  categories: number;
  users: number;
  companies: number;
  services: number;
  vehicles: number;
  transferLocations: number;
  pointsOfInterest: number;
  reviews: number;
  bolEvents: number;
  restaurants: number;
}

/** Start of the current UTC day: the anchor of every relative date. */
export function seedAnchor(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** `YYYY-MM-DD` + `HH:MM` in Europe/Lisbon → the UTC instant. */
export function lisbonTime(day: Date, hhmm: string): Date {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m));
  const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(offsetName ?? '');
  const offsetMin = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
  return new Date(guess.getTime() - offsetMin * 60_000);
}

const addDays = (anchor: Date, days: number) => new Date(anchor.getTime() + days * DAY_MS);

function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

function must<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}

async function writeArtwork(storage: Storage, catalogue: SeedCatalogue): Promise<void> {
  // Same key, same bytes: rewriting on a second run changes nothing.
  const writes: Promise<void>[] = [];
  for (const c of catalogue.companies) {
    writes.push(storage.put(`seed/companies/${c.slug}/logo.svg`, Buffer.from(logoSvg(c.trade_name, c.brand_color))));
  }
  for (const s of catalogue.services) {
    for (let i = 0; i < GALLERY_IMAGES; i += 1) {
      writes.push(storage.put(`seed/services/${s.slug}/${i + 1}.svg`, Buffer.from(galleryImageSvg(s.image_hue, i))));
    }
  }
  for (const e of catalogue.bolEvents) writes.push(storage.put(`seed/events/${e.slug}.svg`, Buffer.from(galleryImageSvg(e.image_hue, 1))));
  for (const r of catalogue.restaurants) writes.push(storage.put(`seed/restaurants/${r.slug}.svg`, Buffer.from(galleryImageSvg(r.image_hue, 2))));
  await Promise.all(writes);
}

async function upsertUsers(tx: Tx, catalogue: SeedCatalogue, anchor: Date): Promise<Map<string, number>> {
  interface SeedUser extends SeedPerson {
    user_type: 'CLIENT' | 'SUPPLIER' | 'AFFILIATE' | 'SUPER';
    password: string;
  }
  const people = new Map<string, SeedUser>();
  for (const account of catalogue.demoAccounts) people.set(account.email.toLowerCase(), { ...account });
  for (const company of catalogue.companies) {
    const demoOwner = catalogue.demoAccounts.find((a) => a.company === company.slug);
    if (demoOwner) continue;
    const email = company.owner.email.toLowerCase();
    if (!people.has(email)) people.set(email, { ...company.owner, user_type: 'SUPPLIER', password: OWNER_PASSWORD });
  }
  const emails = [...people.keys()];
  const existing = emails.length
    ? await tx.select({ id: t.users.id, email: t.users.email }).from(t.users).where(sql`${t.users.email} in ${emails}`)
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

export async function seedCatalogue(db: Db, storage: Storage, catalogue: SeedCatalogue, now = new Date()): Promise<SeedSummary> {
  const anchor = seedAnchor(now);
  await writeArtwork(storage, catalogue);

  await db.transaction(async (tx) => {
    // Countries and cities.
    for (const country of catalogue.countries) {
      const [row] = await tx
        .insert(t.countries)
        .values({ code: country.code, nameEn: country.name.en, namePt: country.name.pt, phonePrefix: country.phone_prefix })
        .onConflictDoUpdate({
          target: t.countries.code,
          set: { nameEn: country.name.en, namePt: country.name.pt, phonePrefix: country.phone_prefix },
        })
        .returning({ id: t.countries.id });
      if (!row) throw new Error('seed: country upsert returned nothing');
      for (const city of country.cities) {
        const values = { countryId: row.id, slug: city.slug, name: city.name, district: city.district, lat: city.lat, lng: city.lng };
        await tx.insert(t.cities).values(values).onConflictDoUpdate({ target: t.cities.slug, set: values });
      }
    }
    const cityIds = byKey(await tx.select({ id: t.cities.id, slug: t.cities.slug, name: t.cities.name }).from(t.cities), (c) => c.slug);

    // Categories.
    for (const [position, c] of catalogue.categories.entries()) {
      const values = {
        slug: c.slug,
        kind: c.kind,
        nameEn: c.name.en,
        namePt: c.name.pt,
        descriptionEn: c.description.en,
        descriptionPt: c.description.pt,
        position,
      };
      await tx.insert(t.categories).values(values).onConflictDoUpdate({ target: t.categories.slug, set: values });
    }
    const categoryIds = byKey(await tx.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories), (c) => c.slug);

    // Users: demo accounts and company owners.
    const userIds = await upsertUsers(tx, catalogue, anchor);

    // Companies, their owner membership and generated logo.
    for (const c of catalogue.companies) {
      const ownerEmail = (catalogue.demoAccounts.find((a) => a.company === c.slug)?.email ?? c.owner.email).toLowerCase();
      const ownerUserId = must(userIds, ownerEmail, 'company owner');
      const values = {
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
        city: must(cityIds, c.city, 'city').name,
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
      const [row] = await tx
        .insert(t.companies)
        .values(values)
        .onConflictDoUpdate({ target: t.companies.slug, set: values })
        .returning({ id: t.companies.id });
      if (!row) throw new Error('seed: company upsert returned nothing');
      await tx.insert(t.companyMembers).values({ companyId: row.id, userId: ownerUserId, role: 'owner' }).onConflictDoNothing();
      const key = `seed/companies/${c.slug}/logo.svg`;
      await tx
        .insert(t.companyLogos)
        .values({ companyId: row.id, storageKey: key, url: storage.url(key), position: 0 })
        .onConflictDoUpdate({ target: [t.companyLogos.companyId, t.companyLogos.position], set: { storageKey: key, url: storage.url(key) } });
    }
    const companyIds = byKey(await tx.select({ id: t.companies.id, slug: t.companies.slug }).from(t.companies), (c) => c.slug);

    // Affiliates.
    for (const account of catalogue.demoAccounts.filter((a) => a.user_type === 'AFFILIATE')) {
      const userId = must(userIds, account.email.toLowerCase(), 'affiliate');
      const code = account.email.split('@')[0]?.replace(/[^a-z0-9]/gi, '').toUpperCase() || `AFF${userId}`;
      await tx.insert(t.affiliates).values({ userId, code }).onConflictDoNothing({ target: t.affiliates.userId });
    }

    // Services with gallery and extra price tiers.
    for (const s of catalogue.services) {
      const values = {
        slug: s.slug,
        companyId: must(companyIds, s.company, 'company').id,
        categoryId: must(categoryIds, s.category, 'category').id,
        cityId: must(cityIds, s.city, 'city').id,
        kind: s.kind,
        nameEn: s.name.en,
        namePt: s.name.pt,
        shortDescriptionEn: s.short_description.en,
        shortDescriptionPt: s.short_description.pt,
        descriptionEn: s.description.en,
        descriptionPt: s.description.pt,
        highlights: s.highlights,
        meetingPoint: s.meeting_point,
        annotations: {
          calendar_price: false,
          free_cancellation: s.free_cancellation,
          cancellation_policy: s.cancellation_policy_hours,
          notes: null,
          selected_language: s.languages[0] ?? null,
        },
        languages: s.languages,
        priceType: s.price_type,
        maxCapacity: s.max_capacity,
        valueCents: s.value_cents,
        valueDiscountCents: s.value_discount_cents,
        dailyCapacity: s.daily_capacity,
        startTimes: s.start_times,
        durationMinutes: s.duration_minutes,
        ageStart: s.age_start,
        ageEnd: s.age_end,
        status: s.status,
        sponsored: s.sponsored,
        weeklyDeal: s.weekly_deal,
        promoted: s.sponsored,
        giftCardValuesCents: s.gift_card_values_cents ?? null,
        createdAt: addDays(anchor, -s.created_days_ago),
      };
      const [row] = await tx
        .insert(t.services)
        .values(values)
        .onConflictDoUpdate({ target: t.services.slug, set: values })
        .returning({ id: t.services.id });
      if (!row) throw new Error('seed: service upsert returned nothing');
      for (let i = 0; i < GALLERY_IMAGES; i += 1) {
        const key = `seed/services/${s.slug}/${i + 1}.svg`;
        // No alt of its own: the API names the picture after the service in the request's language.
        const image = { serviceId: row.id, storageKey: key, url: storage.url(key), alt: null, position: i };
        await tx
          .insert(t.serviceImages)
          .values(image)
          .onConflictDoUpdate({ target: [t.serviceImages.serviceId, t.serviceImages.position], set: image });
      }
      const capacities = s.extra_prices.map((p) => p.max_capacity);
      await tx
        .delete(t.serviceExtraPrices)
        .where(
          capacities.length
            ? and(eq(t.serviceExtraPrices.serviceId, row.id), notInArray(t.serviceExtraPrices.maxCapacity, capacities))
            : eq(t.serviceExtraPrices.serviceId, row.id),
        );
      for (const tier of s.extra_prices) {
        await tx
          .insert(t.serviceExtraPrices)
          .values({ serviceId: row.id, maxCapacity: tier.max_capacity, valueCents: tier.value_cents })
          .onConflictDoUpdate({
            target: [t.serviceExtraPrices.serviceId, t.serviceExtraPrices.maxCapacity],
            set: { valueCents: tier.value_cents },
          });
      }
    }
    const serviceIds = byKey(await tx.select({ id: t.services.id, slug: t.services.slug }).from(t.services), (s) => s.slug);

    // Vehicles and the districts they serve.
    for (const v of catalogue.vehicles) {
      const values = {
        companyId: must(companyIds, v.company, 'company').id,
        name: v.name,
        carType: v.car_type,
        seats: v.seats,
        luggage: v.luggage,
        accessibility: v.accessibility,
        valueCents: v.value_cents,
        roundbackValueCents: v.roundback_value_cents,
        valueDiscountCents: v.value_discount_cents,
        babySeatsValueCents: v.baby_seats_value_cents,
        childSeatsValueCents: v.child_seats_value_cents,
        boosterSeatsValueCents: v.booster_seats_value_cents,
        freeCancelation: v.free_cancelation,
        freeCancelationPolicyHours: v.free_cancelation_policy_hours,
        status: v.status,
      };
      const [row] = await tx
        .insert(t.vehicles)
        .values(values)
        .onConflictDoUpdate({ target: [t.vehicles.companyId, t.vehicles.name], set: values })
        .returning({ id: t.vehicles.id });
      if (!row) throw new Error('seed: vehicle upsert returned nothing');
      await tx
        .delete(t.vehicleDistricts)
        .where(
          v.districts.length
            ? and(eq(t.vehicleDistricts.vehicleId, row.id), notInArray(t.vehicleDistricts.district, v.districts))
            : eq(t.vehicleDistricts.vehicleId, row.id),
        );
      for (const district of v.districts) {
        await tx.insert(t.vehicleDistricts).values({ vehicleId: row.id, district }).onConflictDoNothing();
      }
    }

    // Transfer towns and points of interest.
    for (const l of catalogue.transferLocations) {
      const values = { name: l.name, district: l.district, country: l.country, mapsId: l.maps_id, lat: l.lat, lng: l.lng };
      await tx.insert(t.transferLocations).values(values).onConflictDoUpdate({ target: t.transferLocations.mapsId, set: values });
    }
    for (const p of catalogue.pointsOfInterest) {
      const values = {
        slug: p.slug,
        nameEn: p.name.en,
        namePt: p.name.pt,
        city: p.city,
        district: p.district,
        mapsId: p.maps_id,
        lat: p.lat,
        lng: p.lng,
      };
      await tx.insert(t.pointsOfInterest).values(values).onConflictDoUpdate({ target: t.pointsOfInterest.slug, set: values });
    }

    // Reviews (natural key: service + author + text).
    for (const r of catalogue.reviews) {
      const importKey = `seed:${r.service}:${r.author_first_name}:${r.author_last_name}:${r.days_ago}:${r.stars}`;
      const values = {
        serviceId: must(serviceIds, r.service, 'service').id,
        authorFirstName: r.author_first_name,
        authorLastName: r.author_last_name,
        authorCountry: r.author_country,
        stars: r.stars,
        language: r.language,
        text: r.text,
        status: 'published',
        source: 'seed',
        importKey,
        createdAt: addDays(anchor, -r.days_ago),
      };
      await tx.insert(t.reviews).values(values).onConflictDoUpdate({ target: t.reviews.importKey, set: values });
    }

    // Events: categories, venues, events.
    for (const c of catalogue.bolCategories) {
      const values = { slug: c.slug, nameEn: c.name.en, namePt: c.name.pt };
      await tx.insert(t.bolCategories).values(values).onConflictDoUpdate({ target: t.bolCategories.slug, set: values });
    }
    const bolCategoryIds = byKey(await tx.select({ id: t.bolCategories.id, slug: t.bolCategories.slug }).from(t.bolCategories), (c) => c.slug);
    for (const v of catalogue.bolVenues) {
      const values = { slug: v.slug, name: v.name, cityId: must(cityIds, v.city, 'city').id, address: v.address, capacity: v.capacity };
      await tx.insert(t.bolVenues).values(values).onConflictDoUpdate({ target: t.bolVenues.slug, set: values });
    }
    const venueIds = byKey(await tx.select({ id: t.bolVenues.id, slug: t.bolVenues.slug }).from(t.bolVenues), (v) => v.slug);
    for (const e of catalogue.bolEvents) {
      const key = `seed/events/${e.slug}.svg`;
      const values = {
        slug: e.slug,
        nameEn: e.name.en,
        namePt: e.name.pt,
        descriptionEn: e.description.en,
        descriptionPt: e.description.pt,
        categoryId: must(bolCategoryIds, e.category, 'event category').id,
        venueId: must(venueIds, e.venue, 'venue').id,
        startsAt: lisbonTime(addDays(anchor, e.starts_in_days), e.start_time),
        priceFromCents: e.price_from_cents,
        imageKey: key,
        imageUrl: storage.url(key),
        status: 'active',
      };
      await tx.insert(t.bolEvents).values(values).onConflictDoUpdate({ target: t.bolEvents.slug, set: values });
    }

    // Restaurants.
    for (const r of catalogue.restaurants) {
      const key = `seed/restaurants/${r.slug}.svg`;
      const values = {
        slug: r.slug,
        name: r.name,
        cityId: must(cityIds, r.city, 'city').id,
        country: r.country,
        address: r.address,
        cuisineEn: r.cuisine.en,
        cuisinePt: r.cuisine.pt,
        descriptionEn: r.description.en,
        descriptionPt: r.description.pt,
        priceLevel: r.price_level,
        ratingTenths: Math.round(r.rating * 10),
        phone: r.phone,
        imageKey: key,
        imageUrl: storage.url(key),
      };
      await tx.insert(t.restaurants).values(values).onConflictDoUpdate({ target: t.restaurants.slug, set: values });
    }

    // Promo codes, team roles, chatbot configs.
    for (const p of catalogue.promoCodes) {
      const values = {
        code: p.code,
        kind: p.kind,
        value: p.value,
        validFrom: addDays(anchor, p.valid_from_days),
        validTo: addDays(anchor, p.valid_to_days),
        maxUses: p.max_uses,
        status: p.status,
      };
      await tx.insert(t.promoCodes).values(values).onConflictDoUpdate({ target: t.promoCodes.code, set: values });
    }
    for (const r of catalogue.teamRoles) {
      const values = { roleName: r.role_name, descriptionEn: r.description.en, descriptionPt: r.description.pt };
      await tx.insert(t.teamRoles).values(values).onConflictDoUpdate({ target: t.teamRoles.roleName, set: values });
    }
    for (const c of catalogue.chatbotConfigs) {
      const values = { language: c.language, greeting: c.greeting, fallback: c.fallback, faq: c.faq };
      await tx.insert(t.chatbotConfigs).values(values).onConflictDoUpdate({ target: t.chatbotConfigs.language, set: values });
    }
    await seedPartnerDashboard(tx, anchor);
  });
  await seedCustomerPanel(db, now);
  await seedBackOffice(db, anchor);

  return summarize(db);
}

export async function summarize(db: Db): Promise<SeedSummary> {
  const n = async (table: Parameters<ReturnType<Db['select']>['from']>[0]) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    countries: await n(t.countries),
    cities: await n(t.cities),
    categories: await n(t.categories),
    users: await n(t.users),
    companies: await n(t.companies),
    services: await n(t.services),
    vehicles: await n(t.vehicles),
    transferLocations: await n(t.transferLocations),
    pointsOfInterest: await n(t.pointsOfInterest),
    reviews: await n(t.reviews),
    bolEvents: await n(t.bolEvents),
    restaurants: await n(t.restaurants),
  };
}

/** The demo content written by the seed-data package (loaded lazily: only seeding needs it). */
export async function loadCatalogue(): Promise<SeedCatalogue> {
  const mod = await import('./seed-data/index');
  return mod.catalogue;
}

/** `SEED=auto`: load the demo catalogue into a database that has no users yet. */
export async function seedIfEmpty(db: Db, storage: Storage | null, config: AppConfig): Promise<SeedSummary | null> {
  const users = (await db.select({ n: count() }).from(t.users))[0]?.n ?? 0;
  if (users > 0) return null;
  return seedCatalogue(db, storage ?? new LocalStorage(config.uploadsDir), await loadCatalogue());
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const { loadConfig } = await import('../config');
  const { openDatabase } = await import('./client');
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await database.migrate();
    const summary = await seedCatalogue(database.db, new LocalStorage(config.uploadsDir), await loadCatalogue());
    console.log(`seeded (${database.kind}):`, summary);
  } finally {
    await database.close();
  }
}
