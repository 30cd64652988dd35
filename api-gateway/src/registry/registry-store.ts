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
  /** A version a share of visitors gets instead of `live` (ADR 039); absent when there is none. */
  canary?: Canary;
  /** How the last canary ended, with its final counts, for `remote list`. */
  lastCanary?: EndedCanary;
}

/** Page loads of one version that reported, and how many of them saw the remote fail. */
export interface LoadCounts {
  loads: number;
  failures: number;
}

export interface Canary {
  version: string;
  /** Share of visitors, 0.01–100. */
  percent: number;
  startedAt: string;
  /** Loads of the canary before its failure rate is judged. */
  minLoads: number;
  /** Percentage points by which the canary's failure rate may exceed the live version's before it is rolled back. */
  marginPoints: number;
  /** Since the canary started, for the canary and the live version (the same visitors' period, compared fairly). */
  counts: Record<string, LoadCounts>;
}

export interface EndedCanary {
  version: string;
  percent: number;
  startedAt: string;
  endedAt: string;
  outcome: 'promoted' | 'ended' | 'rolled-back-automatically' | 'replaced-by-deploy';
  /** Why, in words, for the log and `remote list`. */
  reason: string;
  counts: Record<string, LoadCounts>;
}

export interface RegistryState {
  schema: 1;
  updatedAt: string | null;
  remotes: Partial<Record<RemoteName, RemoteRecord>>;
}

/**
 * What browsers get: the registry inlined into the HTML and `/registry/remotes.json`. `report` is set while the
 * remote has a canary: only then does the shell send its loads and failures (ADR 039).
 */
export interface PublicRegistry {
  remotes: Partial<Record<RemoteName, { version: string; entry: string; report?: 1 }>>;
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

/**
 * The registry one page load sees. `onCanary(name, canary)` says whether this visitor gets the remote's canary; the
 * whole page load then uses that version (the shell reads the inlined registry once), so it is never split.
 */
export function toPublicRegistry(
  state: RegistryState,
  onCanary?: (name: RemoteName, canary: Canary) => boolean,
): PublicRegistry {
  const remotes: PublicRegistry['remotes'] = {};
  for (const name of REMOTES) {
    const record = state.remotes[name];
    const live = record?.live;
    if (!live) continue;
    const canary = record.canary;
    if (!canary) {
      remotes[name] = { version: live, entry: remoteEntryUrl(name, live) };
      continue;
    }
    const version = onCanary?.(name, canary) ? canary.version : live;
    remotes[name] = { version, entry: remoteEntryUrl(name, version), report: 1 };
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
            !!v &&
            typeof v === 'object' &&
            typeof (v as DeployedVersion).version === 'string' &&
            VERSION_PATTERN.test((v as DeployedVersion).version),
        )
      : [];
    const known = new Set(versions.map((v) => v.version));
    const live = typeof record.live === 'string' && known.has(record.live) ? record.live : null;
    const previous = Array.isArray(record.previous)
      ? record.previous.filter((v): v is string => typeof v === 'string' && known.has(v))
      : [];
    const parsed: RemoteRecord = { live, previous, versions };
    const canary = parseCanary(record as { canary?: unknown }, known, live);
    if (canary) parsed.canary = canary;
    const ended = parseEnded((record as { lastCanary?: unknown }).lastCanary);
    if (ended) parsed.lastCanary = ended;
    state.remotes[name] = parsed;
  }
  return state;
}

function parseCounts(raw: unknown): Record<string, LoadCounts> {
  const counts: Record<string, LoadCounts> = {};
  if (!raw || typeof raw !== 'object') return counts;
  for (const [version, value] of Object.entries(raw as Record<string, unknown>)) {
    if (!VERSION_PATTERN.test(version) || !value || typeof value !== 'object') continue;
    const { loads, failures } = value as { loads?: unknown; failures?: unknown };
    const whole = (n: unknown) => (typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : 0);
    counts[version] = { loads: whole(loads), failures: whole(failures) };
  }
  return counts;
}

