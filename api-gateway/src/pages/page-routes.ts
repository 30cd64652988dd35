// Every browser path that is not an asset, the registry, /health or /api lands here: known pages
// get the shell HTML with 200, unknown ones the same HTML with 404 (the shell draws the 404 screen
// and crawlers see the right status).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  alternateUrls,
  EARLY_DATA,
  localizePath,
  matchRoute,
  REMOTES,
  type RemoteName,
  type RouteMatch,
  type RouteValidity,
} from '@mp/shared/routes';
import { getsCanary, isVisitorId, newVisitorId, VISITOR_COOKIE, visitorCookie } from '../registry/canary';
import { toPublicRegistry, type Canary, type RegistryState, type RegistryStore } from '../registry/registry-store';
import { cspNonce } from '../security/security-headers';
import { siteDescription } from './app-skeleton';
import { LOCALE_COOKIE, localeCookie, prefersPortuguese, readCookie } from './locale';
import { originOf } from './origin';
import { RemotePreloads } from './remote-preloads';
import { renderPage } from './render-page';
import { ShellTemplate } from './shell-template';
import type { HomeHeroSource } from './home-hero';
import type { PageFacts, ValidityChecks } from './validity';

export interface PageRoutesOptions {
  shellDist: string;
  deployDir: string;
  store: RegistryStore;
  /** Slug checks; `facts` (the API-backed checks have it) names the page and its picture for the first paint. */
  validity: ValidityChecks & { facts?(kind: RouteValidity, slug: string, locale: 'en' | 'pt'): PageFacts | undefined };
  /** The home hero's words and picture from the API (edited in the back office); absent = the built-in ones. */
  homeHero?: HomeHeroSource;
  /** The canary visitor cookie gets `Secure` (production, behind TLS). */
  secureCookies?: boolean;
}

/**
 * Which side of each running canary this visitor is on (ADR 039), by their `mp_canary` cookie; a visitor without one
 * gets a new id (set on the answer) only while some remote has a canary, so an ordinary page load reads no more.
 */
function canaryChoice(
  state: RegistryState,
  cookieHeader: string | undefined,
): { onCanary: (name: RemoteName, canary: Canary) => boolean; setCookie: string | null } {
  if (!REMOTES.some((name) => state.remotes[name]?.canary)) return { onCanary: () => false, setCookie: null };
  const had = readCookie(cookieHeader, VISITOR_COOKIE);
  const visitor = isVisitorId(had) ? had : newVisitorId();
  return { onCanary: (name, canary) => getsCanary(visitor, name, canary), setCookie: visitor === had ? null : visitor };
}

/** Plain on purpose: it is seen only while the front ends are not built, before any translation exists. */
export const SHELL_MISSING_MESSAGE = 'Service unavailable: the site front end is not built yet.';

async function resolvePage(pathname: string, validity: ValidityChecks): Promise<RouteMatch | null> {
  const match = matchRoute(pathname);
  if (!match) return null;
  const check = match.route.validity;
  // A check is about the slug: `/category` (its optional slug absent) is the page of all categories.
  if (
    check &&
    match.params.slug !== undefined &&
    !(await validity[check]({ params: match.params, locale: match.locale }))
  )
    return null;
  return match;
}

