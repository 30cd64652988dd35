// Canary releases of one remote (ADR 039): a published version a share of visitors gets instead of the live one,
// chosen per visitor by a cookie and per page load by the inlined registry; promoted by hand, ended by hand, or rolled
// back by the registry itself when its failure rate is worse than the live version's by more than its margin.
// Pure state changes: the stores apply them inside one update (a transaction with PostgreSQL), so every gateway and
// the CLI agree, and two gateways adding counts at once lose none.
import { randomBytes } from 'node:crypto';
import type { RemoteName } from '@mp/shared/routes';
import {
  endedCanary,
  type Canary,
  type DeployedVersion,
  type EndedCanary,
  type LoadCounts,
  type RegistryState,
  type RemoteRecord,
} from './registry-store';

export class CanaryRefused extends Error {
  override name = 'CanaryRefused';
}

/** The visitor cookie: a random id with nothing about the person in it, only to keep them on one side. */
export const VISITOR_COOKIE = 'mp_canary';
const VISITOR_ID = /^[0-9a-f]{16}$/;
const VISITOR_MAX_AGE_S = 180 * 24 * 60 * 60;

export function newVisitorId(): string {
  return randomBytes(8).toString('hex');
}

export function isVisitorId(value: string | undefined): value is string {
  return value !== undefined && VISITOR_ID.test(value);
}

export function visitorCookie(id: string, secure: boolean): string {
  return `${VISITOR_COOKIE}=${id}; Path=/; Max-Age=${VISITOR_MAX_AGE_S}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
}

/**
 * The visitor's place, 0–9999, for one canary: a hash of the visitor, the remote and the canary's version, so each
 * canary gets its own random share of visitors, the same visitor always lands on the same side of it, and raising the
 * percent keeps everyone who already had the canary. FNV-1a: a few multiplications on the page path, no crypto.
 */
export function visitorSlot(visitor: string, name: RemoteName, version: string): number {
  let hash = 0x811c9dc5;
  const key = `${visitor}|${name}|${version}`;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // The low bits of FNV-1a mix less well than the high ones: fold them before taking the slot.
  hash = (hash ^ (hash >>> 16)) >>> 0;
  hash = Math.imul(hash, 0x85ebca6b) >>> 0;
  hash = (hash ^ (hash >>> 13)) >>> 0;
  return hash % 10_000;
}

export function getsCanary(visitor: string | undefined, name: RemoteName, canary: Canary): boolean {
  if (!visitor) return false;
  return visitorSlot(visitor, name, canary.version) < Math.round(canary.percent * 100);
}

/** A percent given on the command line: more than 0, at most 100, to a hundredth. */
export function parsePercent(raw: string | undefined): number {
  const value = raw === undefined ? NaN : Number(raw);
  if (!raw || !/^\d+(\.\d{1,2})?$/.test(raw) || !(value > 0 && value <= 100)) {
    throw new CanaryRefused(
      `--percent takes a share of visitors above 0 and at most 100 (e.g. 10 or 2.5), not "${raw ?? ''}"`,
    );
  }
  return value;
}

export interface CanaryJudgement {
  minLoads: number;
  marginPoints: number;
}

function remoteOf(state: RegistryState, name: RemoteName): RemoteRecord {
  const record = state.remotes[name];
  if (!record?.live)
    throw new CanaryRefused(`${name} has no live version: deploy it first, a canary is measured against the live one`);
  return record;
}

/** Make `deployed` (published already) the canary of `name` for `percent` of visitors; counts start from zero. */
export function startCanary(
  state: RegistryState,
  name: RemoteName,
  deployed: DeployedVersion,
  percent: number,
  judgement: CanaryJudgement,
  now: Date,
): RegistryState {
  const current = remoteOf(state, name);
  if (current.live === deployed.version)
    throw new CanaryRefused(`${name}: ${deployed.version} is already the live version`);
  if (current.canary && current.canary.version !== deployed.version) {
    throw new CanaryRefused(
      `${name} already has a canary (${current.canary.version}); promote or end it first (remote promote / remote rollback)`,
    );
  }
  const versions = current.versions.some((v) => v.version === deployed.version)
    ? current.versions
    : [...current.versions, deployed];
  // The same canary again only changes its share and settings: its counts go on.
  const counts =
    current.canary?.version === deployed.version
      ? current.canary.counts
      : { [current.live!]: zero(), [deployed.version]: zero() };
  const canary: Canary = {
    version: deployed.version,
    percent,
    startedAt: current.canary?.version === deployed.version ? current.canary.startedAt : now.toISOString(),
    minLoads: judgement.minLoads,
    marginPoints: judgement.marginPoints,
    counts,
  };
  return {
    ...state,
    updatedAt: now.toISOString(),
    remotes: { ...state.remotes, [name]: { ...current, versions, canary } },
  };
}

function withoutCanary(record: RemoteRecord, ended: EndedCanary): RemoteRecord {
  const next: RemoteRecord = { ...record, lastCanary: ended };
  delete next.canary;
  return next;
}

/** The canary becomes the live version for everyone; the old live version goes on the rollback stack. */
export function promoteCanary(state: RegistryState, name: RemoteName, now: Date): RegistryState {
  const current = remoteOf(state, name);
  const canary = current.canary;
  if (!canary) throw new CanaryRefused(`${name} has no canary to promote (remote canary ${name} starts one)`);
  const ended = endedCanary(canary, now, 'promoted', `promoted by hand over ${current.live}`);
  const next = withoutCanary(
    { ...current, live: canary.version, previous: [...current.previous, current.live!] },
    ended,
  );
  return { ...state, updatedAt: now.toISOString(), remotes: { ...state.remotes, [name]: next } };
}

/** Every visitor gets the live version again; the canary's folder stays (prune removes it later). */
export function endCanary(
  state: RegistryState,
  name: RemoteName,
  now: Date,
  outcome: 'ended' | 'rolled-back-automatically',
  reason: string,
): RegistryState {
  const current = remoteOf(state, name);
  if (!current.canary) throw new CanaryRefused(`${name} has no canary to end`);
  const next = withoutCanary(current, endedCanary(current.canary, now, outcome, reason));
  return { ...state, updatedAt: now.toISOString(), remotes: { ...state.remotes, [name]: next } };
}

function zero(): LoadCounts {
  return { loads: 0, failures: 0 };
}

/** What browsers reported since the last flush, by remote and version. */
export type CountBatch = Partial<Record<RemoteName, Record<string, LoadCounts>>>;

export const percentOf = (counts: LoadCounts | undefined): number =>
  counts && counts.loads > 0 ? (100 * counts.failures) / counts.loads : 0;

/**
 * Why the canary should be rolled back, or null while it may go on: once it has `minLoads` loads, a failure rate more
 * than `marginPoints` percentage points above the live version's over the same period.
 */
export function canaryVerdict(canary: Canary, live: string): string | null {
  const mine = canary.counts[canary.version] ?? zero();
  if (mine.loads < canary.minLoads) return null;
  const ours = percentOf(mine);
  const theirs = percentOf(canary.counts[live]);
  if (ours - theirs <= canary.marginPoints) return null;
  const other = canary.counts[live] ?? zero();
  return (
    `failure rate ${ours.toFixed(1)}% (${mine.failures} of ${mine.loads} loads) against the live version's ${theirs.toFixed(1)}% ` +
    `(${other.failures} of ${other.loads}), more than the ${canary.marginPoints}-point margin`
  );
}

