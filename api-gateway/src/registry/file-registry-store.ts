// Registry in one JSON file. Writes go to a temp file in the same folder and are renamed over the
// old one (atomic on POSIX), so a gateway reading concurrently sees either version, never half a file.
// Readers stat the file per request and re-parse only when it changed: a deploy is live on the next
// page load without a restart.
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { emptyRegistry, parseRegistry, type RegistryState, type RegistryStore } from './registry-store';

const LOCK_RETRY_MS = 25;
const LOCK_TIMEOUT_MS = 10_000;
/** A lock older than this was left by a crashed CLI; updates take well under a second. */
const STALE_LOCK_MS = 30_000;

export class FileRegistryStore implements RegistryStore {
  readonly file: string;
  private cache: { key: string; state: RegistryState } | null = null;

  constructor(deployDir: string) {
    this.file = path.join(deployDir, 'registry.json');
  }

  async read(): Promise<RegistryState> {
    let key: string;
    try {
      const info = await stat(this.file);
      // rename() gives every write a new inode, so this key changes even within one mtime tick.
      key = `${info.ino}:${info.mtimeMs}:${info.size}`;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyRegistry();
      throw error;
    }
    if (this.cache?.key === key) return this.cache.state;
    const state = parseRegistry(JSON.parse(await readFile(this.file, 'utf8')) as unknown);
    this.cache = { key, state };
    return state;
  }

  async update(change: (state: RegistryState) => RegistryState): Promise<RegistryState> {
    await mkdir(path.dirname(this.file), { recursive: true });
    const release = await this.lock();
    try {
      const next = change(await this.read());
      const tmp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(tmp, `${JSON.stringify(next, null, 2)}\n`, 'utf8');
      await rename(tmp, this.file);
      return next;
    } finally {
      await release();
    }
  }

  /** Serialise read-modify-write across processes (two CLIs deploying at once). */
  private async lock(): Promise<() => Promise<void>> {
    const lockFile = `${this.file}.lock`;
    const started = Date.now();
    for (;;) {
      try {
        const handle = await open(lockFile, 'wx');
        await handle.writeFile(String(process.pid));
        await handle.close();
        return () => rm(lockFile, { force: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const info = await stat(lockFile).catch(() => null);
        if (info && Date.now() - info.mtimeMs > STALE_LOCK_MS) {
          await rm(lockFile, { force: true });
          continue;
        }
        if (Date.now() - started > LOCK_TIMEOUT_MS) {
          throw new Error(
            `registry is locked by another process (${lockFile}); retry, or remove the file if no deploy is running`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, LOCK_RETRY_MS));
      }
    }
  }
}
