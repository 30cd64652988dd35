// Countries with their cities, and the catalogue's categories.
import type { Tx } from '../client';
import * as t from '../schema';
import type { SeedCatalogue } from '../seed-data/types';
import { byKey } from './util';

/** Upserts countries and cities; returns the cities by slug (id and name). */
export async function seedPlaces(tx: Tx, catalogue: SeedCatalogue): Promise<Map<string, { id: number; name: string }>> {
  for (const country of catalogue.countries) {
    const [row] = await tx
      .insert(t.countries)
      .values({
        code: country.code,
        nameEn: country.name.en,
        namePt: country.name.pt,
        phonePrefix: country.phone_prefix,
      })
      .onConflictDoUpdate({
        target: t.countries.code,
        set: { nameEn: country.name.en, namePt: country.name.pt, phonePrefix: country.phone_prefix },
      })
      .returning({ id: t.countries.id });
    if (!row) throw new Error('seed: country upsert returned nothing');
    for (const city of country.cities) {
      const values = {
        countryId: row.id,
        slug: city.slug,
        name: city.name,
        district: city.district,
        lat: city.lat,
        lng: city.lng,
      };
      await tx.insert(t.cities).values(values).onConflictDoUpdate({ target: t.cities.slug, set: values });
    }
  }
  return byKey(
    await tx.select({ id: t.cities.id, slug: t.cities.slug, name: t.cities.name }).from(t.cities),
    (c) => c.slug,
  );
}

/** Upserts the categories in catalogue order; returns them by slug. */
export async function seedCategories(tx: Tx, catalogue: SeedCatalogue): Promise<Map<string, { id: number }>> {
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
  return byKey(await tx.select({ id: t.categories.id, slug: t.categories.slug }).from(t.categories), (c) => c.slug);
}
