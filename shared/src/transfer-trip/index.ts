// A transfer booking item keeps its trip (spec §3 transfer purchase notes) and what the driver
// needs (flight number, addresses, lead passenger phone) in its `notes`. One reader of those notes for every screen,
// mail and the partner's view, and one validation for the forms and the API, so they never disagree.

/** What a driver needs besides the trip, as the forms send them in a transfer line's notes. */
export interface TransferDetails {
  flightNumber: string;
  pickupAddress: string;
  dropOffAddress: string;
  leadPhone: string;
}
export type TransferDetailsField = keyof TransferDetails;
export const TRANSFER_DETAILS_FIELDS: readonly TransferDetailsField[] = [
  'flightNumber',
  'pickupAddress',
  'dropOffAddress',
  'leadPhone',
];

export interface TransferLeg {
  /** YYYY-MM-DD (Lisbon). */
  date: string;
  /** HH:MM; null when the line has no time. */
  time: string | null;
}

/** A transfer line's trip as every screen shows it. Route and legs are null for a fixed-price run (its name says it). */
export interface TransferTrip {
  from: string | null;
  to: string | null;
  outbound: TransferLeg | null;
  /** Set on a round trip. */
  return: TransferLeg | null;
  passengers: number;
  babySeats: number;
  childSeats: number;
  boosterSeats: number;
  luggage: number;
  /** The vehicle's name and class (sedan, executive, van, minibus), when a vehicle was chosen. */
  vehicleName: string | null;
  carType: string | null;
  airportPickup: boolean;
  details: TransferDetails;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const count = (v: unknown): number => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : 0;
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
};
const flag = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** Airport runs of the catalogue (fixed price, booked from their service page) start at an airport. */
export const AIRPORT_CATEGORY = 'airport-transfers';
const AIRPORT_MAPS_ID = /(^|-)airport$/;

/**
 * Whether the driver picks the passengers up at an airport: a vehicle trip whose pickup is an airport point of
 * interest (its maps id ends in `airport`), or a fixed-price run of the airport-transfers category.
 */
export function isAirportPickup(
  notes: Record<string, unknown> | null | undefined,
  categorySlug?: string | null,
): boolean {
  if (categorySlug === AIRPORT_CATEGORY) return true;
  return AIRPORT_MAPS_ID.test(text(notes?.pickupMapsId));
}

/**
 * Whether a quote request's pickup, as stored ("Lisbon Airport (pt-lisboa-poi-lisbon-airport)": the place and its maps
 * id), is an airport: a staff-quoted offer asks the driver details a vehicle trip from there would.
 */
export function isAirportPickupPlace(place: string): boolean {
  const mapsId = /\(([^()]+)\)\s*$/.exec(place)?.[1] ?? '';
  return isAirportPickup({ pickupMapsId: mapsId });
}

/** The driver details found in a line's notes (trimmed; missing ones are ''). */
export function transferDetailsOf(notes: Record<string, unknown> | null | undefined): TransferDetails {
  return {
    flightNumber: normaliseFlightNumber(text(notes?.flightNumber)),
    pickupAddress: text(notes?.pickupAddress),
    dropOffAddress: text(notes?.dropOffAddress),
    leadPhone: text(notes?.leadPhone),
  };
}

/**
 * The trip of a transfer line, or null when the line is not a transfer. `quantity` is the line's quantity (the
 * passengers of a fixed-price run); `categorySlug` tells a fixed-price airport run.
 */
export function transferTripOf(
  item: {
    kind: string;
    quantity: number;
    date?: string | null;
    time?: string | null;
    notes?: Record<string, unknown> | null;
  },
  categorySlug?: string | null,
): TransferTrip | null {
  if (item.kind !== 'transfer') return null;
  const n = item.notes ?? {};
  const from = text(n.pickupLocation) || null;
  const to = text(n.dropOffLocation) || null;
  const date = text(n.pickupDate) || item.date || null;
  const time = text(n.pickupTime) || item.time || null;
  const roundTrip = flag(n.isRoundtrip) && Boolean(text(n.returnPickupDate));
  return {
    from,
    to,
    outbound: date ? { date, time } : null,
    return: roundTrip ? { date: text(n.returnPickupDate), time: text(n.returnPickupTime) || null } : null,
    passengers: count(n.numberOfPassengers) || item.quantity,
    babySeats: count(n.babySeats),
    childSeats: count(n.childSeats),
    boosterSeats: count(n.boosterSeats),
    luggage: count(n.luggagePieces),
    vehicleName: text(n.vehicleName) || null,
    carType: text(n.carType) || null,
    airportPickup: flag(n.airportPickup) || isAirportPickup(n, categorySlug),
    details: transferDetailsOf(n),
  };
}

/** "tp 1234" → "TP1234". */
export function normaliseFlightNumber(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}

/** IATA flight number: a 2-character airline code (not two digits), 1–4 digits, an optional suffix letter. */
export function isFlightNumber(value: string): boolean {
  return /^(?![0-9]{2})[A-Z0-9]{2}[0-9]{1,4}[A-Z]?$/.test(normaliseFlightNumber(value));
}

/** E.164-ish: an optional +, 8 to 15 digits not starting with 0 after the +; spaces, dots, dashes and brackets allowed. */
export function isLeadPhone(value: string): boolean {
  const v = value.trim();
  if (!/^\+?[\d\s().-]+$/.test(v)) return false;
  const digits = v.replace(/\D+/g, '');
  return digits.length >= 8 && digits.length <= 15 && (!v.startsWith('+') || !digits.startsWith('0'));
}

/** Message keys (`transferDetails.errors.*`, in the API's `checkout.` namespace and the front ends' `common`). */
export type TransferDetailsError = 'required' | 'flightNumber' | 'phone' | 'tooLong';
export type TransferDetailsErrors = Partial<Record<TransferDetailsField, TransferDetailsError>>;

