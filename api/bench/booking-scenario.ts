// Booking creation under load: BENCH_CUSTOMERS (default 50) guest customers at once, each on its own
// service, each repeating "put one place in the cart → POST /api/bookings with the success test card" for the run,
// after a warm-up that is not counted. Only the booking call is timed; every booking goes through the whole checkout
// (row locks, capacity, payment start and its answer applied, confirmation email). With the API's DB_COUNT_STATEMENTS=1 each booking answer says how many
// SQL statements it took (target: at most 15, ADR 033), and the measure reports their median and most.
import { performance } from 'node:perf_hooks';
import { cpuSecondsOf, serverCpuMeter } from './servers';

export interface BookingMeasure {
  customers: number;
  services: number;
  bookings: number;
  /** Booking calls answered per second (refused ones too). */
  requests_per_second: number;
  /** Bookings made per second: the figure the target is set in. */
  bookings_per_second: number;
  latency_p99_ms: number;
  latency_avg_ms: number;
  non_2xx: number;
  errors: number;
  /** Statements per successful booking (x-db-statements), or null when the API does not count them. */
  statements_per_booking: { median: number; max: number } | null;
  /**
   * The API's CPU time per booking made (ms, from /proc; null elsewhere): its cart call, the booking and the sandbox's
   * callback together. A figure a busy neighbour on a shared machine hardly moves, unlike bookings/s (ADR 016).
   */
  api_cpu_ms_per_booking: number | null;
  /** The PostgreSQL server's CPU time per booking made (ms, its backends for the API's database; null on PGlite). */
  server_cpu_ms_per_booking: number | null;
  /**
   * The load generator's own CPU time per booking made (ms): this process's customers (two HTTP calls each). It runs
   * on the same cores as the API and PostgreSQL, so it is part of what one machine spends per booking.
   */
  client_cpu_ms_per_booking: number;
  /** What the refused calls answered (`cart 422 …`, `booking 503 …`), each with how many times, the most frequent first. */
  refusals: { call: string; count: number }[];
}

interface Bookable {
  id: number;
  startTimes: string[];
}

const json = { 'content-type': 'application/json', accept: 'application/json', 'accept-language': 'en' };

async function bookableServices(apiUrl: string, wanted: number): Promise<Bookable[]> {
  const out: Bookable[] = [];
  for (let page = 1; out.length < wanted && page <= 10; page++) {
    const res = await fetch(`${apiUrl}/api/services?page=${page}&per_page=48`, { headers: json });
    const list = ((await res.json()) as { content: { data: { slug: string; kind: string }[] } }).content.data;
    if (list.length === 0) break;
    for (const card of list) {
      // Gift cards have no date, and transfers ask the driver's details at payment: the scenario
      // books experiences and wellness, the lines a plain place in the cart pays for.
      if (card.kind === 'gift_card' || card.kind === 'transfer' || out.length >= wanted) continue;
      const detail = (await (await fetch(`${apiUrl}/api/services/${card.slug}`, { headers: json })).json()) as {
        content: { id: number; daily_capacity: number; start_times: string[] };
      };
      if (detail.content.daily_capacity > 0)
        out.push({ id: detail.content.id, startTimes: detail.content.start_times });
    }
  }
  return out;
}

