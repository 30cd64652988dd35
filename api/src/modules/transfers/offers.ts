// Staff's priced answer to a transfer quote request: POST api/super/transfer-quotes/{id}/answer stores
// an offer (a transfer partner's active vehicle at a fixed price until valid_until), marks the request quoted, and
// mails the customer a link carrying a random single-use token (only its SHA-256 is stored). The customer reads the
// offer with GET /api/transfer-offers/{token} and puts it in the cart as a transfer line whose price the cart takes
// from the offer row (`offersForPricing`); the booking claims the offer once (`claimOffers`).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Locale, TransferQuoteAnswerBody, TransferQuoteOffer, TransferQuotePartner } from '@mp/shared/contracts';
import { formatMoney } from '@mp/shared/domain';
import { isAirportPickupPlace } from '@mp/shared/transfer-trip';
import type { Db, Tx } from '../../db/client';
import { ApiError, invalid, notFound, type MessageRef } from '../../lib/errors';
import { newOpaqueToken, sha256 } from '../../lib/crypto';
import { translator } from '../../i18n';
import { rows } from '../catalogue/repository';
import { readerLocale } from '../bookings/reader-locale';
import { TransferPlaces } from './service';
import { priceTransfer, roadKm, tripWindows, type PricedVehicle } from './pricing';
import { lisbonToday } from '../../lib/lisbon-time';
import { vehicleTripsTaken, type VehicleTrip } from '../cart/vehicle-units';
import { ROUTE_PRICES_JSON } from './repository';
import { mailDate, mailDateTime } from '../../mail/format';

type Conn = Db | Tx;

export const MAX_OFFER_CENTS = 10_000_000;
const MAX_VALID_DAYS = 90;

interface OfferRow {
  id: number;
  request_id: number;
  company_id: number;
  vehicle_id: number;
  price_cents: number;
  valid_until: Date | string;
  message: string | null;
  booking_id: number | null;
  booking_status: string | null;
  vehicle_name: string;
  car_type: string;
  seats: number;
  trade_name: string;
  service_id: number | null;
  pickup_location: string;
  drop_off_location: string;
  pickup_at: Date | string;
  is_roundtrip: boolean;
  return_pickup_at: Date | string | null;
  passengers: number;
}

const OFFER_SELECT = sql`select o.id, o.request_id, o.company_id, o.vehicle_id, o.price_cents, o.valid_until, o.message, o.booking_id,
    b.status as booking_status, v.name as vehicle_name, v.car_type, v.seats, co.trade_name,
    (select s.id from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active' order by s.id limit 1) as service_id,
    r.pickup_location, r.drop_off_location, r.pickup_at, r.is_roundtrip, r.return_pickup_at, r.passengers
  from transfer_quote_offers o join transfer_quote_requests r on r.id = o.request_id join vehicles v on v.id = o.vehicle_id
    join companies co on co.id = o.company_id left join bookings b on b.id = o.booking_id`;

const iso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();

/** Taken = a booking holds it that was not cancelled or left unpaid until it expired. */
const isTaken = (row: OfferRow) =>
  row.booking_id !== null && row.booking_status !== 'cancelled' && row.booking_status !== 'expired';

function toOffer(row: OfferRow): TransferQuoteOffer {
  return {
    id: row.id,
    request_id: row.request_id,
    price_cents: row.price_cents,
    valid_until: iso(row.valid_until),
    message: row.message,
    vehicle: { id: row.vehicle_id, name: row.vehicle_name, car_type: row.car_type, seats: row.seats },
    company: { id: row.company_id, trade_name: row.trade_name },
    service_id: row.service_id ?? 0,
    pickup_location: row.pickup_location,
    drop_off_location: row.drop_off_location,
    pickup_at: iso(row.pickup_at),
    is_roundtrip: row.is_roundtrip,
    passengers: row.passengers,
    booked: isTaken(row),
    airport_pickup: isAirportPickupPlace(row.pickup_location),
  };
}

/** The offer's Lisbon wall-clock pickup date and time (the cart line's date and time). */
export function lisbonDateTime(instant: Date | string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant instanceof Date ? instant : new Date(instant));
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '00';
  return { date: `${p('year')}-${p('month')}-${p('day')}`, time: `${p('hour')}:${p('minute')}` };
}

