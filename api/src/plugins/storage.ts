// Files behind a small Storage interface: a local folder under <DATA_DIR>/uploads by default, served
// at GET /api/files/<key>. Another implementation (S3-compatible) can replace it without touching callers.
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';

export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Public URL of a key, root-relative so it works directly and through the gateway. */
  url(key: string): string;
}

const KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/;

/** Keys are lower-case path segments without `..`, so a key can never escape the root folder. */
export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key) && !key.split('/').some((segment) => segment === '.' || segment === '..');
}

export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, target);
  }

  async get(key: string): Promise<Buffer | null> {
    if (!isValidKey(key)) return null;
    try {
      return await readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'EISDIR')
        return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }

  url(key: string): string {
    return `/api/files/${key}`;
  }
}

export default fp<{ storage?: Storage }>(
  async (app, options) => {
    app.decorate('storage', options.storage ?? new LocalStorage(app.config.uploadsDir));
  },
  { name: 'storage' },
);
