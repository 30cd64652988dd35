// Business constants of spec §9, in one place for front ends and API.

export const DEFAULT_COUNTRY = 'pt';
export const PHONE_PREFIX = '351';
export const CURRENCY_SYMBOL = '€';
export const CURRENCY = 'EUR';

export const TOAST_DURATION_MS = 3000;
export const TOAST_DEFAULT_POSITION = 'bottom-right' as const;
export const TOAST_FADE_MS = 150;
export const TOAST_QUEUE_RETRY_MS = 250;
/** How many toasts one corner shows at once; more wait in the queue (spec §4 "queued toasts"). */
export const TOAST_MAX_VISIBLE = 3;

export const MBWAY_COUNTDOWN_SECONDS = 300;
export const MAX_SUPER_ADMIN_TABS = 3;

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const DEFAULT_PAGE = 1;
export const DEFAULT_SORT = 'most-recent';
export const BOOKINGS_DEFAULT_ORDER = 'desc' as const;
export const TIME_STEP_MINUTES = 5;
export const DATE_LOCALE = 'en-GB';
export const DEFAULT_REVIEW_LANGUAGE = 'pt';

export const INVOICE_YEARS: readonly number[] = [2024, 2025];
/** 1 = January … 12 = December. */
export const INVOICE_MONTHS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

export type SeatKind = 'baby' | 'child' | 'booster';
/** Spec §9 seat list default, each quantity 0. Screens translate by `kind`; `name` is the English default. */
export const DEFAULT_SEATS: readonly { kind: SeatKind; name: string; quantity: number }[] = [
  { kind: 'baby', name: 'Baby seat', quantity: 0 },
  { kind: 'child', name: 'Child seat', quantity: 0 },
  { kind: 'booster', name: 'Booster seat', quantity: 0 },
];

/** Fixed points of interest and their district (spec §9). */
export const POINTS_OF_INTEREST: readonly { name: string; district: string }[] = [
  { name: 'Lisbon Airport', district: 'Lisbon' },
  { name: 'Lisbon Cruise Port', district: 'Lisbon' },
  { name: 'Oriente Train Station', district: 'Lisbon' },
  { name: 'Santa Apolónia Train Station', district: 'Lisbon' },
  { name: 'Porto Airport', district: 'Porto' },
  { name: 'Porto Campanha Train Station', district: 'Porto' },
  { name: 'Faro Airport', district: 'Faro' },
];

export const LOCALE_COOKIE_DAYS = 365;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const RESIZE_REFRESH_MS = 50;

export type BookingItemStatus = 'waiting_payment' | 'pending' | 'confirmed' | 'completed' | 'declined' | 'cancelled';
/** Customer booking lists (spec §4). */
export const CUSTOMER_BOOKING_LISTS: Readonly<Record<'upcoming' | 'previous' | 'canceled', readonly BookingItemStatus[]>> = {
  upcoming: ['waiting_payment', 'pending', 'confirmed'],
  previous: ['completed'],
  canceled: ['declined', 'cancelled'],
};
