// Spec §7 "Catalogue" calls on the demo catalogue: listing with filters and Laravel pages (§3, §9 default page 1 and
// most-recent), filter counts consistent with the list, home sections, service detail and views, trending from real
// views and bookings, Accept-Language texts, and "only active services appear in public reads".
import { sql } from 'drizzle-orm';
import type {
  FilterCounts,
  LatestComment,
  PageOf,
  ServiceCard,
  ServiceDetail,
  ValueRange,
  CityServices,
} from '@mp/shared/contracts';
import { bookingItems, bookings, services } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { createUser, type TestApp } from '../../../test/helpers';
import { getJson, seededApp, sqlRows } from './test-catalogue';
import { foldSearchText } from './search';
import { TRENDING_SCORE } from './repository';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

const list = (query = '', lang = 'en') =>
  getJson<PageOf<ServiceCard>>(t, `/api/services${query ? `?${query}` : ''}`, { 'accept-language': lang });
const counts = (query = '') =>
  getJson<FilterCounts>(t, `/api/services-count-filter-options${query ? `?${query}` : ''}`);

/** Every card of a filtered list, all pages. */
async function all(query: string): Promise<ServiceCard[]> {
  const out: ServiceCard[] = [];
  for (let page = 1; ; page += 1) {
    const { body } = await list(`${query}${query ? '&' : ''}per_page=48&page=${page}`);
    out.push(...body.content.data);
    if (page >= body.content.last_page) return out;
  }
}

