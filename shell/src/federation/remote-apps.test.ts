// The single-spa side of a switch to another user of the same role: the mounted remote is taken down, then mounted
// again (activity false during the first app change, true again after).
type Config = { name: string; activeWhen: (location: Location) => boolean };
const configs: Config[] = [];
let mounted: string[] = [];
const activeDuringChanges: string[][] = [];
jest.mock('single-spa', () => ({
  registerApplication: (config: Config) => configs.push(config),
  start: () => undefined,
  getMountedApps: () => mounted,
  unloadApplication: async () => undefined,
  triggerAppChange: async () => {
    const active = configs.filter((c) => c.activeWhen(window.location)).map((c) => c.name);
    activeDuringChanges.push(active);
    mounted = active;
  },
}));

import { remountActiveRemotes, startRemoteApps } from './remote-apps';

beforeAll(() => {
  window.history.replaceState(null, '', '/dashboard');
  startRemoteApps({ registry: { remotes: {} } as never, getRole: () => 'SUPPLIER' });
});

beforeEach(() => {
  activeDuringChanges.length = 0;
});

describe('mounting the remotes afresh', () => {
  it('unmounts the mounted remote, then mounts it again', async () => {
    mounted = ['mf-partner-dashboard'];
    await remountActiveRemotes();
    expect(activeDuringChanges).toEqual([[], ['mf-partner-dashboard']]);
    expect(mounted).toEqual(['mf-partner-dashboard']);
  });

  it('does nothing when no remote is mounted', async () => {
    mounted = [];
    await remountActiveRemotes();
    expect(activeDuringChanges).toEqual([]);
  });
});