export async function pageRoutes(app: FastifyInstance, options: PageRoutesOptions): Promise<void> {
  /** The heading and picture the slug check learnt (a service's name and cover), for the server-drawn page. */
  const factsOf = (page: RouteMatch): PageFacts => {
    const kind = page.route.validity;
    const slug = page.params.slug;
    return (kind && slug && options.validity.facts?.(kind, slug, page.locale)) || {};
  };
  const template = new ShellTemplate(options.shellDist);
  const remotePreloads = new RemotePreloads(options.deployDir);

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split(/\?(.*)/s, 2);
    const page = await resolvePage(pathname, options.validity);
    const locale = page?.locale ?? (pathname === '/pt' || pathname.startsWith('/pt/') ? 'pt' : 'en');
    // Caches must key the redirect decision on these two headers.
    reply.header('vary', 'Accept-Language, Cookie');
    reply.header('cache-control', 'no-cache');

    if (page) {
      const hasCookie = readCookie(request.headers.cookie, LOCALE_COOKIE) !== undefined;
      if (!hasCookie && page.locale === 'en' && prefersPortuguese(request.headers['accept-language'])) {
        const target = localizePath(page.path, 'pt') + (query ? `?${query}` : '');
        return reply.header('set-cookie', localeCookie('pt')).redirect(target, 302);
      }
      if (!hasCookie) reply.header('set-cookie', localeCookie(page.locale));
    }

    const html = await template.load();
    if (html === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send(SHELL_MISSING_MESSAGE);
    }

    const state = await options.store.read();
    const choice = canaryChoice(state, request.headers.cookie);
    if (choice.setCookie) reply.header('set-cookie', visitorCookie(choice.setCookie, options.secureCookies ?? false));
    // The versions this page load uses, decided once: the inlined registry and the preloads name the same ones.
    const registry = toPublicRegistry(state, choice.onCanary);
    const owner = page?.route.owner;
    const live = owner && owner !== 'shell' ? registry.remotes[owner]?.version : null;
    const status = page && page.route.id !== 'not-found' ? 200 : 404;
    const remoteApp = owner && owner !== 'shell' && live ? await remotePreloads.urls(owner, live) : [];
    const extras = await template.extras();
    // The strings of the page's language (the shell's, the common ones, the remote's) and the page's own code are
    // asked for with the rest, not when the code that needs them has run: one round trip less before the page's
    // first render, which waits for them (docs/adr/054).
    const shellStrings = extras.localeFiles[locale] ?? { scripts: [], fetches: [] };
    const pageCode =
      page && status === 200 && owner && owner !== 'shell' && live
        ? await remotePreloads.routeUrls(owner, live, page.route, locale)
        : [];
    const preloads = [...new Set([...shellStrings.scripts, ...remoteApp, ...pageCode])];
    // A signed-in area's page is drawn by JavaScript from its data: its code is asked for with the HTML (ADR 026).
    const drawnByScript =
      page && status === 200 && page.route.layout !== 'public' && owner && owner !== 'shell' && live;
    const eagerPreloads = drawnByScript ? [...extras.startup, ...preloads] : [];
    // The home's hero is the API's (the back office edits it): drawn in the HTML and handed to the storefront.
    const home =
      page && status === 200 && page.route.id === 'home' && options.homeHero
        ? await options.homeHero.get(page.locale)
        : undefined;
    const homeFacts = home ? { heading: home.title, lead: home.subtitle, image: home.image_url } : {};
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        renderPage({
          template: html,
          nonce: cspNonce(reply),
          registry,
          preloads,
          eagerPreloads,
          fetchPreloads: shellStrings.fetches,
          ...(drawnByScript &&
            EARLY_DATA[page.route.id] &&
            page.route.access !== 'public' && {
              early: { calls: EARLY_DATA[page.route.id] ?? [], roles: page.route.access },
            }),
          locale,
          // The site's description in the page's language; a page (not a 404) names its canonical URL and alternates.
          ...(extras.strings && {
            meta: {
              description: siteDescription(extras.strings, locale),
              ...(status === 200 && { alternates: alternateUrls(originOf(request), pathname) }),
            },
          }),
          // The server-drawn app shell: the route's title, or the 404 screen's for every 404 answer.
          ...(extras.strings && {
            skeleton: {
              strings: extras.strings,
              page:
                page && status === 200
                  ? { kind: 'route', id: page.route.id, ...factsOf(page), ...homeFacts }
                  : { kind: 'not-found', path: pathname },
            },
          }),
          ...(home && { data: { 'website-home': home } }),
        }),
      );
  };

  app.get('/', handler);
  app.get('/*', handler);
}
