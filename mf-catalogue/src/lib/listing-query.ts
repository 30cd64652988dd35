// Listing state <-> query string (so a copied link restores the filters and back/forward work).
// Defaults are left out of the URL so the plain listing keeps its clean address.
import type { DurationBucket, ServiceKind, ServiceOrderBy } from '@mp/shared/contracts';
import { DURATION_BUCKETS, SERVICE_ORDER_BY } from '@mp/shared/domain';
import type { SearchParams } from '@mp/shared/api';

/** A listing's order: the API's, or (search results only) `relevance`, the best match first. */
export type ListingOrder = ServiceOrderBy | 'relevance';

export interface ListingState {
  category: string | null;
  city: string | null;
  /** Cents. */
  minPrice: number | null;
  maxPrice: number | null;
  languages: string[];
  duration: DurationBucket | null;
  freeCancellation: boolean;
  seats: number | null;
  /** Bookable on this day (YYYY-MM-DD). */
  date: string | null;
  order: ListingOrder;
  page: number;
}

/** Spec §9: default sort most-recent, default page 1. */
export const DEFAULT_ORDER: ServiceOrderBy = 'most-recent';

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  return Number(value);
}

function ordered(min: number | null, max: number | null): [number | null, number | null] {
  return min !== null && max !== null && min > max ? [max, min] : [min, max];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `defaultOrder`: what an address without `order-by` means (search results: `relevance`). */
export function parseListingQuery(search: URLSearchParams, defaultOrder: ListingOrder = DEFAULT_ORDER): ListingState {
  const order = search.get('order-by');
  const date = search.get('date');
  const duration = search.get('duration');
  const page = positiveInt(search.get('page'));
  const seats = positiveInt(search.get('seats'));
  // A link whose prices cross (typed or edited by hand) reads as the range between them.
  const [minPrice, maxPrice] = ordered(positiveInt(search.get('min_price')), positiveInt(search.get('max_price')));
  return {
    category: search.get('category') || null,
    city: search.get('city') || null,
    minPrice,
    maxPrice,
    languages: search.getAll('language').filter(Boolean),
    duration: DURATION_BUCKETS.some((b) => b.bucket === duration) ? (duration as DurationBucket) : null,
    freeCancellation: search.get('free_cancellation') === '1',
    seats: seats && seats > 0 ? seats : null,
    date: date && ISO_DATE.test(date) ? date : null,
    order:
      SERVICE_ORDER_BY.includes(order as ServiceOrderBy) || (order === 'relevance' && defaultOrder === 'relevance')
        ? (order as ListingOrder)
        : defaultOrder,
    page: page && page > 0 ? page : 1,
  };
}

/** The URL parameters a listing owns; any other (e.g. the /transfers quote form's `trip`) is left as it is. */
export const LISTING_PARAMS: ReadonlySet<string> = new Set([
  'category',
  'city',
  'min_price',
  'max_price',
  'language',
  'duration',
  'free_cancellation',
  'seats',
  'date',
  'order-by',
  'page',
]);

/** `state` as the listing's parameters, keeping the parameters of `current` that the listing does not own. */
export function withListingQuery(
  current: URLSearchParams,
  state: ListingState,
  defaultOrder: ListingOrder = DEFAULT_ORDER,
): URLSearchParams {
  const out = listingToQuery(state, defaultOrder);
  for (const [key, value] of current) if (!LISTING_PARAMS.has(key)) out.append(key, value);
  return out;
}

export function listingToQuery(state: ListingState, defaultOrder: ListingOrder = DEFAULT_ORDER): URLSearchParams {
  const out = new URLSearchParams();
  if (state.category) out.set('category', state.category);
  if (state.city) out.set('city', state.city);
  if (state.minPrice !== null) out.set('min_price', String(state.minPrice));
  if (state.maxPrice !== null) out.set('max_price', String(state.maxPrice));
  for (const language of state.languages) out.append('language', language);
  if (state.duration) out.set('duration', state.duration);
  if (state.freeCancellation) out.set('free_cancellation', '1');
  if (state.seats !== null) out.set('seats', String(state.seats));
  if (state.date) out.set('date', state.date);
  if (state.order !== defaultOrder) out.set('order-by', state.order);
  if (state.page !== 1) out.set('page', String(state.page));
  return out;
}

/** A filter change starts again at page 1 (the old page may not exist any more). */
export function withFilter(state: ListingState, patch: Partial<Omit<ListingState, 'page'>>): ListingState {
  return { ...state, ...patch, page: 1 };
}

/** The filters as API parameters; `base` is what the screen fixes (kind, or the category of /category/{slug}). */
export function filterParams(state: ListingState, base: ListingBase): SearchParams {
  return {
    ...(base.kind ? { kind: base.kind } : {}),
    ...(base.q ? { q: base.q } : {}),
    category: base.category ?? state.category ?? undefined,
    city: state.city ?? undefined,
    min_price: state.minPrice ?? undefined,
    max_price: state.maxPrice ?? undefined,
    language: state.languages.length ? state.languages : undefined,
    duration: state.duration ?? undefined,
    free_cancellation: state.freeCancellation ? '1' : undefined,
    seats: state.seats ?? undefined,
    date: state.date ?? undefined,
  };
}

/** What the screen fixes: the kind, the category of /category/{slug}, the words of /search/{term}. */
export interface ListingBase {
  kind?: ServiceKind;
  category?: string;
  q?: string;
}

/** The list's parameters; `relevance` is the API's own order of a search, asked for by sending no order. */
export function listParams(state: ListingState, base: ListingBase, perPage = 12): SearchParams {
  return {
    ...filterParams(state, base),
    ...(state.order === 'relevance' ? {} : { 'order-by': state.order }),
    page: state.page,
    per_page: perPage,
  };
}
