// Reads shell/dist/index.html (and the build's `chrome-strings.json` for the server-drawn chrome), re-reading
// only when a file changes (a shell rebuild while the gateway runs is picked up without a restart),
// and reports "not built" instead of throwing.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { parseChromeStrings, type ChromeStrings } from './app-skeleton';
import { parsePreloadChunks, type PreloadChunks } from './remote-preloads';

/** One file of shell/dist, parsed once per version of it (inode, mtime, size); null while missing. */
class DistFile<T> {
  private cache: { key: string; value: T | null } | null = null;

  constructor(
    readonly file: string,
    private readonly parse: (text: string) => T | null,
  ) {}

  async load(): Promise<T | null> {
    let key: string;
    try {
      const info = await stat(this.file);
      key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (this.cache?.key !== key) this.cache = { key, value: this.parse(await readFile(this.file, 'utf8')) };
    return this.cache.value;
  }
}

export interface ShellExtras {
  /** Words of the chrome for the server-drawn app shell; null with a shell build that has none. */
  strings: ChromeStrings | null;
  /** The shell's code a page needs before any remote can run (bootstrap, vendor, mp-shared), as /shell/ URLs. */
  startup: string[];
  /**
   * The shell's strings in one language, as /shell/ URLs: its own (`shell-<locale>` chunk) and the common strings'
   * JSON (fetched). Empty with an older shell build, which asks for them when its code has run.
   */
  localeFiles: Record<string, { scripts: string[]; fetches: string[] }>;
}

export class ShellTemplate {
  readonly file: string;
  private readonly html: DistFile<string>;
  private readonly strings: DistFile<ChromeStrings>;
  private readonly chunks: DistFile<PreloadChunks>;

  constructor(shellDist: string) {
    this.file = path.join(shellDist, 'index.html');
    this.html = new DistFile(this.file, (text) => text);
    this.strings = new DistFile(path.join(shellDist, 'chrome-strings.json'), parseChromeStrings);
    this.chunks = new DistFile(path.join(shellDist, 'preload-chunks.json'), parsePreloadChunks);
  }

  /** The template, or null when the shell has not been built. */
  load(): Promise<string | null> {
    return this.html.load();
  }

  /** The build's side files; optional, so an older shell build still serves. */
  async extras(): Promise<ShellExtras> {
    const [strings, chunks] = await Promise.all([this.strings.load(), this.chunks.load()]);
    const url = (file: string) => `/shell/${file}`;
    const byLocale: ShellExtras['localeFiles'] = {};
    for (const locale of ['en', 'pt']) {
      byLocale[locale] = {
        scripts: (chunks?.groups[`shell-${locale}`] ?? []).map(url),
        fetches: (chunks?.fetches[locale] ?? []).map(url),
      };
    }
    return {
      strings,
      startup: chunks ? [...(chunks.groups.bootstrap ?? []), ...chunks.startup].map(url) : [],
      localeFiles: byLocale,
    };
  }
}
