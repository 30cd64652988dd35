// DB_COUNT_STATEMENTS (ADR 033): each answer carries the number of statements its request sent, counted per
// request even when requests overlap, and nothing is added without the setting.
import { loadConfig, ConfigError } from '../config';
import { buildTestApp, PRODUCTION_ENV, type TestApp } from '../../test/helpers';
import { STATEMENTS_HEADER } from './statement-count';

describe('statements per request', () => {
  let counted: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    counted = await buildTestApp({ DB_COUNT_STATEMENTS: '1' });
    plain = await buildTestApp();
  });
  afterAll(async () => {
    await counted?.close();
    await plain?.close();
  });

  it('counts the statements of each request on its own answer', async () => {
    // /api/ready checks the connection (select 1) and the migration journal (one count): two statements.
    const ready = await counted.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.headers[STATEMENTS_HEADER]).toBe('2');
    // /api/health touches no database.
    const health = await counted.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers[STATEMENTS_HEADER]).toBe('0');
  });

  it('keeps overlapping requests apart', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => counted.app.inject({ method: 'GET', url: '/api/ready' })),
    );
    expect(answers.map((a) => a.headers[STATEMENTS_HEADER])).toEqual(Array(8).fill('2'));
  });

  it('adds nothing unless asked for, and is refused in production', async () => {
    const ready = await plain.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.headers[STATEMENTS_HEADER]).toBeUndefined();
    expect(() => loadConfig(PRODUCTION_ENV)).not.toThrow();
    expect(() => loadConfig({ ...PRODUCTION_ENV, DB_COUNT_STATEMENTS: '1' })).toThrow(
      new ConfigError('DB_COUNT_STATEMENTS is for benchmarks and cannot be set in production'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', DB_COUNT_STATEMENTS: 'yes' })).toThrow(/1 or 0/);
  });
});
