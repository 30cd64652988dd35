import { EventEmitter } from 'node:events';
import pg from 'pg';
import { watchPoolErrors } from './client';

describe('PostgreSQL pool errors', () => {
  it('an idle connection failing is logged, not thrown (an EventEmitter without an error listener throws)', () => {
    const pool = new EventEmitter();
    const lines: string[] = [];
    watchPoolErrors(pool as unknown as pg.Pool, (line) => lines.push(line));
    expect(() => pool.emit('error', new Error('terminating connection due to administrator command'))).not.toThrow();
    expect(lines).toEqual([
      '[db] idle PostgreSQL connection failed: terminating connection due to administrator command',
    ]);
  });
});
