// The registry says which version of each remote is live. It sits behind RegistryStore so the
// default file store (one gateway) can be swapped for a PostgreSQL store (several gateways share
// one row per remote, updated in a transaction with SELECT … FOR UPDATE) without touching callers.
import { REMOTES, type RemoteName } from '@mp/shared/routes';

export interface DeployedVersion {
  version: string;
  /** ISO time the version folder was published. */
  deployedAt: string;
  /** Content hash of the published files (the suffix of the version id). */
  hash: string;
}

export interface RemoteRecord {
  /** The version pages load now, or null before the first deploy. */
  live: string | null;
  /** Versions that were live before `live`, oldest first: rollback pops the last one. */
  previous: string[];
  /** Every published version, oldest first (folders are never overwritten; `remote prune` removes old ones). */
  versions: DeployedVersion[];
}

export interface RegistryState {
  schema: 1;
  updatedAt: string | null;
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
}

/** What browsers get: the registry inlined into the HTML and `/registry/remotes.json`. */
export interface PublicRegistry {
  remotes: Partial<Record<RemoteName, { version: string; entry: string }>>;
}

export interface RegistryStore {
  /** The current state; cheap enough to call per request (implementations cache). */
  read(): Promise<RegistryState>;
  /**
   * Apply `change` to the latest state and persist the result atomically: readers see the old or
   * the new state, never a mix, and two concurrent updates do not lose each other's change.
   */
  update(change: (state: RegistryState) => RegistryState): Promise<RegistryState>;
  /** Releases connections (the PostgreSQL store); the file store has nothing to close. */
  close?(): Promise<void>;
}

export const REMOTE_ENTRY_FILE = 'remoteEntry.js';

export function emptyRegistry(): RegistryState {
  return { schema: 1, updatedAt: null, remotes: {} };
}

export function isRemoteName(name: string): name is RemoteName {
  return (REMOTES as readonly string[]).includes(name);
}

/** Version ids are `<UTC yyyymmddHHMMss>-<8 hex>`; anything else is not a published version. */
export const VERSION_PATTERN = /^\d{14}-[0-9a-f]{8}$/;

export function remoteEntryUrl(name: RemoteName, version: string): string {
  return `/remotes/${name}/${version}/${REMOTE_ENTRY_FILE}`;
}

export function toPublicRegistry(state: RegistryState): PublicRegistry {
  const remotes: PublicRegistry['remotes'] = {};
  for (const name of REMOTES) {
    const live = state.remotes[name]?.live;
    if (live) remotes[name] = { version: live, entry: remoteEntryUrl(name, live) };
  }
  return { remotes };
}

/** Parse stored JSON defensively: a hand-edited or foreign file must not crash the gateway. */
export function parseRegistry(raw: unknown): RegistryState {
  const state = emptyRegistry();
  if (!raw || typeof raw !== 'object') return state;
  const input = raw as { updatedAt?: unknown; remotes?: unknown };
  if (typeof input.updatedAt === 'string') state.updatedAt = input.updatedAt;
  if (!input.remotes || typeof input.remotes !== 'object') return state;
  for (const [name, value] of Object.entries(input.remotes as Record<string, unknown>)) {
    if (!isRemoteName(name) || !value || typeof value !== 'object') continue;
    const record = value as { live?: unknown; previous?: unknown; versions?: unknown };
    const versions = Array.isArray(record.versions)
      ? record.versions.filter(
          (v): v is DeployedVersion =>
            !!v && typeof v === 'object' && typeof (v as DeployedVersion).version === 'string' && VERSION_PATTERN.test((v as DeployedVersion).version),
        )
      : [];
    const known = new Set(versions.map((v) => v.version));
    const live = typeof record.live === 'string' && known.has(record.live) ? record.live : null;
    const previous = Array.isArray(record.previous)
      ? record.previous.filter((v): v is string => typeof v === 'string' && known.has(v))
      : [];
    state.remotes[name] = { live, previous, versions };
  }
  return state;
}

/** Make `version` live (a new deploy, or a known version again): the old live goes on the rollback stack. */
export function activateVersion(state: RegistryState, name: RemoteName, deployed: DeployedVersion, now: Date): RegistryState {
  const current = state.remotes[name] ?? { live: null, previous: [], versions: [] };
  const versions = current.versions.some((v) => v.version === deployed.version) ? current.versions : [...current.versions, deployed];
  const previous = current.live && current.live !== deployed.version ? [...current.previous, current.live] : current.previous;
  return {
    ...state,
    updatedAt: now.toISOString(),
    remotes: { ...state.remotes, [name]: { live: deployed.version, previous, versions } },
  };
}

export class NoPreviousVersionError extends Error {
  override name = 'NoPreviousVersionError';
}

/** Move the live pointer back to the version live before it. */
export function rollbackVersion(state: RegistryState, name: RemoteName, now: Date): RegistryState {
  const current = state.remotes[name];
  if (!current?.live) throw new NoPreviousVersionError(`${name} has no live version: nothing to roll back`);
  const previous = [...current.previous];
  const target = previous.pop();
  if (!target) throw new NoPreviousVersionError(`${name} has no version before ${current.live}: nothing to roll back to`);
  return {
    ...state,
    updatedAt: now.toISOString(),
    remotes: { ...state.remotes, [name]: { ...current, live: target, previous } },
  };
}

/**
 * Forget all but what a deploy may still need: the live version, the last `keep` versions a rollback reaches and the
 * `keep` newest deploys (what a roll forward after a rollback reaches). Answers the new state and the versions
 * forgotten; the caller deletes their folders only once this state is saved, so the registry never names a missing one.
 */
export function pruneVersions(state: RegistryState, name: RemoteName, keep: number, now: Date): { state: RegistryState; removed: string[] } {
  const current = state.remotes[name];
  if (!current) return { state, removed: [] };
  const count = Math.max(0, Math.floor(keep));
  const previous = count === 0 ? [] : current.previous.slice(-count);
  const newest = count === 0 ? [] : current.versions.slice(-count).map((v) => v.version);
  const kept = new Set([...(current.live ? [current.live] : []), ...previous, ...newest]);
  const removed = current.versions.filter((v) => !kept.has(v.version)).map((v) => v.version);
  if (removed.length === 0 && previous.length === current.previous.length) return { state, removed };
  return {
    state: {
      ...state,
      updatedAt: now.toISOString(),
      remotes: { ...state.remotes, [name]: { live: current.live, previous, versions: current.versions.filter((v) => kept.has(v.version)) } },
    },
    removed,
  };
}
