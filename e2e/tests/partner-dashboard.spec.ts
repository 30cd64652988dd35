// In the browser: a partner accepts and declines booking items (en), switches a service off (the
// storefront's read answers 404 at once) and on again from the inactive list (pt); a bookings manager's menu shows only what the role allows.
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, shellT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import { apiToken } from './account-support';
import { bookWaitingItems } from './user-panel-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

test('en: accept one new booking item and decline another with a reason', async ({ browser, request }) => {
  // Two items of a customer of this journey's own, so other journeys answering theirs in the same list do not move it.
  const { who } = await bookWaitingItems(request, 'partner-answers', [56, 57], 'en');
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.goto(localizePath(pathTo('dashboard.calendar-and-bookings'), 'en'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const table = dashboard.getByRole('table', { name: pd('en', 'bookings.list.new') });
  const rows = table.getByRole('row').filter({ hasText: who });
  await expect(rows).toHaveCount(2);
  // Every new item shows the time left to answer.
  await expect(rows.first().getByText(/\d+ h \d+ min/)).toBeVisible();

  const accept = rows.first().getByRole('button', { name: /^Accept / });
  const name = (await accept.getAttribute('aria-label'))!.replace(/^Accept /, '');
  await accept.click();
  await expect(page.getByText(pd('en', 'bookings.done.confirmed', { name })).first()).toBeVisible();
  await expect(rows).toHaveCount(1);

  const decline = rows.first().getByRole('button', { name: /^Decline / });
  const declined = (await decline.getAttribute('aria-label'))!.replace(/^Decline /, '');
  await decline.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(pd('en', 'bookings.reason')).fill('Boat under repair');
  await dialog.getByRole('button', { name: pd('en', 'bookings.decline'), exact: true }).click();
  await expect(page.getByText(pd('en', 'bookings.done.declined', { name: declined })).first()).toBeVisible();
  await expect(rows).toHaveCount(0);

  await dashboard.getByRole('button', { name: pd('en', 'bookings.list.accepted') }).click();
  await expect(page).toHaveURL(/list=accepted/);
  await expect(
    dashboard
      .getByRole('table', { name: pd('en', 'bookings.list.accepted') })
      .getByRole('row')
      .filter({ hasText: who }),
  ).toHaveCount(1);
  await context.close();
});

test('pt: switch a service off, see it gone from the storefront, and on again', async ({ browser, request }) => {
  const token = await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const listed = await request.get('/api/dashboard/services?status=active&per_page=1', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Language': 'pt' },
  });
  const [service] = ((await listed.json()) as { content: { data: { slug: string; name: string }[] } }).content.data;
  const context = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await context.newPage();
  await page.goto(localizePath(pathTo('dashboard.services-preview'), 'pt'));
  const dashboard = region(page, 'mf-partner-dashboard');
  // An experiences-only company's menu offers its services, and no vehicles.
  const nav = page.getByRole('navigation', { name: pd('pt', 'nav.supplier') });
  await expect(nav.getByRole('link', { name: 'Serviços', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /Veículo/ })).toHaveCount(0);
  const toggle = dashboard.getByRole('switch', { name: pd('pt', 'services.onSale', { name: service!.name }) });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  // Taking it off sale is asked first: customers can no longer book it.
  const ask = page.getByRole('dialog', { name: pd('pt', 'services.offSaleTitle', { name: service!.name }) });
  await expect(ask).toContainText(pd('pt', 'services.offSaleNote'));
  await ask.getByRole('button', { name: pd('pt', 'services.offSaleConfirm') }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByText(pd('pt', 'services.deactivated', { name: service!.name })).first()).toBeVisible();

  // What the storefront reads answers at once (the gateway's page check may remember a slug for up to 30 s).
  expect((await request.get(`/api/services/${service!.slug}`)).status()).toBe(404);

  // It is listed as inactive now; switching it on there puts it back on sale.
  await dashboard.getByRole('link', { name: pd('pt', 'services.list.inactive'), exact: true }).click();
  const again = dashboard.getByRole('switch', { name: pd('pt', 'services.onSale', { name: service!.name }) });
  await expect(again).toHaveAttribute('aria-checked', 'false');
  await again.click();
  await expect(page.getByText(pd('pt', 'services.activated', { name: service!.name })).first()).toBeVisible();
  expect((await request.get(`/api/services/${service!.slug}`)).status()).toBe(200);
  await context.close();
});

test('en: a bookings manager signs in on the storefront home and lands on the dashboard, with the home, the booking items and their own settings only', async ({
  browser,
}) => {
  const context = await newContextAs(browser, null);
  const page = await context.newPage();
  await page.goto('/');
  // The header's Log in, pressed once the home page is drawn (the shell that answers it has started).
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: t('en', 'app.login'), exact: true })
    .click();
  const login = page.getByRole('dialog');
  await login.getByRole('textbox', { name: shellT('en', 'auth.email'), exact: true }).fill('reservas@demo.pt');
  await login.getByRole('textbox', { name: shellT('en', 'auth.password'), exact: true }).fill('Demo1234!');
  await login.getByRole('button', { name: shellT('en', 'auth.submitLogin'), exact: true }).click();
  await expect(login).toBeHidden();
  // A partner who signs in from the home page came to work: they land on their dashboard, not the storefront.
  await expect(page).toHaveURL(new RegExp(`${localizePath(pathTo('dashboard.home'), 'en')}$`));
  const nav = page.getByRole('navigation', { name: pd('en', 'nav.supplier') });
  // Their own settings (password, mail language) are open to every member of the team; the company's messages with
  // customers are the bookings role's too.
  await expect(nav.getByRole('link')).toHaveCount(4);
  await expect(nav.getByRole('link', { name: /Calendar|bookings/i })).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Messages/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: /settings/i })).toBeVisible();
  await context.close();
});
