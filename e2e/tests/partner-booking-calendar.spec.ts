// In the browser: partner@demo.pt opens the calendar of their booking items, finds the demo's items on
// their Lisbon days in the month and in the week (the view kept in the URL), opens an item's customer history and
// the chat with that customer (en); the calendar in Portuguese, and on a phone its week as an agenda, axe clean (pt).
import type { APIRequestContext } from '@playwright/test';
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

interface Item {
  id: number;
  booking_date: string;
  booking_item_status: string;
  service: { service_name: string };
  booking: { user: { first_name: string; last_name: string } };
}
const lisbonDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Lisbon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
const lisbonTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Lisbon', hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Monday of the day's week (the calendar's weeks start on Monday). */
const monday = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));

/** The partner's items of every list on the Lisbon days from–to, as the API answers them (in English). */
async function itemsBetween(request: APIRequestContext, from: string, to: string): Promise<Item[]> {
  const token = await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const items: Item[] = [];
  for (const destination of ['new', 'accepted', 'archived']) {
    const res = await request.get(
      `/api/dashboard/booking-items?destination=${destination}&from=${from}&to=${to}&items=100`,
      {
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': 'en' },
      },
    );
    expect(res.status(), await res.text()).toBe(200);
    items.push(...((await res.json()) as { content: { data: Item[] } }).content.data);
  }
  return items;
}

test('en: the demo’s items on their days in the month and the week, and a customer’s history', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  // The demo's accepted items start today (Lisbon) at 15:00; the month and the week of today hold some.
  const today = lisbonDay(new Date().toISOString());
  const week = { from: monday(today), to: addDays(monday(today), 6) };
  const inWeek = await itemsBetween(page.request, week.from, week.to);
  expect(inWeek.length).toBeGreaterThan(0);

  await page.goto(
    `${localizePath(pathTo('dashboard.calendar-and-bookings'), 'en')}?view=calendar&mode=month&date=${today}`,
  );
  const dashboard = region(page, 'mf-partner-dashboard');
  const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today}T00:00:00Z`),
  );
  await expect(dashboard.getByRole('heading', { name: monthName })).toBeVisible();
  const calendar = dashboard.getByTestId('booking-calendar');
  const cell = (day: string) => calendar.locator(`td[data-date="${day}"]`);
  const entry = (i: Item) =>
    cell(lisbonDay(i.booking_date))
      .getByRole('button', {
        name: new RegExp(
          `${lisbonTime(i.booking_date)}.*${i.service.service_name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
        ),
      })
      .first();
  for (const item of inWeek) await expect(entry(item)).toBeVisible();

  await dashboard.getByRole('button', { name: pd('en', 'bookings.calendar.week'), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`view=calendar&mode=week&date=${today}`));
  // The week is an hour grid: a time column and the seven days, each item in the row of its Lisbon hour.
  await expect(calendar.getByRole('columnheader')).toHaveCount(8);
  for (const item of inWeek) {
    const time = lisbonTime(item.booking_date);
    const hourRow = calendar.locator(`tr[data-hour="${Number(time.slice(0, 2))}"]`);
    await expect(entry(item)).toBeVisible();
    await expect(
      hourRow
        .locator(`td[data-date="${lisbonDay(item.booking_date)}"]`)
        .getByText(time)
        .first(),
    ).toBeVisible();
  }

  // An accepted item of the demo customer (client@demo.pt, who has a year of items with the company), one the calendar
  // tells apart from the others: other journeys book and confirm items of the same week for their own customers.
  const slot = (i: Item) => `${lisbonDay(i.booking_date)} ${lisbonTime(i.booking_date)} ${i.service.service_name}`;
  const accepted = inWeek.find(
    (i) =>
      i.booking_item_status === 'confirmed' &&
      `${i.booking.user.first_name} ${i.booking.user.last_name}` === 'Beatriz Almeida' &&
      inWeek.filter((other) => slot(other) === slot(i)).length === 1,
  );
  if (!accepted)
    throw new Error(`no accepted item of Beatriz Almeida alone in its slot this week: ${inWeek.map(slot)}`);
  await entry(accepted).click();
  const dialog = page.getByRole('dialog', { name: accepted.service.service_name });
  await expect(dialog.getByText('Beatriz Almeida', { exact: true })).toBeVisible();
  const toggle = dialog.getByRole('button', { name: pd('en', 'bookings.history.toggle') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const history = dialog.getByRole('table', { name: pd('en', 'bookings.history.caption') });
  await expect(history.getByRole('row').nth(1)).toBeVisible();
  expect(await history.getByRole('row').count()).toBeGreaterThan(5);
  await expect(history.getByText(pd('en', 'bookings.status.completed')).first()).toBeVisible();
  await expectNoSeriousViolations(page);
  // "Message" opens the conversation with the customer in the shared chat, kept in the URL.
  await dialog.getByRole('button', { name: pd('en', 'bookings.chat.open', { name: 'Beatriz Almeida' }) }).click();
  await expect(page).toHaveURL(/[?&]chat=\d+/);
  // The dialog is as narrow as a phone: the conversation fills it, with a way back to the list of conversations.
  const chat = page.getByRole('dialog', { name: pd('en', 'bookings.chat.title') });
  await expect(chat.getByRole('heading', { name: 'Beatriz Almeida' })).toBeVisible();
  await expect(chat.getByRole('textbox')).toBeVisible();
  await chat.getByRole('button', { name: t('en', 'chat.backToList') }).click();
  await expect(chat.getByRole('link', { name: /Beatriz Almeida/ })).toBeFocused();
  await expect(chat.getByRole('textbox')).toBeHidden();
  await context.close();
});

test('pt: the calendar month in Portuguese, axe clean', async ({ browser }) => {
  const context = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await context.newPage();
  const today = lisbonDay(new Date().toISOString());
  await page.goto(
    `${localizePath(pathTo('dashboard.calendar-and-bookings'), 'pt')}?view=calendar&mode=month&date=${today}`,
  );
  const dashboard = region(page, 'mf-partner-dashboard');
  const monthName = new Intl.DateTimeFormat('pt-PT', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${today}T00:00:00Z`),
  );
  await expect(dashboard.getByRole('heading', { name: monthName })).toBeVisible();
  const calendar = dashboard.getByTestId('booking-calendar');
  await expect(calendar.getByRole('columnheader').first()).toContainText('segunda-feira');
  // The demo's accepted items of today are in the grid, with their status in Portuguese.
  await expect(calendar.locator(`td[data-date="${today}"]`).getByRole('button').first()).toBeVisible();
  await expect(calendar.getByText(pd('pt', 'bookings.status.confirmed')).first()).toBeVisible();
  await expect(dashboard.getByRole('button', { name: pd('pt', 'bookings.calendar.next.month') })).toBeVisible();
  await expectNoSeriousViolations(page);

  // On a 390 px phone the week is an agenda: each day a heading, today's items at full width with their customer.
  await page.setViewportSize({ width: 390, height: 844 });
  await dashboard.getByRole('button', { name: pd('pt', 'bookings.calendar.week'), exact: true }).click();
  const agenda = dashboard.getByTestId('booking-agenda');
  await expect(agenda.getByRole('heading')).toHaveCount(7);
  const todayItem = agenda.locator(`li[data-date="${today}"]`).getByRole('button').first();
  await expect(todayItem).toBeVisible();
  const box = (await todayItem.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await expectNoSeriousViolations(page);
  await context.close();
});
