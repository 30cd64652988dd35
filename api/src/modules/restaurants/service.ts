// Restaurants in the request's language.
import type {
  Locale,
  PageOf,
  Restaurant,
  RestaurantCountry,
  RestaurantLocation,
  RestaurantsQuery,
  RestaurantBookingRules,
  RestaurantTables,
} from '@mp/shared/contracts';
import { RESTAURANT_RULE_LIMITS } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { searchWords } from '../catalogue/search';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import { requestOpen } from '../bookings/answer-window';
import type { TtlCache } from '../catalogue/cache';
import { servicesByIds } from '../cart/repository';
import * as repo from './repository';
import { requireOwnServiceOfKind } from '../dashboard/own-service';
import { dayCovers, firstBookableDay, slotBounds, tableTimes } from './times';

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

/** What a restaurant without rules yet starts from: closed every day until its hours are written. */
const DEFAULT_RULES: RestaurantBookingRules = {
  slot_minutes: 30,
  covers_per_slot: 20,
  confirmation: 'partner',
  opening_hours: [],
};

/** A restaurant's booking rules and weekly opening periods, as the partner dashboard edits them (docs/adr/044). */
export async function restaurantRules(db: Db, companyId: number, serviceId: number): Promise<RestaurantBookingRules> {
  await requireOwnServiceOfKind(db, companyId, serviceId, 'restaurant');
  return (await repo.bookingRules(db, serviceId)) ?? DEFAULT_RULES;
}

const GRID_TIME = /^([01]\d|2[0-3]):[0-5][05]$/;

/**
 * Field errors of a set of rules, keyed as the body names them (`opening_hours.{n}.opens`), each message saying how to
 * put it right. Periods of one weekday must not overlap; one that ends when the next opens does not.
 */
export function rulesErrors(rules: RestaurantBookingRules): Record<string, MessageRef> {
  const { slotMinutes, coversPerSlot, periodsPerDay } = RESTAURANT_RULE_LIMITS;
  const errors: Record<string, MessageRef> = {};
  const s = rules.slot_minutes;
  if (s < slotMinutes.min || s > slotMinutes.max || s % slotMinutes.step !== 0)
    errors.slot_minutes = {
      key: 'restaurants.rules.slotMinutes',
      params: { min: slotMinutes.min, max: slotMinutes.max },
    };
  const c = rules.covers_per_slot;
  if (c < coversPerSlot.min || c > coversPerSlot.max)
    errors.covers_per_slot = {
      key: 'restaurants.rules.coversPerSlot',
      params: { min: coversPerSlot.min, max: coversPerSlot.max },
    };
  const byDay = new Map<number, { n: number; opens: string; closes: string }[]>();
  rules.opening_hours.forEach((h, n) => {
    const at = `opening_hours.${n}`;
    let ok = true;
    if (!Number.isInteger(h.weekday) || h.weekday < 0 || h.weekday > 6) {
      errors[`${at}.weekday`] = { key: 'restaurants.rules.weekday' };
      ok = false;
    }
    if (!GRID_TIME.test(h.opens)) {
      errors[`${at}.opens`] = { key: 'restaurants.rules.time' };
      ok = false;
    }
    if (!GRID_TIME.test(h.closes)) {
      errors[`${at}.closes`] = { key: 'restaurants.rules.time' };
      ok = false;
    } else if (GRID_TIME.test(h.opens) && h.closes <= h.opens) {
      errors[`${at}.closes`] = { key: 'restaurants.rules.closesBeforeOpens' };
      ok = false;
    }
    if (ok) byDay.set(h.weekday, [...(byDay.get(h.weekday) ?? []), { n, opens: h.opens, closes: h.closes }]);
  });
  for (const periods of byDay.values()) {
    // The first period past the day's limit carries the error, where the partner added one too many.
    const extra = periods[periodsPerDay];
    if (extra)
      errors[`opening_hours.${extra.n}`] = { key: 'restaurants.rules.tooManyPeriods', params: { max: periodsPerDay } };
    const sorted = [...periods].sort((a, b) => (a.opens < b.opens ? -1 : a.opens > b.opens ? 1 : a.n - b.n));
    sorted.forEach((p, i) => {
      const before = sorted[i - 1];
      if (before && p.opens < before.closes)
        errors[`opening_hours.${p.n}.opens`] = { key: 'restaurants.rules.overlap' };
    });
  }
  return errors;
}

/**
 * Replaces a restaurant's rules and opening periods in one transaction. The day rows of days already held or booked
 * take the covers of the whole day under the new rules (docs/adr/044), and the catalogue's answer cache is cleared, so
 * the storefront's tables and the cart follow at once.
 */
export async function saveRestaurantRules(
  deps: { db: Db; cache: TtlCache },
  companyId: number,
  serviceId: number,
  body: RestaurantBookingRules,
  now: Date = new Date(),
): Promise<RestaurantBookingRules> {
  const { db, cache } = deps;
  await requireOwnServiceOfKind(db, companyId, serviceId, 'restaurant');
  const errors = rulesErrors(body);
  if (Object.keys(errors).length) throw invalid(errors);
  const rules: RestaurantBookingRules = {
    slot_minutes: body.slot_minutes,
    covers_per_slot: body.covers_per_slot,
    confirmation: body.confirmation,
    opening_hours: body.opening_hours
      .map((h) => ({ weekday: h.weekday, opens: h.opens, closes: h.closes }))
      .sort((a, b) => a.weekday - b.weekday || (a.opens < b.opens ? -1 : 1)),
  };
  await db.transaction(async (tx) => {
    await repo.replaceBookingRules(tx, serviceId, rules);
    const days = await repo.capacityDaysFrom(tx, serviceId, lisbonToday(now));
    const hours = rules.opening_hours;
    await repo.setDayCapacities(
      tx,
      serviceId,
      days.map((date) => ({ date, capacity: dayCovers({ ...rules, hours }, date) })),
    );
  });
  cache.clear();
  return (await repo.bookingRules(db, serviceId)) ?? rules;
}
