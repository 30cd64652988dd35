// Server-side pricing of cart lines (spec §5, §9) with the shared functions of @mp/shared/domain, so the API and
// the front ends compute a price one way. Client prices are never read. Used by the cart and, under locks, by booking.
import type { AgeSplit, CartItemInput, Locale } from '@mp/shared/contracts';
import {
  ageBandPrice,
  allocateDiscount,
  isAgePrice,
  giftCardPrice,
  pointsValueCents,
  promoDiscount,
  servicePrice,
  usablePoints,
  type ChildBand,
} from '@mp/shared/domain';
import {
  isAirportPickup,
  transferDetailsErrors,
  transferDetailsNotes,
  transferDetailsOf,
} from '@mp/shared/transfer-trip';
import type { MessageRef } from '../../lib/errors';
import { promoRule } from '../promo-codes/service';
import { priceTransfer, roadKm, tripWindows } from '../transfers/pricing';
import { TransferPlaces, type TripEnds } from '../transfers/service';
import { type VehicleTrip, vehicleTripsTaken } from './vehicle-units';
import type { PromoRow } from '../promo-codes/repository';
import {
  bookedPlaces,
  servicesByIds,
  vehiclesByIds,
  type ServiceForPricing,
  type TicketTypeRow,
  type VehicleForPricing,
} from './repository';
import { isIsoDate, lisbonInstant, lisbonToday } from '../../lib/lisbon-time';
import { openTimes } from '../availability/rules';
import type { Conn } from '../../db/sql';
import { offersForPricing } from '../transfers/offers';
import { bookingOpen, REQUEST_NOTICE_HOURS } from '../bookings/answer-window';
import { confirmationOf } from '../bookings/confirmation';
import { restaurantLine, slotsOver } from '../restaurants/slots';

/** A start too close for the partner to answer the request before it (answer-window.ts). */
const TOO_SOON: MessageRef = { key: 'availability.tooSoon', params: { hours: REQUEST_NOTICE_HOURS } };

export interface PricedLine {
  index: number;
  input: CartItemInput;
  service: ServiceForPricing;
  vehicle: VehicleForPricing | null;
  quantity: number;
  /** The party split into adults and children with each one's price (docs/adr/023); null for a plain quantity. */
  ages: AgeSplit | null;
  unitCents: number;
  grossCents: number;
  /** value_discount of the service. */
  priceDiscountCents: number;
  /** Set by `cartTotals`: this line's share of the promo code. */
  promoShareCents: number;
  date: string | null;
  time: string | null;
  bookingDate: Date;
  /** service_daily_capacity date this line takes places on, or null (gift cards, vehicle transfers). */
  capacityDate: string | null;
  giftValueCents: number | null;
  notes: Record<string, unknown>;
  freeCancellation: number;
  cancellationPolicy: number;
  /** Places still free on the line's date before this cart (set when capacity is checked; null: no capacity). */
  placesLeft: number | null;
  /** The staff-quoted offer this line was priced from (by its token), or null; only such a line claims an offer. */
  offerId: number | null;
  /** An event line's ticket type (docs/adr/043); null for every other line. */
  ticketType: TicketTypeRow | null;
  /**
   * A vehicle trip's days and the windows it keeps one unit of its vehicle busy (docs/adr/052); null for every other
   * line. The booking claims them under the vehicle's row lock (vehicle-units.ts).
   */
  vehicleTrip: VehicleTrip | null;
  /**
   * An event line's session capacity, a restaurant line's covers of the whole day (docs/adr/044): the places of its
   * day when no booking has made the day's row yet.
   */
  sessionCapacity: number | null;
}

/** Note keys only the server writes (the offer a line was priced from, the vehicle shown); a client's are dropped. */
export const SERVER_NOTE_KEYS = [
  'transfer_offer_id',
  'vehicleName',
  'carType',
  'airportPickup',
  'ticket_type',
] as const;

/** The client's notes without the keys the server sets itself. */
export function clientNotes(notes: Record<string, unknown> | null | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(notes ?? {}) };
  for (const key of SERVER_NOTE_KEYS) delete out[key];
  return out;
}

