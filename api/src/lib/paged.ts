// One page of a back-office list: how many rows match the filter, then the rows of the window (the two queries
// every paged repository function runs).
import { sql } from 'drizzle-orm';

/** The select of a list's count query: `count(*)` as an int. */
export const countRows = { total: sql<number>`count(*)::int` };

export interface PagedRows<T> {
  total: number;
  rows: T[];
}

/** Runs a list's count query, then its window query (drizzle builders run when awaited), and answers `{ total, rows }`. */
export async function pagedRows<T>(
  count: PromiseLike<{ total: number }[]>,
  rows: PromiseLike<T[]>,
): Promise<PagedRows<T>> {
  const [counted] = await count;
  return { total: counted?.total ?? 0, rows: await rows };
}
