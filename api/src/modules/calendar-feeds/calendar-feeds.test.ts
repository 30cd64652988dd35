// The partner's calendar feed: the secret address lists the company's confirmed items only, a reset or turning it off
// kills the old address, members without the company permission are refused, and the secret is stored only hashed.
import { sql } from 'drizzle-orm';

import { sha256 } from '../../lib/crypto';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import {
  book,
  experience,
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
  teamMemberToken,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
let client: string;
let confirmedItem: number;
let pendingItem: number;
let otherCompanyItem: number;
let serviceName: string;

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { ...bearer(token), 'accept-language': 'en' } : {} });
const post = (url: string, token: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': 'en' }, payload });

/** Pays for one item of each service as the client; answers the item ids in the order of `services`. */
async function paidItems(services: number[]): Promise<number[]> {
  const { res: cart } = await putCart(
    t.app,
    services.map((s, i) => line(s, futureDate(5 + i), 2, `l${i}`)),
    bearer(client),
  );
  expect(cart.statusCode).toBe(200);
  const res = await book(t.app, bearer(client), { payment_method: 'card', card_number: '4242424242424242' });
  expect(res.statusCode).toBe(200);
  const id = json<{ content: { booking_id: number } }>(res).content.booking_id;
  const items = (await t.database.db.execute(
    sql`select id from booking_items where booking_id = ${id} order by id`,
  )) as unknown as { rows: { id: number }[] };
  return items.rows.map((r) => r.id);
}

/** The path of a feed address (the app answers it whatever the configured public origin). */
const pathOf = (url: string) => new URL(url).pathname;
const createFeed = async (token = owner) => {
  const res = await post('/api/dashboard/calendar-feed', token);
  expect(res.statusCode).toBe(200);
  return json<{ content: { url: string; created_at: string } }>(res).content;
};
/** The unfolded lines of a calendar file (RFC 5545 folds long lines with CRLF and a space). */
const linesOf = (body: string) => body.replace(/\r\n[ \t]/g, '').split('\r\n');
const uids = (body: string) => linesOf(body).filter((l) => l.startsWith('UID:'));

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  await createUser(t.database, 'CLIENT', 'feed-buyer@example.pt');
  client = await login(t.app, 'feed-buyer@example.pt');
  const a = await experience(t.database.db, mine);
  const b = await experience(t.database.db, mine);
  const c = await experience(t.database.db, theirs);
  [confirmedItem, pendingItem, otherCompanyItem] = (await paidItems([a, b, c])) as [number, number, number];
  expect(
    (await post(`/api/dashboard/booking-items/${confirmedItem}/update`, owner, { status: 'confirmed' })).statusCode,
  ).toBe(200);
  expect(
    (await post(`/api/dashboard/booking-items/${otherCompanyItem}/update`, rival, { status: 'confirmed' })).statusCode,
  ).toBe(200);
  const names = (await t.database.db.execute(sql`select name_pt from services where id = ${a}`)) as unknown as {
    rows: { name_pt: string }[];
  };
  serviceName = names.rows[0]!.name_pt;
});
afterAll(async () => t.close());

