// Restaurants in the request's language.
import type {
  Locale,
  PageOf,
  Restaurant,
  RestaurantCountry,
  RestaurantLocation,
  RestaurantsQuery,
  RestaurantTables,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { searchWords } from '../catalogue/search';
import { invalid, notFound } from '../../lib/errors';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import { requestOpen } from '../bookings/answer-window';
import { servicesByIds } from '../cart/repository';
import * as repo from './repository';
import { firstBookableDay, slotBounds, tableTimes } from './times';

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
      service_slug: r.service_slug,
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

/**
 * What a restaurant page books on `asked` (docs/adr/044; left out: its first day with a bookable time): its rules and the day's times with the covers left in each
 * one's slot (other carts' live holds counted, `ownCarts`' not). A time already past, or too close for the restaurant to
 * answer a request, is left out; a closed day has none.
 */
export async function restaurantTables(
  db: Db,
  slug: string,
  asked: string | undefined,
  ownCarts: readonly number[],
  now: Date = new Date(),
): Promise<RestaurantTables> {
  if (asked !== undefined && !isIsoDate(asked)) throw invalid({ date: 'restaurants.invalidDate' });
  const row = await repo.restaurantService(db, slug);
  const [service] = row ? await servicesByIds(db, [row.service_id]) : [];
  const rules = service?.restaurant;
  if (!row || !service || !rules) throw notFound('restaurants.notFound');
  const timesOf = (day: string) =>
    service.blocked_dates.includes(day)
      ? []
      : tableTimes(rules, day).filter((t) => {
          const at = lisbonInstant(day, t.time);
          return rules.confirmation === 'instant' ? at.getTime() > now.getTime() : requestOpen(at, now);
        });
  const date = asked ?? firstBookableDay(lisbonToday(now), (day) => timesOf(day).length > 0);
  const times = timesOf(date);
  const slots = [...new Map(times.map((t) => [t.slot, t])).values()];
  const taken = await repo.coversTaken(
    db,
    slots.map((t) => {
      const bounds = slotBounds(t);
      return {
        serviceId: row.service_id,
        from: lisbonInstant(date, bounds.from),
        to: lisbonInstant(date, bounds.to),
      };
    }),
    ownCarts,
  );
  const left = new Map(slots.map((t, n) => [t.slot, Math.max(0, rules.covers_per_slot - (taken[n] ?? 0))]));
  return {
    service_id: row.service_id,
    name: row.name,
    address: row.address,
    city: row.city,
    deposit_cents: row.value_cents,
    confirmation: rules.confirmation,
    max_party: row.max_capacity,
    slot_minutes: rules.slot_minutes,
    open_weekdays: [...new Set(rules.hours.map((h) => h.weekday))].sort((a, b) => a - b),
    date,
    times: times.map((t) => {
      const covers = left.get(t.slot) ?? 0;
      return { time: t.time, slot: t.slot, covers_left: covers, full: covers === 0 };
    }),
  };
}
