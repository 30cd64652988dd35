// Transfer offers and quote requests (spec §3 vehicle + transfer purchase notes, §5 fixed locations, §9 pricing).
import type {
  Locale,
  PageOf,
  TransferLocation,
  TransferOffer,
  TransferPurchaseNotes,
  TransferQuoteRequest,
  TransferQuoteRequestBody,
  TransferSearchQuery,
  Vehicle,
} from '@mp/shared/contracts';
import type { Db } from '../../db/client';
import { invalid, type MessageRef } from '../../lib/errors';
import { ApiError } from '../../lib/errors';
import { page as laravelPage } from '../../lib/wire';
import type { Mailer } from '../../plugins/mail';
import { translator } from '../../i18n';
import { mailDate } from '../../mail/format';
import * as repo from './repository';
import { priceTransfer, roadKm, tripWindows, unitsFree, type PricedPlace } from './pricing';
import type { QuoteRequestRow, TripNeeds, VehicleRow } from './repository';
import { isCalendarDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';

// ---------- locations ----------

export interface ResolvedPlace {
  value: string;
  name: string;
  district: string;
  mapsId: string;
  poiSlug: string | null;
  lat: number;
  lng: number;
}

/** The fixed towns and points of interest, loaded once: the list is static (spec §5, §9). */
export class TransferPlaces {
  private constructor(
    private readonly towns: repo.TownRow[],
    private readonly pois: repo.PoiRow[],
  ) {}

  static async load(db: Db): Promise<TransferPlaces> {
    return new TransferPlaces(await repo.allTowns(db), await repo.allPointsOfInterest(db));
  }

  list(locale: Locale): TransferLocation[] {
    const pois: TransferLocation[] = this.pois.map((p) => ({
      value: p.slug,
      type: 'point_of_interest',
      name: locale === 'pt' ? p.name_pt : p.name_en,
      city: p.city_name ?? p.city,
      district: p.district,
      country: 'pt',
      maps_id: p.maps_id,
      slug: p.slug,
      lat: p.lat,
      lng: p.lng,
    }));
    const towns: TransferLocation[] = this.towns.map((t) => ({
      value: t.maps_id,
      type: 'town',
      name: t.name,
      city: t.name,
      district: t.district,
      country: t.country,
      maps_id: t.maps_id,
      slug: null,
      lat: t.lat,
      lng: t.lng,
    }));
    return [...pois, ...towns];
  }

  /** A town by maps id, or a point of interest by slug or maps id; null when it is not on the fixed list. */
  resolve(value: string, locale: Locale): ResolvedPlace | null {
    const poi = this.pois.find((p) => p.slug === value || p.maps_id === value);
    if (poi)
      return {
        value,
        name: locale === 'pt' ? poi.name_pt : poi.name_en,
        district: poi.district,
        mapsId: poi.maps_id,
        poiSlug: poi.slug,
        lat: poi.lat,
        lng: poi.lng,
      };
    const town = this.towns.find((t) => t.maps_id === value);
    if (town)
      return {
        value,
        name: town.name,
        district: town.district,
        mapsId: town.maps_id,
        poiSlug: null,
        lat: town.lat,
        lng: town.lng,
      };
    return null;
  }
}

// ---------- trip ----------

export interface Trip {
  notes: TransferPurchaseNotes;
  needs: TripNeeds;
  /** Both ends, for a price by route or distance (pricing.ts). */
  ends: TripEnds;
}

export type TripEnds = { pickup: PricedPlace; dropOff: PricedPlace };

const flag = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * Validates the quote form against the fixed list and the calendar, and resolves both ends. Field errors use the
 * form's names (pickupLocation, returnPickupDate, …). `requireSchedule` = the date and time must be given.
 */
export function resolveTrip(
  places: TransferPlaces,
  q: TransferSearchQuery,
  locale: Locale,
  requireSchedule: boolean,
): Trip {
  const problems: Record<string, MessageRef> = {};
  const pickup = places.resolve(q.pickupLocation, locale);
  const dropOff = places.resolve(q.dropOffLocation, locale);
  if (!pickup) problems.pickupLocation = { key: 'transfers.unknownLocation' };
  if (!dropOff) problems.dropOffLocation = { key: 'transfers.unknownLocation' };
  if (pickup && dropOff && pickup.mapsId === dropOff.mapsId) problems.dropOffLocation = { key: 'transfers.samePlace' };

  const today = lisbonToday();
  const roundTrip = flag(q.isRoundtrip);
  if (requireSchedule && !q.pickupDate) problems.pickupDate = { key: 'validation.required' };
  if (requireSchedule && !q.pickupTime) problems.pickupTime = { key: 'validation.required' };
  // The schema checks the shape only: 2027-02-30 is not a date, which is not the same as a past one.
  if (q.pickupDate && !isCalendarDate(q.pickupDate)) problems.pickupDate = { key: 'validation.date' };
  else if (q.pickupDate && q.pickupDate < today) problems.pickupDate = { key: 'transfers.dateInPast' };
  if (roundTrip) {
    if (requireSchedule && !q.returnPickupDate) problems.returnPickupDate = { key: 'validation.required' };
    if (requireSchedule && !q.returnPickupTime) problems.returnPickupTime = { key: 'validation.required' };
    if (q.returnPickupDate) {
      const start = `${q.pickupDate ?? today}T${q.pickupTime ?? '00:00'}`;
      const back = `${q.returnPickupDate}T${q.returnPickupTime ?? '23:55'}`;
      if (!isCalendarDate(q.returnPickupDate)) problems.returnPickupDate = { key: 'validation.date' };
      else if (back <= start) problems.returnPickupDate = { key: 'transfers.returnBeforePickup' };
    }
  }
  const passengers = q.numberOfPassengers ?? 1;
  const baby = q.babySeats ?? 0;
  const child = q.childSeats ?? 0;
  const booster = q.boosterSeats ?? 0;
  // Child seats are for passengers: more seats than people cannot be right.
  if (baby + child + booster > passengers) problems.babySeats = { key: 'transfers.tooManySeats' };
  if (Object.keys(problems).length > 0) throw invalid(problems);
  if (!pickup || !dropOff) throw invalid({ pickupLocation: 'transfers.unknownLocation' });

  const notes: TransferPurchaseNotes = {
    pickupLocation: pickup.name,
    dropOffLocation: dropOff.name,
    pickupDate: q.pickupDate ?? null,
    pickupTime: q.pickupTime ?? null,
    isRoundtrip: roundTrip,
    numberOfPassengers: passengers,
    babySeats: baby,
    childSeats: child,
    boosterSeats: booster,
    luggagePieces: q.luggagePieces ?? 0,
    language: q.language ?? null,
    returnPickupDate: roundTrip ? (q.returnPickupDate ?? null) : null,
    returnPickupTime: roundTrip ? (q.returnPickupTime ?? null) : null,
    pointOfInterest: pickup.poiSlug ?? dropOff.poiSlug,
    pickupMapsId: pickup.mapsId,
    pickupDistrict: pickup.district,
    dropOffMapsId: dropOff.mapsId,
    dropOffDistrict: dropOff.district,
  };
  return {
    notes,
    ends: { pickup, dropOff },
    needs: {
      pickupDistrict: pickup.district,
      dropOffDistrict: dropOff.district,
      passengers,
      luggage: notes.luggagePieces,
    },
  };
}

// ---------- pricing ----------

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    name: row.name,
    car_type: row.car_type as Vehicle['car_type'],
    seats: row.seats,
    luggage: row.luggage,
    accessibility: row.accessibility,
    value_cents: row.value_cents,
    roundback_value_cents: row.roundback_value_cents,
    value_discount_cents: row.value_discount_cents,
    baby_seats_value_cents: row.baby_seats_value_cents,
    child_seats_value_cents: row.child_seats_value_cents,
    booster_seats_value_cents: row.booster_seats_value_cents,
    free_cancelation: row.free_cancelation,
    free_cancelation_policy: row.free_cancelation_policy_hours,
    districts: row.districts ?? [],
    company: {
      id: row.company_id,
      slug: row.company_slug,
      trade_name: row.company_trade_name,
      logo_url: row.company_logo_url,
    },
  };
}

