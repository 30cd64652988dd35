// The transfer quote form <-> query string (so /transfers/offers?… is a copyable link), and the cart item with
// every transfer purchase note of spec §3. Prices come only from `transferPrice` of @mp/shared/domain (spec §9).
import type { TransferLocation, TransferOffer } from '@mp/shared/contracts';
import { pathTo } from '@mp/shared/routes';
import type { CartItem } from '@mp/shared/stores';
import { todayIso } from '../../lib/dates';
import { lineTag } from '../../lib/line-id';

export interface TransferForm {
  pickupLocation: string;
  dropOffLocation: string;
  pickupDate: string;
  pickupTime: string;
  isRoundtrip: boolean;
  returnPickupDate: string;
  returnPickupTime: string;
  numberOfPassengers: number;
  /** Spec §9: seat list default — each quantity 0. */
  babySeats: number;
  childSeats: number;
  boosterSeats: number;
  luggagePieces: number;
  language: string;
}

export const EMPTY_TRANSFER_FORM: TransferForm = {
  pickupLocation: '',
  dropOffLocation: '',
  pickupDate: '',
  pickupTime: '',
  isRoundtrip: false,
  returnPickupDate: '',
  returnPickupTime: '',
  numberOfPassengers: 1,
  babySeats: 0,
  childSeats: 0,
  boosterSeats: 0,
  luggagePieces: 0,
  language: '',
};

function count(value: string | null, fallback: number, min = 0): number {
  if (value === null || !/^\d+$/.test(value)) return fallback;
  return Math.max(min, Number(value));
}

/**
 * /transfers takes a trip to fill its quote form in one parameter, `trip` (the offers' query string): the page also
 * lists transfer services with their own filters, and the trip's `language` must not become the listing's.
 */
export function transfersPagePath(form: TransferForm, base: string = pathTo('transfers')): string {
  return `${base}?trip=${encodeURIComponent(transferQuery(form).toString())}`;
}

/**
 * "Change trip" in the cart sends the id of the line being changed as `replace`; the quote form and the offers pages
 * keep it, and adding the new vehicle removes that line (a changed trip is a new line id, not a second transfer).
 */
export const REPLACE_PARAM = 'replace';

/** The query string with the `replace` line id kept (when there is one). */
export function withReplace(query: URLSearchParams | string, replace: string | null | undefined): string {
  const out = new URLSearchParams(query);
  if (replace) out.set(REPLACE_PARAM, replace);
  return out.toString();
}

export function tripOfTransfersPage(search: URLSearchParams): TransferForm {
  return parseTransferQuery(new URLSearchParams(search.get('trip') ?? ''));
}

export function parseTransferQuery(search: URLSearchParams): TransferForm {
  const roundTrip = search.get('isRoundtrip') === '1';
  return {
    pickupLocation: search.get('pickupLocation') ?? '',
    dropOffLocation: search.get('dropOffLocation') ?? '',
    pickupDate: search.get('pickupDate') ?? '',
    pickupTime: search.get('pickupTime') ?? '',
    isRoundtrip: roundTrip,
    returnPickupDate: roundTrip ? (search.get('returnPickupDate') ?? '') : '',
    returnPickupTime: roundTrip ? (search.get('returnPickupTime') ?? '') : '',
    numberOfPassengers: count(search.get('numberOfPassengers'), 1, 1),
    babySeats: count(search.get('babySeats'), 0),
    childSeats: count(search.get('childSeats'), 0),
    boosterSeats: count(search.get('boosterSeats'), 0),
    luggagePieces: count(search.get('luggagePieces'), 0),
    language: search.get('language') ?? '',
  };
}

/** The form as the API's query (spec §7 booleans as 1/0); return fields only on a round trip. */
export function transferQuery(form: TransferForm): URLSearchParams {
  const out = new URLSearchParams({
    pickupLocation: form.pickupLocation,
    dropOffLocation: form.dropOffLocation,
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    isRoundtrip: form.isRoundtrip ? '1' : '0',
    numberOfPassengers: String(form.numberOfPassengers),
    babySeats: String(form.babySeats),
    childSeats: String(form.childSeats),
    boosterSeats: String(form.boosterSeats),
    luggagePieces: String(form.luggagePieces),
  });
  if (form.isRoundtrip) {
    out.set('returnPickupDate', form.returnPickupDate);
    out.set('returnPickupTime', form.returnPickupTime);
  }
  if (form.language) out.set('language', form.language);
  return out;
}

export type TransferFormErrors = Partial<Record<keyof TransferForm, string>>;

/** The time fields' step: 5 minutes (spec §9), in the seconds `<input type="time" step>` takes. */
export const TIME_STEP_SECONDS = 300;

const STEP_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" on the 5-minute grid of spec §9 (00:00 … 23:55), as typed into a time field. */
export function isStepTime(value: string): boolean {
  const match = STEP_TIME.exec(value);
  return match !== null && Number(match[2]) % 5 === 0;
}

