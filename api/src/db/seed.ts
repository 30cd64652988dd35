// The demo catalogue loader. Upserts by natural key (slug, code, email, maps id) in one transaction,
// so seeding twice changes nothing; demo passwords are hashed with argon2id; SVG artwork is generated into storage;
// relative dates are counted from the start of the current UTC day, so two runs on one day write the same values.
// `pnpm --filter @mp/api seed` runs it against the configured database.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { count } from 'drizzle-orm';
import type { AppConfig } from '../config';
import { seedPartnerDashboard } from './seed-data/partner-dashboard';
import { LocalStorage, type Storage } from '../plugins/storage';
import type { Db } from './client';
import * as t from './schema';
import type { SeedCatalogue } from './seed-data/types';
import { seedCustomerPanel } from './seed-data/customer-panel';
import { seedBackOffice } from './seed-data/back-office';
import { seedAffiliates, seedCompanies, upsertUsers } from './seed/accounts';
import { seedBookingDesk } from './seed/booking-desk';
import { seedInvoices } from './seed/invoices';
import { rebuildSalesDaily } from '../modules/super/sales/sales-daily-repository';
import { writeArtwork } from './seed/artwork';
import { seedEvents, seedRestaurants, seedReviews } from './seed/content';
import { seedCategories, seedPlaces } from './seed/places';
import { seedServiceForms } from './seed/forms';
import { seedAffiliateReferrals } from './seed/affiliates';
import { seedServices } from './seed/services';
import { seedChatbotConfigs, seedPromoCodes, seedTeamRoles } from './seed/settings';
import { seedTransferPlaces, seedVehicles } from './seed/transfers';
import { seedWebsite } from './seed/website';
import { seedFirstContentVersions } from './seed/content-versions';
import { seedAnchor } from './seed/util';

export { lisbonTime, seedAnchor } from './seed/util';

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

/** One step per area (./seed/*.ts), in dependency order: the ids each step returns feed the next ones. */
export async function seedCatalogue(
  db: Db,
  storage: Storage,
  catalogue: SeedCatalogue,
  now = new Date(),
): Promise<SeedSummary> {
  const anchor = seedAnchor(now);
  await writeArtwork(storage, catalogue);

  await db.transaction(async (tx) => {
    const cityIds = await seedPlaces(tx, catalogue);
    const categoryIds = await seedCategories(tx, catalogue);
    // Users: demo accounts and company owners; then companies, their owner membership and generated logo.
    const userIds = await upsertUsers(tx, catalogue, anchor);
    const companyIds = await seedCompanies(tx, storage, catalogue, userIds, cityIds);
    await seedAffiliates(tx, catalogue, userIds);
    const serviceIds = await seedServices(tx, storage, catalogue, { companyIds, categoryIds, cityIds }, anchor);
    await seedVehicles(tx, catalogue, companyIds);
    await seedTransferPlaces(tx, catalogue);
    await seedReviews(tx, catalogue, serviceIds, anchor);
    await seedEvents(tx, storage, catalogue, { cityIds, companyIds, categoryIds }, anchor);
    await seedRestaurants(tx, storage, catalogue, { cityIds, companyIds, categoryIds }, anchor);
    await seedPromoCodes(tx, catalogue, anchor);
    await seedTeamRoles(tx, catalogue);
    await seedServiceForms(tx, catalogue);
    await seedChatbotConfigs(tx, catalogue);
    await seedWebsite(tx);
    await seedFirstContentVersions(tx);
    await seedPartnerDashboard(tx, anchor);
  });
  await seedCustomerPanel(db, now);
  await seedBackOffice(db, anchor);
  await seedAffiliateReferrals(db, anchor);
  await seedBookingDesk(db, anchor);
  await seedInvoices(db, anchor);
  // The steps above write paid bookings directly: the daily sales aggregates (partner and back-office sales) follow them.
  await rebuildSalesDaily(db);

  return summarize(db);
}

export async function summarize(db: Db): Promise<SeedSummary> {
  const n = async (table: Parameters<ReturnType<Db['select']>['from']>[0]) =>
    (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
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
