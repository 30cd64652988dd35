// Health of the remotes in a canary (ADR 039): for each remote the gateway marked `report` in this page's registry,
// one load and whether it failed (its federation load or mount, an uncaught error or a failed chunk from its files, an
// error boundary in its tree), sent to the gateway with navigator.sendBeacon when the page is hidden or left, or after
// a few seconds of idle. Nothing about the person is sent. With no canary running nothing here runs at all.
import type { RemoteName } from '@mp/shared/routes';
import type { Registry } from './registry';

export const BEACON_URL = '/registry/beacon';
/** The event a remote's error boundary sends (@mp/shared/remote announceRemoteError). */
export const REMOTE_ERROR_EVENT = 'mp:remote-error';
const FILE_OF_REMOTE = /\/remotes\/(mf-[a-z-]+)\/(\d{14}-[0-9a-f]{8})\//;
const IDLE_FLUSH_MS = 5000;

/** remote → [version, load counted, failure counted, load sent, failure sent]. */
type Row = [string, boolean, boolean, boolean, boolean];
const rows = new Map<RemoteName, Row>();
let timer: ReturnType<typeof setTimeout> | 0 = 0;

/** Sends what is not sent yet, in one beacon; each load and each failure is sent once per page load. */
export function flushHealth(send: (url: string, body: string) => boolean = (u, b) => navigator.sendBeacon(u, b)): void {
  if (timer) clearTimeout(timer);
  timer = 0;
  const r: [string, string, number, number][] = [];
  for (const [remote, row] of rows) {
    const load = row[1] && !row[3];
    const failure = row[2] && !row[4];
    if (load || failure) r.push([remote, row[0], +load, +failure]);
  }
  if (r.length === 0 || !send(BEACON_URL, JSON.stringify({ r }))) return;
  for (const row of rows.values()) {
    row[3] = row[1];
    row[4] = row[2];
  }
}

function later(): void {
  timer ||= setTimeout(() => {
    timer = 0;
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => flushHealth());
    else flushHealth();
  }, IDLE_FLUSH_MS);
}

/** This page load used `version` of `remote` (counted once, when the shell asks for it). */
export function reportLoad(remote: RemoteName, version: string | undefined): void {
  const row = rows.get(remote);
  if (!row || row[1] || version !== row[0]) return;
  row[1] = true;
  later();
}

/** `remote` failed in this page load (counted once however often it fails); `version`, when known, must be the reported one. */
export function reportFailure(remote: string, version?: string): void {
  const row = rows.get(remote as RemoteName);
  if (!row || row[2] || (version !== undefined && version !== row[0])) return;
  row[1] = row[2] = true;
  later();
}

function failureIn(reason: unknown): void {
  const text = reason instanceof Error ? `${reason.message}\n${reason.stack ?? ''}` : String(reason);
  const file = FILE_OF_REMOTE.exec(text);
  if (file) reportFailure(file[1]!, file[2]);
}

/** Watches the remotes this page's registry asks a report for; answers whether there is any. */
export function startHealthReport(registry: Registry, win: Window = window): boolean {
  for (const [remote, entry] of Object.entries(registry.remotes) as [
    RemoteName,
    NonNullable<Registry['remotes'][RemoteName]>,
  ][]) {
    if (entry.report) rows.set(remote, [entry.version, false, false, false, false]);
  }
  if (rows.size === 0) return false;
  win.addEventListener('error', (event) => failureIn(event.error ?? `${event.message}\n${event.filename}`));
  win.addEventListener('unhandledrejection', (event) => failureIn(event.reason));
  win.addEventListener(REMOTE_ERROR_EVENT, (event) =>
    reportFailure(String((event as CustomEvent<{ remote?: unknown }>).detail?.remote)),
  );
  win.addEventListener('pagehide', () => flushHealth());
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flushHealth();
  });
  return true;
}

/** Tests only: forget this page load. */
export function resetHealthReport(): void {
  rows.clear();
  if (timer) clearTimeout(timer);
  timer = 0;
}
