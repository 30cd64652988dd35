// Named prepared statements (db/prepared): on PostgreSQL a statement with values is kept by the connection that ran it,
// under one name per text, with the same answers as before; statements without values, bulk statements and texts past
// the cap run unnamed.
import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../test/helpers';
import { MAX_PREPARED_PARAMS, MAX_PREPARED_TEXT, MAX_PREPARED_TEXTS, namedConfig, preparedName } from './prepared';

type Rows<T> = { rows: T[] };

describe('prepared statements', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('keeps a statement with values prepared on its connection, and answers the same each time (PostgreSQL)', async () => {
    const { db, kind } = t.database;
    const query = (n: number) =>
      sql`select g as n, ${'x'}::text || g as label from generate_series(1, ${n}::int) g order by g`;
    await db.transaction(async (tx) => {
      // More than five runs: PostgreSQL may switch to a generic plan, and the answers must not change.
      for (let n = 1; n <= 7; n++) {
        const { rows } = (await tx.execute(query(n))) as unknown as Rows<{ n: number; label: string }>;
        expect(rows).toEqual(Array.from({ length: n }, (_, i) => ({ n: i + 1, label: `x${i + 1}` })));
      }
      if (kind !== 'postgres') return;
      const kept = (await tx.execute(
        sql`select name, statement from pg_prepared_statements where statement like ${'%generate_series(1, $2::int)%'}`,
      )) as unknown as Rows<{
        name: string;
        statement: string;
      }>;
      expect(kept.rows).toHaveLength(1);
      expect(kept.rows[0]?.name).toBe(preparedName(kept.rows[0]?.statement ?? ''));
      // A statement without values is not prepared (the simple protocol runs several commands in one text).
      await tx.execute(sql`select 41 + 1 as unnamed_probe`);
      const plain = (await tx.execute(
        sql`select count(*)::int as n from pg_prepared_statements where statement like ${'%unnamed_probe%'} and statement not like ${'%pg_prepared%'}`,
      )) as unknown as Rows<{ n: number }>;
      expect(plain.rows[0]?.n).toBe(0);
    });
  });

  it('names a statement only when it has values, is not bulk, and is not named already', () => {
    const named = namedConfig({ text: 'select $1::int as a' }, [1]) as { name?: string; text: string };
    expect(named).toEqual({ text: 'select $1::int as a', name: preparedName('select $1::int as a') });
    expect(namedConfig({ text: 'select 1' }, [])).toEqual({ text: 'select 1' });
    expect(namedConfig({ text: 'select 1' }, undefined)).toEqual({ text: 'select 1' });
    expect(namedConfig({ text: 'select $1', values: [2] }, undefined)).toMatchObject({
      name: preparedName('select $1'),
    });
    expect(namedConfig({ text: 'select $1', name: 'mine' }, [1])).toEqual({ text: 'select $1', name: 'mine' });
    expect(namedConfig('select $1', [1])).toBe('select $1');
    const bulk = Array.from({ length: MAX_PREPARED_PARAMS + 1 }, (_, i) => i);
    expect(namedConfig({ text: 'insert bulk' }, bulk)).toEqual({ text: 'insert bulk' });
    expect(preparedName('x'.repeat(MAX_PREPARED_TEXT + 1))).toBeUndefined();
  });

  it('names each text once, differently from any other, and stops naming past the cap', () => {
    expect(preparedName('select 2')).toBe(preparedName('select 2'));
    expect(preparedName('select 2')).not.toBe(preparedName('select 3'));
    expect(preparedName('select 2')).toMatch(/^mp_[0-9a-f]{32}$/);
    for (let i = 0; i < MAX_PREPARED_TEXTS; i++) preparedName(`select ${i} as filler`);
    expect(preparedName('select 4 as past_the_cap')).toBeUndefined();
    expect(preparedName('select 2')).toMatch(/^mp_[0-9a-f]{32}$/);
  });
});
