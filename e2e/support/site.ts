// What the journeys expect of the site, derived from the same sources the site uses: the route table of
// @mp/shared/routes, the `common` i18n strings and the demo catalogue. Nothing here is a copy of them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { canAccess, localizePath, matchRoute, routes, type Locale, type RouteDef, type Role } from '@mp/shared/routes';
import { catalogue } from '../../api/src/db/seed-data/index';
import { repoRoot } from './stack';

export { routes, localizePath, matchRoute, canAccess };
export type { Locale, RouteDef, Role };

export const DEMO_PASSWORD = 'Demo1234!';
export const DEMO_EMAIL: Record<Role, string> = {
  CLIENT: 'client@demo.pt',
  SUPPLIER: 'partner@demo.pt',
  AFFILIATE: 'affiliate@demo.pt',
  SUPER: 'admin@demo.pt',
};
export const ROLES: readonly Role[] = ['CLIENT', 'SUPPLIER', 'AFFILIATE', 'SUPER'];

type Tree = { [key: string]: Tree | string };
const readStrings = (file: string): Tree => JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as Tree;
const strings: Record<'common' | 'shell', Record<Locale, Tree>> = {
  common: { en: readStrings('shared/src/i18n/locales/en.json'), pt: readStrings('shared/src/i18n/locales/pt.json') },
  shell: { en: readStrings('shell/src/locales/en.json'), pt: readStrings('shell/src/locales/pt.json') },
};

function lookup(tree: Tree, key: string): string | undefined {
  // Route ids contain dots, so both a flat `routes["a.b"]` and a nested `routes.a.b` are read.
  const [head, ...rest] = key.split('.');
  const candidates: unknown[] = [tree[key]];
  const branch = head ? tree[head] : undefined;
  if (branch && typeof branch === 'object') {
    candidates.push(branch[rest.join('.')]);
    let node: unknown = branch;
    for (const part of rest) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
    candidates.push(node);
  }
  return candidates.find((c): c is string => typeof c === 'string');
}

/** `key`, or its plural form when `count` is a number, picked as i18next does (`_zero` for 0 first, then the locale's rule). */
function lookupCounted(
  tree: Tree,
  key: string,
  locale: Locale,
  vars: Record<string, string | number>,
): string | undefined {
  const { count } = vars;
  if (typeof count !== 'number') return lookup(tree, key);
  return (
    (count === 0 ? lookup(tree, `${key}_zero`) : undefined) ??
    lookup(tree, `${key}_${new Intl.PluralRules(locale).select(count)}`) ??
    lookup(tree, key)
  );
}

function translate(ns: 'common' | 'shell', locale: Locale, key: string, vars: Record<string, string | number>): string {
  const found = lookupCounted(strings[ns][locale], key, locale, vars);
  if (found === undefined) throw new Error(`${ns}:${key} is missing in ${locale}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/** A string of the `common` namespace (@mp/shared), interpolated like i18next does. */
export const t = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  translate('common', locale, key, vars);
/** A string of the shell's own namespace (header, footer, login modal). */
export const shellT = (locale: Locale, key: string, vars: Record<string, string | number> = {}): string =>
  translate('shell', locale, key, vars);

/** A string of a remote's own namespace (`<remote>/src/locales/<locale>.json`). */
export function remoteT(
  remote: string,
  locale: Locale,
  key: string,
  vars: Record<string, string | number> = {},
): string {
  const found = lookupCounted(readStrings(`${remote}/src/locales/${locale}.json`), key, locale, vars);
  if (found === undefined) throw new Error(`${remote}:${key} is missing in ${locale}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? `{{${name}}}`));
}

/**
 * Pages with a heading of their own instead of the route title: the frame's `<h1>` and `document.title` use it.
 * The home page's comes with its hero (common `heroes.home.heading`, drawn by the gateway and the catalogue alike).
 */
const OWN_HEADINGS: Record<string, string> = {
  home: 'heroes.home.heading',
};

/**
 * The heading a page shows. Pages about one thing (a service, a partner, a category found by slug; a customer found by
 * id) are titled with that thing's name, so the expected heading comes from the demo catalogue the site was seeded with.
 */
