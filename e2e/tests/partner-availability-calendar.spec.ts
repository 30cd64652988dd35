// In the browser: partner@demo.pt closes one start time of a service from the availability view of the calendar,
// after a confirmation; the storefront's service page no longer offers that time, and offers it again once reopened.
// A bulk close of one date over two services, previewed first, closes both on the storefront. Axe on the view at
// 1366 and 390 px, the phone's page no wider than the phone. The two services are booked by no other journey.
import type { APIRequestContext, Page } from '@playwright/test';
import { monthOf, monthTitle } from '../../mf-catalogue/src/features/service/components/calendar-month';
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';
import { catT, daysAhead } from './checkout-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const FOOD_TOUR = { slug: 'lisbon-mouraria-food-tour', name: 'Lisbon food tour: Mouraria and Baixa' };
const NATA_CLASS = { slug: 'lisbon-pastel-de-nata-class', name: 'Pastel de nata baking class' };
/** The day as the view names it ("Monday 23 November"). */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
const availabilityPath = (date: string) =>
  `${localizePath(pathTo('dashboard.calendar-and-bookings'), 'en')}?view=availability&date=${date}`;

/** The start times the storefront's service page offers on `date` once that day is chosen on its calendar. */
async function offeredTimes(page: Page, slug: string, date: string): Promise<string[]> {
  await page.goto(`/${slug}`);
  const ui = region(page, 'mf-catalogue');
  const calendar = ui.getByTestId('availability-calendar');
  const wanted = monthTitle(monthOf(date), 'en');
  for (let step = 0; step <= 3; step += 1) {
    const shown = (await calendar.getByRole('heading', { level: 3 }).textContent()) ?? '';
    if (shown === wanted) break;
    await calendar.getByRole('button', { name: catT('en', 'calendar.nextMonth') }).click();
    await expect(calendar.getByRole('heading', { level: 3 })).not.toHaveText(shown);
  }
  await calendar.locator(`[data-date="${date}"]`).first().click();
  const select = ui.getByLabel(new RegExp(`^${catT('en', 'service.time')}( \\*)?$`));
  return select.locator('option').allTextContents();
}

async function storefrontState(request: APIRequestContext, slug: string, date: string): Promise<string> {
  const res = await request.get(`/api/services/${slug}/availability?from=${date}&to=${date}`);
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { content: { days: { state: string }[] } }).content.days[0]!.state;
}

test('en: a start time closed from the calendar leaves the storefront and comes back when reopened', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const date = daysAhead(45);
  await page.goto(availabilityPath(date));
  const ui = region(page, 'mf-partner-dashboard');
  await ui.getByLabel(pd('en', 'availabilityCalendar.service')).selectOption({ label: FOOD_TOUR.name });
  await expect(ui.getByRole('heading', { level: 3, name: FOOD_TOUR.name })).toBeVisible();
  const what = { time: '12:00', date: dayLabel(date), service: FOOD_TOUR.name };

  await ui.getByRole('button', { name: pd('en', 'availabilityCalendar.closeSlotLabel', what) }).click();
  const dialog = page.getByRole('dialog', { name: pd('en', 'availabilityCalendar.confirm.slotTitle', what) });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: pd('en', 'availabilityCalendar.closeSlot') }).click();
  await expect(ui.getByRole('status').first()).toHaveText(
    pd('en', 'availabilityCalendar.done.closed', { what: pd('en', 'availabilityCalendar.what.slot', what) }),
  );
  await expect(ui.getByRole('button', { name: pd('en', 'availabilityCalendar.reopenSlotLabel', what) })).toBeVisible();
  await expectNoSeriousViolations(page);

  const storefront = await context.newPage();
  const closedTimes = await offeredTimes(storefront, FOOD_TOUR.slug, date);
  expect(closedTimes).not.toContain('12:00');
  expect(closedTimes).toContain('17:30');

  await ui.getByRole('button', { name: pd('en', 'availabilityCalendar.reopenSlotLabel', what) }).click();
  await expect(ui.getByRole('status').first()).toHaveText(
    pd('en', 'availabilityCalendar.done.reopened', { what: pd('en', 'availabilityCalendar.what.slot', what) }),
  );
  expect(await offeredTimes(storefront, FOOD_TOUR.slug, date)).toContain('12:00');
  await context.close();
});

test('en: one date closed over two services at once, previewed first', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  const date = daysAhead(47);
  await page.goto(availabilityPath(date));
  const ui = region(page, 'mf-partner-dashboard');
  await ui.getByRole('button', { name: pd('en', 'availabilityCalendar.bulk.open') }).click();
  const dialog = page.getByRole('dialog', { name: pd('en', 'availabilityCalendar.bulk.title') });
  await dialog.getByRole('checkbox', { name: FOOD_TOUR.name }).check();
  await dialog.getByRole('checkbox', { name: NATA_CLASS.name }).check();
  const typed = date.split('-').reverse().join('/');
  for (const label of ['from', 'to']) {
    const field = dialog.getByLabel(new RegExp(`^${pd('en', `availabilityCalendar.bulk.${label}`)}`));
    await field.fill(typed);
    await field.blur();
  }
  await dialog.getByRole('button', { name: pd('en', 'availabilityCalendar.bulk.preview') }).click();
  await expect(
    dialog.getByText(pd('en', 'availabilityCalendar.bulk.changes', { service: NATA_CLASS.name, count: 1 })),
  ).toBeVisible();
  // A preview changes nothing.
  expect(await storefrontState(page.request, NATA_CLASS.slug, date)).not.toBe('closed');
  await dialog.getByRole('button', { name: pd('en', 'availabilityCalendar.bulk.apply') }).click();
  await expect(ui.getByRole('status').first()).toHaveText(pd('en', 'availabilityCalendar.bulk.done', { count: 2 }));
  expect(await storefrontState(page.request, FOOD_TOUR.slug, date)).toBe('closed');
  expect(await storefrontState(page.request, NATA_CLASS.slug, date)).toBe('closed');

  // Put the demo back: the same change reopened through the API.
  const token = await apiToken(page.request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const ids = (
    (await (
      await page.request.get(`/api/dashboard/availability?from=${date}&to=${date}`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { content: { services: { service_id: number; name_en: string }[] } }
  ).content.services
    .filter((s) => s.name_en === FOOD_TOUR.name || s.name_en === NATA_CLASS.name)
    .map((s) => s.service_id);
  const reopened = await page.request.put('/api/dashboard/availability/bulk', {
    headers: { Authorization: `Bearer ${token}` },
    data: { service_ids: ids, from: date, to: date, closed: false },
  });
  expect(reopened.status(), await reopened.text()).toBe(200);
  expect(await storefrontState(page.request, FOOD_TOUR.slug, date)).not.toBe('closed');
  await context.close();
});

test('the availability view on a phone: no wider than 390 px, axe clean', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(availabilityPath(daysAhead(45)));
  const ui = region(page, 'mf-partner-dashboard');
  await expect(ui.getByRole('heading', { level: 3, name: FOOD_TOUR.name })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await context.close();
});
