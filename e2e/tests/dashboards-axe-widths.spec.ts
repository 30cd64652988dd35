// Every screen of the partner dashboard (and the affiliate area) on a 390 px phone in Portuguese and at 1366 px in
// English, and every back-office screen at 1280 and 1366 px: axe finds no serious violation and the page never
// scrolls sideways. The routes journey checks each screen's frame at the default size; this walks the same routes as
// a visitor following links does (no new page load per screen), one group per area, role and width.
import { expect, test } from '../support/fixtures';
import {
  allowedRole,
  localizePath,
  pageRoutes,
  samplePaths,
  type Locale,
  type Role,
  type RouteDef,
} from '../support/site';
import { expectNoSeriousViolations } from '../support/axe';
import { expectFrame } from '../support/ui';

const AREAS = [
  {
    owner: 'mf-partner-dashboard',
    sizes: [
      { width: 390, height: 844, locale: 'pt' },
      { width: 1366, height: 768, locale: 'en' },
    ],
  },
  {
    owner: 'mf-super-admin',
    sizes: [
      { width: 1280, height: 800, locale: 'en' },
      { width: 1366, height: 768, locale: 'en' },
    ],
  },
] as const satisfies readonly { owner: string; sizes: readonly { width: number; height: number; locale: Locale }[] }[];

/** Screens walked in one test, so the two workers share an area evenly. */
const PER_TEST = 12;

for (const area of AREAS) {
  const byRole = new Map<Role, { route: RouteDef; path: string }[]>();
  for (const route of pageRoutes.filter((r) => r.owner === area.owner)) {
    const role = allowedRole(route);
    if (!role) continue;
    byRole.set(role, [...(byRole.get(role) ?? []), ...samplePaths(route).map((path) => ({ route, path }))]);
  }
  for (const [role, screens] of byRole) {
    for (let start = 0; start < screens.length; start += PER_TEST) {
      const part = screens.slice(start, start + PER_TEST);
      for (const size of area.sizes) {
        test(`${area.owner} as ${role} at ${size.width} px (${size.locale}), ${part[0]!.path} …: axe, no sideways scroll`, async ({
          sessionPage,
        }) => {
          test.setTimeout(30_000 + part.length * 8_000);
          const page = await sessionPage(role);
          await page.setViewportSize({ width: size.width, height: size.height });
          await page.goto(localizePath(part[0]!.path, size.locale));
          for (const { route, path } of part) {
            await test.step(path, async () => {
              const localized = localizePath(path, size.locale);
              await page.evaluate((next) => window.history.pushState(null, '', next), localized);
              await expectFrame(page, route, size.locale, path);
              await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
              await expectNoSeriousViolations(page);
              const wide = await page.evaluate(() => document.documentElement.scrollWidth);
              expect({ path, wide }).toEqual({ path, wide: Math.min(wide, size.width) });
            });
          }
        });
      }
    }
  }
}
