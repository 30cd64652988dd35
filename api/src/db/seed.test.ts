// The demo catalogue loads into an empty database, seeding twice changes nothing, demo accounts log in,
// and the catalogue reads answer in the request's language.
import { sql } from 'drizzle-orm';
import type { Db } from './client';
import { catalogue } from './seed-data/index';
import type { SeedCatalogue } from './seed-data/types';
import { seedCatalogue, seedIfEmpty, summarize, lisbonTime } from './seed';
import { bearer, buildTestApp, json, type TestApp } from '../../test/helpers';
import { salesFilter } from '../modules/super/sales/service';
import { salesTotal, salesTotalLive } from '../modules/super/sales/repository';

/** Row count and content hash of every table: equal before and after a second seed means nothing changed. */
async function fingerprint(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const out: Record<string, string> = {};
  for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
    const res = await db.execute<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table_name}" t`,
      ),
    );
    const row = (res as unknown as { rows: { n: number; h: string }[] }).rows[0];
    out[table_name] = `${row?.n}:${row?.h}`;
  }
  return out;
}

describe('the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('meets the demo catalogue minimums: 60+ services in every category incl. transfers and gift cards, 8+ companies, …', async () => {
    const summary = await seedCatalogue(t.database.db, t.app.storage, catalogue);
    expect(summary.services).toBeGreaterThanOrEqual(60);
    expect(summary.companies).toBeGreaterThanOrEqual(8);
    expect(summary.vehicles).toBeGreaterThan(0);
    expect(summary.reviews).toBeGreaterThan(0);
    expect(summary.bolEvents).toBeGreaterThan(0);
    expect(summary.restaurants).toBeGreaterThan(0);
    expect(summary.transferLocations).toBeGreaterThanOrEqual(100);
    expect(summary.pointsOfInterest).toBe(7);
    const kinds = await t.database.db.execute<{ kind: string; empty: number }>(
      sql`select c.kind, count(*) filter (where s.id is null)::int as empty from categories c left join services s on s.category_id = c.id group by c.kind`,
    );
    const rows = (kinds as unknown as { rows: { kind: string; empty: number }[] }).rows;
    expect(rows.map((r) => r.kind).sort()).toEqual([
      'event',
      'experience',
      'gift_card',
      'restaurant',
      'transfer',
      'wellness',
    ]);
    expect(rows.every((r) => r.empty === 0)).toBe(true);
  });

  it('changes nothing when seeded a second time (row counts and content hashes of every table)', async () => {
    const before = await fingerprint(t.database.db);
    await seedCatalogue(t.database.db, t.app.storage, catalogue);
    expect(await fingerprint(t.database.db)).toEqual(before);
    expect(await seedIfEmpty(t.database.db, t.app.storage, t.config)).toBeNull();
  });

  it("shows two of the company's replies, and seeding again keeps a reply a partner wrote to a seeded review", async () => {
    const replies = async () =>
      (
        (await t.database.db.execute(
          sql`select author_first_name as author, reply_text from reviews where reply_text is not null order by author_first_name`,
        )) as unknown as { rows: { author: string; reply_text: string }[] }
      ).rows;
    expect((await replies()).map((r) => r.author)).toEqual(['Pedro', 'Rita']);
    await t.database.db.execute(
      sql`update reviews set reply_text = 'Obrigado, Joana!', reply_at = now() where author_first_name = 'Joana' and author_last_name = 'Marques'`,
    );
    await seedCatalogue(t.database.db, t.app.storage, catalogue);
    expect((await replies()).map((r) => r.author)).toEqual(['Joana', 'Pedro', 'Rita']);
  });

  it('lets each demo account log in with the README password and the right role', async () => {
    for (const [email, role] of [
      ['client@demo.pt', 'CLIENT'],
      ['partner@demo.pt', 'SUPPLIER'],
      ['affiliate@demo.pt', 'AFFILIATE'],
      ['admin@demo.pt', 'SUPER'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Demo1234!' } });
      expect([email, res.statusCode]).toEqual([email, 200]);
      expect(json(res)).toMatchObject({ content: { user_type: role } });
    }
  });

  it('gives client@demo.pt two chats with partners (partner@demo.pt one of them), messages both ways, one unread', async () => {
    const login = async (email: string) =>
      json<{ content: { api_token: string } }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { email, password: 'Demo1234!', rememberMe: 0 },
        }),
      ).content.api_token;
    const client = await login('client@demo.pt');
    const chats = json<{
      content: { participant: { id: number }; last_message: { sender_id: number } | null; unread_count: number }[];
    }>(await t.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(client) })).content;
    expect(chats).toHaveLength(2);
    expect(chats.map((c) => c.unread_count).sort()).toEqual([0, 1]);
    const unread = json<{ content: { count: number } }>(
      await t.app.inject({ method: 'GET', url: '/api/unread-messages', headers: bearer(client) }),
    );
    expect(unread.content.count).toBe(1);
    const partner = await login('partner@demo.pt');
    const theirs = json<{ content: { participant: { id: number } }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/chat/list', headers: bearer(partner) }),
    ).content;
    expect(theirs).toHaveLength(1);
    const senders = await t.database.db.execute<{ n: number }>(
      sql`select count(distinct m.sender_id)::int as n from chat_messages m join chats c on c.id = m.chat_id join users u on u.email = 'partner@demo.pt' and u.id in (c.participant_1, c.participant_2)`,
    );
    expect((senders as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(2);
  });

  it('gives partner@demo.pt twelve months of sales on its sales screen', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'partner@demo.pt', password: 'Demo1234!' },
    });
    const token = json<{ content: { api_token: string } }>(login).content.api_token;
    const to = new Date().toISOString().slice(0, 10);
    const from = new Date(Date.now() - 364 * 86_400_000).toISOString().slice(0, 10);
    const s = json<{
      content: { totals: { gross_cents: number; bookings: number }; periods: { gross_cents: number }[] };
    }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/dashboard/sales?from=${from}&to=${to}&group=month`,
        headers: bearer(token),
      }),
    ).content;
    expect(s.totals.bookings).toBeGreaterThan(20);
    expect(s.periods.filter((p) => p.gross_cents > 0).length).toBeGreaterThanOrEqual(11);
  });

  it("keeps the back office's sales figures equal to the seeded sold items (trigger-kept sales_status_daily)", async () => {
    const q = salesFilter({});
    const figures = await salesTotal(t.database.db, q);
    expect(figures.bookedItems).toBeGreaterThan(10);
    expect(figures).toEqual(await salesTotalLive(t.database.db, q));
  });

  it('gives affiliate@demo.pt clicks, paid referred bookings and commissions', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'affiliate@demo.pt', password: 'Demo1234!' },
    });
    const token = json<{ content: { api_token: string } }>(login).content.api_token;
    const d = json<{
      content: {
        clicks: number;
        bookings: number;
        pending_cents: number;
        earned_cents: number;
        months: { clicks: number }[];
      };
    }>(await t.app.inject({ method: 'GET', url: '/api/affiliates/dashboard', headers: bearer(token) })).content;
    expect(d.clicks).toBeGreaterThanOrEqual(90);
    expect(d.bookings).toBeGreaterThan(0);
    expect(d.pending_cents + d.earned_cents).toBeGreaterThan(0);
    expect(d.months.filter((m) => m.clicks > 0).length).toBeGreaterThanOrEqual(11);
  });

  it('gives the partner its company with a generated SVG logo served from storage', async () => {
    const login = json<{ content: { api_token: string } }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'partner@demo.pt', password: 'Demo1234!' },
      }),
    );
    const me = json<{ content: { company: { slug: string; city: string; logos: { url: string }[] } } }>(
      await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(login.content.api_token) }),
    );
    expect(me.content.company.slug).toBe(catalogue.companies[0]?.slug);
    // By the city's name, as the partner sign-up stores it (the seed data names it by slug).
    expect(me.content.company.city).toBe(
      catalogue.countries.flatMap((c) => c.cities).find((c) => c.slug === catalogue.companies[0]?.city)?.name,
    );
    expect(me.content.company.city).not.toBe(catalogue.companies[0]?.city);
    const logo = await t.app.inject({ method: 'GET', url: me.content.company.logos[0]?.url ?? '' });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.body).toMatch(/^<svg /);
  });

  it("serves each service's gallery pictures, with no words drawn in them (the page names the service in its language)", async () => {
    const slug = catalogue.services[0]!.slug;
    const picture = await t.app.inject({ method: 'GET', url: `/api/files/seed/services/${slug}/1.svg` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/svg+xml');
    expect(picture.body).toMatch(/^<svg /);
    expect(picture.body).not.toContain('<text');
  });

  it("draws each service's pictures in its category's scene, picture 1..3 different, a few KB each (ADR 024)", async () => {
    const pick = (category: string) => catalogue.services.find((s) => s.category === category)!;
    for (const [category, scene] of [
      ['airport-transfers', 'airport'],
      ['culture-and-heritage', 'palace'],
      ['spa-and-massage', 'stones'],
      ['gift-cards', 'gift'],
    ] as const) {
      const bodies = await Promise.all(
        [1, 2, 3].map(
          async (n) =>
            (await t.app.inject({ method: 'GET', url: `/api/files/seed/services/${pick(category).slug}/${n}.svg` }))
              .body,
        ),
      );
      expect(bodies[0]).toContain(`data-scene="${scene}"`);
      expect(new Set(bodies).size).toBe(3);
      for (const body of bodies) expect(Buffer.byteLength(body)).toBeLessThan(3 * 1024);
    }
    const event = await t.app.inject({
      method: 'GET',
      url: `/api/files/seed/events/${catalogue.bolEvents[0]!.slug}.svg`,
    });
    expect(event.body).toContain('data-scene="stage"');
    const restaurant = await t.app.inject({
      method: 'GET',
      url: `/api/files/seed/restaurants/${catalogue.restaurants[0]!.slug}.svg`,
    });
    expect(restaurant.body).toContain('data-scene="table"');
  });

  it('answers GET /api/categories in the Accept-Language locale', async () => {
    const en = json<{ content: { slug: string; name: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/categories' }),
    );
    const pt = json<{ content: { slug: string; name: string }[] }>(
      await t.app.inject({ method: 'GET', url: '/api/categories', headers: { 'accept-language': 'pt-PT' } }),
    );
    expect(en.content).toHaveLength(catalogue.categories.length);
    const first = catalogue.categories[0];
    expect(en.content.find((c) => c.slug === first?.slug)?.name).toBe(first?.name.en);
    expect(pt.content.find((c) => c.slug === first?.slug)?.name).toBe(first?.name.pt);
  });

  it('answers GET /api/platformcountries with cities, Portugal included', async () => {
    const res = json<{
      content: { code: string; name: string; phone_prefix: string; cities: { slug: string; district: string }[] }[];
    }>(await t.app.inject({ method: 'GET', url: '/api/platformcountries', headers: { 'accept-language': 'pt' } }));
    const portugal = res.content.find((c) => c.code === 'pt');
    expect(portugal).toMatchObject({ name: 'Portugal', phone_prefix: '351' });
    expect(portugal?.cities.length).toBeGreaterThan(5);
    expect(portugal?.cities.every((c) => c.district.length > 0)).toBe(true);
  });
});

describe('the loader', () => {
  const tiny: SeedCatalogue = {
    countries: [
      {
        code: 'pt',
        name: { en: 'Portugal', pt: 'Portugal' },
        phone_prefix: '351',
        cities: [{ slug: 'lisboa', name: 'Lisboa', district: 'Lisboa', lat: 38.72, lng: -9.14 }],
      },
    ],
    categories: [
      {
        slug: 'tours',
        kind: 'experience',
        name: { en: 'Tours', pt: 'Passeios' },
        description: { en: 'Tours', pt: 'Passeios' },
      },
    ],
    companies: [],
    services: [],
    vehicles: [],
    transferLocations: [],
    pointsOfInterest: [],
    reviews: [],
    bolCategories: [],
    bolVenues: [],
    bolEvents: [],
    restaurants: [],
    promoCodes: [],
    teamRoles: [],
    chatbotConfigs: [],
    demoAccounts: [
      {
        first_name: 'Ana',
        last_name: 'Tester',
        email: 'ana@tiny.pt',
        phone: '912345678',
        user_type: 'CLIENT',
        password: 'Tiny12345',
      },
    ],
  };
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t.close());

  it('updates changed content in place by natural key and keeps a changed password', async () => {
    await seedCatalogue(t.database.db, t.app.storage, tiny);
    const changed: SeedCatalogue = {
      ...tiny,
      categories: [{ ...tiny.categories[0]!, name: { en: 'Guided tours', pt: 'Visitas guiadas' } }],
      demoAccounts: [{ ...tiny.demoAccounts[0]!, password: 'Other12345' }],
    };
    await seedCatalogue(t.database.db, t.app.storage, changed);
    expect((await summarize(t.database.db)).categories).toBe(1);
    const res = json<{ content: { name: string }[] }>(await t.app.inject({ method: 'GET', url: '/api/categories' }));
    expect(res.content.map((c) => c.name)).toEqual(['Guided tours']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'ana@tiny.pt', password: 'Tiny12345' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('fails the whole transaction on a dangling reference (nothing half-written)', async () => {
    const broken: SeedCatalogue = {
      ...tiny,
      categories: [
        ...tiny.categories,
        { slug: 'spa', kind: 'wellness', name: { en: 'Spa', pt: 'Spa' }, description: { en: '', pt: '' } },
      ],
      bolCategories: [{ slug: 'fado', name: { en: 'Fado', pt: 'Fado' } }],
      bolVenues: [{ slug: 'nowhere', name: 'Nowhere', city: 'atlantis', address: '-', capacity: 10 }],
    };
    await expect(seedCatalogue(t.database.db, t.app.storage, broken)).rejects.toThrow('unknown city "atlantis"');
    expect((await summarize(t.database.db)).categories).toBe(1);
  });

  it('converts Lisbon wall-clock times to UTC across summer and winter time', () => {
    expect(lisbonTime(new Date('2026-07-15T00:00:00Z'), '21:30').toISOString()).toBe('2026-07-15T20:30:00.000Z');
    expect(lisbonTime(new Date('2026-01-15T00:00:00Z'), '21:30').toISOString()).toBe('2026-01-15T21:30:00.000Z');
  });
});
