// The gateway as a browser sees it (locale redirect, proxy and headers, first paint from the HTML): real HTTP on
// port 0, temp fixtures.
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { precompressDir } from './assets/precompress';
import { deployRemote } from './deploy/deploy';
import { FileRegistryStore } from './registry/file-registry-store';
import { EXPOSE_CHUNK, makeFixture, makeRemoteBuild, type Fixture } from './test-support/fixtures';
import { listen, request } from './test-support/http';

let fx: Fixture;
let app: FastifyInstance;
let base: string;
let catalogueVersion: string;
let checkoutVersion: string;

beforeAll(async () => {
  fx = await makeFixture();
  const store = new FileRegistryStore(fx.config.deployDir);
  const context = { deployDir: fx.config.deployDir, shellDist: fx.config.shellDist, store };
  catalogueVersion = (await deployRemote(context, 'mf-catalogue', await makeRemoteBuild(fx.root, 'mf-catalogue')))
    .version;
  checkoutVersion = (await deployRemote(context, 'mf-checkout', await makeRemoteBuild(fx.root, 'mf-checkout'))).version;
  app = await buildApp(fx.config, {
    logger: false,
    validity: {
      'partner-slug': async ({ params }) => params.slug === 'quinta-do-lago',
      'category-slug': async ({ params }) => params.slug === 'boat-trips',
    },
    homeHero: {
      // The API's home hero for pt only: en is drawn with the built-in words.
      get: async (locale) =>
        locale === 'pt'
          ? {
              language: 'pt',
              title: 'Portugal à medida',
              subtitle: 'Tudo aqui.',
              image_url: '/shell/heroes/home.svg',
              custom_image: false,
            }
          : undefined,
    },
  });
  base = await listen(app);
});

afterAll(async () => {
  await app.close();
  await fx.cleanup();
});