export interface PricingResult {
  lines: PricedLine[];
  errors: Record<string, MessageRef>;
}

const num = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : Number(v) > 0 ? Math.floor(Number(v)) : 0;
const bool = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/**
 * Prices every input line from the database. `checkCapacity` compares with places already booked (advisory in the
 * cart; the booking transaction re-checks under row locks).
 */
export async function priceItems(
  db: Conn,
  items: readonly CartItemInput[],
  /**
   * `ownCarts`: the caller's carts, whose own holds do not count against them (ADR 022). `services`: the items'
   * services as `servicesByIds` reads them, when the caller already has them (the checkout reads them with the cart).
   */
  options: {
    checkCapacity: boolean;
    now?: Date;
    requireTransferDetails?: boolean;
    ownCarts?: readonly number[];
    services?: readonly ServiceForPricing[];
  },
): Promise<PricingResult> {
  const now = options.now ?? new Date();
  const today = lisbonToday(now);
  const services = new Map(
    (options.services ?? (await servicesByIds(db, [...new Set(items.map((i) => i.service_id))]))).map((s) => [s.id, s]),
  );
  // A staff-quoted transfer names its offer by the mailed token; its price and trip come from the offer row.
  const offerToken = (i: CartItemInput) =>
    typeof i.notes?.transfer_offer_token === 'string' ? i.notes.transfer_offer_token : null;
  const offers = await offersForPricing(
    db,
    [...new Set(items.map(offerToken).filter((t): t is string => t !== null))],
    now,
  );
  const vehicleIds = [
    ...new Set([
      ...items.map((i) => i.vehicle_id).filter((v): v is number => typeof v === 'number'),
      ...[...offers.values()].map((o) => o.vehicleId),
    ]),
  ];
  const vehicles = new Map((await vehiclesByIds(db, vehicleIds)).map((v) => [v.id, v]));
  // A vehicle trip is priced by its two ends (docs/adr/052): the fixed list resolves them from the line's maps ids.
  const places = items.some((i) => typeof i.vehicle_id === 'number') ? await TransferPlaces.load(db) : null;
  const endsOf = (notes: Record<string, unknown>): TripEnds | null => {
    const from = typeof notes.pickupMapsId === 'string' ? places?.resolve(notes.pickupMapsId, 'en') : null;
    const to = typeof notes.dropOffMapsId === 'string' ? places?.resolve(notes.dropOffMapsId, 'en') : null;
    return from && to && from.mapsId !== to.mapsId ? { pickup: from, dropOff: to } : null;
  };
  const errors: Record<string, MessageRef> = {};
  const lines: PricedLine[] = [];
  // What the driver needs to meet the traveller. The cart refuses a malformed value; paying needs them all.
  const checkTransferDetails = (index: number, notes: Record<string, unknown>, airportPickup: boolean) => {
    const found = transferDetailsErrors(transferDetailsOf(notes), airportPickup, {
      complete: options.requireTransferDetails === true,
    });
    for (const [name, key] of Object.entries(found))
      errors[`items.${index}.${name}`] = { key: `checkout.transferDetails.${name}_${key}` };
  };

  items.forEach((input, index) => {
    const field = `items.${index}`;
    const service = services.get(input.service_id);
    if (!service || service.status !== 'active' || service.company_status !== 'active') {
      errors[field] = { key: 'checkout.serviceUnavailable' };
      return;
    }
    const notes = clientNotes(input.notes);
    const quantity = input.quantity;
    const base = {
      index,
      input,
      service,
      quantity,
      ages: null,
      promoShareCents: 0,
      placesLeft: null,
      offerId: null,
      ticketType: null,
      sessionCapacity: null,
      vehicleTrip: null,
      notes,
      freeCancellation: service.annotations.free_cancellation ? 1 : 0,
      cancellationPolicy: Math.max(0, Math.floor(service.annotations.cancellation_policy ?? 0)),
    };

    if (service.kind === 'gift_card') {
      const offered = service.gift_card_values_cents ?? [service.value_cents];
      const value = input.gift_card_value_cents ?? offered[0] ?? 0;
      if (!offered.includes(value)) {
        errors[field] = { key: 'checkout.giftValueInvalid' };
        return;
      }
      const unit = giftCardPrice({ value_cents: value });
      lines.push({
        ...base,
        vehicle: null,
        unitCents: unit,
        grossCents: unit * quantity,
        priceDiscountCents: 0,
        date: null,
        time: null,
        bookingDate: now,
        capacityDate: null,
        giftValueCents: value,
        freeCancellation: 0,
        cancellationPolicy: 0,
      });
      return;
    }

    const token = offerToken(input);
    if (token !== null) {
      const offer = offers.get(token);
      const vehicle = offer ? vehicles.get(offer.vehicleId) : undefined;
      const refused = !offer
        ? 'transferOffers.notFound'
        : (offer.refusal ??
          (offer.serviceId !== service.id || vehicle?.status !== 'active' ? 'transferOffers.unavailable' : null));
      if (refused || !offer || !vehicle) {
        errors[field] = { key: refused ?? 'transferOffers.unavailable' };
        return;
      }
      if (!bookingOpen(lisbonInstant(offer.date, offer.time), now, confirmationOf(service))) {
        errors[field] = TOO_SOON;
        return;
      }
      // What the driver needs, through the same checks as any transfer (the flight number when the
      // request's pickup is an airport).
      checkTransferDetails(index, notes, offer.airportPickup);
      // The token stays on the cart line (the store sends it back on the next sync); the booking drops it (claimOffers).
      lines.push({
        ...base,
        // The vehicle shown on the line is the offer's, as for a priced transfer (a client's vehicle keys are dropped).
        notes: {
          ...notes,
          ...transferDetailsNotes(transferDetailsOf(notes)),
          vehicleName: vehicle.name,
          carType: vehicle.car_type,
          airportPickup: offer.airportPickup,
          transfer_offer_id: offer.id,
        },
        offerId: offer.id,
        // The fixed price is for the request's passengers, whatever quantity the client sent.
        quantity: offer.passengers,
        vehicle,
        // The quoted car is taken for the trip like a priced one: one unit per leg, not on its blocked days.
        vehicleTrip: offer.trip,
        unitCents: offer.priceCents,
        grossCents: offer.priceCents,
        priceDiscountCents: 0,
        date: offer.date,
        time: offer.time,
        bookingDate: lisbonInstant(offer.date, offer.time),
        capacityDate: null,
        giftValueCents: null,
        freeCancellation: vehicle.free_cancelation ? 1 : 0,
        cancellationPolicy: vehicle.free_cancelation_policy_hours,
      });
      return;
    }

    const date = input.date ?? null;
    if (!date || !isIsoDate(date)) {
      errors[field] = { key: 'checkout.dateRequired' };
      return;
    }
    if (date < today) {
      errors[field] = { key: 'checkout.dateInPast' };
      return;
    }
    if (service.kind === 'event') {
      // docs/adr/043: a session is named by its day and start; its ticket type by notes.ticket_type_id.
      const session = service.event_sessions.find((s) => s.date === date);
      if (!session || input.time !== session.time || lisbonInstant(date, session.time).getTime() <= now.getTime()) {
        errors[field] = { key: 'events.sessionUnavailable' };
        return;
      }
      const ticket = service.ticket_types.find((tt) => tt.id === Number(input.notes?.ticket_type_id));
      if (!ticket) {
        errors[field] = { key: 'events.ticketTypeUnavailable' };
        return;
      }
      if (quantity > service.max_capacity) {
        errors[field] = { key: 'events.tooManyTickets', params: { count: service.max_capacity } };
        return;
      }
      lines.push({
        ...base,
        notes: {
          ...notes,
          ticket_type_id: ticket.id,
          ticket_type: { name_en: ticket.name_en, name_pt: ticket.name_pt, seating: ticket.seating },
        },
        vehicle: null,
        unitCents: ticket.price_cents,
        grossCents: ticket.price_cents * quantity,
        priceDiscountCents: 0,
        date,
        time: session.time,
        bookingDate: lisbonInstant(date, session.time),
        capacityDate: date,
        giftValueCents: null,
        ticketType: ticket,
        sessionCapacity: session.capacity,
      });
      return;
    }
    if (service.kind === 'restaurant') {
      const table = restaurantLine(service, input, notes, date, now);
      if ('error' in table) {
        errors[field] = table.error;
        return;
      }
      lines.push({
        ...base,
        notes: table.notes,
        vehicle: null,
        unitCents: service.value_cents,
        grossCents: service.value_cents * quantity,
        priceDiscountCents: 0,
        date,
        time: table.time,
        bookingDate: table.at,
        capacityDate: date,
        giftValueCents: null,
        sessionCapacity: table.dayCovers,
      });
      return;
    }
    const time = input.time ?? null;
    if (service.start_times.length > 0 && (!time || !service.start_times.includes(time))) {
      errors[field] = { key: 'checkout.timeInvalid' };
      return;
    }
    // The partner's availability: closed weekdays, blocked dates and start times, and the cut-off before a start.
    if (service.weekly || service.blocked_dates.length > 0 || service.blocked_slots.length > 0) {
      const slot = openTimes(
        {
          weekly: service.weekly,
          startTimes: service.start_times,
          dailyCapacity: service.daily_capacity,
          cutoffHours: service.cutoff_hours,
          blocked: new Set(service.blocked_dates),
          confirmation: confirmationOf(service),
          blockedSlots: new Set(service.blocked_slots),
        },
        date,
        today,
        now,
      );
      if (!slot.open || (time && service.start_times.length > 0 && !slot.times.includes(time))) {
        const blocked = time !== null && service.blocked_slots.includes(`${date} ${time}`);
        errors[field] = {
          key: blocked ? 'availability.slotClosed' : slot.open ? 'availability.pastCutoff' : 'availability.dayClosed',
        };
        return;
      }
    }
    // A request needs the notice for its partner to answer in time; a service confirmed at once only a start ahead.
    if (!bookingOpen(lisbonInstant(date, time ?? '00:00'), now, confirmationOf(service))) {
      errors[field] = TOO_SOON;
      return;
    }

    if (typeof input.vehicle_id === 'number') {
      // Ad-hoc transfer priced from a vehicle (spec §9) exactly as its offer was shown: value, or value_discount when
      // above 0 (+ seats) one way, roundback_value (+ 2× seats) round trip.
      const vehicle = vehicles.get(input.vehicle_id);
      if (
        !vehicle ||
        vehicle.status !== 'active' ||
        vehicle.company_id !== service.company_id ||
        quantity > vehicle.seats
      ) {
        errors[field] = { key: 'checkout.vehicleUnavailable' };
        return;
      }
      // The two ends price the trip: a line without them (or with an end off the list) cannot be priced as shown.
      const ends = endsOf(notes);
      if (!ends) {
        errors[field] = { key: 'checkout.vehicleUnavailable' };
        return;
      }
      const roundTrip = bool(notes.isRoundtrip);
      const price = priceTransfer(
        vehicle,
        {
          babySeats: num(notes.babySeats),
          childSeats: num(notes.childSeats),
          boosterSeats: num(notes.boosterSeats),
          isRoundtrip: roundTrip,
        },
        ends,
      ).price_cents;
      const pickupAt = lisbonInstant(date, time ?? '00:00');
      const returnDate = roundTrip && typeof notes.returnPickupDate === 'string' ? notes.returnPickupDate : null;
      const returnTime = typeof notes.returnPickupTime === 'string' ? notes.returnPickupTime : '23:55';
      if (returnDate !== null && !isIsoDate(returnDate)) {
        errors[field] = { key: 'checkout.vehicleUnavailable' };
        return;
      }
      const returnAt = returnDate ? lisbonInstant(returnDate, returnTime) : null;
      const vehicleTrip: VehicleTrip = {
        dates: returnDate ? [date, returnDate] : [date],
        windows: tripWindows(pickupAt, returnAt, roadKm(ends.pickup, ends.dropOff)),
      };
      const airportPickup = isAirportPickup(notes);
      checkTransferDetails(index, notes, airportPickup);
      lines.push({
        ...base,
        // The vehicle as the partner lists it, and whether the driver meets a flight.
        notes: {
          ...notes,
          ...transferDetailsNotes(transferDetailsOf(notes)),
          vehicleName: vehicle.name,
          carType: vehicle.car_type,
          airportPickup,
        },
        vehicle,
        vehicleTrip,
        unitCents: price,
        grossCents: price,
        priceDiscountCents: 0,
        date,
        time,
        bookingDate: pickupAt,
        capacityDate: null,
        giftValueCents: null,
        freeCancellation: vehicle.free_cancelation ? 1 : 0,
        cancellationPolicy: vehicle.free_cancelation_policy_hours,
      });
      return;
    }

    const priced = {
      value_cents: service.value_cents,
      value_discount_cents: service.value_discount_cents,
      priceType: service.price_type,
      maxCapacity: service.max_capacity,
      extraPrices: service.extra_prices.map((t) => ({ maxCapacity: t.max_capacity, value_cents: t.value_cents })),
    };
    const band = childBandOf(service);
    const split = input.adults !== undefined || input.children !== undefined;
    let ages: AgeSplit | null = null;
    let price: { unit_cents: number; total_gross_cents: number; discount_cents: number } | null;
    let people = quantity;
    if (split || band) {
      // docs/adr/023: a plain quantity on a service with a child band is that many adults (older clients).
      const result = ageBandPrice(
        priced,
        band,
        split ? { adults: input.adults ?? 0, children: input.children ?? 0 } : { adults: quantity, children: 0 },
      );
      if (!isAgePrice(result)) {
        if (result.reason === 'tooLarge') errors[field] = { key: 'checkout.quantityTooLarge' };
        else errors[`${field}.${result.field}`] = { key: `checkout.ages.${result.reason}` };
        return;
      }
      price = result;
      people = result.adults + result.children;
      if (band)
        ages = {
          adults: result.adults,
          children: result.children,
          adult_unit_cents: result.adult_unit_cents,
          child_unit_cents: result.child_unit_cents,
        };
    } else {
      price = servicePrice(priced, quantity);
    }
    if (!price) {
      errors[field] = { key: 'checkout.quantityTooLarge' };
      return;
    }
    // A fixed-price run booked from its service page asks the driver's details as a vehicle trip does.
    const airportPickup = service.kind === 'transfer' ? isAirportPickup(notes, service.category_slug) : false;
    if (service.kind === 'transfer') checkTransferDetails(index, notes, airportPickup);
    lines.push({
      ...base,
      ...(service.kind === 'transfer'
        ? { notes: { ...notes, ...transferDetailsNotes(transferDetailsOf(notes)), airportPickup } }
        : {}),
      quantity: people,
      ages,
      vehicle: null,
      unitCents: price.unit_cents,
      grossCents: price.total_gross_cents,
      priceDiscountCents: price.discount_cents,
      date,
      time,
      bookingDate: lisbonInstant(date, time ?? '00:00'),
      capacityDate: date,
      giftValueCents: null,
    });
  });

  if (options.checkCapacity) {
    const wanted = placesWanted(lines);
    const taken = await bookedPlaces(
      db,
      [...wanted.values()].map((w) => ({ serviceId: w.serviceId, date: w.date })),
      options.ownCarts ?? [],
    );
    for (const w of wanted.values()) {
      const row = taken.get(`${w.serviceId}|${w.date}`);
      const left = (row?.capacity ?? w.capacity) - (row?.booked ?? 0);
      for (const i of w.indexes) {
        const line = lines.find((l) => l.index === i);
        if (line) line.placesLeft = Math.max(0, left);
        if (w.places > left) errors[`items.${i}`] = noPlacesLeft(left);
      }
    }
    for (const [field, message] of Object.entries(await vehicleTripsTaken(db, lines, options.ownCarts ?? [])))
      errors[field] ??= message;
    const slots = await slotsOver(db, lines, options.ownCarts ?? []);
    for (const [i, left] of slots.left) {
      const line = lines.find((l) => l.index === i);
      if (line) line.placesLeft = Math.min(line.placesLeft ?? left, left);
    }
    for (const [field, message] of Object.entries(slots.full)) errors[field] ??= message;
  }
  return { lines, errors };
}

