// Restaurants in the request's language.
import type {
  Locale,
  PageOf,
  Restaurant,
  RestaurantCountry,
  RestaurantLocation,
  RestaurantsQuery,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { searchWords } from '../catalogue/search';
import * as repo from './repository';

const pick = (locale: Locale, en: string, pt: string) => (locale === 'pt' ? pt || en : en || pt);

export async function listRestaurants(
  db: Db,
  locale: Locale,
  url: string,
  q: RestaurantsQuery,
): Promise<PageOf<Restaurant>> {
  const paging = { page: q.page ?? 1, perPage: q.per_page ?? 12 };
  const f: repo.RestaurantFilter = {};
  if (q.country) f.country = q.country.toLowerCase();
  if (q.location) f.location = q.location;
  if (q.price_level) f.priceLevel = q.price_level;
  const words = searchWords(q.q);
  if (words.length) f.words = words;
  const { total, rows } = await repo.restaurantsPage(db, f, pageWindow(paging));
  return laravelPage(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: r.name,
      address: r.address,
      country: r.country,
      city: { id: r.city_id, slug: r.city_slug, name: r.city_name, district: r.city_district },
      cuisine: pick(locale, r.cuisine_en, r.cuisine_pt),
      description: pick(locale, r.description_en, r.description_pt),
      price_level: r.price_level,
      rating: r.rating_tenths / 10,
      phone: r.phone,
      image_url: r.image_url,
    })),
  );
}

export async function listCountries(db: Db, locale: Locale): Promise<RestaurantCountry[]> {
  return (await repo.countries(db)).map((c) => ({
    code: c.code,
    name: (locale === 'pt' ? c.name_pt : c.name_en) ?? c.code.toUpperCase(),
    restaurants_count: c.restaurants_count,
  }));
}

export async function listLocations(db: Db, country: string | undefined): Promise<RestaurantLocation[]> {
  return repo.locations(db, country?.toLowerCase());
}
