// A list screen's state lives in the URL (page, page size, sort, search, filters), so a reload, a shared link or
// Back shows the same rows. Pure functions over URLSearchParams; `useTableState` binds them to a search-params pair
// such as react-router's `useSearchParams()`.
import { useCallback, useMemo } from 'react';

export interface TableSort {
  /** Column id (also the API's sort field). */
  id: string;
  desc: boolean;
}

export interface TableState {
  /** 1-based page (Laravel current_page). */
  page: number;
  perPage: number;
  sort: TableSort | null;
  /** Free-text search (`?q=`). */
  search: string;
  /** Other filters by name (`?status=active`), only the ones the screen declared. */
  filters: Readonly<Record<string, string>>;
}

export interface TableDefaults {
  perPage?: number;
  sort?: TableSort | null;
  /** Filter names the screen reads from the URL; others are ignored. */
  filters?: readonly string[];
  /** Allowed page sizes; a URL asking for another falls back to the default. */
  perPageOptions?: readonly number[];
}

export const PER_PAGE_OPTIONS = [10, 25, 50, 100] as const;
const DEFAULT_PER_PAGE = 25;

/** `-created_at` → { id: 'created_at', desc: true }; anything not a plain field name → null. */
export function parseSort(value: string | null): TableSort | null {
  if (!value) return null;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return /^[a-z][a-z0-9_.]*$/i.test(id) ? { id, desc } : null;
}

export function formatSort(sort: TableSort | null): string | null {
  return sort ? `${sort.desc ? '-' : ''}${sort.id}` : null;
}

function positiveInt(value: string | null, fallback: number): number {
  if (!value || !/^\d{1,6}$/.test(value)) return fallback;
  const n = Number(value);
  return n >= 1 ? n : fallback;
}

export function readTableState(params: URLSearchParams, defaults: TableDefaults = {}): TableState {
  const options = defaults.perPageOptions ?? PER_PAGE_OPTIONS;
  const fallbackPerPage = defaults.perPage ?? DEFAULT_PER_PAGE;
  const perPage = positiveInt(params.get('per_page'), fallbackPerPage);
  const filters: Record<string, string> = {};
  for (const name of defaults.filters ?? []) {
    const value = params.get(name);
    if (value) filters[name] = value;
  }
  return {
    page: positiveInt(params.get('page'), 1),
    perPage: options.includes(perPage) ? perPage : fallbackPerPage,
    sort: params.has('sort') ? parseSort(params.get('sort')) : (defaults.sort ?? null),
    search: params.get('q') ?? '',
    filters,
  };
}

export type TableStatePatch = Partial<Omit<TableState, 'filters'>> & { filters?: Record<string, string | null> };

/**
 * The URL after a change. Anything that changes which rows match (sort, search, filters, page size) goes back to
 * page 1; empty values leave the URL. Parameters the table does not own are kept.
 */
export function writeTableState(
  params: URLSearchParams,
  patch: TableStatePatch,
  defaults: TableDefaults = {},
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  };
  let resetPage = false;
  if (patch.sort !== undefined) {
    const isDefault = formatSort(patch.sort) === formatSort(defaults.sort ?? null);
    set('sort', isDefault ? null : (formatSort(patch.sort) ?? ''));
    resetPage = true;
  }
  if (patch.search !== undefined) {
    set('q', patch.search.trim());
    resetPage = true;
  }
  if (patch.perPage !== undefined) {
    set('per_page', patch.perPage === (defaults.perPage ?? DEFAULT_PER_PAGE) ? null : String(patch.perPage));
    resetPage = true;
  }
  for (const [name, value] of Object.entries(patch.filters ?? {})) {
    set(name, value);
    resetPage = true;
  }
  if (patch.page !== undefined) set('page', patch.page <= 1 ? null : String(patch.page));
  else if (resetPage) next.delete('page');
  return next;
}

/**
 * The query an API list call takes for this state: `page`, `per_page`, `sort` (`-field` for descending), `q` and the
 * filters, leaving out what is empty.
 */
export function tableQuery(state: TableState): Record<string, string | number> {
  const query: Record<string, string | number> = { page: state.page, per_page: state.perPage };
  const sort = formatSort(state.sort);
  if (sort) query.sort = sort;
  if (state.search) query.q = state.search;
  for (const [name, value] of Object.entries(state.filters)) if (value) query[name] = value;
  return query;
}

/** A page's other URL state (a filter, a page number): the params with `patch` set, its null values removed. */
export function patchParams(params: URLSearchParams, patch: Readonly<Record<string, string | null>>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch))
    if (value === null) next.delete(key);
    else next.set(key, value);
  return next;
}

export type SearchParamsPair = readonly [
  URLSearchParams,
  (next: URLSearchParams, options?: { replace?: boolean }) => void,
];

export interface TableStateHandle extends TableState {
  /** The API query for this state (see `tableQuery`). */
  query: Record<string, string | number>;
  update(patch: TableStatePatch): void;
}

/** Binds the table state to a URL search-params pair, e.g. `useTableState(useSearchParams(), { filters: ['status'] })`. */
export function useTableState([params, setParams]: SearchParamsPair, defaults: TableDefaults = {}): TableStateHandle {
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const state = useMemo(() => readTableState(params, defaults), [key]);
  const update = useCallback(
    // Typing in the search box must not add a history entry per key; paging and sorting do.
    (patch: TableStatePatch) =>
      setParams(writeTableState(params, patch, defaults), { replace: patch.search !== undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, setParams],
  );
  return useMemo(() => ({ ...state, query: tableQuery(state), update }), [state, update]);
}
