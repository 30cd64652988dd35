// Which version of each remote is live. The gateway inlines it into the page as window.__MP_REGISTRY__
// (so first paint does not wait for a request); /registry/remotes.json is the fallback and the source
// of truth when a retry wants the newest pointer. No remote URL is compiled into the shell.
import { REMOTES, type RemoteName } from '@mp/shared/routes';

export interface RegistryEntry {
  version: string;
  entry: string;
  /** Set while the remote has a canary: this page load reports its health (ADR 039). */
  report?: 1;
}
export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

declare global {
  interface Window {
    __MP_REGISTRY__?: unknown;
  }
}

export const REGISTRY_URL = '/registry/remotes.json';

/** Keeps only well-formed entries of known remotes; anything else is treated as absent. */
export function parseRegistry(value: unknown): Registry | null {
  if (!value || typeof value !== 'object') return null;
  const remotes = (value as { remotes?: unknown }).remotes;
  if (!remotes || typeof remotes !== 'object') return null;
  const out: Registry = { remotes: {} };
  for (const name of REMOTES) {
    const entry = (remotes as Record<string, unknown>)[name];
    if (!entry || typeof entry !== 'object') continue;
    const { version, entry: url, report } = entry as { version?: unknown; entry?: unknown; report?: unknown };
    if (typeof version === 'string' && typeof url === 'string' && url.length > 0)
      out.remotes[name] = report === 1 ? { version, entry: url, report } : { version, entry: url };
  }
  return out;
}

export async function fetchRegistry(fetchFn: typeof fetch = fetch): Promise<Registry | null> {
  try {
    const res = await fetchFn(REGISTRY_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
    if (!res.ok) return null;
    return parseRegistry(await res.json());
  } catch (error) {
    console.error('[mp] registry unavailable', error);
    return null;
  }
}

/** The inlined registry when the gateway put one in the page, else the registry file. */
export async function readRegistry(win: Window = window, fetchFn: typeof fetch = fetch): Promise<Registry> {
  const inlined = parseRegistry(win.__MP_REGISTRY__);
  if (inlined) return inlined;
  return (await fetchRegistry(fetchFn)) ?? { remotes: {} };
}
