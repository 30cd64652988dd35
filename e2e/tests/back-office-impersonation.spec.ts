// The super admin opens user tabs from the back-office people screens ("Open as this user"). The
// tab rule of spec §4 (shared/src/domain/tabs.ts): the first tab is the admin's, at most 3 tabs, the oldest non-first
// dropped — so with the partner's and the affiliate's tabs open, the fourth tab (the demo customer's) drops the
// partner's. Acting as the customer the admin sees their bookings in the user panel, a banner on every page says who
// they act as (en, then pt after a reload), and every API request carries impersonate_id. Back in their own tab,
// the audit log screen lists those requests as `impersonation` entries for that customer.
// A second journey switches between two partners' tabs on the same dashboard page: each shows its own company.
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { DEMO_EMAIL, matchRoute, remoteT, routeTitle, shellT, t, type Locale } from '../support/site';
import { region, titledHeading } from '../support/ui';

const at = (key: string, vars: Record<string, string | number> = {}) => remoteT('mf-super-admin', 'en', key, vars);
const title = (path: string, locale: Locale = 'en') => {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return routeTitle(match.route, locale, path);
};

interface Opened {
  id: number;
  name: string;
}

/** Clicks the row's "Open as this user" and waits for the API to answer who the tab acts as. */
async function openAs(page: Page, row: Locator): Promise<Opened> {
  const button = row.getByRole('button', { name: new RegExp(`^${at('people.openAsName', { name: '' })}`) });
  const answered = page.waitForResponse((r) => r.url().includes('/api/me?') && r.url().includes('impersonate_id='));
  await button.click();
  const response = await answered;
  expect(response.status()).toBe(200);
  const user = ((await response.json()) as { content: { id: number; first_name: string; last_name: string } }).content;
  return { id: user.id, name: `${user.first_name} ${user.last_name}` };
}

const tabButtons = (page: Page) => page.getByTestId('user-tabs').locator('button[aria-pressed]');
const banner = (page: Page, locale: Locale = 'en') =>
  page.getByRole('region', { name: shellT(locale, 'impersonation.label') });