function dateIn(days: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export async function measureBookings(
  apiUrl: string,
  durationSeconds: number,
  /**
   * Seconds the customers book before the measured window opens, not counted (the bench's BENCH_WARMUP, as for its
   * gateway cases): the pool's connections opened, each statement prepared on each, the API's code optimised.
   */
  warmupSeconds: number,
  customers = Number(process.env.BENCH_CUSTOMERS ?? 50),
  /** The API's process id, for its CPU time per booking. */
  apiPid?: number,
  /** The API's PostgreSQL database, for the server's CPU time per booking. */
  databaseUrl?: string,
): Promise<BookingMeasure> {
  const services = await bookableServices(apiUrl, customers);
  if (services.length === 0) throw new Error('booking bench: no bookable service found');
  const latencies: number[] = [];
  const statements: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const refused = new Map<string, number>();
  const refuse = async (call: 'cart' | 'booking', res: Response) => {
    // The status and the start of the answer (its error key or message), so a run that fails says why.
    const text = await res.text().catch(() => '');
    const key = `${call} ${res.status} ${text.replace(/\s+/g, ' ').slice(0, 160)}`;
    refused.set(key, (refused.get(key) ?? 0) + 1);
  };
  const opens = performance.now() + warmupSeconds * 1000;
  const deadline = opens + durationSeconds * 1000;

  async function customer(index: number): Promise<void> {
    const service = services[index % services.length] as Bookable;
    // Customers sharing a service (fewer services than customers) book different dates.
    let day = 2 + Math.floor(index / services.length) * 200;
    let n = 0;
    while (performance.now() < deadline) {
      n += 1;
      try {
        const cart = await fetch(`${apiUrl}/api/cart`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            items: [
              {
                id: `bench-${n}`,
                service_id: service.id,
                date: dateIn(day),
                time: service.startTimes[0] ?? null,
                quantity: 1,
              },
            ],
          }),
        });
        if (!cart.ok) {
          await refuse('cart', cart);
          if (performance.now() >= opens) non2xx += 1;
          day += 1;
          continue;
        }
        const token = ((await cart.json()) as { content?: { cart_token?: string } }).content?.cart_token;
        if (!token) {
          if (performance.now() >= opens) non2xx += 1;
          day += 1;
          continue;
        }
        const started = performance.now();
        const counted = started >= opens;
        const res = await fetch(`${apiUrl}/api/bookings`, {
          method: 'POST',
          headers: { ...json, 'x-cart-token': token },
          body: JSON.stringify({
            payment_method: 'card',
            card_number: '4242 4242 4242 4242',
            billingData: {
              first_name: 'Bench',
              last_name: `Customer ${index}`,
              email: `bench${index}@example.pt`,
              country: 'pt',
            },
          }),
        });
        if (res.ok) await res.arrayBuffer();
        else await refuse('booking', res);
        if (counted) {
          latencies.push(performance.now() - started);
          if (!res.ok) non2xx += 1;
          const statementCount = res.headers.get('x-db-statements');
          if (res.ok && statementCount !== null) statements.push(Number(statementCount));
        }
      } catch {
        if (performance.now() >= opens) errors += 1;
      }
      // One booking per date keeps far from the daily capacity, so every booking is a real sale.
      day += 1;
    }
  }

  const server = databaseUrl ? serverCpuMeter(databaseUrl) : null;
  const running = Promise.all(Array.from({ length: customers }, (_, i) => customer(i)));
  // The measured window: the CPU counters are read when it opens, while the customers go on booking.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, opens - performance.now())));
  await server?.start();
  const cpuBefore = await cpuSecondsOf(apiPid);
  const clientBefore = process.cpuUsage();
  const began = performance.now();
  await running;
  const elapsed = (performance.now() - began) / 1000;
  const cpuAfter = await cpuSecondsOf(apiPid);
  const clientCpu = process.cpuUsage(clientBefore);
  const serverCpu = server ? await server.stop() : null;
  const booked = latencies.length - non2xx;
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  const avg = latencies.reduce((s, v) => s + v, 0) / Math.max(1, latencies.length);
  return {
    customers,
    services: Math.min(customers, services.length),
    bookings: latencies.length - non2xx,
    requests_per_second: Math.round((latencies.length / elapsed) * 10) / 10,
    bookings_per_second: Math.round(((latencies.length - non2xx) / elapsed) * 10) / 10,
    latency_p99_ms: Math.round(p99),
    latency_avg_ms: Math.round(avg * 100) / 100,
    non_2xx: non2xx,
    errors,
    statements_per_booking:
      statements.length > 0 ? { median: medianOf(statements), max: Math.max(...statements) } : null,
    api_cpu_ms_per_booking:
      cpuBefore !== null && cpuAfter !== null && booked > 0
        ? Math.round(((cpuAfter - cpuBefore) / booked) * 10000) / 10
        : null,
    client_cpu_ms_per_booking:
      booked > 0 ? Math.round(((clientCpu.user + clientCpu.system) / 1000 / booked) * 10) / 10 : 0,
    server_cpu_ms_per_booking: serverCpu !== null && booked > 0 ? Math.round((serverCpu / booked) * 10000) / 10 : null,
    refusals: [...refused.entries()].sort((a, b) => b[1] - a[1]).map(([call, count]) => ({ call, count })),
  };
}

function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
