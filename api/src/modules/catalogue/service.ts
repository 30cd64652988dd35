// Catalogue texts in the request's language (spec §7: Accept-Language).
import type { Category, Locale, PlatformCountry, ServiceKind } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { allCategories, countriesWithCities } from './repository';

export async function listCategories(db: Db, locale: Locale): Promise<Category[]> {
  const rows = await allCategories(db);
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    kind: row.kind as ServiceKind,
    name: locale === 'pt' ? row.namePt : row.nameEn,
    description: locale === 'pt' ? row.descriptionPt : row.descriptionEn,
  }));
}

export async function listPlatformCountries(db: Db, locale: Locale): Promise<PlatformCountry[]> {
  const { countryRows, cityRows } = await countriesWithCities(db);
  // Countries keep the catalogue's order (Portugal, the default country, first); cities are alphabetical.
  return countryRows
    .map((country) => ({
      id: country.id,
      code: country.code,
      name: locale === 'pt' ? country.namePt : country.nameEn,
      phone_prefix: country.phonePrefix,
      cities: cityRows
        .filter((city) => city.countryId === country.id)
        .map((city) => ({ id: city.id, slug: city.slug, name: city.name, district: city.district })),
    }));
}
