// Staff as roles and people: each back-office role lands on a page it may use, a page outside the role says so
// (support on /super-admin/team sees neither the "Add a colleague" form nor a failed list), and a colleague who
// leaves is deactivated on the team page after a confirmation: signed out at once and refused at sign-in with a
// message that says why. axe finds no serious violation on those screens at 1280 and 1366 px.
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { mailTo } from '../support/mail';
import { remoteT, shellT, t } from '../support/site';
import { logInThroughUi } from '../support/ui';

const at = (key: string, vars: Record<string, string | number> = {}) => remoteT('mf-super-admin', 'en', key, vars);
const WIDTHS = [1280, 1366] as const;

test('each staff role lands on a page it may use, and a page outside the role says so', async ({ openContext }) => {
  const landings = [
    ['finance@demo.pt', '/super-admin', 'Back office'],
    ['support@demo.pt', '/super-admin/bookings-and-quotes', 'Bookings and quotes'],
    ['content@demo.pt', '/super-admin/services', 'Services'],
  ] as const;
  for (const [email, path, heading] of landings) {
    const page = await (await openContext(null)).newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/super-admin');
    await logInThroughUi(page, email, 'Demo1234!', 'en');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(at('dashboard.failed'))).toHaveCount(0);
    if (email !== 'support@demo.pt') continue;

    await page.goto('/super-admin/team');
    await expect(page.getByRole('heading', { name: at('access.forbiddenTitle') })).toBeVisible();
    await expect(page.getByText(at('team.addTitle'))).toHaveCount(0);
    await expect(page.getByText('This list could not be loaded')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Team' })).toHaveCount(
      0,
    );
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSeriousViolations(page);
    }
    await page.getByRole('link', { name: at('access.goTo', { page: 'Bookings and quotes' }) }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings and quotes' })).toBeVisible();
  }
});

test('an admin deactivates a colleague who leaves: signed out at once, refused at sign-in, then reactivated', async ({
  sessionPage,
  openContext,
  request,
}) => {
  const email = `leaver-${Date.now().toString(36)}@roteiro.pt`;
  const password = 'Leaver-2026!';
  const admin = await sessionPage('SUPER');
  await admin.setViewportSize({ width: 1366, height: 900 });
  await admin.goto('/super-admin/team');
  const form = admin.getByRole('region', { name: at('team.addTitle') });
  await form.getByLabel(/^Email/).fill(email);
  await form.getByLabel(/^First name/).fill('Lia');
  await form.getByLabel(/^Last name/).fill('Saída');
  await form.getByRole('button', { name: at('team.add') }).click();
  await expect(form.getByRole('status')).toContainText(email);

  // The colleague sets a password from the invite mail and signs in.
  const invite = await mailTo(request, email, /back-office/);
  const token = /token=([^&\s]+)/.exec(invite.text)?.[1];
  expect(token).toBeTruthy();
  const reset = await request.post('/api/password/reset', {
    data: { email, token: decodeURIComponent(token ?? ''), password, password_confirmation: password },
  });
  expect(reset.status()).toBe(200);
  const leaver = await (await openContext(null)).newPage();
  await leaver.goto('/super-admin');
  await logInThroughUi(leaver, email, password, 'en');
  await expect(leaver.getByRole('navigation', { name: 'Back office' })).toBeVisible();

  await admin.getByRole('searchbox', { name: at('team.search') }).fill(email);
  await admin.keyboard.press('Enter');
  const table = admin.getByRole('table', { name: at('team.caption') });
  const row = table.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: at('team.deactivateName', { name: 'Lia Saída' }) }).click();
  const dialog = admin.getByRole('dialog', { name: at('team.deactivateTitle', { name: 'Lia Saída' }) });
  await expect(dialog).toContainText('signed out everywhere at once');
  for (const width of WIDTHS) {
    await admin.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(admin);
  }
  await dialog.getByRole('button', { name: at('team.deactivate') }).click();
  await expect(row).toContainText('Deactivated on');
  await expect(row.getByRole('button', { name: at('team.reactivateName', { name: 'Lia Saída' }) })).toBeVisible();
  for (const width of WIDTHS) {
    await admin.setViewportSize({ width, height: 800 });
    await expectNoSeriousViolations(admin);
  }

  // Their open session has ended: the next load is signed out and, as any signed-in call answered 401 does, goes to the
  // home page (no back office); the sign-in then says why it is refused. The header's Log in is pressed once the home
  // page has been drawn, so the shell that answers the press has started.
  await leaver.reload();
  await expect(leaver).toHaveURL(/\/$/);
  await expect(leaver.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(leaver.getByRole('navigation', { name: 'Back office' })).toHaveCount(0);
  await leaver
    .getByRole('banner')
    .getByRole('button', { name: t('en', 'app.login'), exact: true })
    .click();
  const login = leaver.getByRole('dialog');
  await login.getByRole('textbox', { name: shellT('en', 'auth.email'), exact: true }).fill(email);
  await login.getByRole('textbox', { name: shellT('en', 'auth.password'), exact: true }).fill(password);
  await login.getByRole('button', { name: shellT('en', 'auth.submitLogin'), exact: true }).click();
  await expect(login.getByText('This back-office account has been deactivated.', { exact: false })).toBeVisible();

  // Reactivated, they may sign in again.
  await row.getByRole('button', { name: at('team.reactivateName', { name: 'Lia Saída' }) }).click();
  await admin
    .getByRole('dialog', { name: at('team.reactivateTitle', { name: 'Lia Saída' }) })
    .getByRole('button', { name: at('team.reactivate') })
    .click();
  await expect(row).toContainText(at('team.active'));
  const again = await request.post('/api/login', { data: { email, password } });
  expect(again.status()).toBe(200);
});