const activeCount = async () =>
  (
    await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from services s join companies c on c.id = s.company_id where s.status = 'active' and c.status = 'active'`,
    )
  )[0]?.n;

describe('GET /api/services', () => {
  it('defaults to page 1, 12 per page, newest first, active services only (spec §9)', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    const page = body.content;
    expect(page.current_page).toBe(1);
    expect(page.per_page).toBe(12);
    expect(page.data).toHaveLength(12);
    expect(page.total).toBe(await activeCount());
    const dates = page.data.map((s) => s.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.next_page_url).toBe('/api/services?page=2');
  });

  it('pages like Laravel: next_page_url keeps the filters and is null on the last page', async () => {
    const first = (await list('kind=experience&per_page=10')).body.content;
    expect(first.last_page).toBe(Math.ceil(first.total / 10));
    expect(first.next_page_url).toBe('/api/services?kind=experience&per_page=10&page=2');
    const last = (await list(`kind=experience&per_page=10&page=${first.last_page}`)).body.content;
    expect(last.next_page_url).toBeNull();
    expect(last.data.length).toBe(first.total - (first.last_page - 1) * 10);
    const ids = new Set((await all('kind=experience')).map((s) => s.id));
    expect(ids.size).toBe(first.total);
  });

  it('rejects per_page above 48 and unknown orders with a 422 field map', async () => {
    const big = await list('per_page=49');
    expect(big.status).toBe(422);
    expect(Object.keys(big.body.errors ?? {})).toContain('per_page');
    const order = await list('order-by=cheapest');
    expect(order.status).toBe(422);
  });

  it('filters by kind, category, city, price, language, duration, free cancellation and seats', async () => {
    for (const s of await all('kind=wellness')) expect(s.kind).toBe('wellness');
    for (const s of await all('category=boat-trips')) expect(s.category.slug).toBe('boat-trips');
    for (const s of await all('city=lisboa')) expect(s.city?.slug).toBe('lisboa');
    const priced = await all('min_price=3000&max_price=6000');
    expect(priced.length).toBeGreaterThan(0);
    for (const s of priced) {
      const paid =
        s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents ? s.value_discount_cents : s.value_cents;
      expect(paid).toBeGreaterThanOrEqual(3000);
      expect(paid).toBeLessThanOrEqual(6000);
    }
    const spoken = await all('language[]=fr&language[]=de');
    expect(spoken.length).toBeGreaterThan(0);
    for (const s of spoken) expect(s.languages.some((l) => l === 'fr' || l === 'de')).toBe(true);
    for (const s of await all('duration=1-to-4-hours')) {
      expect(s.duration).toBeGreaterThan(60);
      expect(s.duration).toBeLessThanOrEqual(240);
    }
    const free = await all('free_cancellation=1');
    expect(free.length).toBeGreaterThan(0);
    for (const s of free) expect(s.annotations.free_cancellation).toBe(true);
    const big = await all('kind=transfer&seats=7');
    expect(big.length).toBeGreaterThan(0);
    for (const s of big)
      expect(Math.max(s.maxCapacity, ...s.extraPrices.map((p) => p.maxCapacity))).toBeGreaterThanOrEqual(7);
  });

  it('a service without a duration (gift cards, transfers: 0 minutes) is in no duration bucket, listed or counted', async () => {
    const [row] = await sqlRows<{ none: number; short: number }>(
      t,
      sql`select count(*) filter (where s.duration_minutes = 0)::int as none, count(*) filter (where s.duration_minutes between 1 and 60)::int as short
        from services s join companies c on c.id = s.company_id where s.status = 'active' and c.status = 'active'`,
    );
    expect(row?.none).toBeGreaterThan(0);
    expect((await list('duration=up-to-1-hour&kind=gift_card')).body.content.total).toBe(0);
    const short = await all('duration=up-to-1-hour');
    for (const s of short) expect(s.duration).toBeGreaterThan(0);
    expect(short.length).toBe(row?.short);
    const c = (await counts()).body.content;
    expect(c.duration.find((d) => d.filter_value === 'up-to-1-hour')?.count ?? 0).toBe(row?.short);
    expect(c.duration.reduce((n, d) => n + d.count, 0)).toBe(c.total - (row?.none ?? 0));
    expect((await counts('kind=gift_card')).body.content.duration).toEqual([]);
  });

  it('a minimum price above the maximum is a 422 on min_price for the list, the counts and the price range alike', async () => {
    for (const path of ['/api/services', '/api/services-count-filter-options', '/api/services-filtrable-price-range']) {
      const en = await getJson(t, `${path}?min_price=10000&max_price=100`);
      expect({ path, status: en.status }).toEqual({ path, status: 422 });
      expect(en.body.errors).toEqual({ min_price: ['The minimum price cannot be above the maximum price.'] });
      const pt = await getJson(t, `${path}?kind=experience&min_price=101&max_price=100`, { 'accept-language': 'pt' });
      expect(pt.body.errors).toEqual({ min_price: ['O preço mínimo não pode ser superior ao máximo.'] });
      expect((await getJson(t, `${path}?min_price=3000&max_price=3000`)).status).toBe(200);
    }
  });

  it('searches both languages, case- and accent-insensitively', async () => {
    const [row] = await sqlRows<{ id: number; name_pt: string }>(
      t,
      sql`select id, name_pt from services where status = 'active' and name_pt ~ '[áàâãéêíóôõúç]' order by id limit 1`,
    );
    if (!row) throw new Error('the demo catalogue has no accented Portuguese name');
    const word = row.name_pt.split(/\s+/).find((w) => /[áàâãéêíóôõúç]/.test(w)) ?? '';
    const plain = foldSearchText(word).toUpperCase();
    expect(plain).not.toBe(word);
    // The folded, upper-case Portuguese word finds the service even when the page is in English.
    const found = await all(`q=${encodeURIComponent(plain)}`);
    expect(found.map((s) => s.id)).toContain(row.id);
    expect((await list('q=zzzz-no-such-thing')).body.content.total).toBe(0);
    // LIKE wildcards in the text are literal.
    expect((await list('q=%25')).body.content.total).toBe(0);
  });

  it('ranks a search by title, city and category before descriptions, then popularity', async () => {
    // "Sintra": the services in Sintra or named after it come before anything that only mentions it in a description.
    const found = (await list('q=Sintra&per_page=48')).body.content.data;
    const inSintra = (s: ServiceCard) => s.city?.slug === 'sintra' || /sintra/i.test(s.name);
    const firstOther = found.findIndex((s) => !inSintra(s));
    expect(found.length).toBeGreaterThan(3);
    expect(found.slice(0, 3).every(inSintra)).toBe(true);
    if (firstOther !== -1) expect(found.slice(firstOther).some(inSintra)).toBe(false);
    expect(found.findIndex((s) => s.slug === 'sintra-pena-regaleira-tour')).toBeLessThan(
      firstOther === -1 ? found.length : firstOther,
    );
  });

  it('finds words by their stem in English and Portuguese, without accents', async () => {
    const slugs = async (q: string, lang = 'en') =>
      (await list(`q=${encodeURIComponent(q)}&per_page=48`, lang)).body.content.data.map((s) => s.slug);
    // "palaces" (en plural) and "palacios" (pt plural, no accent) both find "Pena Palace" / "Palácio da Pena".
    expect(await slugs('palaces')).toContain('sintra-pena-regaleira-tour');
    expect(await slugs('palacios', 'pt')).toContain('sintra-pena-regaleira-tour');
    expect((await slugs('pena palaces'))[0]).toBe('sintra-pena-regaleira-tour');
    // An explicit order still wins over relevance.
    const newest = (await list('q=Sintra&order-by=most-recent&per_page=48')).body.content.data.map((s) => s.created_at);
    expect([...newest].sort().reverse()).toEqual(newest);
  });

  it('sorts by price (discount applied) and by rating', async () => {
    const paid = (s: ServiceCard) =>
      s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents ? s.value_discount_cents : s.value_cents;
    const asc = (await list('order-by=price-asc&per_page=48')).body.content.data.map(paid);
    expect([...asc].sort((a, b) => a - b)).toEqual(asc);
    const desc = (await list('order-by=price-desc&per_page=48')).body.content.data.map(paid);
    expect([...desc].sort((a, b) => b - a)).toEqual(desc);
    const rated = (await list('order-by=rating&per_page=48')).body.content.data
      .filter((s) => s.rating.count > 0)
      .map((s) => s.rating.average);
    expect([...rated].sort((a, b) => b - a)).toEqual(rated);
  });

  it('answers texts in the Accept-Language locale (spec §7)', async () => {
    // A listed service: active, of a company that is live (a company waiting for review is not listed).
    const [row] = await sqlRows<{ slug: string; name_en: string; name_pt: string }>(
      t,
      sql`select s.slug, s.name_en, s.name_pt from services s join companies c on c.id = s.company_id where s.status = 'active' and c.status = 'active' and s.name_en <> s.name_pt order by s.id limit 1`,
    );
    if (!row) throw new Error('no bilingual service');
    const q = `q=${encodeURIComponent(row.name_en)}`;
    const en = (await list(q, 'en')).body.content.data.find((s) => s.slug === row.slug);
    const pt = (await list(`q=${encodeURIComponent(row.name_pt)}`, 'pt-PT,pt;q=0.9')).body.content.data.find(
      (s) => s.slug === row.slug,
    );
    expect(en?.name).toBe(row.name_en);
    expect(en?.service_name).toBe(row.name_en);
    expect(pt?.name).toBe(row.name_pt);
    expect(pt?.category.name).not.toBe(en?.category.name);
  });
});

describe('GET /api/services-count-filter-options', () => {
  const combos = [
    '',
    'kind=experience',
    'kind=experience&free_cancellation=1',
    'city=lisboa&language[]=en',
    'q=wine',
    'kind=transfer&seats=5',
    'category=boat-trips&duration=1-to-4-hours',
  ];

  it.each(combos)(
    'every count equals the list total with that value picked (%s)',
    async (combo) => {
      const { status, body } = await counts(combo);
      expect(status).toBe(200);
      const c = body.content;
      expect(c.total).toBe((await list(combo)).body.content.total);
      const params = new URLSearchParams(combo);
      const withValue = (dimension: string, value: string) => {
        const p = new URLSearchParams(params);
        p.delete(dimension);
        if (dimension === 'language') {
          p.delete('language[]');
          p.append('language[]', value);
        } else p.set(dimension, value);
        return p.toString();
      };
      const checks: [string, { filter_value: string; count: number }[]][] = [
        ['kind', c.kind],
        ['category', c.category],
        ['city', c.city],
        ['language', c.language],
        ['duration', c.duration],
        ['free_cancellation', c.free_cancellation],
        ['seats', c.seats],
      ];
      for (const [dimension, options] of checks) {
        // The busiest values and the rarest one of each dimension (every value would be ~70 list calls per combo).
        const sample =
          options.length > 6 ? [...options.slice(0, 5), options[options.length - 1] ?? options[0]] : options;
        for (const option of sample) {
          if (!option) continue;
          const total = (await list(withValue(dimension, option.filter_value))).body.content.total;
          expect({ dimension, value: option.filter_value, count: option.count }).toEqual({
            dimension,
            value: option.filter_value,
            count: total,
          });
        }
      }
    },
    180_000,
  );

  it('labels options in the request language and keeps a selected value with count 0', async () => {
    const en = (await counts('kind=experience')).body.content;
    const pt = (
      await getJson<FilterCounts>(t, '/api/services-count-filter-options?kind=experience', { 'accept-language': 'pt' })
    ).body.content;
    expect(en.kind.find((k) => k.filter_value === 'wellness')?.label).toBe('Wellness');
    expect(pt.kind.find((k) => k.filter_value === 'wellness')?.label).toBe('Bem-estar');
    const none = (await counts('city=no-such-city')).body.content;
    expect(none.city).toContainEqual({ filter_value: 'no-such-city', count: 0, label: 'no-such-city' });
    expect(none.total).toBe(0);
  });
});

describe('ranges', () => {
  it('price range spans the prices the list shows', async () => {
    const range = (await getJson<ValueRange>(t, '/api/services-filtrable-price-range?kind=experience')).body.content;
    const prices = (await all('kind=experience')).map((s) =>
      s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents ? s.value_discount_cents : s.value_cents,
    );
    expect(range).toEqual({ min_value: Math.min(...prices), max_value: Math.max(...prices) });
  });

  it('seat range spans the group sizes of transfer services', async () => {
    const range = (await getJson<ValueRange>(t, '/api/transfers-filtrable-number-of-seats')).body.content;
    const seats = (await all('kind=transfer')).map((s) => s.seats);
    expect(range).toEqual({ min_value: Math.min(...seats), max_value: Math.max(...seats) });
    // The demo transfers run from a sedan to a minibus, so the slider has a real choice to offer.
    expect(range.max_value).toBeGreaterThan(range.min_value);
    expect((await list(`kind=transfer&seats=${range.max_value}`)).body.content.total).toBeGreaterThan(0);
    expect((await list(`kind=transfer&seats=${range.max_value + 1}`)).body.content.total).toBe(0);
  });

  it('price range validates its filters (422 with a field map), and ignores the price filter it bounds', async () => {
    for (const bad of ['min_price=abc', 'seats=abc', 'duration=bogus', 'language=toolong']) {
      const res = await getJson<ValueRange>(t, `/api/services-filtrable-price-range?${bad}`);
      expect({ bad, status: res.status }).toEqual({ bad, status: 422 });
      // An array item's error is keyed by its index (language.0).
      expect(Object.keys(res.body.errors ?? {}).map((k) => k.split('.')[0])).toEqual([bad.split('=')[0]]);
    }
    const whole = (await getJson<ValueRange>(t, '/api/services-filtrable-price-range?kind=experience')).body.content;
    const narrowed = (
      await getJson<ValueRange>(t, `/api/services-filtrable-price-range?kind=experience&min_price=${whole.max_value}`)
    ).body.content;
    expect(narrowed).toEqual(whole);
  });
});

describe('home sections', () => {
  it('sponsored and weekly deals list only flagged services', async () => {
    const sponsored = (await getJson<PageOf<ServiceCard>>(t, '/api/services/sponsored?per_page=48')).body.content;
    expect(sponsored.total).toBeGreaterThan(0);
    for (const s of sponsored.data) expect(s.sponsored).toBe(true);
    const deals = (await getJson<PageOf<ServiceCard>>(t, '/api/services/weekly-deals?per_page=48')).body.content;
    expect(deals.total).toBeGreaterThan(0);
    for (const s of deals.data) expect(s.weekly_deal).toBe(true);
  });

  it('by-cities lists the most served cities first with their services', async () => {
    const cities = (await getJson<CityServices[]>(t, '/api/services/by-cities?cities=3&per_city=2')).body.content;
    expect(cities).toHaveLength(3);
    const countsInOrder = cities.map((c) => c.services_count);
    expect([...countsInOrder].sort((a, b) => b - a)).toEqual(countsInOrder);
    for (const c of cities) {
      expect(c.services.length).toBeLessThanOrEqual(2);
      for (const s of c.services) expect(s.city?.slug).toBe(c.city.slug);
      expect(c.services_count).toBe((await list(`city=${c.city.slug}`)).body.content.total);
    }
  });

  it('locations count active services per city', async () => {
    const locations = (await getJson<{ slug: string; services_count: number }[]>(t, '/api/services/locations')).body
      .content;
    expect(locations.length).toBeGreaterThan(3);
    const lisboa = locations.find((l) => l.slug === 'lisboa');
    expect(lisboa?.services_count).toBe((await list('city=lisboa')).body.content.total);
  });

  it('suggested leads with the same category and never includes the service itself', async () => {
    const anchor = (await list('kind=experience&per_page=1')).body.content.data[0];
    if (!anchor) throw new Error('no experience');
    const page = (await getJson<PageOf<ServiceCard>>(t, `/api/services/suggested/${anchor.slug}?per_page=4`)).body
      .content;
    expect(page.data.map((s) => s.id)).not.toContain(anchor.id);
    expect(page.data[0]?.category.slug).toBe(anchor.category.slug);
    expect((await getJson(t, `/api/services/suggested/${anchor.id}?per_page=1`)).status).toBe(200);
    expect((await getJson(t, '/api/services/suggested/no-such-service')).status).toBe(404);
  });

  it('latest comments are newest first, above min_stars, with their service', async () => {
    const page = (await getJson<PageOf<LatestComment>>(t, '/api/latest-comments?per_page=10&min_stars=4')).body.content;
    expect(page.data.length).toBe(10);
    const dates = page.data.map((r) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of page.data) {
      expect(r.stars).toBeGreaterThanOrEqual(4);
      expect(r.service.slug).toBeTruthy();
      expect(r.author_last_name).toMatch(/^[A-ZÀ-Ý]\.$/);
    }
  });
});

describe('GET /api/services/{slug}', () => {
  it('answers the service page: gallery, texts, prices, tiers, annotations, company, rating and reviews', async () => {
    const [row] = await sqlRows<{ slug: string; id: number }>(
      t,
      sql`select s.slug, s.id from services s where s.status = 'active' and exists (select 1 from service_extra_prices e where e.service_id = s.id)
        and (select count(*) from reviews r where r.service_id = s.id and r.status = 'published') > 1 order by s.id limit 1`,
    );
    if (!row) throw new Error('no service with tiers and reviews');
    const { status, body } = await getJson<ServiceDetail>(t, `/api/services/${row.slug}?reviews_per_page=1`, {
      'user-agent': 'Mozilla/5.0 test',
    });
    expect(status).toBe(200);
    const d = body.content;
    expect(d.images.length).toBeGreaterThan(0);
    expect(d.description.length).toBeGreaterThan(20);
    expect(d.extraPrices.length).toBeGreaterThan(0);
    const caps = d.extraPrices.map((p) => p.maxCapacity);
    expect([...caps].sort((a, b) => a - b)).toEqual(caps);
    const [stats] = await sqlRows<{ avg: number; n: number }>(
      t,
      sql`select round(avg(stars)::numeric, 1)::float8 as avg, count(*)::int as n from reviews where service_id = ${row.id} and status = 'published'`,
    );
    expect(d.rating).toEqual({ average: stats?.avg, count: stats?.n });
    expect(d.reviews.data).toHaveLength(1);
    expect(d.reviews.total).toBe(stats?.n);
    expect(d.reviews.next_page_url).toContain('reviews_page=2');
    expect(d.company.slug).toBeTruthy();
    expect(typeof d.annotations.cancellation_policy).toBe('number');
    // Pictures are described in the request's language.
    const pt = (await getJson<ServiceDetail>(t, `/api/services/${row.slug}?record_view=0`, { 'accept-language': 'pt' }))
      .body.content;
    expect(pt.images.map((i) => i.alt)).toEqual(pt.images.map(() => pt.service_name));
    expect(pt.service_name).not.toBe(d.service_name);
  });

  it('unknown slug → 404 in the request language', async () => {
    const en = await getJson(t, '/api/services/no-such-service');
    expect(en.status).toBe(404);
    const pt = await getJson(t, '/api/services/no-such-service', { 'accept-language': 'pt' });
    expect(pt.body.message).toBe('Esta experiência não existe ou já não está disponível.');
  });

  it('records one view per page visit; not for light=1, record_view=0 or bots', async () => {
    const slug = (await list('per_page=1&kind=wellness')).body.content.data[0]?.slug ?? '';
    const views = async () =>
      (
        await sqlRows<{ n: number }>(
          t,
          sql`select count(*)::int as n from service_views v join services s on s.id = v.service_id where s.slug = ${slug}`,
        )
      )[0]?.n;
    const before = await views();
    await getJson(t, `/api/services/${slug}`, { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' });
    expect(await views()).toBe((before ?? 0) + 1);
    // light=1 carries what the gateway draws in the HTML: the name and the first picture.
    expect((await getJson(t, `/api/services/${slug}?light=1`)).body.content).toMatchObject({
      slug,
      image_url: expect.stringMatching(/^\/api\/files\/.+/),
    });
    await getJson(t, `/api/services/${slug}?record_view=0`, { 'user-agent': 'Mozilla/5.0' });
    await getJson(t, `/api/services/${slug}`, {
      'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    expect(await views()).toBe((before ?? 0) + 1);
  });

  it('hides inactive and draft services from every public read', async () => {
    const target = (await list('kind=experience&per_page=1')).body.content.data[0];
    if (!target) throw new Error('no experience');
    const totalBefore = (await list()).body.content.total;
    await t.database.db.update(services).set({ status: 'inactive' }).where(eq(services.id, target.id));
    t.app.catalogueCache.clear();
    try {
      expect((await getJson(t, `/api/services/${target.slug}`)).status).toBe(404);
      expect((await getJson(t, `/api/services/${target.slug}?light=1`)).status).toBe(404);
      expect((await list()).body.content.total).toBe(totalBefore - 1);
      expect((await all('kind=experience')).map((s) => s.id)).not.toContain(target.id);
      expect((await counts()).body.content.total).toBe(totalBefore - 1);
      const suggested = (await getJson<PageOf<ServiceCard>>(t, `/api/services/suggested/${target.slug}`)).status;
      expect(suggested).toBe(404);
    } finally {
      await t.database.db.update(services).set({ status: 'active' }).where(eq(services.id, target.id));
      t.app.catalogueCache.clear();
    }
  });
});

describe('trending', () => {
  it('orders by views + 10 × paid bookings of the last 30 days (computed, not stored)', async () => {
    const pool = (await list('kind=experience&per_page=3&order-by=price-asc')).body.content.data;
    const [viewed, booked, old] = pool;
    if (!viewed || !booked || !old) throw new Error('need three experiences');
    // The demo data makes some services popular already (a partner's last 30 days of views and bookings): each of the
    // two is lifted from its own score to just above the most popular one, so the order below depends only on what
    // this test adds.
    const scoreOf = async (id: number) =>
      (
        await sqlRows<{ score: number }>(
          t,
          sql`select (${TRENDING_SCORE})::int as score from services s where s.id = ${id}`,
        )
      )[0]?.score ?? 0;
    const [top] = await sqlRows<{ score: number }>(
      t,
      sql`select coalesce(max(${TRENDING_SCORE}), 0)::int as score from services s`,
    );
    const lifts = new Map([
      [viewed.id, (top?.score ?? 0) + 1 - (await scoreOf(viewed.id))],
      [booked.id, (top?.score ?? 0) + 1 - (await scoreOf(booked.id))],
    ]);
    // 12 real page visits for one service…
    for (let i = 0; i < 12; i += 1)
      await getJson(t, `/api/services/${viewed.slug}`, { 'user-agent': 'Mozilla/5.0 visitor' });
    // …two paid booking items (score 20) for another…
    const userId = await createUser(t.database, 'CLIENT', 'trend@example.pt');
    const [booking] = await t.database.db
      .insert(bookings)
      .values({ reference: 'TREND-1', userId, paymentMethod: 'card', totalCents: 1000 })
      .returning({ id: bookings.id });
    if (!booking) throw new Error('booking insert');
    const [company] = await sqlRows<{ company_id: number }>(
      t,
      sql`select company_id from services where id = ${booked.id}`,
    );
    for (const status of ['confirmed', 'pending', 'cancelled'] as const) {
      await t.database.db.insert(bookingItems).values({
        bookingId: booking.id,
        serviceId: booked.id,
        companyId: company?.company_id ?? 0,
        bookingDate: new Date(),
        status,
        quantity: 1,
        valueCents: 1000,
      });
    }
    for (const [id, lift] of lifts) {
      await t.database.db.execute(
        sql`insert into service_views (service_id, viewed_at) select ${id}, now() from generate_series(1, ${lift})`,
      );
    }
    // …and 50 views from two months ago for a third, outside the window.
    await t.database.db.execute(
      sql`insert into service_views (service_id, viewed_at) select ${old.id}, now() - interval '60 days' from generate_series(1, 50)`,
    );
    t.app.catalogueCache.clear();
    const trending = (await getJson<PageOf<ServiceCard>>(t, '/api/services/trending?per_page=3')).body.content.data.map(
      (s) => s.id,
    );
    expect(trending.slice(0, 2)).toEqual([booked.id, viewed.id]);
    expect(trending).not.toContain(old.id);
    const ordered = (await list('order-by=trending&per_page=2')).body.content.data.map((s) => s.id);
    expect(ordered).toEqual([booked.id, viewed.id]);
  });
});

describe('lookup lists', () => {
  it('categories and platform countries answer in the request language', async () => {
    const en = (await getJson<{ slug: string; name: string }[]>(t, '/api/categories')).body.content;
    const pt = (await getJson<{ slug: string; name: string }[]>(t, '/api/categories', { 'accept-language': 'pt' })).body
      .content;
    expect(en.length).toBe(pt.length);
    expect(en.some((c, i) => c.name !== pt[i]?.name)).toBe(true);
    const countries = (await getJson<{ code: string; cities: unknown[] }[]>(t, '/api/platformcountries')).body.content;
    expect(countries[0]?.code).toBe('pt');
    expect(countries[0]?.cities.length).toBeGreaterThan(10);
  });

  it('one category by slug in the request language; an unknown slug is a 404', async () => {
    const [first] = (await getJson<{ slug: string; name: string }[]>(t, '/api/categories', { 'accept-language': 'pt' }))
      .body.content;
    const one = await getJson<{ slug: string; name: string }>(t, `/api/categories/${first!.slug}`, {
      'accept-language': 'pt',
    });
    expect(one.status).toBe(200);
    expect(one.body.content).toMatchObject({ slug: first!.slug, name: first!.name });
    const missing = await getJson<unknown>(t, '/api/categories/no-such-category');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ status: false, message: 'This category does not exist.' });
  });

  it('sitemap entries list every public service, partner and category', async () => {
    const entries = (
      await getJson<{ services: { slug: string }[]; partners: { slug: string }[]; categories: { slug: string }[] }>(
        t,
        '/api/sitemap-entries',
      )
    ).body.content;
    expect(entries.services.length).toBe(await activeCount());
    expect(entries.partners.length).toBeGreaterThan(3);
    expect(entries.categories.length).toBeGreaterThan(3);
  });
});