export function toOffer(row: VehicleRow, trip: Pick<Trip, 'notes' | 'ends'>): TransferOffer {
  const notes = trip.notes;
  return {
    ...toVehicle(row),
    ...priceTransfer(row, notes, trip.ends),
    service_id: row.service_id,
    service_slug: row.service_slug,
    notes,
  };
}

const roadKmOf = (ends: TripEnds) => roadKm(ends.pickup, ends.dropOff);

/** The trip's Lisbon pickup and return instants, or null when the search has no date yet. */
export function tripSchedule(notes: TransferPurchaseNotes): { pickupAt: Date; returnAt: Date | null } | null {
  if (!notes.pickupDate) return null;
  const pickupAt = lisbonInstant(notes.pickupDate, notes.pickupTime ?? '00:00');
  const returnAt =
    notes.isRoundtrip && notes.returnPickupDate
      ? lisbonInstant(notes.returnPickupDate, notes.returnPickupTime ?? '23:55')
      : null;
  return { pickupAt, returnAt };
}

/**
 * The vehicles still for sale for the trip (docs/adr/052): not blocked on the pickup or return day, and with a unit free
 * for each leg (a search without a time checks the day only). The booking checks again under the vehicles' row locks.
 */
export async function forSale<T extends { id: number; units: number }>(db: Db, list: T[], trip: Trip): Promise<T[]> {
  const n = trip.notes;
  const dates = [n.pickupDate, n.isRoundtrip ? n.returnPickupDate : null].filter((d): d is string => Boolean(d));
  if (list.length === 0 || dates.length === 0) return list;
  const ids = list.map((v) => v.id);
  const blocked = await repo.vehiclesBlockedOn(db, ids, dates);
  const schedule = n.pickupTime ? tripSchedule(n) : null;
  if (!schedule) return list.filter((v) => !blocked.has(v.id));
  const wanted = tripWindows(schedule.pickupAt, schedule.returnAt, roadKmOf(trip.ends));
  const last = wanted[wanted.length - 1]!;
  const busy = await repo.busyWindowsOf(db, ids, wanted[0]!.starts, last.ends);
  return list.filter((v) => !blocked.has(v.id) && unitsFree(v.units, busy.get(v.id) ?? [], wanted));
}

