// The code of a page, asked for with its HTML (ADR 026, 054): the build's preload-chunks.json is read per remote
// version, a route gets its layout's and page's chunk groups and its strings in the page's language, and anything
// unsafe or missing gives none.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parsePreloadChunks, RemotePreloads } from './remote-preloads';

let deployDir: string;
const version = '20260101000000-abcdef12';
const folder = () => path.join(deployDir, 'remotes', 'mf-partner-dashboard', version);

beforeEach(async () => {
  deployDir = await mkdtemp(path.join(tmpdir(), 'mp-preloads-'));
  await mkdir(folder(), { recursive: true });
});
afterEach(() => rm(deployDir, { recursive: true, force: true }));

describe('parsePreloadChunks', () => {
  it('takes the startup files and named groups the build writes', () => {
    expect(parsePreloadChunks('{"startup":["vendor.1.js"],"groups":{"bootstrap":["bootstrap.2.js"]}}')).toEqual({
      startup: ['vendor.1.js'],
      groups: { bootstrap: ['bootstrap.2.js'] },
      fetches: {},
    });
    expect(
      parsePreloadChunks('{"startup":[],"groups":{},"fetches":{"en":["en.0a1b2c3d.json"],"pt":["pt.4e5f6a7b.json"]}}'),
    ).toEqual({ startup: [], groups: {}, fetches: { en: ['en.0a1b2c3d.json'], pt: ['pt.4e5f6a7b.json'] } });
  });
  it.each([
    ['not JSON', 'nope'],
    ['a path out of the folder', '{"startup":[],"groups":{"page-x":["../secret.js"]}}'],
    ['an absolute URL', '{"startup":["https://evil.example/x.js"],"groups":{}}'],
    ['a file that is not a script', '{"startup":[],"groups":{"page-x":["x.css"]}}'],
    ['no groups', '{"startup":[]}'],
    ['a fetched file out of the folder', '{"startup":[],"groups":{},"fetches":{"en":["../en.json"]}}'],
    ['a fetched file that is not JSON', '{"startup":[],"groups":{},"fetches":{"en":["en.js"]}}'],
  ])('refuses %s', (_label, text) => {
    expect(parsePreloadChunks(text)).toBeNull();
  });
});

describe('RemotePreloads.routeUrls', () => {
  it("gives a route its layout's and page's chunks, once each, under the version's folder", async () => {
    await writeFile(
      path.join(folder(), 'preload-chunks.json'),
      JSON.stringify({
        startup: [],
        groups: {
          'layout-dashboard': ['layout.1.js', 'common.3.js'],
          'page-dashboard.home': ['home.2.js', 'common.3.js'],
          'page-dashboard.sales': ['sales.4.js'],
          'locale-en': ['locale-en.5.js'],
          'locale-pt': ['locale-pt.6.js'],
        },
      }),
    );
    const preloads = new RemotePreloads(deployDir);
    const base = `/remotes/mf-partner-dashboard/${version}`;
    expect(
      await preloads.routeUrls('mf-partner-dashboard', version, { id: 'dashboard.home', layout: 'dashboard' }),
    ).toEqual([`${base}/layout.1.js`, `${base}/common.3.js`, `${base}/home.2.js`]);
    // A page whose chunk the build did not name gets its layout only.
    expect(
      await preloads.routeUrls('mf-partner-dashboard', version, { id: 'dashboard.team', layout: 'dashboard' }),
    ).toEqual([`${base}/layout.1.js`, `${base}/common.3.js`]);
    // With the page's language: its strings too, not the other language's.
    expect(
      await preloads.routeUrls('mf-partner-dashboard', version, { id: 'dashboard.sales', layout: 'none' }, 'pt'),
    ).toEqual([`${base}/sales.4.js`, `${base}/locale-pt.6.js`]);
  });

  it('gives nothing for a build without the file or with a broken one', async () => {
    expect(
      await new RemotePreloads(deployDir).routeUrls('mf-partner-dashboard', version, {
        id: 'dashboard.home',
        layout: 'dashboard',
      }),
    ).toEqual([]);
    await writeFile(
      path.join(folder(), 'preload-chunks.json'),
      '{"startup":[],"groups":{"page-dashboard.home":["/etc/passwd.js"]}}',
    );
    expect(
      await new RemotePreloads(deployDir).routeUrls('mf-partner-dashboard', version, {
        id: 'dashboard.home',
        layout: 'dashboard',
      }),
    ).toEqual([]);
  });
});
