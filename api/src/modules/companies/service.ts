// Company views: the full spec §3 company for its team and SUPER, a public face for everyone else.
import type { Company, Locale, PageOf, PartnerPage, PublicCompany, ServiceCard } from '@mp/shared/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../types';
import { servicesPage } from '../catalogue/service';
import * as repo from './repository';

const describe = (row: repo.CompanyRow, locale: Locale) =>
  (locale === 'pt' ? (row.descriptionPt ?? row.descriptionEn) : (row.descriptionEn ?? row.descriptionPt)) ?? null;

/**
 * GET /api/companies/{id}. Live companies are public; bank data and the tax number only reach the company's own
 * people and SUPER. A pending or suspended company is visible only to them (others get null → 404).
 */
export async function companyView(
  db: Db,
  id: number,
  viewer: SessionUser | null,
  locale: Locale,
): Promise<Company | null> {
  const row = await repo.companyById(db, id);
  if (!row) return null;
  const privileged = viewer !== null && (viewer.userType === 'SUPER' || (await repo.isMember(db, row.id, viewer.id)));
  if (!privileged && row.status !== 'active') return null;
  return {
    id: row.id,
    slug: row.slug,
    business_name: row.businessName,
    trade_name: row.tradeName,
    tax_number: privileged ? row.taxNumber : '',
    iban: privileged ? row.iban : null,
    bicswift: privileged ? row.bicswift : null,
    address: row.address,
    logos: await repo.logosOf(db, row.id),
    zip_code: row.zipCode,
    city: row.city,
    country: row.country,
    number_of_employees: row.numberOfEmployees,
    description: describe(row, locale),
    website: row.website,
    email: row.email,
    company_type: row.companyType,
    modules: row.modules,
  };
}

export async function partnerExists(
  db: Db,
  slug: string,
): Promise<{ id: number; slug: string; trade_name: string } | null> {
  const row = await repo.companyBySlug(db, slug);
  return row && row.status === 'active' ? { id: row.id, slug: row.slug, trade_name: row.tradeName } : null;
}

/** GET /api/partners/{slug}: a live partner and a page of its active services. */
export async function partnerPage(
  db: Db,
  slug: string,
  locale: Locale,
  url: string,
  paging: { page: number; perPage: number },
): Promise<PartnerPage | null> {
  const row = await repo.companyBySlug(db, slug);
  if (!row || row.status !== 'active') return null;
  const [logos, stats, services] = await Promise.all([
    repo.logosOf(db, row.id),
    repo.publicStats(db, row.id),
    servicesPage(db, locale, url, {}, 'most-recent', paging, sql`s.company_id = ${row.id}`) as Promise<
      PageOf<ServiceCard>
    >,
  ]);
  const company: PublicCompany = {
    id: row.id,
    slug: row.slug,
    trade_name: row.tradeName,
    description: describe(row, locale),
    website: row.website,
    city: row.city,
    country: row.country,
    logos,
    company_type: row.companyType,
    modules: row.modules,
    rating: { average: stats.average ?? 0, count: stats.count },
    services_count: stats.services,
  };
  return { company, services };
}
