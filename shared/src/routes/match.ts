import { routes, type RouteDef, type RouteId, type RemoteName, type Role } from './table';

export type Locale = 'en' | 'pt';
export const LOCALES: readonly Locale[] = ['en', 'pt'];

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
  locale: Locale;
  /** The path without its locale prefix, always starting with '/'. */
  path: string;
}

// A path segment a route parameter accepts: slugs, ids and search terms, never dots (no file names).
const SEGMENT = /^[\p{L}\p{N}_~%+-]+$/u;

/** Split `/pt/cart` into { locale: 'pt', path: '/cart' }; `/pt` alone is the pt home. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const clean = normalisePath(pathname);
  if (clean === '/pt') return { locale: 'pt', path: '/' };
  if (clean.startsWith('/pt/')) return { locale: 'pt', path: clean.slice(3) };
  return { locale: 'en', path: clean };
}

/** Add the locale prefix to a locale-free path. */
export function localizePath(path: string, locale: Locale): string {
  const clean = normalisePath(path);
  if (locale === 'en') return clean;
  return clean === '/' ? '/pt' : `/pt${clean}`;
}

/** `localizePath` for a path with a query string and/or hash (`/purchase-complete?id=1` → `/pt/purchase-complete?id=1`). */
export function localizeHref(href: string, locale: Locale): string {
  const cut = href.search(/[?#]/);
  return cut === -1 ? localizePath(href, locale) : localizePath(href.slice(0, cut), locale) + href.slice(cut);
}

/** The same page in the other locale (keeps the rest of the path). */
export function switchLocalePath(pathname: string, locale: Locale): string {
  return localizePath(splitLocale(pathname).path, locale);
}

function normalisePath(pathname: string): string {
  const noQuery = pathname.split(/[?#]/)[0] ?? '/';
  const withSlash = noQuery.startsWith('/') ? noQuery : `/${noQuery}`;
  return withSlash.length > 1 ? withSlash.replace(/\/+$/, '') || '/' : withSlash;
}

/** Match a locale-free path against one pattern; returns the params or null. */
export function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const got = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') return params; // matches the bare prefix and anything deeper
    const seg = got[i];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (seg === undefined) {
        if (optional && i === want.length - 1) return params;
        return null;
      }
      if (!SEGMENT.test(seg)) return null;
      try {
        params[name] = decodeURIComponent(seg);
      } catch {
        return null;
      }
      continue;
    }
    if (seg !== part) return null;
  }
  return got.length === want.length ? params : null;
}

/** Find the page a browser path belongs to, or null (→ 404). */
export function matchRoute(pathname: string): RouteMatch | null {
  const { locale, path } = splitLocale(pathname);
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { route, params, locale, path };
  }
  return null;
}

/** Whether a user with `role` (or nobody, when null) may open the route. */
export function canAccess(route: RouteDef, role: Role | null): 'ok' | 'login' | 'forbidden' {
  if (route.access === 'public') return 'ok';
  if (!role) return 'login';
  return route.access.includes(role) ? 'ok' : 'forbidden';
}

/** The remotes in table order, each once. */
export const REMOTES: readonly RemoteName[] = [
  'mf-catalogue',
  'mf-checkout',
  'mf-user-panel',
  'mf-partner-dashboard',
  'mf-super-admin',
];

/** The Module Federation container name of a remote (`mf-user-panel` → `mf_user_panel`). */
export function containerName(remote: RemoteName): string {
  return remote.replace(/-/g, '_');
}

/**
 * The locale-free path of a route of the table, its parameters filled in and encoded:
 * `pathTo('search', { term: 'surf lessons' })` → `/search/surf%20lessons`. An optional parameter (`:slug?`)
 * or a splat (`/*`, parameter `'*'`) may be left out; a missing required parameter throws, so a broken link
 * fails in tests instead of pointing at a wrong page. Aliases (two rows with one id) give the first row.
 * Remotes link with this (or `usePathTo` of @mp/shared/remote, which adds the `/pt` prefix), never with
 * hand-written path strings.
 */
export function pathTo(id: RouteId, params: Readonly<Record<string, string | number>> = {}): string {
  const route = routes.find((r) => r.id === id);
  if (!route) throw new Error(`[mp] pathTo: no route '${id}'`);
  const parts: string[] = [];
  for (const part of route.pattern.split('/').filter(Boolean)) {
    if (part === '*') {
      const rest = params['*'];
      if (rest !== undefined && String(rest) !== '')
        parts.push(...String(rest).split('/').filter(Boolean).map(encodeURIComponent));
      continue;
    }
    if (!part.startsWith(':')) {
      parts.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || String(value) === '') {
      if (optional) continue;
      throw new Error(`[mp] pathTo('${id}'): missing parameter '${name}'`);
    }
    parts.push(encodeURIComponent(String(value)));
  }
  return `/${parts.join('/')}`;
}