describe('the partner calendar feed', () => {
  it('starts without a feed, and answers the address once with a path under /api/calendar-feeds', async () => {
    const before = await get('/api/dashboard/calendar-feed', owner);
    expect(json(before)).toEqual({ status: true, content: { active: false, created_at: null } });
    const feed = await createFeed();
    expect(feed.url).toMatch(new RegExp(`^${t.config.publicUrl}/api/calendar-feeds/[A-Za-z0-9_-]{43}\\.ics$`));
    const state = json<{ content: { active: boolean; created_at: string } }>(
      await get('/api/dashboard/calendar-feed', owner),
    );
    expect(state.content).toEqual({ active: true, created_at: feed.created_at });
    expect(JSON.stringify(state)).not.toContain(pathOf(feed.url).slice(20, 60));
  });

  it('lists the company’s confirmed item as an event, not its pending item nor another company’s', async () => {
    const feed = await createFeed();
    const res = await get(pathOf(feed.url));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    const host = new URL(t.config.publicUrl).host;
    expect(uids(res.body)).toEqual([`UID:booking-item-${confirmedItem}@${host}`]);
    expect(res.body).not.toContain(`booking-item-${pendingItem}@`);
    expect(res.body).not.toContain(`booking-item-${otherCompanyItem}@`);
    const lines = linesOf(res.body);
    // The company owner has no mail language set: the feed speaks Portuguese, the partners' default.
    expect(lines).toContain(`X-WR-CALNAME:Roteiro — ${await tradeName(mine.companyId)}`);
    expect(lines.find((l) => l.startsWith('SUMMARY:'))).toBe(`SUMMARY:${serviceName} × 2 — Ana Silva`);
    const description = lines.find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Reserva ');
    expect(description).toContain('Telemóvel: 912345678');
    expect(description).toContain('/pt/dashboard/calendar-and-bookings?view=calendar');
    const start = lines.find((l) => l.startsWith('DTSTART'));
    const end = lines.find((l) => l.startsWith('DTEND'));
    expect(start).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(end).toMatch(/^DTEND:\d{8}T\d{6}Z$/);
    expect(res.body.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });

  it('writes the feed in English when the owner’s mail language is English', async () => {
    expect((await post('/api/dashboard/settings', owner, { language: 'en' })).statusCode).toBe(200);
    const feed = await createFeed();
    const description = linesOf((await get(pathOf(feed.url))).body).find((l) => l.startsWith('DESCRIPTION:')) ?? '';
    expect(description).toContain('Phone: 912345678');
    expect(description).toContain(`${t.config.publicUrl}/dashboard/calendar-and-bookings?view=calendar`);
  });

  it('stores only the hash of the secret', async () => {
    const feed = await createFeed();
    const secret = pathOf(feed.url)
      .replace('/api/calendar-feeds/', '')
      .replace(/\.ics$/, '');
    const stored = (await t.database.db.execute(
      sql`select token_hash from company_calendar_feeds where company_id = ${mine.companyId}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows).toEqual([{ token_hash: sha256(secret) }]);
    expect(stored.rows[0]!.token_hash).not.toContain(secret);
  });

  it('a reset makes the old address answer 404 and the new one work', async () => {
    const old = await createFeed();
    const renewed = await createFeed();
    expect(renewed.url).not.toBe(old.url);
    const dead = await get(pathOf(old.url));
    expect(dead.statusCode).toBe(404);
    expect(dead.body).not.toContain('revoked');
    expect((await get(pathOf(renewed.url))).statusCode).toBe(200);
  });

  it('turning the feed off makes its address answer 404', async () => {
    const feed = await createFeed();
    const off = await post('/api/dashboard/calendar-feed/revoke', owner);
    expect(json(off)).toEqual({ status: true, content: { active: false, created_at: null } });
    expect((await get(pathOf(feed.url))).statusCode).toBe(404);
    expect(json(await get('/api/dashboard/calendar-feed', owner))).toEqual({
      status: true,
      content: { active: false, created_at: null },
    });
  });

  it('refuses a team member whose role lacks the company permission, and keeps companies apart', async () => {
    const member = await teamMemberToken(t.app, t.database, mine, 'feed-bookings@example.pt', 'Bookings manager');
    expect((await get('/api/dashboard/calendar-feed', member)).statusCode).toBe(403);
    expect((await post('/api/dashboard/calendar-feed', member)).statusCode).toBe(403);
    expect((await post('/api/dashboard/calendar-feed/revoke', member)).statusCode).toBe(403);
    // The rival's own feed lists only the rival's item.
    const theirsFeed = await createFeed(rival);
    const host = new URL(t.config.publicUrl).host;
    expect(uids((await get(pathOf(theirsFeed.url))).body)).toEqual([`UID:booking-item-${otherCompanyItem}@${host}`]);
  });

  it('writes a trade name with commas and semicolons as calendar text, so a calendar reads it whole', async () => {
    const before = await tradeName(mine.companyId);
    await t.database.db.execute(
      sql`update companies set trade_name = ${'Sol, Mar; Serra'} where id = ${mine.companyId}`,
    );
    try {
      const lines = linesOf((await get(pathOf((await createFeed()).url))).body);
      expect(lines).toContain('X-WR-CALNAME:Roteiro — Sol\\, Mar\\; Serra');
      expect(lines).toContain('NAME:Roteiro — Sol\\, Mar\\; Serra');
    } finally {
      await t.database.db.execute(sql`update companies set trade_name = ${before} where id = ${mine.companyId}`);
    }
  });

  it('answers an unknown address 404 and a malformed one 422, without a session', async () => {
    expect((await get(`/api/calendar-feeds/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await get('/api/calendar-feeds/short.ics')).statusCode).toBe(422);
  });
});

async function tradeName(companyId: number): Promise<string> {
  const r = (await t.database.db.execute(sql`select trade_name from companies where id = ${companyId}`)) as unknown as {
    rows: { trade_name: string }[];
  };
  return r.rows[0]!.trade_name;
}