export async function searchOffers(
  db: Db,
  trip: Trip,
  url: string,
  paging: { page: number; perPage: number },
): Promise<PageOf<TransferOffer>> {
  const offers = (await forSale(db, await repo.vehiclesForTrip(db, trip.needs), trip))
    .map((row) => toOffer(row, trip))
    .sort((a, b) => a.price_cents - b.price_cents || a.id - b.id);
  const start = (paging.page - 1) * paging.perPage;
  return laravelPage(url, paging, offers.length, offers.slice(start, start + paging.perPage));
}

export async function offerById(db: Db, id: number, trip: Trip): Promise<TransferOffer> {
  const found = await repo.vehicleForTrip(db, id, trip.needs);
  const [row] = found ? await forSale(db, [found], trip) : [];
  if (row) return toOffer(row, trip);
  if (found) throw new ApiError(404, { key: 'transfers.vehicleTaken' });
  // Known vehicle, but not for this trip (districts, passengers or luggage): say so rather than "not found".
  if (await repo.activeVehicleExists(db, id)) throw new ApiError(404, { key: 'transfers.offerNotForTrip' });
  throw new ApiError(404, { key: 'transfers.offerNotFound' });
}

export async function offersExist(db: Db, trip: Trip): Promise<{ exists: boolean; count: number }> {
  const n = (await forSale(db, await repo.vehiclesForTrip(db, trip.needs), trip)).length;
  return { exists: n > 0, count: n };
}

