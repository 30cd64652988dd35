// In production every page answer carries HSTS (a year, subdomains), so a browser never again
// talks to the site over plain http; outside production (http://localhost) it is left out.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';

let fx: Fixture;
beforeAll(async () => {
  fx = await makeFixture();
});
afterAll(async () => fx.cleanup());

async function headerOf(nodeEnv: 'production' | 'test', url: string): Promise<string | undefined> {
  const app: FastifyInstance = await buildApp({ ...fx.config, nodeEnv }, { logger: false });
  try {
    const base = await listen(app);
    const res = await request(base, url, { headers: { cookie: 'i18n_redirected=en' } });
    expect(res.status).toBeLessThan(500);
    const value = res.headers['strict-transport-security'];
    return Array.isArray(value) ? value.join(',') : value;
  } finally {
    await app.close();
  }
}

describe('HSTS', () => {
  it.each(['/', '/pt/cart', '/definitely/not/a/page'])(
    'production: %s answers Strict-Transport-Security for a year with subdomains',
    async (url) => {
      expect(await headerOf('production', url)).toBe('max-age=31536000; includeSubDomains');
    },
  );

  it('outside production it is not sent', async () => {
    expect(await headerOf('test', '/')).toBeUndefined();
  });
});
