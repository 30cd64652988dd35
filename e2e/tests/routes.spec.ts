// Journey 1: every route of the ownership table opens in en and under /pt and mounts its
// owning remote, which shows the page frame with the translated title. Protected routes ask an anonymous visitor to
// log in, show the right role its frame and a wrong role the "no access" screen, never a 404 (spec §2, §6).
// Journey 7 rides along: axe checks every en frame (pages are the costly part of the suite, so each is opened once).
//
// The gateway's answer for every path is checked over HTTP (status, language, the route's own heading). In the browser
// each group of routes (one remote, one role) is opened once and then walked as a visitor following links does: a
// `history.pushState` that single-spa sees, so the owner's router draws the next route without a new page load. A
// full load costs the shell's and the remote's start-up again, and a hundred of them were a third of the journeys' time.
import { expect, test } from '../support/fixtures';
import {
  DEMO_EMAIL,
  allowedRole,
  localizePath,
  matchRoute,
  pageRoutes,
  refusedRole,
  routeTitle,
  samplePaths,
  type Locale,
  type Role,
  type RouteDef,
} from '../support/site';
import { expectNoSeriousViolations } from '../support/axe';
import {
  expectChrome,
  expectFrame,
  loginRequired,
  noAccess,
  notFoundText,
  recordRemoteLoads,
  titledHeading,
} from '../support/ui';
import type { Page } from '@playwright/test';

const LOCALES: readonly Locale[] = ['en', 'pt'];
/** Routes walked in one test: small enough that the two workers share the groups evenly. */
const PER_TEST = 8;

interface Sample {
  route: RouteDef;
  path: string;
}

const samples: Sample[] = pageRoutes.flatMap((route) => samplePaths(route).map((path) => ({ route, path })));

/** `items` in the fewest parts of at most `size`, the parts as even as can be. */
function chunks<T>(items: readonly T[], size: number): T[][] {
  const count = Math.ceil(items.length / size);
  const each = Math.ceil(items.length / count);
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += each) out.push(items.slice(i, i + each));
  return out;
}

/** The samples grouped by owner and the role that may open them, in the ownership table's order. */
function groupBy(key: (sample: Sample) => string | null): Map<string, Sample[]> {
  const groups = new Map<string, Sample[]>();
  for (const sample of samples) {
    const name = key(sample);
    if (name === null) continue;
    groups.set(name, [...(groups.get(name) ?? []), sample]);
  }
  return groups;
}

async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
}

/** What following a link does: the URL changes without a load, single-spa mounts the owner and its router draws the route. */
async function followTo(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => window.history.pushState(null, '', next), path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
}

test('the sample paths match the routes they stand for', () => {
  for (const { route, path } of samples) {
    expect(matchRoute(path)?.route, `${path} should match ${route.pattern}`).toBe(route);
    expect(matchRoute(localizePath(path, 'pt'))?.route, `/pt${path} should match ${route.pattern}`).toBe(route);
  }
});

test('every route title is translated (en and pt differ)', () => {
  for (const route of pageRoutes)
    expect(routeTitle(route, 'pt'), `routes.${route.id}`).not.toBe(routeTitle(route, 'en'));
});

test('the gateway answers every path in en and pt with 200 and the page in its language, never a 404', async ({
  request,
}) => {
  for (const { path } of samples) {
    for (const locale of LOCALES) {
      const localized = localizePath(path, locale);
      const response = await request.get(localized);
      expect(response.status(), `HTTP status of ${localized}`).toBe(200);
      expect(response.headers()['content-type'], `type of ${localized}`).toMatch(/^text\/html/);
      expect(await response.text(), `<html lang> of ${localized}`).toContain(
        `<html lang="${locale === 'pt' ? 'pt-PT' : 'en'}"`,
      );
    }
  }
});

for (const [group, members] of groupBy(({ route }) => `${route.owner} as ${allowedRole(route) ?? 'a visitor'}`)) {
  for (const [index, part] of chunks(members, PER_TEST).entries()) {
    const first = part[0]!;
    const last = part[part.length - 1]!;
    test(`${group} (${index + 1}): ${first.path} … ${last.path} show their frame in en (axe) and pt`, async ({
      sessionPage,
    }) => {
      test.setTimeout(30_000 + part.length * 12_000);
      const page = await sessionPage(allowedRole(first.route));
      const loads = recordRemoteLoads(page);
      await openPage(page, first.path);
      await expectChrome(page);
      for (const locale of LOCALES) {
        for (const { route, path } of part) {
          await test.step(`${locale}: ${path} (${route.pattern})${locale === 'en' ? ', axe finds nothing serious' : ''}`, async () => {
            await followTo(page, localizePath(path, locale));
            await expectChrome(page);
            await expectFrame(page, route, locale, path);
            if (locale === 'en') await expectNoSeriousViolations(page);
          });
        }
      }
      const remotes = new Set(loads.map((l) => l.remote));
      expect([...remotes], `remotes fetched for ${group}`).toEqual([first.route.owner]);
    });
  }
}

/**
 * The guard's screens are the same whatever route asked for them, so between two routes the walk passes a path that
 * is no route: its "not found" text proves the previous screen is gone before the next one is read.
 */
async function expectGuard(page: Page, path: string, screen: 'login' | 'noAccess', route: RouteDef): Promise<void> {
  const nowhere = `/e2e-nowhere${path}`;
  await followTo(page, nowhere);
  await expect(notFoundText(page, 'en', nowhere)).toBeVisible();
  await followTo(page, path);
  await expectChrome(page);
  await expect(screen === 'login' ? loginRequired(page, 'en') : noAccess(page, 'en')).toBeVisible();
  await expect(titledHeading(page, routeTitle(route, 'en'))).toHaveCount(0);
}

const guarded = groupBy(({ route }) => (allowedRole(route) ? route.owner : null));
for (const [owner, members] of guarded) {
  test(`${owner}: every protected route asks an anonymous visitor to log in and shows a wrong role "no access"`, async ({
    sessionPage,
  }) => {
    test.setTimeout(30_000 + members.length * 6_000);
    const anonymous = await sessionPage(null);
    await openPage(anonymous, '/');
    for (const { route, path } of members)
      await test.step(`anonymous visitor at ${path}: log-in screen`, () =>
        expectGuard(anonymous, path, 'login', route));

    const refused = new Map<Role, Page>();
    for (const { route, path } of members) {
      const wrong = refusedRole(route);
      if (!wrong) continue;
      let page = refused.get(wrong);
      if (!page) {
        page = await sessionPage(wrong);
        await openPage(page, '/');
        refused.set(wrong, page);
      }
      const signedIn = page;
      await test.step(`${DEMO_EMAIL[wrong]} (${wrong}) at ${path}: "no access"`, () =>
        expectGuard(signedIn, path, 'noAccess', route));
    }
  });
}
