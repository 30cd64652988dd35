// `pnpm bench:api` part `lists` (issue 13 §14, issue 14 §17): the list calls of the dashboards with a large
// database. A fresh seeded database on the PostgreSQL server is grown to BENCH_LIST_BOOKINGS (100,000) bookings by
// copying the demo's paid bookings (items and payments with them, dates spread over the past year), then analysed,
// and the lists are measured with autocannon, signed in as their demo user:
// - partner@demo.pt's booking items (new, accepted, archived), 20 connections: target p99 ≤ 50 ms with at least
//   10,000 items of that company;
// - the back office's sales list, its total and the booking-item list: target p99 ≤ 100 ms.
// It prints the figures; it asserts nothing about time (a shared machine is no place for a timed test).
// BENCH_LIST_BOOKINGS sets the size; BENCH_LIST_KEEP=1 keeps the database afterwards (its name is printed).
import autocannon from 'autocannon';
import pg from 'pg';
import { login, startSeededApi } from './servers';

export const LIST_TARGETS = { partnerP99: 50, partnerConnections: 20, partnerItems: 10_000, superP99: 100 };

export interface ListCase {
  name: string;
  path: string;
  connections: number;
  target_p99_ms: number;
  requests_per_second: number;
  latency_p99_ms: number;
  non_2xx: number;
}

export interface ListMeasure {
  bookings: number;
  partner_items: number;
  cases: ListCase[];
}

/**
 * Copies the paid demo bookings (with their items and payments) until the database holds `wanted` bookings. Each copy
 * moves its dates back by a whole number of days within a year, so the lists' date filters and orders see a spread.
 */
async function grow(client: pg.Client, wanted: number): Promise<number> {
  const have = Number((await client.query('select count(*)::int as n from bookings')).rows[0].n);
  const templates = Number((await client.query(`select count(*)::int as n from bookings where status = 'paid'`)).rows[0].n);
  if (templates === 0) throw new Error('list bench: the seed has no paid booking to copy');
  const copies = Math.max(0, Math.ceil((wanted - have) / templates));
  if (copies === 0) return have;
  await client.query('begin');
  await client.query(
    `insert into bookings (reference, user_id, payment_method, total_cents, discount_cents, points_used, billing, status, paid_at, created_at, updated_at)
     select 'BN' || g || '-' || b.id, b.user_id, b.payment_method, b.total_cents, b.discount_cents, 0, b.billing, b.status,
            b.paid_at - make_interval(days => g % 365), b.created_at - make_interval(days => g % 365), now()
     from bookings b cross join generate_series(1, $1::int) g
     where b.status = 'paid' and b.reference not like 'BN%'`,
    [copies],
  );
  await client.query(
    `insert into booking_items (booking_id, service_id, vehicle_id, company_id, booking_date, capacity_date, status, quantity, value_cents,
                                discount_cents, pending_hours, annotations, unserialized_service, created_at, updated_at)
     select nb.id, bi.service_id, bi.vehicle_id, bi.company_id, bi.booking_date - (ob.created_at - nb.created_at), null, bi.status, bi.quantity,
            bi.value_cents, bi.discount_cents, bi.pending_hours, bi.annotations, bi.unserialized_service, nb.created_at, now()
     from bookings nb
     join bookings ob on ob.id = split_part(substr(nb.reference, 3), '-', 2)::int
     join booking_items bi on bi.booking_id = ob.id
     where nb.reference like 'BN%'`,
  );
  await client.query(
    `insert into payments (booking_id, provider, external_id, status, amount_cents, currency, details, created_at, updated_at)
     select nb.id, p.provider, 'BN-' || nb.id || '-' || p.id, p.status, p.amount_cents, p.currency, p.details, nb.created_at, now()
     from bookings nb
     join bookings ob on ob.id = split_part(substr(nb.reference, 3), '-', 2)::int
     join payments p on p.booking_id = ob.id
     where nb.reference like 'BN%'`,
  );
  await client.query('commit');
  // As autovacuum would have by now: statistics, and the visibility map index-only scans need.
  await client.query('vacuum analyze');
  return Number((await client.query('select count(*)::int as n from bookings')).rows[0].n);
}

async function measureList(base: string, token: string, name: string, urlPath: string, connections: number, target: number, seconds: number): Promise<ListCase> {
  const run = (duration: number) =>
    autocannon({ url: `${base}${urlPath}`, connections, duration, headers: { accept: 'application/json', 'accept-language': 'en', authorization: `Bearer ${token}` } });
  await run(Math.min(3, seconds)); // warm-up: code compiled, pool filled, plans cached
  const r = await run(seconds);
  if (r.non2xx > 0) throw new Error(`list bench ${name}: ${r.non2xx} non-2xx answers; the figures would be meaningless`);
  return {
    name,
    path: urlPath,
    connections,
    target_p99_ms: target,
    requests_per_second: Math.round(r.requests.average * 10) / 10,
    latency_p99_ms: r.latency.p99,
    non_2xx: r.non2xx,
  };
}

/** The whole part: a fresh database on `serverUrl`, grown, measured, dropped. */
export async function measureLists(serverUrl: string, seconds: number, superConnections: number): Promise<ListMeasure> {
  const wanted = Number(process.env.BENCH_LIST_BOOKINGS ?? 100_000);
  const api = await startSeededApi('lists', serverUrl);
  const db = new pg.Client({ connectionString: api.databaseUrl });
  try {
    await db.connect();
    console.log(`growing the database to ${wanted.toLocaleString('en')} bookings…`);
    const bookings = await grow(db, wanted);
    const partnerItems = Number(
      (
        await db.query(
          `select count(*)::int as n from booking_items bi join company_members m on m.company_id = bi.company_id
           join users u on u.id = m.user_id where u.email = 'partner@demo.pt'`,
        )
      ).rows[0].n,
    );
    const partner = (await login(api.base, 'partner@demo.pt')).token;
    const staff = (await login(api.base, 'admin@demo.pt')).token;
    const cases: ListCase[] = [];
    const { partnerConnections: pc, partnerP99, superP99 } = LIST_TARGETS;
    for (const destination of ['new', 'accepted', 'archived'] as const) {
      console.log(`measuring the partner's ${destination} booking items: ${pc} connections, ${seconds} s…`);
      cases.push(await measureList(api.base, partner, `partner ${destination}`, `/api/dashboard/booking-items?destination=${destination}`, pc, partnerP99, seconds));
    }
    for (const [caseName, casePath] of [
      ['super sales', '/api/super/sales'],
      ['super sales total', '/api/super/sales/total'],
      ['super items', '/api/super/booking-items'],
    ] as const) {
      console.log(`measuring ${caseName}: ${superConnections} connections, ${seconds} s…`);
      cases.push(await measureList(api.base, staff, caseName, casePath, superConnections, superP99, seconds));
    }
    return { bookings, partner_items: partnerItems, cases };
  } finally {
    await db.end().catch(() => undefined);
    // BENCH_LIST_KEEP=1 keeps the grown database for EXPLAIN (dropped otherwise).
    await api.close({ keep: process.env.BENCH_LIST_KEEP === '1' });
  }
}
