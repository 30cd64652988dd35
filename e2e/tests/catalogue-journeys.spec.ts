// The catalogue's journeys, in en and pt: home → listing with a filter → service page → add to cart (badge, price);
// transfer quote → offer → cart (spec §9 price); partner registration through its 3 steps with a server-side 422 on
// its field, then success; axe on each public catalogue page.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { servicePrice, transferPrice } from '@mp/shared/domain';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousViolations } from '../support/axe';
import { stackEnv } from '../support/fixtures';
import { localizePath, t, type Locale } from '../support/site';
import { repoRoot } from '../support/stack';
import { cartLink, region } from '../support/ui';
import { signupCode } from '../support/mail';
import { fillDriverDetails } from './checkout-support';

const strings: Record<Locale, Record<string, unknown>> = {
  en: JSON.parse(readFileSync(join(repoRoot, 'mf-catalogue/src/locales/en.json'), 'utf8')) as Record<string, unknown>,
  pt: JSON.parse(readFileSync(join(repoRoot, 'mf-catalogue/src/locales/pt.json'), 'utf8')) as Record<string, unknown>,
};
/** A catalogue string (nested key), placeholders left for the caller. */
function ct(locale: Locale, key: string): string {
  const value = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], strings[locale]);
  if (typeof value !== 'string') throw new Error(`no catalogue string ${key}`);
  return value;
}

interface CartSnapshot {
  count: number;
  total: number;
  items: Array<{
    id: string;
    total_cents: number;
    discount_cents: number;
    quantity: number;
    notes: Record<string, unknown>;
  }>;
}
async function cartState(page: Page): Promise<CartSnapshot> {
  return page.evaluate(() => {
    const shared = (
      window as unknown as {
        __MP_SHARED__: { cartStore: { getState(): { items: CartSnapshot['items']; total_price: number } } };
      }
    ).__MP_SHARED__;
    const state = shared.cartStore.getState();
    return { count: state.items.length, total: state.total_price, items: state.items };
  });
}

async function api<T>(path: string, locale: Locale): Promise<T> {
  const res = await fetch(new URL(path, stackEnv('E2E_API_URL')), {
    headers: { Accept: 'application/json', 'Accept-Language': locale },
  });
  expect(res.status, path).toBe(200);
  return ((await res.json()) as { content: T }).content;
}

