// docs/adr/043 and 044: the partners of events and restaurants run what they sell from the service edit page. The box
// office (en, desktop) adds a session to an event, sees it on the event page at once, and removes it again; the
// restaurant (pt, phone) changes the covers of a slot, and the storefront's tables offer that many at once. Each uses
// an event or a restaurant no other journey books, so journeys running beside it see what they expect.
import type { APIRequestContext, Page } from '@playwright/test';
import { pathTo } from '@mp/shared/routes';
import { catalogue } from '../../api/src/db/seed-data/index';
import { EVENTS_COMPANY } from '../../api/src/db/seed-data/events';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, type Locale } from '../support/site';
import { region } from '../support/ui';
import { apiSignIn, pageAs } from './user-panel-support';

/** Seeded company owners' password (api/src/db/seed/accounts.ts, README's demo data). */
const OWNER_PASSWORD = 'Partner1234!';
const ownerOf = (slug: string) => {
  const company = catalogue.companies.find((c) => c.slug === slug);
  if (!company) throw new Error(`the demo catalogue lacks the company ${slug}`);
  return company.owner.email;
};
/** The last event of the demo catalogue: the event journeys book the fado night. */
const EVENT = catalogue.bolEvents.at(-1)!;
/** A restaurant the table journeys (Belcanto, Cervejaria Ramiro) do not book. */
const RESTAURANT = catalogue.restaurants.find((r) => r.slug === 'o-velho-eurico')!;

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

async function serviceId(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/services/${slug}`);
  expect(res.ok(), `the service ${slug}`).toBe(true);
  return ((await res.json()) as { content: { id: number } }).content.id;
}

/** The partner signed in on the edit page of their service `slug`, with the section `title` on screen. */
async function editPage(
  request: APIRequestContext,
  openContext: Parameters<typeof pageAs>[0],
  company: string,
  slug: string,
  locale: Locale,
  title: string,
): Promise<Page> {
  const partner = await apiSignIn(request, ownerOf(company), OWNER_PASSWORD);
  const page = await pageAs(openContext, partner, locale);
  const id = await serviceId(request, slug);
  await page.goto(localizePath(pathTo('dashboard.services-edit', { id }), locale));
  await expect(region(page, 'mf-partner-dashboard').getByRole('heading', { name: title })).toBeVisible();
  return page;
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test('en, desktop: the box office adds a session to an event, the event page offers it at once, and it is removed again', async ({
  openContext,
  request,
}) => {
  const page = await editPage(request, openContext, EVENTS_COMPANY, EVENT.slug, 'en', pd('en', 'eventOffer.title'));
  const ui = region(page, 'mf-partner-dashboard');
  const sessions = ui.getByRole('group', { name: /^Session \d+$/ });
  await expect(sessions.first()).toBeVisible();
  const before = await sessions.count();
  await ui.getByRole('button', { name: pd('en', 'eventOffer.addSession') }).click();
  const added = ui.getByRole('group', { name: pd('en', 'eventOffer.session', { number: before + 1 }) });
  const day = inDays(EVENT.starts_in_days + 30);
  await added.getByLabel(pd('en', 'eventOffer.date'), { exact: true }).fill(day);
  await added.getByLabel(pd('en', 'eventOffer.time'), { exact: true }).fill('21:30');
  await added.getByLabel(pd('en', 'eventOffer.capacity'), { exact: true }).fill('80');
  await ui.getByRole('button', { name: pd('en', 'eventOffer.save') }).click();
  await expect(page.getByText(pd('en', 'eventOffer.saved')).first()).toBeVisible();
  await expectNoSeriousViolations(page);

  // The storefront's event page lists the new session straight away.
  const storefront = await page.context().newPage();
  await storefront.goto(localizePath(`/${EVENT.slug}`, 'en'));
  const offered = region(storefront, 'mf-catalogue').getByTestId('event-session');
  await expect(offered).toHaveCount(before + 1);
  await expect(offered.last()).toContainText('21:30');

  await ui.getByRole('button', { name: pd('en', 'eventOffer.removeSession', { number: before + 1 }) }).click();
  await ui.getByRole('button', { name: pd('en', 'eventOffer.save') }).click();
  await expect(sessions).toHaveCount(before);
  await storefront.reload();
  await expect(offered).toHaveCount(before);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('pt: the restaurant changes the covers of a slot, and the storefront’s tables offer that many at once', async ({
    openContext,
    request,
  }) => {
    const page = await editPage(
      request,
      openContext,
      'mesa-reservas',
      RESTAURANT.slug,
      'pt',
      pd('pt', 'restaurantRules.title'),
    );
    const ui = region(page, 'mf-partner-dashboard');
    const covers = ui.getByLabel(pd('pt', 'restaurantRules.coversPerSlot'), { exact: true });
    await expect(covers).not.toHaveValue('');
    const next = Number(await covers.inputValue()) + 3;
    await covers.fill(String(next));
    await ui.getByRole('button', { name: pd('pt', 'restaurantRules.save') }).click();
    await expect(page.getByText(pd('pt', 'restaurantRules.saved')).first()).toBeVisible();
    // Nothing on the edit page is wider than the phone (its menu scrolls within itself).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const tables = (await (await request.get(`/api/restaurants/${RESTAURANT.slug}/tables`)).json()) as {
      content: { times: { covers_left: number }[] };
    };
    expect(tables.content.times.length).toBeGreaterThan(0);
    expect(Math.max(...tables.content.times.map((x) => x.covers_left))).toBe(next);
  });
});
