// Search engines find every page: the gateway's sitemap.xml lists every public page in en and pt with hreflang
// alternates, and robots.txt keeps private areas and the API out of search engines; slug pages are 404 when the
// API says the service or partner does not exist (spec §2 route validity). Against a fixture API on port 0.
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { makeFixture, type Fixture } from '../test-support/fixtures';
import { listen, request } from '../test-support/http';
import { staticSitemapPaths } from './sitemap';

let upstream: FastifyInstance;
let gateway: FastifyInstance;
let fx: Fixture;
let base: string;
const calls: string[] = [];

beforeAll(async () => {
  upstream = Fastify({ logger: false });
  upstream.addHook('onRequest', async (req) => {
    calls.push(req.url);
  });
  upstream.get('/api/sitemap-entries', async () => ({
    status: true,
    content: {
      services: [
        { slug: 'sintra-palace-tour', updated_at: '2026-11-01T10:00:00.000Z' },
        { slug: 'fado-night', updated_at: '2026-10-02T10:00:00.000Z' },
      ],
      partners: [{ slug: 'tejo-transfers', updated_at: '2026-09-03T10:00:00.000Z' }],
      categories: [{ slug: 'boat-trips', updated_at: '2026-08-04T10:00:00.000Z' }],
    },
  }));
  upstream.get('/api/services/:slug', async (req, reply) => {
    const { slug } = req.params as { slug: string };
    if (slug === 'sintra-palace-tour') return { status: true, content: { id: 1, slug, name: 'Sintra' } };
    if (slug === 'api-breaks') return reply.code(500).send({ status: false, message: 'boom' });
    return reply.code(404).send({ status: false, message: 'Not found.' });
  });
  upstream.get('/api/partners/:slug', async (req, reply) => {
    const { slug } = req.params as { slug: string };
    return slug === 'tejo-transfers'
      ? { status: true, content: { id: 9, slug, trade_name: 'Tejo' } }
      : reply.code(404).send({ status: false, message: 'Not found.' });
  });
  const upstreamUrl = await listen(upstream);
  fx = await makeFixture({ apiUrl: upstreamUrl });
  gateway = await buildApp(fx.config, { logger: false });
  base = await listen(gateway);
});

afterAll(async () => {
  await gateway.close();
  await upstream.close();
  await fx.cleanup();
});

describe('GET /sitemap.xml', () => {
  it('lists static pages, categories, services and partners in both locales with hreflang alternates', async () => {
    const res = await request(base, '/sitemap.xml', {
      headers: { host: 'shop.example.pt', 'accept-encoding': 'identity' },
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = res.body;
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of [
      '/about-us',
      '/experiences',
      '/category/boat-trips',
      '/sintra-palace-tour',
      '/fado-night',
      '/partner/tejo-transfers',
    ]) {
      expect(xml).toContain(`<loc>http://shop.example.pt${path}</loc>`);
      expect(xml).toContain(`<loc>http://shop.example.pt/pt${path}</loc>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="pt" href="http://shop.example.pt/pt${path}"/>`);
      expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://shop.example.pt${path}"/>`);
    }
    expect(xml).toContain('<loc>http://shop.example.pt/</loc>');
    expect(xml).toContain('<loc>http://shop.example.pt/pt</loc>');
    expect(xml).toContain('<lastmod>2026-11-01</lastmod>');
    // Private and transient pages are not listed.
    for (const path of [
      '/cart',
      '/checkout/payment',
      '/user-panel/bookings',
      '/dashboard',
      '/not-found',
      '/password/reset',
    ]) {
      expect(xml).not.toContain(`${path}</loc>`);
    }
    const urlCount = (xml.match(/<url>/g) ?? []).length;
    expect(urlCount).toBe(2 * (staticSitemapPaths().length + 1 + 2 + 1));
  });
});

describe('GET /robots.txt', () => {
  it('allows public pages, disallows private areas in both locales and the API, and points at the sitemap', async () => {
    const res = await request(base, '/robots.txt', { headers: { host: 'shop.example.pt' } });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines).toContain('Allow: /');
    for (const prefix of ['/user-panel', '/dashboard', '/affiliates', '/super-admin', '/checkout', '/cart']) {
      expect(lines).toContain(`Disallow: ${prefix}`);
      expect(lines).toContain(`Disallow: /pt${prefix}`);
    }
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Sitemap: http://shop.example.pt/sitemap.xml');
    // The public /affiliate page is not caught by the /affiliates rule.
    expect(lines.filter((l) => l.startsWith('Disallow:')).some((l) => '/affiliate'.startsWith(l.slice(10)))).toBe(
      false,
    );
  });
});

describe('slug pages (spec §2 route validity through the API)', () => {
  const page = (url: string) => request(base, url, { headers: { cookie: 'i18n_redirected=en' } });

  it('a known service or partner slug is a page; an unknown one is 404, in both locales', async () => {
    expect((await page('/sintra-palace-tour')).status).toBe(200);
    expect((await page('/pt/sintra-palace-tour')).status).toBe(200);
    expect((await page('/no-such-service')).status).toBe(404);
    expect((await page('/pt/no-such-service')).status).toBe(404);
    expect((await page('/partner/tejo-transfers')).status).toBe(200);
    expect((await page('/partner/nobody')).status).toBe(404);
  });

  it('asks the API with light=1 (no view recorded) and reuses the answer', async () => {
    calls.length = 0;
    for (let i = 0; i < 5; i += 1) await page('/fresh-unknown-slug');
    const asked = calls.filter((c) => c.startsWith('/api/services/fresh-unknown-slug'));
    expect(asked).toEqual(['/api/services/fresh-unknown-slug?light=1']);
  });

  it('serves the page when the API fails rather than a false 404', async () => {
    expect((await page('/api-breaks')).status).toBe(200);
  });
});
