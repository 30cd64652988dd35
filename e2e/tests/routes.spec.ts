// Journey 1: every route of the ownership table opens in en and under /pt and mounts its
// owning remote, which shows the page frame with the translated title. Protected routes ask an anonymous visitor to
// log in, show the right role its frame and a wrong role the "no access" screen, never a 404 (spec §2, §6).
// Journey 7 rides along: axe checks every en frame (pages are the costly part of the suite, so each is opened once).
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
  type RouteDef,
} from '../support/site';
import { expectNoSeriousViolations } from '../support/axe';
import { expectChrome, expectFrame, loginRequired, noAccess, titledHeading, recordRemoteLoads } from '../support/ui';
import type { Page } from '@playwright/test';

const LOCALES: readonly Locale[] = ['en', 'pt'];

async function openPage(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  // The gateway answers every page path with the shell and 200 (a 404 status would mean the table and the
  // gateway disagree).
  expect(response?.status(), `HTTP status of ${path}`).toBe(200);
}

/** The owner's files were fetched and no other remote's: the frame on screen came from the owner. */
function expectOnlyOwnerLoaded(loads: ReturnType<typeof recordRemoteLoads>, route: RouteDef): void {
  const remotes = new Set(loads.map((l) => l.remote));
  expect([...remotes], `remotes fetched for ${route.pattern}`).toEqual([route.owner]);
}

test('the sample paths match the routes they stand for', () => {
  for (const route of pageRoutes) {
    for (const path of samplePaths(route)) {
      expect(matchRoute(path)?.route, `${path} should match ${route.pattern}`).toBe(route);
      expect(matchRoute(localizePath(path, 'pt'))?.route, `/pt${path} should match ${route.pattern}`).toBe(route);
    }
  }
});

test('every route title is translated (en and pt differ)', () => {
  for (const route of pageRoutes)
    expect(routeTitle(route, 'pt'), `routes.${route.id}`).not.toBe(routeTitle(route, 'en'));
});

for (const route of pageRoutes) {
  for (const path of samplePaths(route)) {
    test(`${path} (${route.pattern}) → ${route.owner} [${route.access === 'public' ? 'public' : route.access.join('/')}]`, async ({
      sessionPage,
    }) => {
      const role = allowedRole(route);

      if (role) {
        await test.step('anonymous visitor: log-in screen, not a 404', async () => {
          const anonymous = await sessionPage(null);
          await openPage(anonymous, path);
          await expectChrome(anonymous);
          await expect(loginRequired(anonymous, 'en')).toBeVisible();
          await expect(titledHeading(anonymous, routeTitle(route, 'en'))).toHaveCount(0);
        });

        const wrong = refusedRole(route);
        if (wrong) {
          await test.step(`${DEMO_EMAIL[wrong]} (${wrong}): "no access" screen, not a 404`, async () => {
            const refused = await sessionPage(wrong);
            await openPage(refused, path);
            await expectChrome(refused);
            await expect(noAccess(refused, 'en')).toBeVisible();
            await expect(titledHeading(refused, routeTitle(route, 'en'))).toHaveCount(0);
          });
        }
      }

      const page = await sessionPage(role);
      const loads = recordRemoteLoads(page);
      for (const locale of LOCALES) {
        await test.step(`${locale}: ${route.owner} shows the ${locale} frame${locale === 'en' ? ', axe finds nothing serious' : ''}`, async () => {
          await openPage(page, localizePath(path, locale));
          await expectChrome(page);
          await expectFrame(page, route, locale, path);
          if (locale === 'en') await expectNoSeriousViolations(page);
        });
      }
      expectOnlyOwnerLoaded(loads, route);
    });
  }
}
