// Logs in once per demo role through the real UI (the log-in screen of a protected page → the shell's modal →
// POST /api/login) and stores the session, so the journeys open signed-in pages without logging in again.
// It is also the check that after logging in the protected page's owner mounts in place, without a reload.
import { expect, test } from '../support/fixtures';
import { authFile } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, ROLES, matchRoute, type Role, type RouteDef } from '../support/site';
import { expectFrame, loginRequired, logInThroughUi } from '../support/ui';

const HOME_OF: Record<Role, string> = {
  CLIENT: '/user-panel/bookings',
  SUPPLIER: '/dashboard',
  AFFILIATE: '/affiliates/info',
  SUPER: '/super-admin/dashboard',
};

for (const role of ROLES) {
  test(`log in as ${DEMO_EMAIL[role]} (${role}) from the log-in screen of ${HOME_OF[role]}`, async ({
    openContext,
  }) => {
    const context = await openContext(null);
    const page = await context.newPage();
    const path = HOME_OF[role];
    const route = matchRoute(path)?.route as RouteDef;

    await page.goto(path);
    await expect(loginRequired(page, 'en')).toBeVisible();
    await logInThroughUi(page, DEMO_EMAIL[role], DEMO_PASSWORD, 'en');
    // The owner mounts in place once the guard sees the role.
    await expectFrame(page, route, 'en');
    await expect(page).toHaveURL(new RegExp(`${path}$`));

    await context.storageState({ path: authFile(role) });
  });
}