export const routeTitle = (route: RouteDef, locale: Locale, path?: string): string => {
  const slug = path ? matchRoute(path)?.params.slug : undefined;
  if (slug) {
    if (route.id === 'service')
      return need(
        catalogue.services.find((s) => s.slug === slug),
        `service ${slug}`,
      ).name[locale];
    if (route.id === 'partner')
      return need(
        catalogue.companies.find((c) => c.slug === slug),
        `partner ${slug}`,
      ).trade_name;
    if (route.id === 'category')
      return need(
        catalogue.categories.find((c) => c.slug === slug),
        `category ${slug}`,
      ).name[locale];
  }
  // A customer's page is titled with their name: the sample's id 1 is the first account the seed makes, the demo
  // customer (client@demo.pt).
  if (route.id === 'super-admin.customer' && path && matchRoute(path)?.params.id === '1') {
    const customer = need(catalogue.demoAccounts[0], 'demo account');
    return `${customer.first_name} ${customer.last_name}`;
  }
  const own = OWN_HEADINGS[route.id];
  return t(locale, own ?? `routes.${route.id}`);
};

// Concrete parameters from the demo catalogue, so the samples stay valid once slug validity checks reach the API.
function need<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`the demo catalogue has no ${what}`);
  return value;
}
const firstService = need(
  catalogue.services.find((s) => s.kind === 'experience' && s.status === 'active'),
  'active experience',
);
const firstCompany = need(catalogue.companies[0], 'company');
const firstCategory = need(catalogue.categories[0], 'category');

const PARAMS: Record<string, string> = {
  id: '1',
  term: 'surf',
};
const SLUG_BY_ROUTE: Record<string, string> = {
  service: firstService.slug,
  partner: firstCompany.slug,
  category: firstCategory.slug,
};

/**
 * Locale-free sample paths of a route: parameters filled in; an optional trailing parameter is tried with and
 * without a value; a `/*` route gets one deeper segment.
 */
export function samplePaths(route: RouteDef): string[] {
  const parts = route.pattern.split('/').filter(Boolean);
  const fill = (withOptional: boolean): string => {
    const out: string[] = [];
    for (const part of parts) {
      if (part === '*') out.push('experiences');
      else if (part.startsWith(':')) {
        const optional = part.endsWith('?');
        if (optional && !withOptional) continue;
        const name = part.slice(1, optional ? -1 : undefined);
        out.push(name === 'slug' ? (SLUG_BY_ROUTE[route.id] ?? firstService.slug) : (PARAMS[name] ?? '1'));
      } else out.push(part);
    }
    return `/${out.join('/')}`;
  };
  const paths = [fill(true)];
  if (parts.some((p) => p.endsWith('?'))) paths.push(fill(false));
  return paths;
}

/** Page routes a user can visit (the shell's own `/not-found` is the 404 journey's). */
export const pageRoutes: readonly RouteDef[] = routes.filter((r) => r.owner !== 'shell');

export function allowedRole(route: RouteDef): Role | null {
  return route.access === 'public' ? null : (route.access[0] ?? null);
}

/** A signed-in role the route refuses (spec §6), for the "no access" screen. */
export function refusedRole(route: RouteDef): Role | null {
  if (route.access === 'public') return null;
  return ROLES.find((role) => canAccess(route, role) === 'forbidden') ?? null;
}

/** A cart line for a real demo service (the shape of @mp/shared/stores CartItem). */
export function sampleCartItem(quantity = 2) {
  const unit = firstService.value_discount_cents > 0 ? firstService.value_discount_cents : firstService.value_cents;
  return {
    id: `e2e-${firstService.slug}`,
    service_id: 1,
    service_slug: firstService.slug,
    kind: firstService.kind,
    name: firstService.name.en,
    image_url: null,
    date: null,
    time: null,
    quantity,
    unit_price_cents: unit,
    total_cents: unit * quantity,
    discount_cents: 0,
    free_cancellation: firstService.free_cancellation ? 1 : 0,
    cancellation_policy: firstService.cancellation_policy_hours,
    notes: {},
  };
}
