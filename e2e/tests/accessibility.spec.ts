// Journey 7: axe finds no serious or critical violation on the page frames. Every route's en
// frame is checked inside routes.spec.ts (the page is open there anyway); here: a sample of pt frames, and the
// shell's own screens (log in, no access, 404) and the unavailable panel.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import {
  allowedRole,
  localizePath,
  matchRoute,
  refusedRole,
  samplePaths,
  t,
  type Role,
  type RouteDef,
} from '../support/site';
import { expectFrame, loginRequired, noAccess, unavailablePanel } from '../support/ui';

const PT_SAMPLE = [
  '/',
  '/experiences',
  '/cart',
  '/user-panel/bookings',
  '/dashboard',
  '/affiliates/info',
  '/super-admin/dashboard',
];

for (const path of PT_SAMPLE) {
  const route = matchRoute(path)?.route as RouteDef;
  const ptPath = localizePath(samplePaths(route)[0] ?? path, 'pt');
  test(`axe: ${ptPath} (${route.owner})`, async ({ sessionPage }) => {
    const page = await sessionPage(allowedRole(route));
    await page.goto(ptPath);
    await expectFrame(page, route, 'pt');
    await expectNoSeriousViolations(page);
  });
}

test('axe: the log-in screen, the no-access screen and the 404 screen', async ({ sessionPage }) => {
  const dashboard = matchRoute('/dashboard')?.route as RouteDef;
  const anonymous = await sessionPage(null);
  await anonymous.goto('/dashboard');
  await expect(loginRequired(anonymous, 'en')).toBeVisible();
  await expectNoSeriousViolations(anonymous);

  const refused = await sessionPage(refusedRole(dashboard) as Role);
  await refused.goto('/dashboard');
  await expect(noAccess(refused, 'en')).toBeVisible();
  await expectNoSeriousViolations(refused);

  await anonymous.goto('/pt/definitely/not/a/page');
  await expect(anonymous.getByText(t('pt', 'app.notFound', { path: '/pt/definitely/not/a/page' }))).toBeVisible();
  await expectNoSeriousViolations(anonymous);
});

test('axe: the unavailable panel', async ({ page }) => {
  await page.route('**/remotes/mf-checkout/**', (route) => route.fulfill({ status: 500, body: 'down for the test' }));
  await page.goto('/cart');
  await expect(unavailablePanel(page, 'en').panel).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousViolations(page);
});