export interface CountsResult {
  state: RegistryState;
  rolledBack: { name: RemoteName; version: string; live: string; reason: string }[];
}

/**
 * Adds a batch of counts to the canaries they are about (counts for any other version, e.g. a tab opened before the
 * canary started, are dropped) and rolls back every canary the counts condemn.
 */
export function recordCounts(state: RegistryState, batch: CountBatch, now: Date): CountsResult {
  const rolledBack: CountsResult['rolledBack'] = [];
  let remotes = state.remotes;
  for (const [name, byVersion] of Object.entries(batch) as [RemoteName, Record<string, LoadCounts>][]) {
    const record = remotes[name];
    const canary = record?.canary;
    if (!record?.live || !canary) continue;
    const counts = { ...canary.counts };
    let changed = false;
    for (const version of [record.live, canary.version]) {
      const add = byVersion[version];
      if (!add || (add.loads === 0 && add.failures === 0)) continue;
      const was = counts[version] ?? zero();
      counts[version] = { loads: was.loads + add.loads, failures: was.failures + add.failures };
      changed = true;
    }
    if (!changed) continue;
    const counted: Canary = { ...canary, counts };
    const reason = canaryVerdict(counted, record.live);
    if (reason) {
      rolledBack.push({ name, version: canary.version, live: record.live, reason });
      remotes = {
        ...remotes,
        [name]: withoutCanary(record, endedCanary(counted, now, 'rolled-back-automatically', reason)),
      };
    } else {
      remotes = { ...remotes, [name]: { ...record, canary: counted } };
    }
  }
  if (remotes === state.remotes) return { state, rolledBack };
  return { state: { ...state, updatedAt: now.toISOString(), remotes }, rolledBack };
}
