// The deploy CLI (ADR 002): publish a new version of one remote without touching the others,
// switch the pointer atomically, roll back, and refuse builds that would not work.
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { makeFixture, makeRemoteBuild, SHELL_SHARED, type Fixture } from '../test-support/fixtures';
import { runCli, type CliIo } from './remote';

let fx: Fixture;
let out: string[];
let err: string[];
let builds: string[];
let io: CliIo;

beforeEach(async () => {
  fx = await makeFixture();
  out = [];
  err = [];
  builds = [];
  io = { out: (l) => out.push(l), err: (l) => err.push(l), build: (name) => (builds.push(name), 0) };
});

afterEach(async () => {
  await fx.cleanup();
});

const registry = async () =>
  JSON.parse(await readFile(path.join(fx.config.deployDir, 'registry.json'), 'utf8')) as {
    remotes: Record<string, { live: string | null; previous: string[]; versions: { version: string }[] }>;
  };
const liveOf = async (name: string) => (await registry()).remotes[name]?.live ?? null;

describe('remote deploy → list → rollback', () => {
  it('publishes versions under new folders, switches the live pointer, and rolls back', async () => {
    const v1Build = await makeRemoteBuild(fx.root, 'mf-checkout', { marker: 'first' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', v1Build], fx.config, io)).toBe(0);
    const v1 = await liveOf('mf-checkout');
    expect(v1).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect(
      await readFile(path.join(fx.config.deployDir, 'remotes', 'mf-checkout', v1!, 'remoteEntry.js'), 'utf8'),
    ).toContain('first');

    const other = await makeRemoteBuild(fx.root, 'mf-catalogue');
    expect(await runCli(['deploy', 'mf-catalogue', '--from', other], fx.config, io)).toBe(0);
    const catalogue = await liveOf('mf-catalogue');

    const v2Build = await makeRemoteBuild(fx.root, 'mf-checkout', { marker: 'second' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', v2Build], fx.config, io)).toBe(0);
    const v2 = await liveOf('mf-checkout');
    expect(v2).not.toBe(v1);
    expect(out.join('\n')).toContain(`published ${v2Build} as ${v2} and made it live (was ${v1})`);
    // The other remote is untouched, both checkout folders exist, no staging folder or temp file is left.
    expect(await liveOf('mf-catalogue')).toBe(catalogue);
    expect((await readdir(path.join(fx.config.deployDir, 'remotes', 'mf-checkout'))).sort()).toEqual([v1, v2].sort());
    expect((await readdir(fx.config.deployDir)).sort()).toEqual(['registry.json', 'remotes']);
    // --from means "already built": nothing was built.
    expect(builds).toEqual([]);

    out.length = 0;
    expect(await runCli(['list'], fx.config, io)).toBe(0);
    const listing = out.join('\n');
    expect(listing).toContain(`mf-checkout  live: ${v2}`);
    expect(listing).toContain(`    ${v1}`);
    expect(listing).toContain(`  * ${v2}`);
    expect(listing).toContain('mf-super-admin  live: (none)');

    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(0);
    expect(await liveOf('mf-checkout')).toBe(v1);
    expect(out.at(-1)).toBe(`mf-checkout: rolled back from ${v2} to ${v1}`);

    // No version before v1: refuse with a reason, pointer unchanged.
    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/nothing to roll back to/);
    expect(await liveOf('mf-checkout')).toBe(v1);

    // Deploying v2's content again rolls forward to the existing folder.
    expect(await runCli(['deploy', 'mf-checkout', '--from', v2Build], fx.config, io)).toBe(0);
    expect(await liveOf('mf-checkout')).toBe(v2);
    expect((await readdir(path.join(fx.config.deployDir, 'remotes', 'mf-checkout'))).length).toBe(2);
  });

  it('prune deletes old versions but keeps the live one, what a rollback reaches and the newest deploys', async () => {
    const versions: string[] = [];
    for (const marker of ['v1', 'v2', 'v3', 'v4', 'v5']) {
      const build = await makeRemoteBuild(fx.root, 'mf-checkout', { marker });
      expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(0);
      versions.push((await liveOf('mf-checkout'))!);
    }
    const [v1, v2, v3, v4, v5] = versions;
    const other = await makeRemoteBuild(fx.root, 'mf-catalogue');
    expect(await runCli(['deploy', 'mf-catalogue', '--from', other], fx.config, io)).toBe(0);
    // Rolled back to v4: v5 stays the newest deploy (a roll forward reaches it), v3 is what the next rollback reaches.
    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(0);
    expect(await liveOf('mf-checkout')).toBe(v4);

    expect(await runCli(['prune', '--keep', 'two'], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/--keep takes a whole number/);
    out.length = 0;
    expect(await runCli(['prune', '--keep', '1'], fx.config, io)).toBe(0);
    expect(out).toContain(`mf-checkout: deleted 2 old version(s): ${v1}, ${v2}`);
    expect(out).toContain('mf-catalogue: nothing to delete');
    const folders = await readdir(path.join(fx.config.deployDir, 'remotes', 'mf-checkout'));
    expect(folders.sort()).toEqual([v3, v4, v5].sort());
    const record = (await registry()).remotes['mf-checkout']!;
    expect(record.versions.map((v) => v.version)).toEqual([v3, v4, v5]);
    expect(record.previous).toEqual([v3]);
    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(0);
    expect(await liveOf('mf-checkout')).toBe(v3);
    expect(await runCli(['rollback', 'mf-checkout'], fx.config, io)).toBe(1);
  });

  it('builds the remote first unless --no-build, and refuses when the build fails', async () => {
    // Without --from the build is read from <repo>/<name>/dist; the fixture repo has none.
    expect(await runCli(['deploy', 'mf-user-panel'], fx.config, io)).toBe(1);
    expect(builds).toEqual(['mf-user-panel']);
    expect(err.at(-1)).toMatch(/no build of mf-user-panel/);
    expect(await runCli(['deploy', 'mf-user-panel', '--no-build'], fx.config, io)).toBe(1);
    expect(builds).toEqual(['mf-user-panel']);
    const failing: CliIo = { ...io, build: () => 2 };
    expect(await runCli(['deploy', 'mf-user-panel'], fx.config, failing)).toBe(1);
    expect(err.at(-1)).toMatch(/build failed \(exit 2\)/);
  });

  it('rolls back nothing for a remote never deployed, and rejects unknown remotes', async () => {
    expect(await runCli(['rollback', 'mf-super-admin'], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/no live version/);
    expect(await runCli(['deploy', 'mf-evil', '--from', fx.root], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/unknown remote "mf-evil"/);
    expect(await runCli(['frobnicate'], fx.config, io)).toBe(2);
  });
});

describe('deploy refusals (a build whose manifest is missing or whose singletons are incompatible)', () => {
  it('refuses a build without mf-manifest.json', async () => {
    const build = await makeRemoteBuild(fx.root, 'mf-checkout', { withManifest: false });
    expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/mf-manifest\.json is missing/);
    await expect(readFile(path.join(fx.config.deployDir, 'registry.json'))).rejects.toThrow();
  });

  it('refuses a build without remoteEntry.js', async () => {
    const build = await makeRemoteBuild(fx.root, 'mf-checkout', { withEntry: false });
    expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/remoteEntry\.js is missing/);
  });

  it('refuses a build of another remote', async () => {
    const build = await makeRemoteBuild(fx.root, 'mf-catalogue');
    expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/container "mf_catalogue", expected "mf_checkout"/);
  });

  it('refuses a build requiring a React the shell does not provide, keeping the live version', async () => {
    const good = await makeRemoteBuild(fx.root, 'mf-checkout');
    expect(await runCli(['deploy', 'mf-checkout', '--from', good], fx.config, io)).toBe(0);
    const live = await liveOf('mf-checkout');
    const shared = SHELL_SHARED.map((s) =>
      s.name === 'react' ? { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true } : s,
    );
    const bad = await makeRemoteBuild(fx.root, 'mf-checkout', { shared, marker: 'react-20' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', bad], fx.config, io)).toBe(1);
    expect(err.at(-1)).toContain('react: the shell provides 19.3.1, the remote requires ^20.0.0');
    expect(await liveOf('mf-checkout')).toBe(live);
    expect((await readdir(path.join(fx.config.deployDir, 'remotes', 'mf-checkout'))).length).toBe(1);
  });

  it('refuses a remote that shares a shell singleton as a non-singleton', async () => {
    const shared = SHELL_SHARED.map((s) => (s.name === 'zustand' ? { ...s, singleton: false } : s));
    const build = await makeRemoteBuild(fx.root, 'mf-checkout', { shared });
    expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/zustand: the shell shares it as a singleton but the remote does not/);
  });

  it('accepts a compatible older range, and refuses when the shell manifest is missing', async () => {
    const shared = SHELL_SHARED.map((s) =>
      s.name === 'react' ? { ...s, version: '19.0.0', requiredVersion: '^19.0.0' } : s,
    );
    const build = await makeRemoteBuild(fx.root, 'mf-checkout', { shared });
    expect(await runCli(['deploy', 'mf-checkout', '--from', build], fx.config, io)).toBe(0);
    await rm(path.join(fx.config.shellDist, 'mf-manifest.json'));
    const next = await makeRemoteBuild(fx.root, 'mf-checkout', { marker: 'next' });
    expect(await runCli(['deploy', 'mf-checkout', '--from', next], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/build the shell first/);
  });
});

describe('deploy-all', () => {
  it('publishes every remote that has a build, reports the others, and is idempotent', async () => {
    const repo = fx.config.repoRoot;
    const { cp } = await import('node:fs/promises');
    for (const name of ['mf-catalogue', 'mf-checkout'] as const) {
      await cp(await makeRemoteBuild(fx.root, name), path.join(repo, name, 'dist'), { recursive: true });
    }
    expect(await runCli(['deploy-all', '--no-build'], fx.config, io)).toBe(1);
    expect(err.at(-1)).toBe('3 of 5 remotes were not deployed');
    const first = await liveOf('mf-catalogue');
    expect(first).toBeTruthy();
    expect(await liveOf('mf-checkout')).toBeTruthy();
    await runCli(['deploy-all', '--no-build'], fx.config, io);
    expect(await liveOf('mf-catalogue')).toBe(first);
    expect(out.join('\n')).toContain(`mf-catalogue: ${first} is already live with the same content; nothing to do`);
  });
});
