// The results' filters with a search: the date (bookable that day), price, duration and free cancellation, and 422s.
import { sql } from 'drizzle-orm';
import type { PageOf, ServiceCard } from '@mp/shared/contracts';
import { lisbonToday } from '../../lib/lisbon-time';
import type { TestApp } from '../../../test/helpers';
import { getJson, seededApp } from './test-catalogue';

const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('GET /api/services filters on search results', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await seededApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const slugs = async (query: string): Promise<string[]> => {
    const res = await getJson<PageOf<ServiceCard>>(t, `/api/services?${query}&per_page=48`);
    expect(res.status).toBe(200);
    return res.body.content.data.map((s) => s.slug);
  };
  const serviceId = async (slug: string): Promise<number> => {
    const result = await t.database.db.execute(sql`select id from services where slug = ${slug}`);
    const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
    if (id === undefined) throw new Error(`no demo service ${slug}`);
    return id;
  };

  it('a date keeps only what can be booked that day: not blocked, open that weekday, places left, no gift cards', async () => {
    const date = addDays(lisbonToday(), 10);
    const before = await slugs(`q=sintra&date=${date}`);
    expect(before).toEqual(
      expect.arrayContaining([
        'sintra-pena-regaleira-tour',
        'sintra-forest-yoga',
        'sintra-ebike-serra',
        'cabo-da-roca-coastal-hike',
      ]),
    );
    expect(before).not.toContain('sintra-gift-card');
    expect(await slugs('q=sintra')).toContain('sintra-gift-card');

    const [blocked, closed, full] = await Promise.all(
      ['sintra-pena-regaleira-tour', 'sintra-forest-yoga', 'sintra-ebike-serra'].map(serviceId),
    );
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const otherDay = JSON.stringify([{ weekday: (weekday + 1) % 7, times: ['10:00'] }]);
    await t.database.db.execute(
      sql`insert into service_blocked_dates (service_id, date) values (${blocked}, ${date}::date)`,
    );
    await t.database.db.execute(sql`delete from service_availability where service_id = ${closed}`);
    await t.database.db.execute(
      sql`insert into service_availability (service_id, weekly, cutoff_hours) values (${closed}, ${otherDay}::jsonb, 0)`,
    );
    await t.database.db.execute(
      sql`delete from service_daily_capacity where service_id = ${full} and date = ${date}::date`,
    );
    await t.database.db.execute(
      sql`insert into service_daily_capacity (service_id, date, capacity, booked) values (${full}, ${date}::date, 4, 4)`,
    );
    t.app.catalogueCache.clear();

    const after = await slugs(`q=sintra&date=${date}`);
    expect(after).not.toContain('sintra-pena-regaleira-tour');
    expect(after).not.toContain('sintra-forest-yoga');
    expect(after).not.toContain('sintra-ebike-serra');
    expect(after).toContain('cabo-da-roca-coastal-hike');
    // The day after is another day: blocked, closed and sold out were that date only.
    const next = await slugs(`q=sintra&date=${addDays(date, 1)}`);
    expect(next).toEqual(
      expect.arrayContaining(['sintra-pena-regaleira-tour', 'sintra-forest-yoga', 'sintra-ebike-serra']),
    );
  });

  it('a date whose every start time the partner closed from the calendar is not bookable; one start time left is', async () => {
    const date = addDays(lisbonToday(), 12);
    const hike = await serviceId('cabo-da-roca-coastal-hike');
    // Every start time the service could have that day: its own and its weekly rules'.
    const closeAll = sql`insert into service_blocked_slots (service_id, date, start_time)
      select ${hike}, ${date}::date, t from jsonb_array_elements_text(
        (select start_times from services where id = ${hike})
        || coalesce((select jsonb_agg(x) from service_availability a, jsonb_array_elements(a.weekly) w,
                       jsonb_array_elements(w->'times') x where a.service_id = ${hike}), '[]'::jsonb)) t
      on conflict do nothing`;
    expect(await slugs(`q=sintra&date=${date}`)).toContain('cabo-da-roca-coastal-hike');
    await t.database.db.execute(closeAll);
    t.app.catalogueCache.clear();
    expect(await slugs(`q=sintra&date=${date}`)).not.toContain('cabo-da-roca-coastal-hike');
    expect(await slugs(`q=sintra&date=${addDays(date, 1)}`)).toContain('cabo-da-roca-coastal-hike');
    // Reopening one start time makes the day bookable again.
    await t.database.db.execute(
      sql`delete from service_blocked_slots where service_id = ${hike} and date = ${date}::date and start_time = (
            select min(start_time) from service_blocked_slots where service_id = ${hike} and date = ${date}::date)`,
    );
    t.app.catalogueCache.clear();
    expect(await slugs(`q=sintra&date=${date}`)).toContain('cabo-da-roca-coastal-hike');
  });

  it('price, duration and free cancellation narrow a search, which keeps its ranking', async () => {
    const res = await getJson<PageOf<ServiceCard>>(
      t,
      '/api/services?q=lisbon&max_price=6000&free_cancellation=1&duration=1-to-4-hours&per_page=48',
    );
    expect(res.status).toBe(200);
    const found = res.body.content.data;
    expect(found.length).toBeGreaterThan(1);
    for (const s of found) {
      const price =
        s.value_discount_cents > 0 && s.value_discount_cents < s.value_cents ? s.value_discount_cents : s.value_cents;
      expect(price).toBeLessThanOrEqual(6000);
      expect(s.annotations.free_cancellation).toBe(true);
      expect(s.duration).toBeGreaterThan(60);
      expect(s.duration).toBeLessThanOrEqual(240);
    }
    const unfiltered = await slugs('q=lisbon');
    const order = found.map((s) => unfiltered.indexOf(s.slug));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it.each([
    ['date=2026-02-30', 'date'],
    ['date=tomorrow', 'date'],
    ['date=2020-01-01', 'date'],
    [`date=${addDays(lisbonToday(), 800)}`, 'date'],
    ['min_price=-1', 'min_price'],
    ['min_price=5000&max_price=1000', 'min_price'],
    ['duration=forever', 'duration'],
    ['free_cancellation=maybe', 'free_cancellation'],
  ])('%s is a 422 on %s, for the list and its counts', async (query, field) => {
    for (const path of ['/api/services', '/api/services-count-filter-options']) {
      const res = await getJson<unknown>(t, `${path}?q=sintra&${query}`);
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
  });

  it('a past date says so in the request language', async () => {
    const res = await getJson<unknown>(t, '/api/services?date=2020-01-01', { 'accept-language': 'pt' });
    expect(res.body.errors?.date).toEqual(['Escolha hoje ou uma data posterior.']);
  });
});
