// Business constants of spec §9, in one place for front ends and API.

export const DEFAULT_COUNTRY = 'pt';
export const PHONE_PREFIX = '351';

export const TOAST_DURATION_MS = 3000;
export const TOAST_DEFAULT_POSITION = 'bottom-right' as const;
export const TOAST_FADE_MS = 150;
export const TOAST_QUEUE_RETRY_MS = 250;
/** How many toasts one corner shows at once; more wait in the queue (spec §4 "queued toasts"). */
export const TOAST_MAX_VISIBLE = 3;

export const MBWAY_COUNTDOWN_SECONDS = 300;
export const MAX_SUPER_ADMIN_TABS = 3;

export const AUTOCOMPLETE_MIN_CHARS = 2;
export const BOOKINGS_DEFAULT_ORDER = 'desc' as const;
export const TIME_STEP_MINUTES = 5;

export const LOCALE_COOKIE_DAYS = 365;
export const CHUNK_RELOAD_GUARD_MS = 10_000;

export type BookingItemStatus = 'waiting_payment' | 'pending' | 'confirmed' | 'completed' | 'declined' | 'cancelled';
/** Customer booking lists (spec §4). */
export const CUSTOMER_BOOKING_LISTS: Readonly<
  Record<'upcoming' | 'previous' | 'canceled', readonly BookingItemStatus[]>
> = {
  upcoming: ['waiting_payment', 'pending', 'confirmed'],
  previous: ['completed'],
  canceled: ['declined', 'cancelled'],
};

/** The header that names a guest's server cart (its opaque token; spec §7 "Cart and checkout"). */
export const CART_TOKEN_HEADER = 'x-cart-token';

/**
 * Which state of the public catalogue an API process answers from (`<process>.<times cleared>`): sent by the API with
 * its public answers and every write's answer, read by the gateway to empty its shared cache (ADR 032).
 */
export const CATALOGUE_VERSION_HEADER = 'x-catalogue-version';

/** localStorage key of the signed-in user (with their API token); the gateway's early-data script reads it too. */
export const AUTH_USER_KEY = 'mp.auth.user';

/** localStorage key of the cart (spec §9); the gateway's empty-cart script reads it too (ADR 027). */
export const CART_LOCAL_KEY = 'mp.cart';
/** localStorage key of a payment waiting for the customer in another tab (MB WAY, crypto), so a reload finds it. */
export const PENDING_PAYMENT_KEY = 'mp.cart.pending-payment';

/** Customer bookings per page in the customer panel (the page and its early call ask for the same). */
export const CUSTOMER_BOOKINGS_PER_PAGE = 15;

/** How many items of each list the partner's dashboard home shows (GET api/dashboard/home and the page). */
export const DASHBOARD_HOME_ITEMS = 5;