const page = (url: string, headers: Record<string, string> = {}) => request(base, url, { headers });
const registryOf = (html: string): unknown =>
  JSON.parse(/window\.__MP_REGISTRY__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('page paths (spec §2: every route in en at the root and pt under /pt; others 404)', () => {
  it.each([
    '/',
    '/experiences',
    '/cart',
    '/user-panel/bookings',
    '/dashboard',
    '/super-admin/dashboard',
    '/category',
    '/some-page-slug',
  ])('%s answers 200 in en and under /pt', async (url) => {
    const en = await page(url, { cookie: 'i18n_redirected=en' });
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(en.body).toContain('<html lang="en">');
    const pt = await page(url === '/' ? '/pt' : `/pt${url}`, { cookie: 'i18n_redirected=pt' });
    expect(pt.status).toBe(200);
    expect(pt.body).toContain('<html lang="pt-PT">');
  });

  it.each(['/definitely/not/a/page', '/pt/definitely/not/a/page', '/not-found', '/pt/not-found', '/file.txt'])(
    '%s answers 404 with the shell HTML',
    async (url) => {
      const response = await page(url, { cookie: 'i18n_redirected=en' });
      expect(response.status).toBe(404);
      expect(response.body).toContain('window.__MP_REGISTRY__');
    },
  );

  it("hands the home page the API's hero (window.__MP_DATA__), only on the home and only when the API gave one", async () => {
    const dataOf = (html: string): unknown =>
      JSON.parse(/window\.__MP_DATA__=(.*?)<\/script>/.exec(html)?.[1] ?? 'null');
    const pt = await page('/pt', { cookie: 'i18n_redirected=pt' });
    expect(dataOf(pt.body)).toEqual({
      'website-home': expect.objectContaining({ language: 'pt', title: 'Portugal à medida' }),
    });
    expect((await page('/', { cookie: 'i18n_redirected=en' })).body).not.toContain('__MP_DATA__');
    expect((await page('/pt/experiencias', { cookie: 'i18n_redirected=pt' })).body).not.toContain('__MP_DATA__');
  });

  it('a route whose validity check fails is a 404 (spec §2 route validity)', async () => {
    expect((await page('/partner/quinta-do-lago', { cookie: 'i18n_redirected=en' })).status).toBe(200);
    expect((await page('/partner/no-such-partner', { cookie: 'i18n_redirected=en' })).status).toBe(404);
    // A category: its slug is optional, and /category alone (all categories) is never checked.
    expect((await page('/pt/category/boat-trips', { cookie: 'i18n_redirected=pt' })).status).toBe(200);
    expect((await page('/category/no-such-category', { cookie: 'i18n_redirected=en' })).status).toBe(404);
    expect((await page('/category', { cookie: 'i18n_redirected=en' })).status).toBe(200);
  });

  it('inlines the live registry and preloads the current route owner only', async () => {
    const cart = await page('/pt/cart', { cookie: 'i18n_redirected=pt' });
    const checkoutEntry = `/remotes/mf-checkout/${checkoutVersion}/remoteEntry.js`;
    expect(registryOf(cart.body)).toEqual({
      remotes: {
        'mf-catalogue': {
          version: catalogueVersion,
          entry: `/remotes/mf-catalogue/${catalogueVersion}/remoteEntry.js`,
        },
        'mf-checkout': { version: checkoutVersion, entry: checkoutEntry },
      },
    });
    expect(cart.body).toContain(`<link rel="preload" as="script" href="${checkoutEntry}">`);
    // …and the chunk its ./app needs at once (from the published manifest), not the lazy ones.
    expect(cart.body).toContain(
      `<link rel="preload" as="script" href="/remotes/mf-checkout/${checkoutVersion}/${EXPOSE_CHUNK}">`,
    );
    expect(cart.body).not.toContain('lazy.5678abcd.js');
    expect(cart.body).not.toContain(`rel="preload" as="script" href="/remotes/mf-catalogue/`);
    // The shell owns /not-found: no remote to preload.
    expect((await page('/not-found')).body).not.toContain('href="/remotes/');
    // Owner not deployed yet: nothing to preload, the page still renders.
    const dashboard = await page('/dashboard', { cookie: 'i18n_redirected=en' });
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).not.toContain('href="/remotes/');
  });

  it('answers 503 with a plain message when the shell is not built, but keeps serving the registry', async () => {
    const bare = await makeFixture({ withShell: false });
    const gateway = await buildApp(bare.config, { logger: false });
    try {
      const gatewayBase = await listen(gateway);
      const response = await request(gatewayBase, '/experiences');
      expect(response.status).toBe(503);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect((await request(gatewayBase, '/registry/remotes.json')).status).toBe(200);
    } finally {
      await gateway.close();
      await bare.cleanup();
    }
  });
});

