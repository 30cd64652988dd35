import { routes, type RouteDef, type RemoteName, type Role } from './table';

export type Locale = 'en' | 'pt';
export const LOCALES: readonly Locale[] = ['en', 'pt'];
export const DEFAULT_LOCALE: Locale = 'en';

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

/** Whether a locale-free path is owned by `remote` (single-spa activity function). */
export function isOwnedBy(remote: RemoteName, pathname: string): boolean {
  return matchRoute(pathname)?.route.owner === remote;
}
