// Registers the five remotes as single-spa applications and contains their failures: a remote that
// cannot load (missing files, 500) or throws at bootstrap/mount never rejects into single-spa; its
// status becomes 'failed' and the shell shows the unavailable panel in its region
// while the rest of the page keeps working.
import { getMountedApps, registerApplication, start, triggerAppChange, unloadApplication } from 'single-spa';
import { createStore } from 'zustand/vanilla';
import { REMOTES, type RemoteName, type Role } from '@mp/shared/routes';
import { isRemoteActive } from '../routing/guard';
import { loadRemoteApp, type AppLifecycles } from './load-remote-app';
import { fetchRegistry, type Registry } from './registry';

export type RemoteStatus = 'loading' | 'mounted' | 'failed';

export const remoteStatusStore = createStore<{ status: Partial<Record<RemoteName, RemoteStatus>> }>()(() => ({
  status: {},
}));

/**
 * Loads and failures of remotes in a canary (ADR 039), kept here until ./health-report (loaded only when the page's
 * registry asks for a report, so a page load without a canary loads and runs none of it) counts and sends them.
 */
type HealthNote = [failed: boolean, remote: RemoteName, version: string | undefined];
let healthNotes: HealthNote[] | null = null;
let health: typeof import('./health-report') | null = null;

function note(...entry: HealthNote): void {
  if (health) (entry[0] ? health.reportFailure : health.reportLoad)(entry[1], entry[2]);
  else healthNotes?.push(entry);
}

function startHealth(registry: Registry): void {
  if (!Object.values(registry.remotes).some((entry) => entry?.report)) return;
  healthNotes = [];
  void import(/* webpackChunkName: "health-report" */ './health-report')
    .then((module) => {
      module.startHealthReport(registry);
      health = module;
      for (const entry of healthNotes ?? []) note(...entry);
      healthNotes = null;
    })
    .catch((error: unknown) => console.warn('[mp] health report unavailable', error));
}

function setStatus(remote: RemoteName, status: RemoteStatus): void {
  remoteStatusStore.setState((s) => ({ status: { ...s.status, [remote]: status } }));
}

/** Where remotes render: one region element per remote inside a single outlet the shell's <main> hosts. */
export const outlet = typeof document === 'undefined' ? null : document.createElement('div');

export function regionFor(remote: RemoteName): HTMLElement {
  const id = `mp-region-${remote}`;
  let region = document.getElementById(id) ?? outlet?.querySelector<HTMLElement>(`#${id}`) ?? null;
  if (!region) {
    region = document.createElement('div');
    region.id = id;
    region.dataset.remote = remote;
    outlet?.appendChild(region);
  }
  return region;
}

function contained(remote: RemoteName, app: AppLifecycles, version: string | undefined): AppLifecycles {
  let broken = false;
  const fail = (phase: string, error: unknown) => {
    broken = true;
    console.error(`[mp] ${remote} failed at ${phase}`, error);
    note(true, remote, version);
    setStatus(remote, 'failed');
  };
  return {
    async bootstrap(props) {
      try {
        await app.bootstrap(props);
      } catch (error) {
        fail('bootstrap', error);
      }
    },
    async mount(props) {
      if (broken) return setStatus(remote, 'failed');
      try {
        await app.mount(props);
        setStatus(remote, 'mounted');
      } catch (error) {
        fail('mount', error);
      }
    },
    async unmount(props) {
      try {
        if (!broken) await app.unmount(props);
      } catch (error) {
        console.error(`[mp] ${remote} failed at unmount`, error);
      }
    },
  };
}

const failedLifecycles = (remote: RemoteName): AppLifecycles => ({
  bootstrap: async () => undefined,
  mount: async () => setStatus(remote, 'failed'),
  unmount: async () => undefined,
});

export interface RemoteAppsOptions {
  registry: Registry;
  /** The acting role now (impersonated user's while a super admin impersonates). */
  getRole: () => Role | null;
}

let current: RemoteAppsOptions | null = null;
const freshNextLoad = new Set<RemoteName>();

async function loadContained(remote: RemoteName): Promise<AppLifecycles> {
  setStatus(remote, 'loading');
  // The version this load asks for: a retry after a rollback asks for another, whose health is not this one's.
  const version = current?.registry.remotes[remote]?.version;
  note(false, remote, version);
  try {
    const app = await loadRemoteApp(remote, () => current?.registry.remotes[remote], {
      fresh: freshNextLoad.delete(remote),
    });
    return contained(remote, app, version);
  } catch (error) {
    console.error(`[mp] ${remote} is unavailable`, error);
    note(true, remote, version);
    setStatus(remote, 'failed');
    return failedLifecycles(remote);
  }
}

export function startRemoteApps(options: RemoteAppsOptions): void {
  current = options;
  startHealth(options.registry);
  for (const remote of REMOTES) {
    registerApplication({
      name: remote,
      app: () => loadContained(remote),
      activeWhen: (location) => !remounting && isRemoteActive(remote, location.pathname, options.getRole()),
      customProps: () => ({ domElement: regionFor(remote) }),
    });
  }
  start({ urlRerouteOnly: true });
}

/** Re-evaluate which remote is active (after login, logout or a tab switch). */
export function refreshActiveRemotes(): void {
  void triggerAppChange();
}

/** Set while the mounted remotes are taken down to be mounted again. */
let remounting = false;

/**
 * Unmount the mounted remotes and mount them again (another user acts in the same role): nothing of the previous
 * user's pages survives, and every query runs again as the new user. No reload: the remotes' code stays loaded.
 */
export async function remountActiveRemotes(): Promise<void> {
  if (getMountedApps().length === 0) return;
  remounting = true;
  try {
    await triggerAppChange();
  } finally {
    remounting = false;
  }
  await triggerAppChange();
}

/**
 * The panel's retry: take the newest registry pointer (a rollback may have happened), then unload the
 * app so single-spa loads it again from scratch.
 */
export async function retryRemote(remote: RemoteName): Promise<void> {
  setStatus(remote, 'loading');
  const fresh = await fetchRegistry();
  const entry = fresh?.remotes[remote];
  if (current && entry) current.registry.remotes[remote] = entry;
  freshNextLoad.add(remote);
  await unloadApplication(remote, { waitForUnmount: false });
  await triggerAppChange();
}
