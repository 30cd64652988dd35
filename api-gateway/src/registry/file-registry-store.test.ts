// The registry file (ADR 002): atomic pointer moves that concurrent deploys cannot lose, and
// readers that see a change on the next read.
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FileRegistryStore } from './file-registry-store';
import { activateVersion, rollbackVersion, toPublicRegistry } from './registry-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mp-registry-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const version = (n: number) => ({
  version: `2026010100000${n}-0000000${n}`,
  deployedAt: '2026-01-01T00:00:00.000Z',
  hash: `0000000${n}`,
});
const now = new Date('2026-01-01T00:00:00Z');

describe('FileRegistryStore', () => {
  it('reads an empty registry before the first deploy', async () => {
    expect(toPublicRegistry(await new FileRegistryStore(dir).read())).toEqual({ remotes: {} });
  });

  it('lets a second store (another gateway process) see each update on its next read', async () => {
    const writer = new FileRegistryStore(dir);
    const reader = new FileRegistryStore(dir);
    await writer.update((s) => activateVersion(s, 'mf-checkout', version(1), now));
    expect((await reader.read()).remotes['mf-checkout']?.live).toBe(version(1).version);
    await writer.update((s) => activateVersion(s, 'mf-checkout', version(2), now));
    expect((await reader.read()).remotes['mf-checkout']?.live).toBe(version(2).version);
    await writer.update((s) => rollbackVersion(s, 'mf-checkout', now));
    expect((await reader.read()).remotes['mf-checkout']?.live).toBe(version(1).version);
  });

  it('loses no update when several run at once, and leaves no temp files', async () => {
    const names = ['mf-catalogue', 'mf-checkout', 'mf-user-panel', 'mf-partner-dashboard', 'mf-super-admin'] as const;
    await Promise.all(
      names.map((name, i) => new FileRegistryStore(dir).update((s) => activateVersion(s, name, version(i + 1), now))),
    );
    const state = await new FileRegistryStore(dir).read();
    expect(names.map((n) => state.remotes[n]?.live)).toEqual(names.map((_n, i) => version(i + 1).version));
    expect(await readdir(dir)).toEqual(['registry.json']);
  });

  it('ignores pointers to unknown versions and foreign remotes in a hand-edited file', async () => {
    await writeFile(
      path.join(dir, 'registry.json'),
      JSON.stringify({
        remotes: {
          'mf-checkout': { live: 'nope', previous: [], versions: [version(1)] },
          evil: { live: version(1).version },
        },
      }),
    );
    const state = await new FileRegistryStore(dir).read();
    expect(state.remotes['mf-checkout']?.live).toBeNull();
    expect(Object.keys(state.remotes)).toEqual(['mf-checkout']);
  });
});
