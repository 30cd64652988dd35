// Helpers of the seed steps: relative dates from the day's anchor, natural-key lookups.

export const GALLERY_IMAGES = 3;
const DAY_MS = 86_400_000;

/** Start of the current UTC day: the anchor of every relative date. */
export function seedAnchor(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** `YYYY-MM-DD` + `HH:MM` in Europe/Lisbon → the UTC instant. */
export function lisbonTime(day: Date, hhmm: string): Date {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), h, m));
  const offsetName = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Lisbon', timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(offsetName ?? '');
  const offsetMin = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0)) : 0;
  return new Date(guess.getTime() - offsetMin * 60_000);
}

export const addDays = (anchor: Date, days: number) => new Date(anchor.getTime() + days * DAY_MS);

/** Rows of a table by natural key (slug, e-mail…). */
export type Ids = Map<string, { id: number }>;

export function byKey<T>(rows: T[], key: (row: T) => string): Map<string, T> {
  return new Map(rows.map((row) => [key(row), row]));
}

export function must<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
  return value;
}