describe('locale redirect and cookie (spec §9)', () => {
  it('sends a first visit preferring Portuguese to the /pt page, keeping the query, and sets the cookie', async () => {
    const response = await page('/experiences?date=2026-12-01', { 'accept-language': 'pt-PT,pt;q=0.9,en;q=0.8' });
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/pt/experiences?date=2026-12-01');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^i18n_redirected=pt;/);
    expect(cookie).toContain('Max-Age=31536000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    expect((await page('/', { 'accept-language': 'pt-BR' })).headers.location).toBe('/pt');
  });

  it('never redirects when the cookie is present, and does not rewrite it', async () => {
    const response = await page('/experiences', { 'accept-language': 'pt-PT', cookie: 'i18n_redirected=en' });
    expect(response.status).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sets the cookie to the path locale on a first visit that is not redirected', async () => {
    expect(String((await page('/experiences', { 'accept-language': 'en-GB,pt;q=0.5' })).headers['set-cookie'])).toMatch(
      /^i18n_redirected=en;/,
    );
    expect(String((await page('/pt/experiences', { 'accept-language': 'en-GB' })).headers['set-cookie'])).toMatch(
      /^i18n_redirected=pt;/,
    );
  });

  it('does not redirect a 404 path', async () => {
    expect((await page('/no/such/page', { 'accept-language': 'pt-PT' })).status).toBe(404);
  });
});

describe('registry and remote files (live versions served, deploys seen at once)', () => {
  it('serves the registry with no-store', async () => {
    const response = await page('/registry/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(registryOf((await page('/', { cookie: 'i18n_redirected=en' })).body));
  });

  it('sees a new deploy on the next request without a restart', async () => {
    const store = new FileRegistryStore(fx.config.deployDir);
    const context = { deployDir: fx.config.deployDir, shellDist: fx.config.shellDist, store };
    const result = await deployRemote(context, 'mf-user-panel', await makeRemoteBuild(fx.root, 'mf-user-panel'));
    const html = (await page('/user-panel/bookings', { cookie: 'i18n_redirected=en' })).body;
    expect(html).toContain(`href="/remotes/mf-user-panel/${result.version}/remoteEntry.js"`);
  });

  it('serves remote files with a one-year immutable cache', async () => {
    const response = await page(`/remotes/mf-catalogue/${catalogueVersion}/remoteEntry.js`);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toContain('var mf_catalogue');
  });

  it.each([
    '/remotes/mf-catalogue/VERSION/..%2f..%2f..%2fregistry.json',
    '/remotes/mf-catalogue/VERSION/%2e%2e/%2e%2e/%2e%2e/registry.json',
    '/remotes/mf-catalogue/VERSION/../../../registry.json',
    '/remotes/mf-catalogue/..%2f..%2fregistry.json/remoteEntry.js',
    '/remotes/..%2fregistry.json/VERSION/x.js',
    '/remotes/not-a-remote/VERSION/remoteEntry.js',
    '/remotes/mf-catalogue/VERSION/missing.js',
  ])('refuses %s without leaking files outside the version folder', async (template) => {
    const response = await page(template.replace('VERSION', catalogueVersion));
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('"remotes"');
    expect(String(response.headers['cache-control'])).not.toContain('immutable');
  });

  it('serves shell entry files with no-cache + ETag and hashed chunks as immutable', async () => {
    const main = await page('/shell/main.js');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.headers.etag).toBeTruthy();
    const again = await page('/shell/main.js', { 'if-none-match': String(main.headers.etag) });
    expect(again.status).toBe(304);
    expect((await page('/shell/vendors.0123abcd.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    // Files fetched by URL (the common strings) are content-hashed too: read from the cache on a repeat visit.
    for (const file of ['/shell/en.0a1b2c3d.json', '/shell/0123456789abcdef0123.json']) {
      expect((await page(file)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await page('/shell/index.html')).status).toBe(404);
  });
});

describe('security headers, request ids, compression', () => {
  it('sends a CSP whose script nonce is the one on the inline registry script, without unsafe-eval', async () => {
    const response = await page('/', { cookie: 'i18n_redirected=en' });
    const csp = String(response.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(response.body).toContain(`<script nonce="${nonce}">`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/connect-src 'self' ws:\/\/127\.0\.0\.1:\d+ wss:\/\/127\.0\.0\.1:\d+/);
    const other = String((await page('/', { cookie: 'i18n_redirected=en' })).headers['content-security-policy']);
    expect(/'nonce-([^']+)'/.exec(other)?.[1]).not.toBe(nonce);
  });

  it('keeps a hostile Host header out of the CSP', async () => {
    const response = await page('/', { cookie: 'i18n_redirected=en', host: 'evil;script-src *' });
    expect(String(response.headers['content-security-policy'])).not.toContain('script-src *');
  });

  it('echoes a caller x-request-id and makes one up otherwise', async () => {
    expect((await page('/health', { 'x-request-id': 'trace-123' })).headers['x-request-id']).toBe('trace-123');
    const generated = (await page('/health')).headers['x-request-id'];
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);
    expect((await page('/health', { 'x-request-id': 'bad id\twith spaces' })).headers['x-request-id']).not.toContain(
      ' ',
    );
  });

  it('logs each request under its id', async () => {
    const lines: string[] = [];
    const logged = await buildApp(fx.config, {
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      await request(await listen(logged), '/registry/remotes.json', { headers: { 'x-request-id': 'log-me-1' } });
      const mine = lines
        .map((l) => JSON.parse(l) as { reqId?: string; msg?: string })
        .filter((l) => l.reqId === 'log-me-1');
      expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    } finally {
      await logged.close();
    }
  });

  it('compresses HTML and JS with br or gzip', async () => {
    // A file without a compressed copy beside it (the shell before `deploy-all` wrote them) is compressed on the fly.
    const br = await page('/shell/main.js', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.raw).toString()).toContain('shell main');
    const gzip = await page('/experiences', { 'accept-encoding': 'gzip', cookie: 'i18n_redirected=en' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.raw).toString()).toContain('window.__MP_REGISTRY__');
  });

  it('serves the brotli/gzip copies written at publish time as they are, with the same caching', async () => {
    // deployRemote wrote them beside the remote's files; deploy-all writes the shell's.
    const folder = path.join(fx.config.deployDir, 'remotes', 'mf-catalogue', catalogueVersion);
    const file = `/remotes/mf-catalogue/${catalogueVersion}/remoteEntry.js`;
    const br = await page(file, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.raw.equals(await readFile(path.join(folder, 'remoteEntry.js.br')))).toBe(true);
    const gz = await page(file, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.raw.equals(await readFile(path.join(folder, 'remoteEntry.js.gz')))).toBe(true);
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    const plain = await page(file);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The plain file was chosen by Accept-Encoding too: a shared cache must not hand it to every client.
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(gz.raw).equals(plain.raw)).toBe(true);
    expect(brotliDecompressSync(br.raw).equals(plain.raw)).toBe(true);
    // A copy is never served by its own name.
    expect((await page(`${file}.br`)).headers['content-encoding']).toBeUndefined();

    const written = await precompressDir(fx.config.shellDist);
    expect(written.written).toBeGreaterThan(0);
    expect((await precompressDir(fx.config.shellDist)).written).toBe(0);
    const main = await page('/shell/main.js', { 'accept-encoding': 'br' });
    expect(main.headers['content-encoding']).toBe('br');
    expect(main.headers['cache-control']).toBe('no-cache');
    expect(main.raw.equals(await readFile(path.join(fx.config.shellDist, 'main.js.br')))).toBe(true);
    const again = await page('/shell/main.js', { 'accept-encoding': 'br', 'if-none-match': String(main.headers.etag) });
    expect(again.status).toBe(304);
  });

  it('never serves a compressed copy whose plain file is gone (a lost file is a 404, whatever the client accepts)', async () => {
    const folder = path.join(fx.config.deployDir, 'remotes', 'mf-catalogue', catalogueVersion);
    const orphan = 'orphan-chunk.0123abcd.js';
    await writeFile(path.join(folder, `${orphan}.br`), brotliCompressSync(Buffer.from('stale copy')));
    await writeFile(path.join(folder, `${orphan}.gz`), gzipSync(Buffer.from('stale copy')));
    try {
      for (const encoding of ['br', 'gzip', 'identity']) {
        const response = await page(`/remotes/mf-catalogue/${catalogueVersion}/${orphan}`, {
          'accept-encoding': encoding,
        });
        expect(response.status).toBe(404);
      }
    } finally {
      await rm(path.join(folder, `${orphan}.br`));
      await rm(path.join(folder, `${orphan}.gz`));
    }
  });
});

describe('/health', () => {
  it('answers ok and says the API is unreachable when it is down', async () => {
    const response = await page('/health');
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', api: { reachable: false }, shell: { built: true } });
  });

  it('reports the shell as not built once index.html is gone', async () => {
    const index = path.join(fx.config.shellDist, 'index.html');
    await rm(index);
    try {
      expect((await page('/health')).json()).toMatchObject({ shell: { built: false } });
    } finally {
      await writeFile(index, '<!doctype html><html lang="en"><head><!--mp:head--></head><body></body></html>');
    }
  });
});