export const TRANSFER_ADDRESS_MAX = 200;

/**
 * What is missing or malformed. An airport pickup needs the flight number and the drop-off address; any other
 * pickup needs the pickup address; every transfer needs the lead passenger's phone. With `complete: false` only
 * what was typed is checked (the cart keeps a line the traveller has not finished).
 */
export function transferDetailsErrors(
  details: TransferDetails,
  airportPickup: boolean,
  options: { complete?: boolean } = {},
): TransferDetailsErrors {
  const complete = options.complete ?? true;
  const errors: TransferDetailsErrors = {};
  const need = (field: TransferDetailsField, required: boolean) => {
    if (!details[field]) {
      if (required && complete) errors[field] = 'required';
      return false;
    }
    return true;
  };
  if (need('flightNumber', airportPickup) && !isFlightNumber(details.flightNumber))
    errors.flightNumber = 'flightNumber';
  for (const field of ['pickupAddress', 'dropOffAddress'] as const) {
    if (
      need(field, field === 'pickupAddress' ? !airportPickup : airportPickup) &&
      details[field].length > TRANSFER_ADDRESS_MAX
    )
      errors[field] = 'tooLong';
  }
  if (need('leadPhone', true) && !isLeadPhone(details.leadPhone)) errors.leadPhone = 'phone';
  return errors;
}

/** The details as notes: empty ones left out, the flight number normalised. */
export function transferDetailsNotes(details: TransferDetails): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of TRANSFER_DETAILS_FIELDS) {
    const value = field === 'flightNumber' ? normaliseFlightNumber(details[field].trim()) : details[field].trim();
    if (value) out[field] = value;
  }
  return out;
}

/** A translate function (i18next's `t`, or the API's translator): key + values → text. */
export type TripTranslate = (key: string, values?: Record<string, string | number>) => string;

export type TransferTripLineKey = 'route' | 'outbound' | 'return' | 'people' | 'vehicle' | TransferDetailsField;
export interface TransferTripLine {
  key: TransferTripLineKey;
  text: string;
}

/**
 * The trip as lines of text, the same on every screen and in the mails: route, each leg, passengers with seats and
 * luggage, the vehicle, then the driver details given. `prefix` is where the `transferTrip` messages sit
 * (`transferTrip.` in the front ends' common namespace, `checkout.trip.` in the API); dates are dd/mm/yyyy.
 */
export function transferTripLines(
  trip: TransferTrip,
  t: TripTranslate,
  prefix: string,
  formatDay: (date: string) => string,
): TransferTripLine[] {
  const k = (key: string) => `${prefix}${key}`;
  const when = (leg: TransferLeg) => [formatDay(leg.date), leg.time].filter(Boolean).join(' ');
  const lines: TransferTripLine[] = [];
  if (trip.from && trip.to) lines.push({ key: 'route', text: t(k('route'), { from: trip.from, to: trip.to }) });
  if (trip.outbound) lines.push({ key: 'outbound', text: t(k('outbound'), { when: when(trip.outbound) }) });
  if (trip.return) lines.push({ key: 'return', text: t(k('return'), { when: when(trip.return) }) });
  const people = [
    t(k('passengers'), { count: trip.passengers }),
    ...(['babySeats', 'childSeats', 'boosterSeats'] as const)
      .filter((s) => trip[s] > 0)
      .map((s) => t(k(s), { count: trip[s] })),
    t(k('luggage'), { count: trip.luggage }),
  ];
  lines.push({ key: 'people', text: people.join(' · ') });
  if (trip.vehicleName) {
    const type = trip.carType ? t(k(`carType.${trip.carType}`)) : '';
    lines.push({ key: 'vehicle', text: t(k(type ? 'vehicleClass' : 'vehicle'), { name: trip.vehicleName, type }) });
  }
  for (const field of TRANSFER_DETAILS_FIELDS) {
    if (trip.details[field]) lines.push({ key: field, text: t(k(field), { value: trip.details[field] }) });
  }
  return lines;
}

/**
 * The quote form's query for a transfer line's trip ("Change trip" in the cart): pickup and drop-off as the form's
 * location values (a point of interest by its slug, a town by its maps id), dates, times, passengers, seats, luggage.
 * The driver details stay out of the address bar. Null when the line carries no trip (a fixed-price run).
 */
export function changeTripQuery(notes: Record<string, unknown> | null | undefined): URLSearchParams | null {
  const n = notes ?? {};
  const poi = text(n.pointOfInterest);
  const place = (mapsId: string) => (poi && mapsId.endsWith(`-${poi}`) ? poi : mapsId);
  const pickup = place(text(n.pickupMapsId));
  const dropOff = place(text(n.dropOffMapsId));
  if (!pickup || !dropOff) return null;
  const roundTrip = flag(n.isRoundtrip);
  const out = new URLSearchParams({
    pickupLocation: pickup,
    dropOffLocation: dropOff,
    pickupDate: text(n.pickupDate),
    pickupTime: text(n.pickupTime),
    isRoundtrip: roundTrip ? '1' : '0',
    numberOfPassengers: String(count(n.numberOfPassengers) || 1),
    babySeats: String(count(n.babySeats)),
    childSeats: String(count(n.childSeats)),
    boosterSeats: String(count(n.boosterSeats)),
    luggagePieces: String(count(n.luggagePieces)),
  });
  if (roundTrip) {
    out.set('returnPickupDate', text(n.returnPickupDate));
    out.set('returnPickupTime', text(n.returnPickupTime));
  }
  if (text(n.language)) out.set('language', text(n.language));
  return out;
}
