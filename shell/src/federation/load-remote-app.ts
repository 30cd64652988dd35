// Loads a remote's `./app` through the Module Federation runtime, retrying transient failures with backoff,
// so one dropped request does not leave a region empty. The retry-plugin of the registry targets an older
// runtime, so this small wrapper does it: every attempt re-registers the remote with `force`, which drops the
// runtime's cached (failed) container so the next attempt really fetches again.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { containerName, type RemoteName } from '@mp/shared/routes';
import type { RegistryEntry } from './registry';

export interface AppLifecycles {
  bootstrap: (props: object) => Promise<unknown>;
  mount: (props: object) => Promise<unknown>;
  unmount: (props: object) => Promise<unknown>;
}

export const RETRY_DELAYS_MS = [400, 1200];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const registered = new Map<RemoteName, string>();

/**
 * Registers (or, with `fresh`, re-registers) a remote by its remoteEntry.js URL. The default remote
 * type is a classic script that sets the container global: no manifest round trip.
 */
export function registerRemote(remote: RemoteName, entry: RegistryEntry, fresh = false): void {
  const known = registered.get(remote);
  if (known === entry.entry && !fresh) return;
  registerRemotes([{ name: containerName(remote), entry: entry.entry }], { force: known !== undefined });
  registered.set(remote, entry.entry);
}

function asLifecycles(mod: unknown): AppLifecycles {
  const candidate = (
    mod && typeof mod === 'object' && 'default' in mod && !('mount' in mod)
      ? (mod as { default: unknown }).default
      : mod
  ) as Partial<AppLifecycles> | null | undefined;
  if (
    !candidate ||
    typeof candidate.mount !== 'function' ||
    typeof candidate.unmount !== 'function' ||
    typeof candidate.bootstrap !== 'function'
  ) {
    throw new Error('remote ./app does not export single-spa lifecycles');
  }
  return candidate as AppLifecycles;
}

/** Resolves the remote's lifecycles or rejects after the last attempt. */
export async function loadRemoteApp(
  remote: RemoteName,
  getEntry: () => RegistryEntry | undefined,
  { delays = RETRY_DELAYS_MS, fresh = false }: { delays?: readonly number[]; fresh?: boolean } = {},
): Promise<AppLifecycles> {
  let lastError: unknown = new Error(`${remote} is not in the registry`);
  for (let attempt = 0; attempt <= delays.length; attempt++) {
    if (attempt > 0) await sleep(delays[attempt - 1] ?? 0);
    const entry = getEntry();
    if (!entry) continue;
    try {
      registerRemote(remote, entry, fresh || attempt > 0);
      const mod = await loadRemote<unknown>(`${containerName(remote)}/app`);
      return asLifecycles(mod);
    } catch (error) {
      lastError = error;
      console.warn(`[mp] loading ${remote} failed (attempt ${attempt + 1})`, error);
    }
  }
  throw lastError;
}
