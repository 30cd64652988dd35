// The files a remote's `./app` needs right away, read from its published mf-manifest.json. With
// these preloaded next to remoteEntry.js the browser fetches the remote's code in parallel instead
// of waiting for remoteEntry.js to ask for it (one round trip less before the page's content).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RemoteName } from '@mp/shared/routes';
import { remoteEntryUrl } from '../registry/registry-store';

/** preload-chunks.json of a build (tools/mf-build PreloadChunksPlugin): named chunk groups and their files. */
export interface PreloadChunks {
  startup: string[];
  groups: Record<string, string[]>;
  /** Files the code fetches by URL at start-up, per language (the common strings' JSON); absent in older builds. */
  fetches: Record<string, string[]>;
}

/** Accepts only the shape the build writes, with plain relative .js file names. */
export function parsePreloadChunks(text: string): PreloadChunks | null {
  try {
    const value = JSON.parse(text) as Partial<PreloadChunks>;
    const files = (list: unknown, pattern = SAFE_FILE): string[] | null =>
      Array.isArray(list) && list.every((f) => typeof f === 'string' && pattern.test(f) && !f.split('/').includes('..'))
        ? (list as string[])
        : null;
    const startup = files(value.startup ?? []);
    if (!startup || !value.groups || typeof value.groups !== 'object') return null;
    const groups: Record<string, string[]> = {};
    for (const [name, list] of Object.entries(value.groups)) {
      const ok = files(list);
      if (!ok) return null;
      groups[name] = ok;
    }
    const fetches: Record<string, string[]> = {};
    if (value.fetches !== undefined) {
      if (!value.fetches || typeof value.fetches !== 'object') return null;
      for (const [language, list] of Object.entries(value.fetches)) {
        const ok = files(list, SAFE_JSON_FILE);
        if (!ok) return null;
        fetches[language] = ok;
      }
    }
    return { startup, groups, fetches };
  } catch {
    return null;
  }
}

interface ManifestExposes {
  exposes?: { name?: string; path?: string; assets?: { js?: { sync?: unknown } } }[];
}

const SAFE_FILE = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\.js$/;
const SAFE_JSON_FILE = /^[A-Za-z0-9_.-]+(\/[A-Za-z0-9_.-]+)*\.json$/;

export class RemotePreloads {
  // Version folders never change, so one read per version is enough.
  private readonly cache = new Map<string, Promise<string[]>>();
  private readonly chunks = new Map<string, Promise<PreloadChunks | null>>();

  constructor(private readonly deployDir: string) {}

  /** remoteEntry.js first, then the sync chunks of the `./app` expose. */
  urls(name: RemoteName, version: string): Promise<string[]> {
    const key = `${name}/${version}`;
    let found = this.cache.get(key);
    if (!found) {
      found = this.read(name, version);
      this.cache.set(key, found);
    }
    return found;
  }

  /**
   * The code of one page of the remote: its layout's and page's chunk groups (`layout-<layout>`, `page-<route id>`),
   * and its strings in the page's language (`locale-<locale>`), when the build named them; none otherwise (an older
   * build loads them as it did, one round trip after its code).
   */
  async routeUrls(
    name: RemoteName,
    version: string,
    route: { id: string; layout: string },
    locale?: string,
  ): Promise<string[]> {
    const key = `${name}/${version}`;
    let found = this.chunks.get(key);
    if (!found) {
      found = readFile(path.join(this.deployDir, 'remotes', name, version, 'preload-chunks.json'), 'utf8')
        .then(parsePreloadChunks)
        .catch(() => null);
      this.chunks.set(key, found);
    }
    const chunks = await found;
    if (!chunks) return [];
    const files = [
      ...(chunks.groups[`layout-${route.layout}`] ?? []),
      ...(chunks.groups[`page-${route.id}`] ?? []),
      ...(locale ? (chunks.groups[`locale-${locale}`] ?? []) : []),
    ];
    return [...new Set(files)].map((file) => `/remotes/${name}/${version}/${file}`);
  }

  private async read(name: RemoteName, version: string): Promise<string[]> {
    const entry = remoteEntryUrl(name, version);
    try {
      const text = await readFile(path.join(this.deployDir, 'remotes', name, version, 'mf-manifest.json'), 'utf8');
      const manifest = JSON.parse(text) as ManifestExposes;
      const app = manifest.exposes?.find((e) => e.path === './app' || e.name === 'app');
      const sync = Array.isArray(app?.assets?.js?.sync) ? (app.assets.js.sync as unknown[]) : [];
      const chunks = sync.filter(
        (f): f is string => typeof f === 'string' && SAFE_FILE.test(f) && !f.split('/').includes('..'),
      );
      return [entry, ...chunks.map((file) => `/remotes/${name}/${version}/${file}`)];
    } catch {
      // A manifest that cannot be read costs only the extra preloads, never the page.
      return [entry];
    }
  }
}
