// The shell's health report of remotes in a canary (ADR 039): what it counts, when it sends, and that a page load
// without a canary does nothing at all.
type Config = { name: string; app: () => Promise<{ mount: (p: object) => Promise<unknown> }> };
const configs: Config[] = [];
jest.mock('single-spa', () => ({
  registerApplication: (config: Config) => configs.push(config),
  start: () => undefined,
  getMountedApps: () => [],
  unloadApplication: async () => undefined,
  triggerAppChange: async () => undefined,
}));
const loadRemoteApp = jest.fn();
jest.mock('./load-remote-app', () => ({ loadRemoteApp: (...args: unknown[]) => loadRemoteApp(...args) }));

import {
  BEACON_URL,
  flushHealth,
  REMOTE_ERROR_EVENT,
  reportFailure,
  reportLoad,
  resetHealthReport,
  startHealthReport,
} from './health-report';
import { startRemoteApps } from './remote-apps';
import type { Registry } from './registry';

const LIVE = '20260101000000-aaaaaaaa';
const CANARY = '20260102000000-bbbbbbbb';
const sent: { url: string; body: unknown }[] = [];
const send = (url: string, body: string) => (sent.push({ url, body: JSON.parse(body) }), true);

beforeEach(() => {
  resetHealthReport();
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: jest.fn(send) });
});

const registry = (report: boolean): Registry => ({
  remotes: {
    'mf-catalogue': {
      version: CANARY,
      entry: `/remotes/mf-catalogue/${CANARY}/remoteEntry.js`,
      ...(report && { report: 1 as const }),
    },
    'mf-checkout': { version: LIVE, entry: `/remotes/mf-checkout/${LIVE}/remoteEntry.js` },
  },
});

describe('health report', () => {
  it('does nothing when no remote of the page is in a canary', () => {
    const win = { addEventListener: jest.fn(), document: { addEventListener: jest.fn() } } as unknown as Window;
    expect(startHealthReport(registry(false), win)).toBe(false);
    expect(win.addEventListener).not.toHaveBeenCalled();
    reportLoad('mf-catalogue', CANARY);
    reportFailure('mf-catalogue');
    flushHealth(send);
    expect(sent).toEqual([]);
  });

  it('sends each load and failure once, only for reported remotes and their version, when the page is hidden', () => {
    expect(startHealthReport(registry(true))).toBe(true);
    reportLoad('mf-catalogue', CANARY);
    reportLoad('mf-catalogue', CANARY);
    reportLoad('mf-checkout', LIVE);
    reportFailure('mf-catalogue', LIVE);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toEqual([{ url: BEACON_URL, body: { r: [['mf-catalogue', CANARY, 1, 0]] } }]);

    // A later failure is sent alone, without counting the load again; an uncaught error from the remote's files too.
    window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-catalogue' } }));
    window.dispatchEvent(new CustomEvent(REMOTE_ERROR_EVENT, { detail: { remote: 'mf-catalogue' } }));
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent.slice(1)).toEqual([{ url: BEACON_URL, body: { r: [['mf-catalogue', CANARY, 0, 1]] } }]);
    flushHealth(send);
    expect(sent).toHaveLength(2);
  });

  it('counts a chunk of the remote that failed to load, by the file it names', () => {
    startHealthReport(registry(true));
    const chunk = new Error(
      `Loading chunk 412 failed.\n(error: http://localhost/remotes/mf-catalogue/${CANARY}/412.abcd1234.js)`,
    );
    chunk.name = 'ChunkLoadError';
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(event, 'reason', { value: chunk });
    window.dispatchEvent(event);
    flushHealth(send);
    expect(sent.at(-1)?.body).toEqual({ r: [['mf-catalogue', CANARY, 1, 1]] });
  });

  it('sends after a few seconds of quiet when the page stays open', () => {
    jest.useFakeTimers();
    try {
      startHealthReport(registry(true));
      reportLoad('mf-catalogue', CANARY);
      jest.advanceTimersByTime(4000);
      expect(sent).toEqual([]);
      jest.advanceTimersByTime(1500);
      expect(sent).toEqual([{ url: BEACON_URL, body: { r: [['mf-catalogue', CANARY, 1, 0]] } }]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('counts a remote that throws on mount as a failed load of its version', async () => {
    window.history.replaceState(null, '', '/experiences');
    loadRemoteApp.mockResolvedValue({
      bootstrap: async () => undefined,
      mount: async () => {
        throw new Error('broken build');
      },
      unmount: async () => undefined,
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    startRemoteApps({ registry: registry(true), getRole: () => null });
    // Loaded and mounted before the report's own module (a lazy chunk) has arrived: what happened is kept for it.
    const app = await configs.find((c) => c.name === 'mf-catalogue')!.app();
    await app.mount({});
    await new Promise((resolve) => setTimeout(resolve, 20));
    flushHealth(send);
    expect(sent).toEqual([{ url: BEACON_URL, body: { r: [['mf-catalogue', CANARY, 1, 1]] } }]);
  });
});
