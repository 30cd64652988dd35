// The parts of a Module Federation `mf-manifest.json` (@module-federation/enhanced 2.x) that
// deploy checks: the container name and the shared modules with their versions.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const MANIFEST_FILE = 'mf-manifest.json';

export interface SharedEntry {
  name: string;
  version: string;
  requiredVersion: string | null;
  singleton: boolean;
}

export interface FederationManifest {
  name: string;
  shared: SharedEntry[];
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

export function parseManifest(raw: unknown, source: string): FederationManifest {
  if (!raw || typeof raw !== 'object') throw new ManifestError(`${source} is not a JSON object`);
  const input = raw as { name?: unknown; shared?: unknown };
  if (typeof input.name !== 'string' || input.name === '') throw new ManifestError(`${source} has no container "name"`);
  if (!Array.isArray(input.shared)) throw new ManifestError(`${source} has no "shared" list`);
  const shared = input.shared.map((entry: unknown, index): SharedEntry => {
    const item = (entry ?? {}) as { name?: unknown; version?: unknown; requiredVersion?: unknown; singleton?: unknown };
    if (typeof item.name !== 'string') throw new ManifestError(`${source}: shared[${index}] has no name`);
    return {
      name: item.name,
      version: typeof item.version === 'string' ? item.version : '',
      requiredVersion:
        typeof item.requiredVersion === 'string' && item.requiredVersion !== '' ? item.requiredVersion : null,
      singleton: item.singleton === true,
    };
  });
  return { name: input.name, shared };
}

/** Read `<dir>/mf-manifest.json`; ManifestError says what is wrong with it. */
export async function readManifest(dir: string): Promise<FederationManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ManifestError(`${file} is missing`);
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ManifestError(`${file} is not valid JSON`);
  }
  return parseManifest(json, file);
}