/** Why an offer cannot be bought now, or null. */
function refusal(row: OfferRow | undefined, now: Date): { status: number; key: string } | null {
  if (!row) return { status: 404, key: 'transferOffers.notFound' };
  if (isTaken(row)) return { status: 410, key: 'transferOffers.used' };
  if (new Date(row.valid_until) <= now) return { status: 410, key: 'transferOffers.expired' };
  if (row.service_id === null) return { status: 410, key: 'transferOffers.unavailable' };
  return null;
}

export async function answerQuoteRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  body: TransferQuoteAnswerBody,
): Promise<TransferQuoteOffer> {
  const now = new Date();
  const problems: Record<string, MessageRef> = {};
  if (!Number.isInteger(body.price_cents) || body.price_cents < 1 || body.price_cents > MAX_OFFER_CENTS)
    problems.price_cents = {
      key: 'transferOffers.priceRange',
      params: { max: formatMoney(MAX_OFFER_CENTS, request.locale) },
    };
  const validUntil = new Date(body.valid_until);
  if (Number.isNaN(validUntil.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(body.valid_until))
    problems.valid_until = { key: 'transferOffers.validUntilInvalid' };
  else if (validUntil <= now) problems.valid_until = { key: 'transferOffers.validUntilPast' };
  else if (validUntil.getTime() > now.getTime() + MAX_VALID_DAYS * 86_400_000)
    problems.valid_until = { key: 'transferOffers.validUntilTooFar', params: { days: MAX_VALID_DAYS } };
  const message = body.message?.trim() || null;

  const { offer, token, req } = await app.db.transaction(async (tx) => {
    const [req] = await rows<{
      id: number;
      status: string;
      email: string;
      first_name: string;
      language: string | null;
      account_language: string | null;
      pickup_at: Date | string;
      passengers: number;
      is_roundtrip: boolean;
      return_pickup_at: Date | string | null;
      pickup_location: string;
      drop_off_location: string;
    }>(
      tx,
      sql`select r.id, r.status, r.email, r.first_name, r.language, up.language as account_language, r.pickup_at, r.passengers,
          r.is_roundtrip, r.return_pickup_at, r.pickup_location, r.drop_off_location
        from transfer_quote_requests r left join user_preferences up on up.user_id = r.user_id where r.id = ${id} for update of r`,
    );
    if (!req) throw notFound('transferOffers.requestNotFound');
    if (req.status === 'closed') throw invalid({ request: 'transferOffers.requestClosed' });
    if (!problems.valid_until && validUntil >= new Date(req.pickup_at))
      problems.valid_until = { key: 'transferOffers.validUntilAfterPickup' };
    const [vehicle] = await rows<{
      id: number;
      company_id: number;
      status: string;
      seats: number;
      units: number;
      company_status: string;
      has_service: boolean;
    }>(
      tx,
      sql`select v.id, v.company_id, v.status, v.seats, v.units, co.status as company_status,
          exists (select 1 from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active') as has_service
        from vehicles v join companies co on co.id = v.company_id where v.id = ${body.vehicle_id}`,
    );
    const [company] = await rows<{ id: number }>(
      tx,
      sql`select co.id from companies co where co.id = ${body.company_id} and co.status = 'active' and (co.modules->>'transfers')::boolean
        and exists (select 1 from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active')`,
    );
    if (!company) problems.company_id = { key: 'transferOffers.companyInvalid' };
    else if (!vehicle || vehicle.company_id !== company.id || vehicle.status !== 'active')
      problems.vehicle_id = { key: 'transferOffers.vehicleInvalid' };
    else if (vehicle.seats < req.passengers)
      problems.vehicle_id = {
        key: 'transferOffers.vehicleTooSmall',
        params: { seats: vehicle.seats, passengers: req.passengers },
      };
    else {
      // An offer of a car already taken at that time (or off that day) could never be booked: staff choose another.
      const places = await app.catalogueCache.get('transfer-places', () => TransferPlaces.load(app.db));
      const taken = await vehicleTripsTaken(tx, [{ index: 0, vehicle, vehicleTrip: quotedTrip(places, req) }]);
      if (taken['items.0']) problems.vehicle_id = { key: 'transferOffers.vehicleBusy' };
    }
    if (Object.keys(problems).length) throw invalid(problems);

    const token = newOpaqueToken();
    const [offer] = await rows<{ id: number }>(
      tx,
      sql`insert into transfer_quote_offers (request_id, company_id, vehicle_id, price_cents, valid_until, message, token_hash, created_by_user_id)
        values (${id}, ${body.company_id}, ${body.vehicle_id}, ${body.price_cents}, ${validUntil.toISOString()}, ${message}, ${sha256(token)}, ${request.realUser?.id ?? null})
        returning id`,
    );
    if (!offer) throw new Error('offer insert returned nothing');
    await tx.execute(sql`update transfer_quote_requests set status = 'quoted' where id = ${id}`);
    await app.audit.change(tx, request, {
      action: 'transfer_quote.answer',
      entity: 'transfer_quote_request',
      entityId: id,
      before: { status: req.status },
      after: {
        status: 'quoted',
        offer_id: offer.id,
        price_cents: body.price_cents,
        company_id: body.company_id,
        vehicle_id: body.vehicle_id,
        valid_until: validUntil.toISOString(),
      },
    });
    return { offer, token, req };
  });

  const row = await offerRow(app.db, sql`o.id = ${offer.id}`);
  if (!row) throw new Error('offer vanished');
  // The requester's account setting, else the language they asked the driver to speak (the request keeps no other).
  const locale: Locale = readerLocale({ account: req.account_language, booking: req.language });
  const t = translator(locale);
  const places = await app.catalogueCache.get('transfer-places', () => TransferPlaces.load(app.db));
  const link = `${app.config.publicUrl}${locale === 'pt' ? '/pt' : ''}/transfer-offer?token=${encodeURIComponent(token)}`;
  const pickup = lisbonDateTime(row.pickup_at);
  // The offer is committed: a mail failure is logged (never the link or its token) and the offer answered, so staff
  // do not answer again and leave two live offers on one request.
  try {
    await app.mailer.send({
      to: req.email,
      template: 'transfer-offer',
      locale,
      subject: t('transferOffers.mailSubject'),
      text: t('transferOffers.mailText', {
        name: req.first_name,
        from: placeName(places, row.pickup_location, locale),
        to: placeName(places, row.drop_off_location, locale),
        // Noon UTC of the pickup day is that day in Lisbon too.
        date: mailDate(new Date(`${pickup.date}T12:00:00Z`), locale),
        time: pickup.time,
        vehicle: row.vehicle_name,
        partner: row.trade_name,
        price: formatMoney(row.price_cents, locale),
        until: mailDateTime(new Date(row.valid_until), locale),
        message: message ?? '',
        link,
      }),
    });
  } catch (err) {
    // No token, link or mail text in the log: the error's name and message, and which offer it was.
    request.log.error(
      {
        err: err instanceof Error ? { name: err.name, message: err.message } : String(err),
        offerId: row.id,
        requestId: id,
      },
      'transfer offer mail failed',
    );
  }
  return toOffer(row);
}

/**
 * A request keeps each end as "Name (maps id)", the name in the language the form was filled in. A mail names the
 * place in its reader's language and never shows the id; a place since taken off the list keeps its stored name.
 */
export function placeName(places: TransferPlaces, stored: string, locale: Locale): string {
  const m = STORED_PLACE.exec(stored);
  if (!m) return stored;
  return places.resolve(m[2] ?? '', locale)?.name ?? m[1] ?? stored;
}

const STORED_PLACE = /^(.*?)\s*\(([^()]+)\)$/;

/**
 * The days and windows a quote request's trip keeps its car, as a priced trip does (docs/adr/052): the pickup and a
 * round trip's return, each leg as long as the road distance of the request's two ends (an hour when an end was typed
 * without a place of the list).
 */
export function quotedTrip(
  places: TransferPlaces,
  r: Pick<OfferRow, 'pickup_at' | 'is_roundtrip' | 'return_pickup_at' | 'pickup_location' | 'drop_off_location'>,
): VehicleTrip {
  const end = (stored: string) => {
    const mapsId = STORED_PLACE.exec(stored)?.[2];
    return mapsId ? places.resolve(mapsId, 'en') : null;
  };
  const from = end(r.pickup_location);
  const to = end(r.drop_off_location);
  const pickupAt = new Date(r.pickup_at);
  const returnAt = r.is_roundtrip && r.return_pickup_at ? new Date(r.return_pickup_at) : null;
  return {
    dates: returnAt ? [lisbonToday(pickupAt), lisbonToday(returnAt)] : [lisbonToday(pickupAt)],
    windows: tripWindows(pickupAt, returnAt, from && to ? roadKm(from, to) : null),
  };
}

async function offerRow(db: Conn, where: ReturnType<typeof sql>): Promise<OfferRow | undefined> {
  const [row] = await rows<OfferRow>(db, sql`${OFFER_SELECT} where ${where}`);
  return row;
}

/** GET /api/transfer-offers/{token}: the offer the link names; 410 once used or expired. */
export async function offerByToken(db: Db, token: string): Promise<TransferQuoteOffer> {
  const row = await offerRow(db, sql`o.token_hash = ${sha256(token)}`);
  const no = refusal(row, new Date());
  if (no || !row) throw new ApiError(no?.status ?? 404, { key: no?.key ?? 'transferOffers.notFound' });
  return toOffer(row);
}

export interface OfferForPricing {
  id: number;
  vehicleId: number;
  serviceId: number;
  priceCents: number;
  /** The request's passengers: the places the offer's fixed price is for. */
  passengers: number;
  date: string;
  time: string;
  /** The driver meets a flight (the request's pickup is an airport). */
  airportPickup: boolean;
  /** The days and windows the quoted car is taken, as for a priced trip (docs/adr/052). */
  trip: VehicleTrip;
  refusal: string | null;
}

/** The offers cart lines name by token (notes.transfer_offer_token), keyed by token; the cart prices them from here. */
export async function offersForPricing(db: Conn, tokens: string[], now: Date): Promise<Map<string, OfferForPricing>> {
  const out = new Map<string, OfferForPricing>();
  if (tokens.length === 0) return out;
  const byHash = new Map(tokens.map((t) => [sha256(t), t]));
  const found = await rows<OfferRow & { token_hash: string }>(
    db,
    sql`select x.*, o2.token_hash from (${OFFER_SELECT}) x join transfer_quote_offers o2 on o2.id = x.id
      where o2.token_hash in (${sql.join(
        [...byHash.keys()].map((h) => sql`${h}`),
        sql`, `,
      )})`,
  );
  const places = found.length > 0 ? await TransferPlaces.load(db) : null;
  for (const row of found) {
    const token = byHash.get(row.token_hash);
    if (!token) continue;
    const { date, time } = lisbonDateTime(row.pickup_at);
    out.set(token, {
      id: row.id,
      vehicleId: row.vehicle_id,
      serviceId: row.service_id ?? 0,
      priceCents: row.price_cents,
      passengers: row.passengers,
      date,
      time,
      airportPickup: isAirportPickupPlace(row.pickup_location),
      trip: quotedTrip(places!, row),
      refusal: refusal(row, now)?.key ?? null,
    });
  }
  return out;
}

/**
 * Inside the booking transaction: each offer a line was priced from (`PricedLine.offerId`) is given to this booking,
 * unless another live booking has it (then 422 on that line). A cancelled or expired earlier booking gives the offer back.
 */
export async function claimOffers(
  tx: Tx,
  bookingId: number,
  lines: { index: number; offerId: number | null }[],
): Promise<void> {
  const taken: Record<string, MessageRef> = {};
  for (const line of lines) {
    // Only a line the cart priced from an offer token claims; a client's notes never name an offer.
    const offerId = line.offerId;
    if (offerId === null) continue;
    const claimed = await rows<{ id: number }>(
      tx,
      sql`update transfer_quote_offers set booking_id = ${bookingId} where id = ${offerId}
        and (booking_id is null or booking_id in (select id from bookings where status in ('cancelled', 'expired')))
        returning id`,
    );
    if (claimed.length === 0) taken[`items.${line.index}`] = { key: 'transferOffers.used' };
  }
  if (Object.keys(taken).length) throw invalid(taken);
  // The booking keeps which offer it took, never the link's secret.
  await tx.execute(sql`update booking_items set annotations = annotations #- '{notes,transfer_offer_token}' where booking_id = ${bookingId}
    and annotations->'notes' ? 'transfer_offer_token'`);
}

/**
 * Live companies with an active transfer service and at least one active vehicle, with those vehicles. With a quote
 * request, each vehicle carries the price its route prices give the request's trip (docs/adr/052), the price the
 * answer form suggests; null when an end of the request is not on the fixed list.
 */
export async function quotePartners(
  db: Db,
  places: TransferPlaces,
  requestId: number | null,
): Promise<TransferQuotePartner[]> {
  const found = await rows<
    Omit<TransferQuotePartner, 'vehicles'> & { vehicles: (TransferQuotePartner['vehicles'][number] & PricedVehicle)[] }
  >(
    db,
    sql`select co.id, co.trade_name,
        json_agg(json_build_object('id', v.id, 'name', v.name, 'seats', v.seats, 'luggage', v.luggage,
          'value_cents', v.value_cents, 'roundback_value_cents', v.roundback_value_cents, 'value_discount_cents', v.value_discount_cents,
          'baby_seats_value_cents', v.baby_seats_value_cents, 'child_seats_value_cents', v.child_seats_value_cents,
          'booster_seats_value_cents', v.booster_seats_value_cents, 'per_km_cents', v.per_km_cents, 'min_fare_cents', v.min_fare_cents,
          'route_prices', (select ${ROUTE_PRICES_JSON} from vehicle_route_prices r where r.vehicle_id = v.id)) order by v.name, v.id) as vehicles
      from companies co join vehicles v on v.company_id = co.id and v.status = 'active'
      where co.status = 'active' and (co.modules->>'transfers')::boolean
        and exists (select 1 from services s where s.company_id = co.id and s.kind = 'transfer' and s.status = 'active')
      group by co.id, co.trade_name order by co.trade_name, co.id`,
  );
  const [request] =
    requestId === null
      ? []
      : await rows<QuoteTrip>(
          db,
          sql`select pickup_location, drop_off_location, is_roundtrip, baby_seats, child_seats, booster_seats
            from transfer_quote_requests where id = ${requestId}`,
        );
  const ends = request ? requestEnds(places, request) : null;
  return found.map((p) => ({
    id: p.id,
    trade_name: p.trade_name,
    vehicles: p.vehicles.map((v) => ({
      id: v.id,
      name: v.name,
      seats: v.seats,
      luggage: v.luggage,
      ...(request
        ? {
            suggested_price_cents: ends
              ? priceTransfer(
                  { ...v, route_prices: v.route_prices ?? [] },
                  {
                    babySeats: request.baby_seats,
                    childSeats: request.child_seats,
                    boosterSeats: request.booster_seats,
                    isRoundtrip: request.is_roundtrip,
                  },
                  ends,
                ).price_cents
              : null,
          }
        : {}),
    })),
  }));
}

interface QuoteTrip {
  pickup_location: string;
  drop_off_location: string;
  is_roundtrip: boolean;
  baby_seats: number;
  child_seats: number;
  booster_seats: number;
}

/** A request stores each end as "Name (maps id)": both ends back from the fixed list, or null. */
function requestEnds(places: TransferPlaces, r: QuoteTrip) {
  const mapsId = (text: string) => /\(([^()]+)\)\s*$/.exec(text)?.[1] ?? '';
  const pickup = places.resolve(mapsId(r.pickup_location), 'en');
  const dropOff = places.resolve(mapsId(r.drop_off_location), 'en');
  return pickup && dropOff && pickup.mapsId !== dropOff.mapsId ? { pickup, dropOff } : null;
}

/** Staff close a request with a reason (kept in the audit entry); an offer already sent stays bookable until it expires. */
export async function closeQuoteRequest(
  app: FastifyInstance,
  request: FastifyRequest,
  id: number,
  reasonIn: string,
): Promise<{ id: number; status: 'closed' }> {
  const reason = reasonIn.trim();
  if (!reason) throw invalid({ reason: 'transferOffers.reasonRequired' });
  await app.db.transaction(async (tx) => {
    const [req] = await rows<{ status: string }>(
      tx,
      sql`select status from transfer_quote_requests where id = ${id} for update`,
    );
    if (!req) throw notFound('transferOffers.requestNotFound');
    if (req.status === 'closed') throw invalid({ reason: 'transferOffers.requestClosed' });
    await tx.execute(sql`update transfer_quote_requests set status = 'closed' where id = ${id}`);
    await app.audit.change(tx, request, {
      action: 'transfer_quote.close',
      entity: 'transfer_quote_request',
      entityId: id,
      before: { status: req.status },
      after: { status: 'closed', reason },
    });
  });
  return { id, status: 'closed' };
}
