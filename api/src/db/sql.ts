// Raw-SQL helpers shared by every module's repository; both drivers (PGlite, node-postgres) answer `{ rows }`.
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client';

export type Conn = Db | Tx;

export async function rows<T>(db: Conn, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export async function one<T>(db: Conn, query: SQL): Promise<T | undefined> {
  return (await rows<T>(db, query))[0];
}
