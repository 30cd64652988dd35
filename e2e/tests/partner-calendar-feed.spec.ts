// In the browser: partner@demo.pt makes the calendar feed address on the settings page, copies it from the field, and
// a calendar app fetching it finds the demo's confirmed bookings as events; a reset makes the old address answer 404,
// and turning the feed off the new one. axe checks the settings page with the address shown at 1366 and 390 px.
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

/** The service names of the partner's accepted (confirmed) items, in both languages: the feed speaks the owner's. */
async function confirmedServiceNames(request: APIRequestContext): Promise<string[]> {
  const token = await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD);
  const names: string[] = [];
  for (const language of ['en', 'pt']) {
    const res = await request.get('/api/dashboard/booking-items?destination=accepted&items=100', {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'Accept-Language': language },
    });
    expect(res.status(), await res.text()).toBe(200);
    const items = ((await res.json()) as { content: { data: { service: { service_name: string } }[] } }).content.data;
    names.push(...items.map((i) => i.service.service_name));
  }
  return names;
}

/** The feed address as a path of the site under test: the address names PUBLIC_URL, which may be another origin. */
const feedPath = (url: string) => new URL(url).pathname;
/** The unfolded lines of a calendar file (RFC 5545 folds long lines with CRLF and a space). */
const icsLines = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');

async function confirmIn(dialog: Locator, label: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: label }).click();
  await expect(dialog).toBeHidden();
}

test('en: make the calendar feed address, read the confirmed bookings from it, reset it and turn it off', async ({
  browser,
}) => {
  const context = await newContextAs(browser, 'SUPPLIER');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const confirmed = await confirmedServiceNames(page.request);
  expect(confirmed.length, 'the demo partner has confirmed bookings').toBeGreaterThan(0);

  await page.goto(localizePath(pathTo('dashboard.profile-settings'), 'en'));
  const dashboard = region(page, 'mf-partner-dashboard');
  const section = dashboard.getByRole('region', { name: pd('en', 'calendarFeed.title') });
  const create = section.getByRole('button', { name: pd('en', 'calendarFeed.create') });
  const turnOff = section.getByRole('button', { name: pd('en', 'calendarFeed.turnOff') });
  const offDialog = page.getByRole('dialog', { name: pd('en', 'calendarFeed.turnOffTitle') });
  await expect(create.or(turnOff)).toBeVisible();
  // A retry of this journey finds the feed its first try made: start from none.
  if (await turnOff.isVisible()) {
    await turnOff.click();
    await confirmIn(offDialog, pd('en', 'calendarFeed.turnOff'));
  }
  await expect(section.getByText(pd('en', 'calendarFeed.none'))).toBeVisible();

  await create.click();
  const field = section.getByRole('textbox', { name: pd('en', 'calendarFeed.address') });
  await expect(field).toHaveValue(/\/api\/calendar-feeds\/[A-Za-z0-9_-]+\.ics$/);
  await expect(section.getByText(pd('en', 'calendarFeed.onlyOnce'))).toBeVisible();
  await expect(section.getByText(/^Active since /)).toBeVisible();
  await section.getByRole('button', { name: pd('en', 'calendarFeed.copy') }).click();
  await expect(section.getByRole('status')).toHaveText(pd('en', 'calendarFeed.copied'));
  const first = await page.evaluate(() => navigator.clipboard.readText());
  expect(first).toBe(await field.inputValue());
  await expectNoSeriousViolations(page);

  // What a calendar app gets: a calendar of the company's confirmed bookings, one event per item.
  const feed = await page.request.get(feedPath(first));
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const lines = icsLines(await feed.text());
  expect(lines).toContain('BEGIN:VEVENT');
  expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toMatch(/^X-WR-CALNAME:Roteiro — /);
  const summaries = lines.filter((l) => l.startsWith('SUMMARY:'));
  expect(
    summaries.some((s) => confirmed.some((name) => s.startsWith(`SUMMARY:${name.replace(/([,;\\])/g, '\\$1')} × `))),
    `a SUMMARY of a confirmed item (${confirmed.join(', ')}) among ${summaries.join(' | ')}`,
  ).toBe(true);

  // A reset asks first; the old address then answers 404 and the new one works.
  await section.getByRole('button', { name: pd('en', 'calendarFeed.reset') }).click();
  await confirmIn(
    page.getByRole('dialog', { name: pd('en', 'calendarFeed.resetTitle') }),
    pd('en', 'calendarFeed.reset'),
  );
  await expect(field).not.toHaveValue(first);
  const second = await field.inputValue();
  expect((await page.request.get(feedPath(first))).status()).toBe(404);
  expect((await page.request.get(feedPath(second))).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(field).toBeVisible();
  await expectNoSeriousViolations(page);

  // Turned off: no address works, and the section says so.
  await turnOff.click();
  await confirmIn(offDialog, pd('en', 'calendarFeed.turnOff'));
  await expect(section.getByText(pd('en', 'calendarFeed.none'))).toBeVisible();
  await expect(field).toBeHidden();
  expect((await page.request.get(feedPath(second))).status()).toBe(404);
  await context.close();
});
