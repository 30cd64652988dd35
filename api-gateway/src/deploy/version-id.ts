import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** All files under `dir`, relative, '/'-separated, sorted (so the hash does not depend on readdir order). */
export async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(dir, rel)));
    else if (entry.isFile()) files.push(rel);
  }
  return files.sort();
}

/** 8 hex of a sha-256 over every file's path and bytes: same build, same hash. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const rel of await listFiles(dir)) {
    hash.update(rel).update('\0');
    hash.update(await readFile(path.join(dir, rel))).update('\0');
  }
  return hash.digest('hex').slice(0, 8);
}

/** `<UTC yyyymmddHHMMss>-<hash>`: sorts by time, names the content. */
export function versionId(now: Date, hash: string): string {
  const stamp = now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${stamp}-${hash}`;
}