// ---------- quote requests ----------

export function toQuoteRequest(row: QuoteRequestRow): TransferQuoteRequest {
  return {
    id: row.id,
    user_id: row.userId,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    pickup_location: row.pickupLocation,
    drop_off_location: row.dropOffLocation,
    pickup_at: row.pickupAt.toISOString(),
    is_roundtrip: row.isRoundtrip,
    return_pickup_at: row.returnPickupAt ? row.returnPickupAt.toISOString() : null,
    passengers: row.passengers,
    baby_seats: row.babySeats,
    child_seats: row.childSeats,
    booster_seats: row.boosterSeats,
    luggage_pieces: row.luggagePieces,
    language: row.language,
    notes: row.notes,
    status: row.status as TransferQuoteRequest['status'],
    created_at: row.createdAt.toISOString(),
  };
}

export async function createQuoteRequest(
  deps: { db: Db; mailer: Mailer },
  places: TransferPlaces,
  body: TransferQuoteRequestBody,
  userId: number | null,
  locale: Locale,
): Promise<TransferQuoteRequest> {
  const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim() : undefined);
  const trip = resolveTrip(
    places,
    {
      pickupLocation: body.pickupLocation,
      dropOffLocation: body.dropOffLocation,
      pickupDate: body.pickupDate,
      pickupTime: body.pickupTime,
      isRoundtrip: flag(body.isRoundtrip) ? '1' : '0',
      returnPickupDate: blank(body.returnPickupDate),
      returnPickupTime: blank(body.returnPickupTime),
      numberOfPassengers: body.numberOfPassengers,
      babySeats: body.babySeats ?? 0,
      childSeats: body.childSeats ?? 0,
      boosterSeats: body.boosterSeats ?? 0,
      luggagePieces: body.luggagePieces ?? 0,
      ...(body.language ? { language: body.language } : {}),
    },
    locale,
    true,
  );
  const n = trip.notes;
  const row = await repo.insertQuoteRequest(deps.db, {
    userId,
    firstName: body.first_name.trim(),
    lastName: body.last_name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: blank(body.phone)?.replace(/\D/g, '') ?? null,
    pickupLocation: `${n.pickupLocation} (${n.pickupMapsId})`,
    dropOffLocation: `${n.dropOffLocation} (${n.dropOffMapsId})`,
    pickupAt: lisbonInstant(n.pickupDate ?? lisbonToday(), n.pickupTime ?? '00:00'),
    isRoundtrip: n.isRoundtrip,
    returnPickupAt:
      n.isRoundtrip && n.returnPickupDate && n.returnPickupTime
        ? lisbonInstant(n.returnPickupDate, n.returnPickupTime)
        : null,
    passengers: n.numberOfPassengers,
    babySeats: n.babySeats,
    childSeats: n.childSeats,
    boosterSeats: n.boosterSeats,
    luggagePieces: n.luggagePieces,
    language: n.language,
    notes: blank(body.notes) ?? null,
  });
  const t = translator(locale);
  await deps.mailer.send({
    to: row.email,
    template: 'transfer-quote-request',
    locale,
    subject: t('transfers.quoteMailSubject'),
    text: t('transfers.quoteMailText', {
      name: row.firstName,
      from: n.pickupLocation,
      to: n.dropOffLocation,
      // The stored pick-up day written out in the reader's language ("16 June 2026" / "16 de junho de 2026").
      date: mailDate(row.pickupAt, locale),
      time: n.pickupTime ?? '',
      passengers: n.numberOfPassengers,
    }),
  });
  return toQuoteRequest(row);
}

export async function listQuoteRequests(
  db: Db,
  url: string,
  status: string | undefined,
  paging: { page: number; perPage: number },
) {
  const { total, rows } = await repo.quoteRequestsPage(db, status, {
    limit: paging.perPage,
    offset: (paging.page - 1) * paging.perPage,
  });
  return laravelPage(url, paging, total, rows.map(toQuoteRequest));
}
