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
  PartnerEventOffer,
  PartnerEventOfferInput,
} from '@mp/shared/contracts';
import { EVENT_OFFER_LIMITS } from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { page as laravelPage, pageWindow } from '../../lib/wire';
import { searchWords } from '../catalogue/search';
import { invalid, notFound, type MessageRef } from '../../lib/errors';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import type { TtlCache } from '../catalogue/cache';
import { requireOwnServiceOfKind } from '../dashboard/own-service';
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

/** An event's sessions and ticket types with what each has sold, as the partner dashboard edits them (docs/adr/043). */
export async function partnerEventOffer(db: Db, companyId: number, serviceId: number): Promise<PartnerEventOffer> {
  await requireOwnServiceOfKind(db, companyId, serviceId, 'event');
  return repo.partnerOffer(db, serviceId);
}

const GRID_TIME = /^([01]\d|2[0-3]):[0-5][05]$/;

/**
 * Field errors of an event offer against what is saved now (`current`, with its sales) and `today` (Lisbon), keyed as
 * the body names them (`sessions.{n}.date`); a session or ticket type with sales that the body leaves out is an error
 * on `sessions` or `ticket_types`, naming a sold ticket type in `locale`. `bookedOn` gives the places sold on a day that has no session yet.
 */
export function offerErrors(
  body: PartnerEventOfferInput,
  current: PartnerEventOffer,
  today: string,
  locale: Locale,
  bookedOn: ReadonlyMap<string, number> = new Map(),
): Record<string, MessageRef> {
  const { capacity, priceCents, name } = EVENT_OFFER_LIMITS;
  const errors: Record<string, MessageRef> = {};
  const savedSessions = new Map(current.sessions.map((s) => [s.id, s]));
  const seenDays = new Set<string>();
  body.sessions.forEach((s, n) => {
    const at = `sessions.${n}`;
    const saved = s.id === undefined ? undefined : savedSessions.get(s.id);
    if (s.id !== undefined && !saved) {
      errors[at] = { key: 'events.offer.unknownSession' };
      return;
    }
    if (!isIsoDate(s.date)) errors[`${at}.date`] = { key: 'events.offer.date' };
    else if (saved && saved.sold > 0 && saved.date !== s.date)
      errors[`${at}.date`] = { key: 'events.offer.soldSessionMoved' };
    else if (s.date < today && saved?.date !== s.date) errors[`${at}.date`] = { key: 'events.offer.pastDate' };
    else if (seenDays.has(s.date)) errors[`${at}.date`] = { key: 'events.offer.sameDay' };
    if (isIsoDate(s.date)) seenDays.add(s.date);
    if (!GRID_TIME.test(s.time)) errors[`${at}.time`] = { key: 'events.offer.time' };
    const sold = saved?.date === s.date ? saved.sold : (bookedOn.get(s.date) ?? 0);
    if (!Number.isInteger(s.capacity) || s.capacity < capacity.min || s.capacity > capacity.max)
      errors[`${at}.capacity`] = { key: 'events.offer.capacity', params: { min: capacity.min, max: capacity.max } };
    else if (s.capacity < sold) errors[`${at}.capacity`] = { key: 'events.offer.belowSold', params: { count: sold } };
  });
  const keptSessions = new Set(body.sessions.map((s) => s.id));
  const removedSold = current.sessions.find((s) => s.sold > 0 && !keptSessions.has(s.id));
  if (removedSold)
    errors.sessions = { key: 'events.offer.sessionSold', params: { count: removedSold.sold, date: removedSold.date } };

  if (body.ticket_types.length === 0) errors.ticket_types = { key: 'events.offer.noTicketTypes' };
  const savedTypes = new Map(current.ticket_types.map((tt) => [tt.id, tt]));
  body.ticket_types.forEach((tt, n) => {
    const at = `ticket_types.${n}`;
    if (tt.id !== undefined && !savedTypes.has(tt.id)) {
      errors[at] = { key: 'events.offer.unknownTicketType' };
      return;
    }
    for (const field of ['name_en', 'name_pt'] as const) {
      const length = tt[field].trim().length;
      if (length < name.min || length > name.max)
        errors[`${at}.${field}`] = { key: 'events.offer.name', params: { min: name.min, max: name.max } };
    }
    if (!Number.isInteger(tt.price_cents) || tt.price_cents < priceCents.min || tt.price_cents > priceCents.max)
      errors[`${at}.price_cents`] = {
        key: 'events.offer.price',
        params: { min: priceCents.min / 100, max: priceCents.max / 100 },
      };
  });
  const keptTypes = new Set(body.ticket_types.map((tt) => tt.id));
  const removedType = current.ticket_types.find((tt) => tt.sold > 0 && !keptTypes.has(tt.id));
  if (removedType && !errors.ticket_types)
    errors.ticket_types = {
      key: 'events.offer.ticketTypeSold',
      params: { count: removedType.sold, name: locale === 'pt' ? removedType.name_pt : removedType.name_en },
    };
  return errors;
}

/**
 * Replaces an event's sessions and ticket types in one transaction, under a lock of the service row and of its day
 * rows, so no ticket sells between the check against sales and the write. A changed capacity becomes its day row's
 * capacity; the catalogue's answer cache is cleared, so the event page and its sessions follow at once. A new price
 * applies to new sales only: sold items keep what they were charged.
 */
export async function saveEventOffer(
  deps: { db: Db; cache: TtlCache },
  companyId: number,
  serviceId: number,
  body: PartnerEventOfferInput,
  locale: Locale,
  now: Date = new Date(),
): Promise<PartnerEventOffer> {
  const { db, cache } = deps;
  await requireOwnServiceOfKind(db, companyId, serviceId, 'event');
  const offer: repo.OfferWrite = {
    sessions: body.sessions.map((s) => ({ id: s.id, date: s.date, time: s.time, capacity: s.capacity })),
    ticket_types: body.ticket_types.map((tt) => ({
      id: tt.id,
      name_en: tt.name_en.trim(),
      name_pt: tt.name_pt.trim(),
      seating: tt.seating,
      price_cents: tt.price_cents,
    })),
  };
  await db.transaction(async (tx) => {
    await repo.lockService(tx, serviceId);
    const current = await repo.partnerOffer(tx, serviceId, true);
    const booked = await repo.bookedOn(tx, serviceId, body.sessions.map((s) => s.date).filter(isIsoDate));
    const errors = offerErrors(body, current, lisbonToday(now), locale, booked);
    if (Object.keys(errors).length) throw invalid(errors);
    await repo.replaceOffer(tx, serviceId, offer);
  });
  cache.clear();
  return repo.partnerOffer(db, serviceId);
}
