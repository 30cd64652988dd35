// SQL for the catalogue reads this issue needs now (the catalogue issue extends it).
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, cities, countries } from '../../db/schema';

export function allCategories(db: Db) {
  return db.select().from(categories).orderBy(asc(categories.position), asc(categories.id));
}

export async function countriesWithCities(db: Db) {
  const countryRows = await db.select().from(countries).orderBy(asc(countries.id));
  const ids = countryRows.map((c) => c.id);
  const cityRows = ids.length ? await db.select().from(cities).where(inArray(cities.countryId, ids)).orderBy(asc(cities.name)) : [];
  return { countryRows, cityRows };
}