function futureDate(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

test('home: the sections below the fold draw as they come near, each from its own call', async ({ page }) => {
  const reviewsCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/latest-comments')) reviewsCalls.push(request.url());
  });
  await page.goto('/');
  const catalogue = region(page, 'mf-catalogue');
  // The first section draws at once; every heading is there from the start (headings navigation finds them all).
  await expect(
    catalogue
      .getByRole('region', { name: ct('en', 'home.sponsored') })
      .getByRole('link')
      .first(),
  ).toBeVisible();
  const reviews = catalogue.getByRole('region', { name: ct('en', 'home.latestReviews') });
  await expect(reviews.getByRole('heading', { level: 2 })).toBeAttached();
  expect(reviewsCalls).toEqual([]);
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await expect(reviews.getByRole('link').first()).toHaveAttribute('href', /^\/[a-z0-9-]+$/);
  expect(reviewsCalls).toHaveLength(1);
  for (const name of ['home.weeklyDeals', 'home.trending', 'home.mostRecent']) {
    const section = catalogue.getByRole('region', { name: ct('en', name) });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('link').first()).toBeVisible();
  }
});

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: home → listing with a filter → service page → add to cart`, async ({ page }) => {
    await page.goto(localizePath('/', locale));
    const catalogue = region(page, 'mf-catalogue');
    await expect(catalogue.getByRole('heading', { level: 1, name: t(locale, 'heroes.home.heading') })).toBeVisible();
    await catalogue
      .getByRole('navigation', { name: ct(locale, 'home.browse') })
      .getByRole('link', { name: ct(locale, 'home.links.experiences') })
      .click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/experiences', locale)}$`));

    // A filter with live counts: the city picked is in the URL, and the list agrees with the count.
    const city = catalogue.getByLabel(ct(locale, 'listing.city'));
    await expect(city.locator('option').nth(1)).toBeAttached();
    const option = city.locator('option').nth(1);
    const value = (await option.getAttribute('value'))!;
    const count = Number(/\((\d+)\)\s*$/.exec((await option.textContent()) ?? '')?.[1]);
    await city.selectOption(value);
    await expect(page).toHaveURL(new RegExp(`city=${value}`));
    const results = catalogue.getByRole('list', { name: ct(locale, 'listing.resultsLabel') });
    await expect(catalogue.getByRole('status').filter({ hasText: String(count) })).toBeVisible();
    // A copied link restores the filter; back goes to the unfiltered list.
    await page.reload();
    await expect(catalogue.getByLabel(ct(locale, 'listing.city'))).toHaveValue(value);
    await page.goBack();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`city=${value}`));

    const first = results.getByRole('link').first();
    const href = (await first.getAttribute('href'))!;
    const slug = href.split('/').pop()!;
    await first.click();
    const service = await api<Parameters<typeof servicePrice>[0] & { name: string; start_times: string[] }>(
      `/api/services/${slug}?record_view=0`,
      locale,
    );
    await expect(catalogue.getByRole('heading', { level: 1, name: service.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(service.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(await page.locator('head script[type="application/ld+json"]').count()).toBe(1);
    await expect(page.locator('head link[rel="alternate"][hreflang="pt"]')).toHaveAttribute(
      'href',
      new RegExp(`/pt/${slug}$`),
    );

    await catalogue.getByLabel(new RegExp(`^${ct(locale, 'service.date')}`)).fill(futureDate(30));
    const quantity = catalogue.getByRole('spinbutton');
    await quantity.fill('2');
    const expected = servicePrice(service, 2)!;
    await catalogue.getByRole('button', { name: ct(locale, 'service.addToCart') }).click();
    await expect(cartLink(page, locale, 1)).toBeVisible();
    const cart = await cartState(page);
    expect(cart.total).toBe(expected.total_cents);
    // The same date and time again adds to its line: one line, its people added up.
    await quantity.fill('1');
    await catalogue.getByRole('button', { name: ct(locale, 'service.addToCart') }).click();
    await expect.poll(async () => (await cartState(page)).items.map((i) => i.quantity)).toEqual([3]);
    await expect(cartLink(page, locale, 1)).toBeVisible();
  });

  test(`${locale}: transfer quote → offers → offer → cart with the spec §9 price`, async ({ page }) => {
    await page.goto(localizePath('/transfers', locale));
    const catalogue = region(page, 'mf-catalogue');
    const pickup = catalogue.getByRole('combobox', { name: ct(locale, 'transfers.pickup'), exact: true });
    await pickup.fill('Lisb');
    // The pick-up list's first match (not any other <option> of the page).
    await catalogue
      .getByRole('listbox', { name: ct(locale, 'transfers.pickup'), exact: true })
      .getByRole('option')
      .first()
      .click();
    const dropOff = catalogue.getByRole('combobox', { name: ct(locale, 'transfers.dropOff'), exact: true });
    await dropOff.fill('Cascais');
    await dropOff.press('ArrowDown');
    await dropOff.press('Enter');
    await catalogue.getByLabel(new RegExp(`^${ct(locale, 'transfers.date')}`)).fill(futureDate(20));
    await catalogue.getByLabel(new RegExp(`^${ct(locale, 'transfers.time')}`)).fill('10:05');
    await catalogue.getByLabel(ct(locale, 'transfers.roundTrip')).check();
    await catalogue.getByLabel(new RegExp(`^${ct(locale, 'transfers.returnDate')}`)).fill(futureDate(27));
    await catalogue.getByLabel(new RegExp(`^${ct(locale, 'transfers.returnTime')}`)).fill('18:30');
    await catalogue.getByLabel(ct(locale, 'transfers.passengers')).fill('3');
    await catalogue.getByLabel(ct(locale, 'transfers.babySeats')).fill('1');
    await catalogue.getByRole('button', { name: ct(locale, 'transfers.search') }).click();

    await expect(page).toHaveURL(/\/transfers\/offers\?.*isRoundtrip=1/);
    // A vehicle at its flat price, the spec §9 formula this journey checks (route prices have their own journey,
    // partner-route-prices): the first such offer the API lists for the same query.
    const offers = await api<{ data: { id: number; price_rule: string }[] }>(
      `/api/transfers${new URL(page.url()).search}&per_page=24`,
      locale,
    );
    const flat = offers.data.find((o) => o.price_rule === 'flat');
    if (!flat) throw new Error(`no flat-priced offer for this trip: ${JSON.stringify(offers.data)}`);
    await catalogue.locator(`a[href*="/transfers/offers/${flat.id}?"]`).click();
    await expect(page).toHaveURL(/\/transfers\/offers\/\d+\?/);
    // The trip as chosen: dates in en-GB (spec §9) and the seat priced in.
    const [year, month, day] = futureDate(20).split('-');
    await expect(catalogue.getByText(`${day}/${month}/${year} 10:05`)).toBeVisible();
    await expect(catalogue.getByText(`${ct(locale, 'transfers.babySeats')}: 1`)).toBeVisible();
    const url = new URL(page.url());
    const id = url.pathname.split('/').pop()!;
    const offer = await api<
      Parameters<typeof transferPrice>[0] & {
        baby_seats_value_cents: number;
        value_discount_cents: number;
        price_cents: number;
      }
    >(`/api/transfers/${id}${url.search}`, locale);
    const expected = transferPrice(offer, [{ quantity: 1, value_cents: offer.baby_seats_value_cents }], true);
    expect(offer.price_cents).toBe(expected);
    await fillDriverDetails(catalogue, locale);
    await catalogue.getByRole('button', { name: ct(locale, 'service.addToCart') }).click();
    await expect(cartLink(page, locale, 1)).toBeVisible();
    const cart = await cartState(page);
    expect(cart.total).toBe(expected);
    const notes = cart.items[0]!.notes;
    for (const key of [
      'pickupLocation',
      'dropOffLocation',
      'pickupDate',
      'pickupTime',
      'isRoundtrip',
      'numberOfPassengers',
      'babySeats',
      'childSeats',
      'boosterSeats',
      'luggagePieces',
      'language',
      'returnPickupDate',
      'returnPickupTime',
      'pointOfInterest',
      'pickupMapsId',
      'pickupDistrict',
      'dropOffMapsId',
      'dropOffDistrict',
    ]) {
      expect(notes, key).toHaveProperty(key);
    }
    expect(notes).toMatchObject({
      isRoundtrip: true,
      babySeats: 1,
      numberOfPassengers: 3,
      returnPickupTime: '18:30',
      pointOfInterest: 'lisbon-airport',
    });
  });
}

/** The NIF of the first demo company (api/src/db/seed-data/companies.ts): well formed, and registered. */
const TAKEN_NIF = '514827360';

/** A valid Portuguese NIF (mod 11) that is unlikely to exist yet. */
function nif(seed: number): string {
  const base = `2${String(seed).padStart(7, '0').slice(-7)}`;
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const r = sum % 11;
  return base + String(r < 2 ? 0 : 11 - r);
}

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: partner registration in 3 steps, a wrong NIF refused on step 1, a taken one by the server on its field, then the mailed code signs the partner in`, async ({
    page,
  }) => {
    const seed = (Date.now() % 10_000_000) + (locale === 'pt' ? 1 : 0);
    const good = nif(seed);
    const bad = good.slice(0, 8) + String((Number(good[8]) + 1) % 10);
    await page.goto(localizePath('/be-a-partner', locale));
    const form = region(page, 'mf-catalogue');
    const field = (name: string) =>
      form.getByLabel(new RegExp(`^${ct(locale, `partner.fields.${name}`).replace(/[()]/g, '\\$&')}`));
    await field('businessName').fill('E2E Tours Lda');
    await field('taxNumber').fill(bad);
    await field('iban').fill('PT50000201231234567890154');
    await expect(field('country')).toHaveValue('pt');
    await expect(field('city').locator('option').nth(1)).toBeAttached();
    await field('city').selectOption({ index: 1 });
    await field('address').fill('Rua Augusta 1');
    await field('zipCode').fill('1100-048');
    await form.getByRole('button', { name: ct(locale, 'partner.next') }).click();
    // A NIF with a wrong check digit is refused on step 1 itself, the message on its field; nothing is sent.
    await expect(field('taxNumber')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator(`[id="${(await field('taxNumber').getAttribute('aria-describedby'))!}"]`)).toHaveText(
      ct(locale, 'partner.errors.nif'),
    );
    await expect(field('tradeName')).toHaveCount(0);
    // A demo company's NIF passes the step (it is well formed); only the server knows it is taken.
    await field('taxNumber').fill(TAKEN_NIF);
    await form.getByRole('button', { name: ct(locale, 'partner.next') }).click();
    await field('tradeName').fill(`E2E Tours ${seed}`);
    await field('logo').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==',
        'base64',
      ),
    });
    await expect(form.getByRole('img', { name: /1/ })).toBeVisible();
    await form.getByRole('button', { name: ct(locale, 'partner.next') }).click();
    await field('firstName').fill('Ana');
    await field('lastName').fill('Silva');
    await field('phone').fill('912345678');
    await field('email').fill(`partner-${seed}-${locale}@e2e.test`);
    await field('password').fill('Secret-Harbour-123');
    await field('confirmPassword').fill('Secret-Harbour-123');
    const answer = page.waitForResponse((r) => r.url().includes('/api/partners') && r.request().method() === 'POST');
    await form.getByRole('button', { name: ct(locale, 'partner.submit') }).click();
    const rejected = await answer;
    expect(rejected.status(), await rejected.text()).toBe(422);

    // The server rejects the taken NIF: back on step 1, the message on the tax number field.
    const tax = field('taxNumber');
    await expect(tax).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await tax.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`)).not.toBeEmpty();
    await expect(tax).toBeFocused();
    await tax.fill(good);
    await expect(tax).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: ct(locale, 'partner.next') }).click();
    await form.getByRole('button', { name: ct(locale, 'partner.next') }).click();
    const sent = page.waitForResponse((r) => r.url().includes('/api/partners') && r.request().method() === 'POST');
    await form.getByRole('button', { name: ct(locale, 'partner.submit') }).click();
    // The same answer as for any address (it never reveals an account): the mailed code signs the partner in.
    expect((await sent).status()).toBe(202);
    const codeField = form.getByLabel(t(locale, 'signupCode.code'));
    await expect(codeField).toBeFocused();
    await expectNoSeriousViolations(page);
    await codeField.fill(await signupCode(page.request, `partner-${seed}-${locale}@e2e.test`));
    await form.getByRole('button', { name: t(locale, 'signupCode.verify') }).click();
    await expect(form.getByText(ct(locale, 'partner.success'))).toBeVisible();
  });
}