/** The service's child band (docs/adr/023), or null when it has one price per person. */
export function childBandOf(
  service: Pick<
    ServiceForPricing,
    'age_start' | 'child_value_cents' | 'child_age_end' | 'children_alone' | 'price_type'
  >,
): ChildBand | null {
  if (service.child_value_cents === null || service.child_age_end === null || service.price_type !== 'per_person')
    return null;
  return {
    value_cents: service.child_value_cents,
    age_start: service.age_start,
    age_end: service.child_age_end,
    alone: service.children_alone,
  };
}

/** What a line asking for more places than a date has says, and what to do about it. */
export function noPlacesLeft(left: number): MessageRef {
  return left <= 0 ? { key: 'checkout.soldOut' } : { key: 'checkout.fewLeft', params: { count: left } };
}

/** Places each (service, date) needs, summed over lines; sorted keys give a stable lock order. */
export function placesWanted(lines: readonly PricedLine[]) {
  const wanted = new Map<
    string,
    { serviceId: number; date: string; places: number; capacity: number; indexes: number[] }
  >();
  for (const line of lines) {
    if (!line.capacityDate) continue;
    const key = `${line.service.id}|${line.capacityDate}`;
    const entry = wanted.get(key) ?? {
      serviceId: line.service.id,
      date: line.capacityDate,
      places: 0,
      capacity: line.sessionCapacity ?? line.service.daily_capacity,
      indexes: [],
    };
    entry.places += line.quantity;
    entry.indexes.push(line.index);
    wanted.set(key, entry);
  }
  return new Map([...wanted.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

export interface Totals {
  subtotalCents: number;
  priceDiscountCents: number;
  promoCents: number;
  pointsUsed: number;
  pointsCents: number;
  /** Subtotal − discounts (spec §9), never below 0. */
  totalCents: number;
}

/** Applies promo (split across lines) and points; mutates each line's promoShareCents. */
export function cartTotals(
  lines: PricedLine[],
  promo: PromoRow | null,
  points: { requested: number; balance: number } | null,
): Totals {
  const subtotal = lines.reduce((s, l) => s + l.grossCents, 0);
  const priceDiscount = lines.reduce((s, l) => s + l.priceDiscountCents, 0);
  const charged = lines.map((l) => l.grossCents - l.priceDiscountCents);
  const afterPrice = charged.reduce((s, v) => s + v, 0);
  const promoCents = promo ? promoDiscount(promoRule(promo), afterPrice) : 0;
  const shares = allocateDiscount(promoCents, charged);
  lines.forEach((l, i) => (l.promoShareCents = shares[i] ?? 0));
  const afterPromo = afterPrice - promoCents;
  const pointsUsed = points ? usablePoints(points.requested, points.balance, afterPromo) : 0;
  const pointsCents = pointsValueCents(pointsUsed);
  return {
    subtotalCents: subtotal,
    priceDiscountCents: priceDiscount,
    promoCents,
    pointsUsed,
    pointsCents,
    totalCents: Math.max(0, afterPromo - pointsCents),
  };
}

export function lineName(line: PricedLine, locale: Locale): string {
  const name = locale === 'pt' ? line.service.name_pt : line.service.name_en;
  if (line.ticketType) return `${name} — ${locale === 'pt' ? line.ticketType.name_pt : line.ticketType.name_en}`;
  return line.vehicle ? `${name} — ${line.vehicle.name}` : name;
}
