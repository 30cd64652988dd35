// The shell's health beacons (ADR 039): per remote and version, "this page load used it" and "it failed here". Each
// gateway adds what it received to the registry once per COUNTS_FLUSH_MS in one update, where the canary is judged;
// with PostgreSQL that is one row every gateway shares, so the counts and the verdict are the same everywhere.
import type { FastifyBaseLogger } from 'fastify';
import { REMOTES, type RemoteName } from '@mp/shared/routes';
import { recordCounts, type CountBatch } from './canary';
import { VERSION_PATTERN, type RegistryStore } from './registry-store';

/** `{"r":[[remote, version, loads 0|1, failures 0|1], …]}`: at most one entry per remote of the page load. */
export interface BeaconItem {
  remote: RemoteName;
  version: string;
  loads: 0 | 1;
  failures: 0 | 1;
}

export const BEACON_BODY_LIMIT = 1024;

/** The beacon's items, or a field map of what is wrong with it (answered 422). */
export function parseBeacon(body: unknown): { items: BeaconItem[] } | { errors: Record<string, string> } {
  let value = body;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value) as unknown;
    } catch {
      return { errors: { body: 'must be JSON' } };
    }
  }
  const list = value && typeof value === 'object' ? (value as { r?: unknown }).r : undefined;
  if (!Array.isArray(list)) return { errors: { r: 'must be a list of [remote, version, loads, failures]' } };
  if (list.length > REMOTES.length) return { errors: { r: `at most ${REMOTES.length} entries` } };
  const errors: Record<string, string> = {};
  const items: BeaconItem[] = [];
  list.forEach((entry: unknown, i) => {
    if (!Array.isArray(entry) || entry.length !== 4) {
      errors[`r.${i}`] = 'must be [remote, version, loads, failures]';
      return;
    }
    const [remote, version, loads, failures] = entry as unknown[];
    if (typeof remote !== 'string' || !(REMOTES as readonly string[]).includes(remote))
      errors[`r.${i}.remote`] = 'unknown remote';
    if (typeof version !== 'string' || !VERSION_PATTERN.test(version)) errors[`r.${i}.version`] = 'not a version id';
    if (loads !== 0 && loads !== 1) errors[`r.${i}.loads`] = 'must be 0 or 1';
    if (failures !== 0 && failures !== 1) errors[`r.${i}.failures`] = 'must be 0 or 1';
    if (items.some((it) => it.remote === remote && it.version === version)) errors[`r.${i}`] = 'repeats an entry';
    if (Object.keys(errors).some((k) => k === `r.${i}` || k.startsWith(`r.${i}.`))) return;
    items.push({
      remote: remote as RemoteName,
      version: version as string,
      loads: loads as 0 | 1,
      failures: failures as 0 | 1,
    });
  });
  return Object.keys(errors).length > 0 ? { errors } : { items };
}

/** A fixed one-minute window per client address: enough for a person's page loads, not for a script. */
export class BeaconRateLimit {
  private window = 0;
  private seen = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  allow(client: string): boolean {
    const window = Math.floor(this.now() / 60_000);
    // A new minute forgets every address, so the map holds one minute of clients at most.
    if (window !== this.window) {
      this.window = window;
      this.seen = new Map();
    }
    const count = (this.seen.get(client) ?? 0) + 1;
    this.seen.set(client, count);
    return count <= this.perMinute;
  }
}

/** Counts received since the last flush; flushed on a timer while there are any, and when the gateway closes. */
export class HealthCounts {
  private pending: CountBatch = {};
  private size = 0;
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RegistryStore,
    private readonly log: FastifyBaseLogger,
    private readonly flushMs: number,
  ) {}

  add(items: BeaconItem[]): void {
    for (const item of items) this.count(item.remote, item.version, item.loads, item.failures);
    this.schedule();
  }

  private count(remote: RemoteName, version: string, loads: number, failures: number): void {
    const byVersion = (this.pending[remote] ??= {});
    const counts = (byVersion[version] ??= { loads: 0, failures: 0 });
    counts.loads += loads;
    counts.failures += failures;
    this.size++;
  }

  private schedule(): void {
    if (this.size > 0 && !this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.flushMs);
      this.timer.unref();
    }
  }

  /** Adds the pending counts to the registry in one update; a failed update keeps them for the next flush. */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.flushing = this.flushing.then(async () => {
      if (this.size === 0) return;
      const batch = this.pending;
      this.pending = {};
      this.size = 0;
      let rolledBack: ReturnType<typeof recordCounts>['rolledBack'] = [];
      try {
        await this.store.update((state) => {
          const result = recordCounts(state, batch, new Date());
          rolledBack = result.rolledBack;
          return result.state;
        });
      } catch (error) {
        this.log.error(
          { err: error },
          'canary: could not add health counts to the registry; keeping them for the next flush',
        );
        for (const [remote, byVersion] of Object.entries(batch) as [
          RemoteName,
          Record<string, { loads: number; failures: number }>,
        ][]) {
          for (const [version, c] of Object.entries(byVersion)) this.count(remote, version, c.loads, c.failures);
        }
        this.schedule();
        return;
      }
      for (const r of rolledBack) {
        this.log.warn(
          { remote: r.name, canary: r.version, live: r.live },
          `canary: rolled back ${r.name} ${r.version} automatically, every visitor gets ${r.live} again: ${r.reason}`,
        );
      }
    });
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