const PUBLIC_PAGES = [
  '/',
  '/experiences',
  '/wellness',
  '/category',
  '/events',
  '/restaurants',
  '/transfers',
  '/gift-cards',
  '/search/sintra',
  '/register',
  '/register-complete',
  '/password/reset',
  '/be-a-partner',
  '/be-an-affiliate',
  '/transfers-quote-request',
  '/about-us',
  '/affiliate',
  '/affiliate-terms',
  '/business',
  '/faqs',
  '/luggage',
  '/press-kit',
  '/privacy-policy',
  '/terms-and-conditions',
  '/suggestions',
];

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: axe finds no serious violation on the public catalogue pages, each with its head tags`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const services = await api<{ data: Array<{ slug: string; company: { slug: string } }> }>(
      '/api/services?per_page=1',
      locale,
    );
    const sample = services.data[0]!;
    for (const path of [...PUBLIC_PAGES, `/${sample.slug}`, `/partner/${sample.company.slug}`]) {
      await page.goto(localizePath(path, locale));
      const catalogue = region(page, 'mf-catalogue');
      await expect(catalogue.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(catalogue.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', /^http/);
      await expect(page.locator('head link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expectNoSeriousViolations(page);
    }
  });
}

test('head tags follow the page across client-side navigation, and every page has them from the server', async ({
  page,
}) => {
  const canonical = page.locator('head link[rel="canonical"]');
  const description = page.locator('head meta[name="description"]');
  // Straight from the server, before any script: a non-catalogue page in Portuguese.
  const html = await (await page.request.get('/pt/cart')).text();
  expect(html).toContain(`<meta name="description" content="${t('pt', 'app.description')}">`);
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/pt\/cart">/);
  expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http:\/\/[^"]+\/cart">/);
  // The site icon is linked and served (browsers then never ask for a missing /favicon.ico).
  expect(html).toContain('<link rel="icon" href="/shell/favicon.svg" type="image/svg+xml">');
  const icon = await page.request.get('/shell/favicon.svg');
  expect([icon.status(), icon.headers()['content-type']]).toEqual([200, expect.stringContaining('image/svg+xml')]);

  await page.goto('/about-us');
  await expect(canonical).toHaveAttribute('href', /\/about-us$/);
  // The static page writes its own description once it has drawn.
  await expect(description).not.toHaveAttribute('content', t('en', 'app.description'));
  // In-app navigation to a page of another front end: nothing of /about-us stays behind.
  await cartLink(page, 'en', 0).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(canonical).toHaveAttribute('href', /\/cart$/);
  await expect(page.locator('head link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', /\/pt\/cart$/);
  await expect(description).toHaveAttribute('content', t('en', 'app.description'));
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});