function parseCanary(record: { canary?: unknown }, known: Set<string>, live: string | null): Canary | null {
  const raw = record.canary as Partial<Record<keyof Canary, unknown>> | null | undefined;
  if (!raw || typeof raw !== 'object' || !live) return null;
  const { version, percent, startedAt, minLoads, marginPoints } = raw;
  if (typeof version !== 'string' || !known.has(version) || version === live) return null;
  if (typeof percent !== 'number' || !(percent > 0 && percent <= 100)) return null;
  return {
    version,
    percent,
    startedAt: typeof startedAt === 'string' ? startedAt : new Date(0).toISOString(),
    minLoads:
      typeof minLoads === 'number' && Number.isSafeInteger(minLoads) && minLoads >= 1
        ? minLoads
        : CANARY_DEFAULTS.minLoads,
    marginPoints:
      typeof marginPoints === 'number' && marginPoints >= 0 && marginPoints <= 100
        ? marginPoints
        : CANARY_DEFAULTS.marginPoints,
    counts: parseCounts(raw.counts),
  };
}

const OUTCOMES: readonly EndedCanary['outcome'][] = [
  'promoted',
  'ended',
  'rolled-back-automatically',
  'replaced-by-deploy',
];

function parseEnded(raw: unknown): EndedCanary | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Partial<Record<keyof EndedCanary, unknown>>;
  if (typeof r.version !== 'string' || !OUTCOMES.includes(r.outcome as EndedCanary['outcome'])) return null;
  return {
    version: r.version,
    percent: typeof r.percent === 'number' ? r.percent : 0,
    startedAt: typeof r.startedAt === 'string' ? r.startedAt : '',
    endedAt: typeof r.endedAt === 'string' ? r.endedAt : '',
    outcome: r.outcome as EndedCanary['outcome'],
    reason: typeof r.reason === 'string' ? r.reason : '',
    counts: parseCounts(r.counts),
  };
}

/** When a canary is judged, unless `remote canary` says otherwise (CANARY_MIN_LOADS, CANARY_FAILURE_MARGIN). */
export const CANARY_DEFAULTS = { percent: 10, minLoads: 200, marginPoints: 5 } as const;

/** Make `version` live (a new deploy, or a known version again): the old live goes on the rollback stack. */
export function activateVersion(
  state: RegistryState,
  name: RemoteName,
  deployed: DeployedVersion,
  now: Date,
): RegistryState {
  const current = state.remotes[name] ?? { live: null, previous: [], versions: [] };
  const versions = current.versions.some((v) => v.version === deployed.version)
    ? current.versions
    : [...current.versions, deployed];
  const previous =
    current.live && current.live !== deployed.version ? [...current.previous, current.live] : current.previous;
  const next: RemoteRecord = { ...current, live: deployed.version, previous, versions };
  // A canary was measured against the live version it started beside: a new live version ends it.
  if (current.canary) {
    delete next.canary;
    next.lastCanary = endedCanary(current.canary, now, 'replaced-by-deploy', `a deploy made ${deployed.version} live`);
  }
  return { ...state, updatedAt: now.toISOString(), remotes: { ...state.remotes, [name]: next } };
}

export function endedCanary(canary: Canary, now: Date, outcome: EndedCanary['outcome'], reason: string): EndedCanary {
  return {
    version: canary.version,
    percent: canary.percent,
    startedAt: canary.startedAt,
    endedAt: now.toISOString(),
    outcome,
    reason,
    counts: canary.counts,
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
  if (!target)
    throw new NoPreviousVersionError(`${name} has no version before ${current.live}: nothing to roll back to`);
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
export function pruneVersions(
  state: RegistryState,
  name: RemoteName,
  keep: number,
  now: Date,
): { state: RegistryState; removed: string[] } {
  const current = state.remotes[name];
  if (!current) return { state, removed: [] };
  const count = Math.max(0, Math.floor(keep));
  const previous = count === 0 ? [] : current.previous.slice(-count);
  const newest = count === 0 ? [] : current.versions.slice(-count).map((v) => v.version);
  const kept = new Set([
    ...(current.live ? [current.live] : []),
    ...(current.canary ? [current.canary.version] : []),
    ...previous,
    ...newest,
  ]);
  const removed = current.versions.filter((v) => !kept.has(v.version)).map((v) => v.version);
  if (removed.length === 0 && previous.length === current.previous.length) return { state, removed };
  return {
    state: {
      ...state,
      updatedAt: now.toISOString(),
      remotes: {
        ...state.remotes,
        [name]: { ...current, previous, versions: current.versions.filter((v) => kept.has(v.version)) },
      },
    },
    removed,
  };
}
