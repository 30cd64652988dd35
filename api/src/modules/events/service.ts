// BOL events in the request's language.
import type {
  BolCategory,
  BolEvent,
  BolEventsQuery,
  BolLocation,
  BolVenue,
  EventOffer,
  Locale,
  PageOf,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { searchWords } from '../catalogue/search';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isIsoDate, lisbonInstant } from '../../lib/lisbon-time';
import * as repo from './repository';

const pick = (locale: Locale, en: string, pt: string) => (locale === 'pt' ? pt || en : en || pt);
const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

export async function listEvents(db: Db, locale: Locale, url: string, q: BolEventsQuery): Promise<PageOf<BolEvent>> {
  // The schema checks the shape only; 2026-02-30 would otherwise roll over to March.
  const problems: Record<string, MessageRef> = {};
  if (q.from && !isIsoDate(q.from)) problems.from = { key: 'events.invalidDate' };
  if (q.to && !isIsoDate(q.to)) problems.to = { key: 'events.invalidDate' };
  if (Object.keys(problems).length > 0) throw invalid(problems);
  const paging = { page: q.page ?? 1, perPage: q.per_page ?? 12 };
  const f: repo.EventFilter = {};
  if (q.category) f.category = q.category;
  if (q.location) f.location = q.location;
  if (q.venue) f.venue = q.venue;
  const words = searchWords(q.q);
  if (words.length) f.words = words;
  // `from`/`to` are Lisbon days; `to` includes its whole day.
  if (q.from) f.from = lisbonInstant(q.from, '00:00');
  if (q.to) f.to = new Date(lisbonInstant(q.to, '00:00').getTime() + 24 * 3600 * 1000);
  const { total, rows } = await repo.eventsPage(db, f, pageWindow(paging));
  return laravelPage(
    url,
    paging,
    total,
    rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      name: pick(locale, r.name_en, r.name_pt),
      description: pick(locale, r.description_en, r.description_pt),
      starts_at: iso(r.starts_at),
      price_from_cents: r.price_from_cents,
      image_url: r.image_url,
      status: r.status as BolEvent['status'],
      category: {
        id: r.category_id,
        slug: r.category_slug,
        name: pick(locale, r.category_name_en, r.category_name_pt),
      },
      venue: { id: r.venue_id, slug: r.venue_slug, name: r.venue_name, address: r.venue_address },
      city: { id: r.city_id, slug: r.city_slug, name: r.city_name, district: r.city_district },
      service_slug: r.service_slug,
    })),
  );
}

/** GET /api/events/{slug}/sessions: the sessions not yet begun (sold-out ones marked) and the ticket types. */
export async function eventOffer(
  db: Db,
  locale: Locale,
  slug: string,
  ownCarts: readonly number[],
  now: Date = new Date(),
): Promise<EventOffer> {
  const row = await repo.eventOffer(db, slug, ownCarts);
  if (!row) throw notFound('events.notFound');
  return {
    service_id: row.service_id,
    venue: row.venue,
    sessions: row.sessions
      .map((s) => ({ ...s, at: lisbonInstant(s.date, s.time) }))
      .filter((s) => s.at.getTime() > now.getTime())
      .map((s) => {
        const left = Math.max(0, s.capacity - s.booked);
        return {
          date: s.date,
          time: s.time,
          starts_at: s.at.toISOString(),
          capacity: s.capacity,
          places_left: left,
          sold_out: left === 0,
        };
      }),
    ticket_types: row.ticket_types.map((tt) => ({
      id: tt.id,
      name: pick(locale, tt.name_en, tt.name_pt),
      seating: tt.seating,
      price_cents: tt.price_cents,
    })),
  };
}

export async function listCategories(db: Db, locale: Locale): Promise<BolCategory[]> {
  return (await repo.categoriesWithCounts(db)).map((c) => ({
    id: c.id,
    slug: c.slug,
    name: pick(locale, c.name_en, c.name_pt),
    events_count: c.events_count,
  }));
}

export async function listVenues(db: Db): Promise<BolVenue[]> {
  return (await repo.venues(db)).map((v) => ({
    id: v.id,
    slug: v.slug,
    name: v.name,
    address: v.address,
    capacity: v.capacity,
    city: { id: v.city_id, slug: v.city_slug, name: v.city_name, district: v.city_district },
  }));
}

export async function listLocations(db: Db): Promise<BolLocation[]> {
  return repo.locations(db);
}
