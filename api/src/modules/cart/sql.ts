// Raw-SQL helpers of the checkout modules; both drivers (PGlite, node-postgres) answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';

export type Conn = Db | Tx;

export async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(db: Conn, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}

const LISBON = 'Europe/Lisbon';

/** Today's date in Lisbon (YYYY-MM-DD): bookings are for Portuguese local dates. */
export function lisbonToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: LISBON, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The instant of a Lisbon wall-clock date and time (DST-aware). */
export function lisbonInstant(date: string, time: string | null): Date {
  const [h = '00', m = '00'] = (time ?? '00:00').split(':');
  const asUtc = Date.parse(`${date}T${h.padStart(2, '0')}:${m.padStart(2, '0')}:00Z`);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: LISBON,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(asUtc));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const shown = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
  return new Date(asUtc - (shown - asUtc));
}

export const isoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