test('open user tabs from the people screens, act as the demo customer, and find it in the audit log', async ({
  openContext,
}) => {
  test.setTimeout(120_000);
  const context = await openContext('SUPER', { locale: 'en-GB' });
  const page = await context.newPage();

  // 1. The partner's owner, from the partners screen: their dashboard, acting as them.
  await page.goto(`/super-admin/partners?q=${encodeURIComponent(DEMO_EMAIL.SUPPLIER)}`);
  await expect(titledHeading(page, title('/super-admin/partners'))).toBeVisible();
  const partnerRow = page
    .getByRole('table', { name: at('people.partnersCaption') })
    .getByRole('row')
    .filter({ hasText: `(${DEMO_EMAIL.SUPPLIER})` });
  // Every page heading shown on the way from the partners screen to the partner's home, in order.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { headingsSeen: string[] }).headingsSeen = seen;
    new MutationObserver(() => {
      const text = document.querySelector('main h1')?.textContent ?? '';
      if (text && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const partner = await openAs(page, partnerRow);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(titledHeading(page, title('/dashboard'))).toBeVisible();
  // The switch to the partner never shows "no access" for the back-office page being left.
  expect(await page.evaluate(() => (window as unknown as { headingsSeen: string[] }).headingsSeen)).not.toContain(
    t('en', 'app.noAccess'),
  );
  await expect(banner(page).getByRole('status')).toHaveText(
    shellT('en', 'impersonation.actingAs', { name: partner.name, email: DEMO_EMAIL.SUPPLIER }),
  );
  await expect(titledHeading(page, title('/dashboard'))).toBeVisible();
  await expect(tabButtons(page)).toHaveCount(2);

  // Back to the admin's tab: the back-office page they left.
  await banner(page)
    .getByRole('button', { name: shellT('en', 'impersonation.back') })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/partners\?q=/);
  await expect(banner(page)).toHaveCount(0);

  // 2. The affiliate, from the affiliates screen: three tabs now.
  await page.goto(`/super-admin/affiliates?q=${encodeURIComponent(DEMO_EMAIL.AFFILIATE)}`);
  const affiliateRow = page
    .getByRole('table', { name: at('people.affiliatesCaption') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: DEMO_EMAIL.AFFILIATE, exact: true }) });
  const affiliate = await openAs(page, affiliateRow);
  await expect(page).toHaveURL(/\/affiliates$/);
  await expect(banner(page).getByRole('status')).toContainText(affiliate.name);
  await expect(tabButtons(page)).toHaveText([
    shellT('en', 'tabs.main', { name: 'Helena Vaz' }),
    partner.name,
    affiliate.name,
  ]);
  await banner(page)
    .getByRole('button', { name: shellT('en', 'impersonation.back') })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/affiliates\?q=/);

  // 3. The fourth tab, the demo customer from the registered accounts: the oldest non-first (the partner's) is dropped.
  await page.goto(`/super-admin/customers?view=clients&q=${encodeURIComponent(DEMO_EMAIL.CLIENT)}`);
  const clientRow = page
    .getByRole('table', { name: at('people.clientsCaption') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: DEMO_EMAIL.CLIENT, exact: true }) });
  const requests: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) requests.push(r);
  });
  const bookingsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/client-bookings');
  const customer = await openAs(page, clientRow);
  await expect(tabButtons(page)).toHaveText([
    shellT('en', 'tabs.main', { name: 'Helena Vaz' }),
    affiliate.name,
    customer.name,
  ]);
  await expect(page.getByTestId('user-tabs').getByRole('button', { name: customer.name, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Acting as the customer: their bookings in the user panel, read with impersonate_id.
  await expect(page).toHaveURL(/\/user-panel\/bookings$/);
  await expect(banner(page).getByRole('status')).toHaveText(
    shellT('en', 'impersonation.actingAs', { name: customer.name, email: DEMO_EMAIL.CLIENT }),
  );
  const bookings = await bookingsAnswer;
  expect(new URL(bookings.url()).searchParams.get('impersonate_id')).toBe(String(customer.id));
  const listed = ((await bookings.json()) as { content: { data: { reference: string }[] } }).content.data;
  expect(listed.length).toBeGreaterThan(0);
  const panel = region(page, 'mf-user-panel');
  await expect(titledHeading(page, title('/user-panel/bookings'))).toBeVisible();
  for (const booking of listed) {
    await expect(
      panel.getByRole('heading', {
        name: remoteT('mf-user-panel', 'en', 'bookings.reference', { reference: booking.reference }),
      }),
    ).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  // Every request made while acting as the customer said so (reads in the query, writes in the body).
  // From the question "who is this user?" on (the list's own requests may still be on their way before it).
  const acting = requests.slice(requests.findIndex((r) => r.url().includes('/api/me?impersonate_id=')));
  expect(acting.length).toBeGreaterThan(1);
  for (const request of acting) {
    const carried =
      request.method() === 'GET'
        ? new URL(request.url()).searchParams.get('impersonate_id')
        : (JSON.parse(request.postData() ?? '{}') as { impersonate_id?: number }).impersonate_id;
    expect(String(carried), `${request.method()} ${request.url()}`).toBe(String(customer.id));
  }

  // The tabs and the banner outlive a reload; in Portuguese the banner reads in Portuguese.
  await page.goto('/pt/user-panel/bookings');
  await expect(titledHeading(page, title('/pt/user-panel/bookings', 'pt'))).toBeVisible();
  await expect(banner(page, 'pt').getByRole('status')).toHaveText(
    shellT('pt', 'impersonation.actingAs', { name: customer.name, email: DEMO_EMAIL.CLIENT }),
  );
  await expectNoSeriousViolations(page);
  await banner(page, 'pt')
    .getByRole('button', { name: shellT('pt', 'impersonation.back') })
    .click();
  await expect(page).toHaveURL(/\/pt\/super-admin\/customers\?view=clients&q=/);
  await expect(
    page
      .getByTestId('user-tabs')
      .getByRole('button', { name: shellT('pt', 'tabs.main', { name: 'Helena Vaz' }), exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  // The audit log, filtered to impersonated requests acting as the customer.
  await page.goto('/super-admin/audit-log');
  await expect(titledHeading(page, title('/super-admin/audit-log'))).toBeVisible();
  // The user acted as is chosen by name or address, not typed as an id, in the folded filters.
  await page.locator('summary', { hasText: at('audit.filtersTitle') }).click();
  await page.getByRole('searchbox', { name: at('audit.findUser') }).fill(DEMO_EMAIL.CLIENT);
  const actingAs = page.getByRole('combobox', { name: at('audit.actingAs') });
  await expect(actingAs.locator(`option[value="${customer.id}"]`)).toContainText(DEMO_EMAIL.CLIENT);
  await actingAs.selectOption(String(customer.id));
  // The action is found by its words as well as its code.
  await page
    .getByRole('searchbox', { name: at('audit.actionFilter'), exact: true })
    .fill(at('audit.actions.impersonation'));
  await page.getByRole('button', { name: at('audit.apply') }).click();
  await expect(page).toHaveURL(new RegExp(`user_id=${customer.id}`));
  const log = page.getByRole('table', { name: at('audit.caption') });
  // Below 1440 px the log starts without its acting-as and request columns; the Columns chooser brings them back.
  await page.getByText('Columns', { exact: true }).click();
  await page.getByRole('checkbox', { name: at('audit.actingAs') }).check();
  await page.getByRole('checkbox', { name: at('audit.request') }).check();
  const bookingsEntry = log.getByRole('row').filter({ hasText: 'GET /api/client-bookings' }).first();
  // A page read while acting as the customer says so, apart from a change made as them.
  await expect(bookingsEntry).toContainText(at('audit.impersonationRead'));
  await expect(bookingsEntry).toContainText(`Helena Vaz`);
  await expect(bookingsEntry).toContainText(`${customer.name} (#${customer.id})`);
  // Every entry the filter leaves is an impersonated request acting as the customer. Asserted as "no other row"
  // (retried until the filtered page has replaced the one before it), never by index over a count read mid-update.
  const entries = log.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(entries.filter({ hasNotText: `${customer.name} (#${customer.id})` })).toHaveCount(0);
  const actedAs = new RegExp(`${at('audit.impersonationRead')}|${at('audit.impersonationWrite')}`);
  await expect(entries.filter({ hasNotText: actedAs })).toHaveCount(0);
  expect(await entries.count()).toBeGreaterThan(1);
  await expectNoSeriousViolations(page);
});

test("switching between two partners' tabs shows the selected partner's own pages", async ({ openContext }) => {
  const context = await openContext('SUPER', { locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto('/super-admin/partners?status=active');
  const rows = page
    .getByRole('table', { name: at('people.partnersCaption') })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
  await expect(rows.nth(1)).toBeVisible();
  const companyOf = async (row: Locator) => (await row.getByRole('cell').first().innerText()).trim();
  const [firstCompany, secondCompany] = [await companyOf(rows.nth(0)), await companyOf(rows.nth(1))];
  expect(firstCompany).not.toBe(secondCompany);

  const first = await openAs(page, rows.nth(0));
  await expect(page).toHaveURL(/\/dashboard$/);
  await banner(page)
    .getByRole('button', { name: shellT('en', 'impersonation.back') })
    .click();
  await expect(page).toHaveURL(/\/super-admin\/partners\?status=active/);
  await openAs(page, rows.nth(1));
  await expect(page).toHaveURL(/\/dashboard$/);

  // The second partner's profile, reached inside the dashboard (no reload).
  const dashboard = region(page, 'mf-partner-dashboard');
  await dashboard.getByRole('link', { name: title('/dashboard/profile'), exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(dashboard.getByRole('heading', { level: 2, name: secondCompany })).toBeVisible();

  // The first partner's tab: the same page now shows their company, nothing of the second's.
  await page.getByTestId('user-tabs').getByRole('button', { name: first.name, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(banner(page).getByRole('status')).toContainText(first.name);
  await expect(dashboard.getByRole('heading', { level: 2, name: firstCompany })).toBeVisible();
  await expect(dashboard.getByRole('heading', { level: 2, name: secondCompany })).toHaveCount(0);
});
