// Spec §7 GET /api/bol-events, bol-categories, bol-venues, bol-locations: upcoming events in the request language.
import { sql } from 'drizzle-orm';
import type {
  BolCategory,
  BolEvent,
  BolLocation,
  BolVenue,
  EventOffer,
  PageOf,
  ServiceCard,
} from '@mp/shared/contracts';
import type { TestApp } from '../../../test/helpers';
import { getJson, seededApp, sqlRows } from '../catalogue/test-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

describe('BOL events', () => {
  it('lists upcoming events soonest first, paged, in the request language', async () => {
    const en = (await getJson<PageOf<BolEvent>>(t, '/api/bol-events?per_page=5')).body.content;
    const [upcoming] = await sqlRows<{ n: number }>(
      t,
      sql`select count(*)::int as n from bol_events where status <> 'cancelled' and starts_at > now()`,
    );
    expect(en.total).toBe(upcoming?.n);
    expect(en.data).toHaveLength(5);
    const starts = en.data.map((e) => e.starts_at);
    expect([...starts].sort()).toEqual(starts);
    for (const e of en.data) expect(new Date(e.starts_at).getTime()).toBeGreaterThan(Date.now());
    const pt = (await getJson<PageOf<BolEvent>>(t, '/api/bol-events?per_page=5', { 'accept-language': 'pt' })).body
      .content;
    expect(pt.data.map((e) => e.id)).toEqual(en.data.map((e) => e.id));
    expect(pt.data.some((e, i) => e.name !== en.data[i]?.name)).toBe(true);
  });

  it('filters by category, location and venue; counts agree with the category list', async () => {
    const cats = (await getJson<BolCategory[]>(t, '/api/bol-categories')).body.content;
    for (const c of cats) {
      const page = (await getJson<PageOf<BolEvent>>(t, `/api/bol-events?category=${c.slug}&per_page=48`)).body.content;
      expect(page.total).toBe(c.events_count);
      for (const e of page.data) expect(e.category.slug).toBe(c.slug);
    }
    const locations = (await getJson<BolLocation[]>(t, '/api/bol-locations')).body.content;
    const porto = locations.find((l) => l.slug === 'porto');
    const inPorto = (await getJson<PageOf<BolEvent>>(t, '/api/bol-events?location=porto&per_page=48')).body.content;
    expect(inPorto.total).toBe(porto?.events_count);
    for (const e of inPorto.data) expect(e.city.slug).toBe('porto');
    const venues = (await getJson<BolVenue[]>(t, '/api/bol-venues')).body.content;
    const venue = venues.find((v) => v.slug === 'casa-da-musica');
    expect(venue?.city.slug).toBe('porto');
    for (const e of (await getJson<PageOf<BolEvent>>(t, '/api/bol-events?venue=casa-da-musica')).body.content.data)
      expect(e.venue.slug).toBe('casa-da-musica');
  });

  it('answers 422 on from/to for a date the calendar does not have, in the request language', async () => {
    for (const field of ['from', 'to']) {
      for (const day of ['2026-13-01', '2026-02-30', '2026-00-10']) {
        const res = await getJson<PageOf<BolEvent>>(t, `/api/bol-events?${field}=${day}`);
        expect({ field, day, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({
          field,
          day,
          status: 422,
          fields: [field],
        });
      }
    }
    const en = await getJson(t, '/api/bol-events?from=2026-02-30');
    expect(en.body.errors?.from).toEqual(['This is not a valid date (YYYY-MM-DD).']);
    const pt = await getJson(t, '/api/bol-events?to=2026-02-30', { 'accept-language': 'pt' });
    expect(pt.body.errors?.to).toEqual(['Esta data não é válida (AAAA-MM-DD).']);
    // A real leap day is a date.
    expect((await getJson(t, '/api/bol-events?from=2028-02-29')).status).toBe(200);
  });

  it('links every listed event to the event page that sells its tickets', async () => {
    const page = (await getJson<PageOf<BolEvent>>(t, '/api/bol-events?per_page=48')).body.content;
    expect(page.data.length).toBeGreaterThan(0);
    for (const e of page.data) {
      expect(e.service_slug).toBe(e.slug);
      const service = await getJson<{ kind: string; name: string }>(t, `/api/services/${e.service_slug}`);
      expect([e.slug, service.status, service.body.content.kind, service.body.content.name]).toEqual([
        e.slug,
        200,
        'event',
        e.name,
      ]);
    }
  });
});

describe('bookable events in search', () => {
  it('finds the fado night at the Coliseu by the venue in its name, in both languages', async () => {
    for (const [q, language, name] of [
      ['Coliseu', 'en', 'A Night of Fado at the Coliseu'],
      ['coliseu', 'pt', 'Noite de Fado no Coliseu'],
    ] as const) {
      const found = (await getJson<PageOf<ServiceCard>>(t, `/api/services?q=${q}`, { 'accept-language': language }))
        .body.content;
      expect(found.data.map((s) => s.name)).toContain(name);
      expect(found.data.find((s) => s.name === name)?.kind).toBe('event');
    }
  });

  it('shows the Coliseu night’s sessions with the sold-out one marked, and both ticket kinds', async () => {
    const offer = (await getJson<EventOffer>(t, '/api/events/noite-de-fado-coliseu/sessions')).body.content;
    expect(offer.venue?.name).toBe('Coliseu dos Recreios');
    expect(offer.sessions.map((s) => s.sold_out)).toEqual([false, true, false]);
    expect(offer.ticket_types.map((x) => [x.name, x.seating, x.price_cents])).toEqual([
      ['General admission', 'general', 2500],
      ['Stalls seat', 'seated', 4000],
    ]);
  });
});
