// Reads shell/dist/index.html, re-reading only when the file changes (a shell rebuild while the
// gateway runs is picked up without a restart), and reports "not built" instead of throwing.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

export class ShellTemplate {
  readonly file: string;
  private cache: { key: string; html: string } | null = null;

  constructor(shellDist: string) {
    this.file = path.join(shellDist, 'index.html');
  }

  /** The template, or null when the shell has not been built. */
  async load(): Promise<string | null> {
    let key: string;
    try {
      const info = await stat(this.file);
      key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    if (this.cache?.key !== key) this.cache = { key, html: await readFile(this.file, 'utf8') };
    return this.cache.html;
  }
}