/** Required fields and "only from the list" (spec §5); messages are i18n keys of the catalogue namespace. */
export function validateTransferForm(
  form: TransferForm,
  known: ReadonlySet<string>,
  today: string = todayIso(),
): TransferFormErrors {
  const errors: TransferFormErrors = {};
  if (!known.has(form.pickupLocation)) errors.pickupLocation = 'transfers.errors.location';
  if (!known.has(form.dropOffLocation)) errors.dropOffLocation = 'transfers.errors.location';
  else if (form.dropOffLocation === form.pickupLocation) errors.dropOffLocation = 'transfers.errors.sameLocation';
  if (!form.pickupDate) errors.pickupDate = 'transfers.errors.required';
  else if (form.pickupDate < today) errors.pickupDate = 'transfers.errors.pastDate';
  if (!form.pickupTime) errors.pickupTime = 'transfers.errors.required';
  else if (!isStepTime(form.pickupTime)) errors.pickupTime = 'transfers.errors.timeStep';
  if (form.babySeats + form.childSeats + form.boosterSeats > form.numberOfPassengers)
    errors.babySeats = 'transfers.errors.tooManySeats';
  if (form.isRoundtrip) {
    if (!form.returnPickupDate) errors.returnPickupDate = 'transfers.errors.required';
    else if (form.pickupDate && form.returnPickupDate < form.pickupDate)
      errors.returnPickupDate = 'transfers.errors.returnBefore';
    if (!form.returnPickupTime) errors.returnPickupTime = 'transfers.errors.required';
    else if (!isStepTime(form.returnPickupTime)) errors.returnPickupTime = 'transfers.errors.timeStep';
    // Back the same day: the return time must come after the pickup time.
    else if (form.returnPickupDate === form.pickupDate && form.pickupTime && form.returnPickupTime <= form.pickupTime)
      errors.returnPickupTime = 'transfers.errors.returnBefore';
  }
  return errors;
}

/** Spec §3 transfer purchase notes, complete: the trip, the seats, and maps id + district of both ends. */
export function transferNotes(
  form: TransferForm,
  pickup: TransferLocation,
  dropOff: TransferLocation,
): Record<string, unknown> {
  const poi =
    pickup.type === 'point_of_interest' ? pickup.slug : dropOff.type === 'point_of_interest' ? dropOff.slug : null;
  return {
    pickupLocation: pickup.name,
    dropOffLocation: dropOff.name,
    pickupDate: form.pickupDate,
    pickupTime: form.pickupTime,
    isRoundtrip: form.isRoundtrip,
    numberOfPassengers: form.numberOfPassengers,
    babySeats: form.babySeats,
    childSeats: form.childSeats,
    boosterSeats: form.boosterSeats,
    luggagePieces: form.luggagePieces,
    language: form.language || null,
    returnPickupDate: form.isRoundtrip ? form.returnPickupDate : null,
    returnPickupTime: form.isRoundtrip ? form.returnPickupTime : null,
    pointOfInterest: poi,
    pickupMapsId: pickup.maps_id,
    pickupDistrict: pickup.district,
    dropOffMapsId: dropOff.maps_id,
    dropOffDistrict: dropOff.district,
  };
}

/**
 * The price the API gave the offer for this trip (one way or round trip, seat extras included): a vehicle may be priced
 * by route or distance (docs/adr/052), so the page and the cart line show what the cart will charge, never a flat
 * value worked out here.
 */
export function offerPrice(offer: TransferOffer, form: Pick<TransferForm, 'isRoundtrip'>): number {
  return form.isRoundtrip ? offer.round_trip_price_cents : offer.one_way_price_cents;
}

export function transferCartItem(
  offer: TransferOffer,
  form: TransferForm,
  pickup: TransferLocation,
  dropOff: TransferLocation,
  details: Record<string, string> = {},
): CartItem | null {
  if (offer.service_id === null) return null;
  const price = offerPrice(offer, form);
  const item: CartItem & { vehicle_id: number } = {
    vehicle_id: offer.id,
    // One line per vehicle and trip: the same trip in the same vehicle again replaces it (spec §4, e.g. other seats);
    // another trip (the way back on another day, a second run) is a line of its own.
    id: `transfer-${offer.id}-${lineTag(form.pickupLocation, form.dropOffLocation, form.pickupDate, form.pickupTime, form.isRoundtrip, form.returnPickupDate, form.returnPickupTime)}`,
    service_id: offer.service_id,
    service_slug: offer.service_slug ?? '',
    kind: 'transfer',
    name: `${pickup.name} → ${dropOff.name} (${offer.name})`,
    image_url: null,
    date: form.pickupDate,
    time: form.pickupTime,
    quantity: form.numberOfPassengers,
    unit_price_cents: price,
    total_cents: price,
    discount_cents: 0,
    free_cancellation: offer.free_cancelation ? 1 : 0,
    cancellation_policy: offer.free_cancelation_policy,
    // The vehicle's name and class and the driver details show on the cart line before the server answers.
    notes: {
      ...transferNotes(form, pickup, dropOff),
      vehicle_id: offer.id,
      vehicleName: offer.name,
      carType: offer.car_type,
      ...details,
    },
  };
  // vehicle_id travels with the item (POST /api/cart prices a vehicle transfer from it, contracts/cart.ts).
  return item;
}
