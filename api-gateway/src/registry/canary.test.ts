// Canary releases (ADR 039) through a real gateway on the file store: the share of visitors, a visitor who stays on
// one side, the health beacon, the automatic rollback, and the CLI's canary, promote, rollback and list.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { runCli, type CliIo } from '../cli/remote';
import { makeFixture, makeRemoteBuild, type Fixture } from '../test-support/fixtures';
import { beacon, pageFacts } from '../test-support/canary';
import { listen, request } from '../test-support/http';
import { canaryVerdict, getsCanary, recordCounts, startCanary, visitorSlot } from './canary';
import { FileRegistryStore } from './file-registry-store';
import { activateVersion, emptyRegistry, type RegistryState } from './registry-store';

const REMOTE = 'mf-catalogue';

describe('canary state changes', () => {
  const v = (n: number) => ({
    version: `2026010100000${n}-0000000${n}`,
    deployedAt: '2026-01-01T00:00:00.000Z',
    hash: `0000000${n}`,
  });
  const now = new Date('2026-01-01T00:00:00Z');
  const withCanary = (): RegistryState =>
    startCanary(
      activateVersion(emptyRegistry(), REMOTE, v(1), now),
      REMOTE,
      v(2),
      10,
      { minLoads: 10, marginPoints: 5 },
      now,
    );

  it('puts a visitor on the canary for about its percent of visitor ids, and raising it keeps those already on it', () => {
    const canary = withCanary().remotes[REMOTE]!.canary!;
    const ids = Array.from({ length: 20_000 }, (_x, i) => (i * 2654435761).toString(16).padStart(16, '0').slice(-16));
    const on = ids.filter((id) => getsCanary(id, REMOTE, canary));
    expect(on.length / ids.length).toBeGreaterThan(0.09);
    expect(on.length / ids.length).toBeLessThan(0.11);
    const wider = { ...canary, percent: 30 };
    expect(on.every((id) => getsCanary(id, REMOTE, wider))).toBe(true);
    expect(visitorSlot(ids[0]!, REMOTE, canary.version)).toBe(visitorSlot(ids[0]!, REMOTE, canary.version));
  });

  it('judges only after the minimum loads, and only a failure rate worse than live by more than the margin', () => {
    let state = withCanary();
    const live = v(1).version;
    const canary = v(2).version;
    // 9 loads all failing: not judged yet.
    let result = recordCounts(
      state,
      { [REMOTE]: { [canary]: { loads: 9, failures: 9 }, [live]: { loads: 90, failures: 9 } } },
      now,
    );
    expect(result.rolledBack).toEqual([]);
    state = result.state;
    // The 10th load, no failure: 9 of 10 (90%) against live's 10%, rolled back.
    result = recordCounts(state, { [REMOTE]: { [canary]: { loads: 1, failures: 0 } } }, now);
    expect(result.rolledBack.map((r) => r.version)).toEqual([canary]);
    const record = result.state.remotes[REMOTE]!;
    expect(record.canary).toBeUndefined();
    expect(record.live).toBe(live);
    expect(record.lastCanary).toMatchObject({
      version: canary,
      outcome: 'rolled-back-automatically',
      counts: { [canary]: { loads: 10, failures: 9 } },
    });
    expect(record.lastCanary?.reason).toMatch(
      /failure rate 90\.0% \(9 of 10 loads\) against the live version's 10\.0%/,
    );
    // Within the margin: 14% against 10% with 5 points allowed goes on.
    const close = {
      ...withCanary().remotes[REMOTE]!.canary!,
      counts: { [canary]: { loads: 100, failures: 14 }, [live]: { loads: 100, failures: 10 } },
    };
    expect(canaryVerdict(close, live)).toBeNull();
    expect(
      canaryVerdict({ ...close, counts: { ...close.counts, [canary]: { loads: 100, failures: 16 } } }, live),
    ).toMatch(/16\.0%/);
  });

  it('drops counts for versions that are neither the canary nor live, and for remotes without a canary', () => {
    const state = withCanary();
    const result = recordCounts(
      state,
      {
        [REMOTE]: { '20250101000000-deadbeef': { loads: 5, failures: 5 } },
        'mf-checkout': { [v(1).version]: { loads: 1, failures: 1 } },
      },
      now,
    );
    expect(result.state).toBe(state);
  });
});

describe('a gateway with a canary', () => {
  let fx: Fixture;
  let app: FastifyInstance;
  let base: string;
  let out: string[];
  let err: string[];
  const logs: string[] = [];
  let io: CliIo;
  let live: string;

  beforeAll(async () => {
    fx = await makeFixture();
    fx.config.countsFlushMs = 50;
    fx.config.beaconsPerMinute = 1000;
    app = await buildApp(fx.config, {
      logger: { level: 'warn', stream: { write: (line: string) => void logs.push(line) } },
    });
    base = await listen(app);
  });
  afterAll(async () => {
    await app.close();
    await fx.cleanup();
  });
  beforeEach(() => {
    out = [];
    err = [];
    io = { out: (l) => out.push(l), err: (l) => err.push(l), build: () => 0 };
  });

  const store = () => new FileRegistryStore(fx.config.deployDir);
  const record = async () => (await store().read()).remotes[REMOTE]!;

  it('refuses a canary before the remote has a live version', async () => {
    const build = await makeRemoteBuild(fx.root, REMOTE, { marker: 'early' });
    expect(await runCli(['canary', REMOTE, '--from', build], fx.config, io)).toBe(1);
    expect(err.join('\n')).toMatch(/no live version/);
  });

  it('serves the canary to close to its percent of new visitors, and a visitor stays on one side', async () => {
    expect(
      await runCli(
        ['deploy', REMOTE, '--from', await makeRemoteBuild(fx.root, REMOTE, { marker: 'live' })],
        fx.config,
        io,
      ),
    ).toBe(0);
    live = (await record()).live!;
    // No canary: no visitor cookie, and the shell is not asked to report.
    const plain = pageFacts(await request(base, '/experiences'));
    expect(plain).toEqual({ versions: { [REMOTE]: live }, report: { [REMOTE]: false }, cookie: null });

    const build = await makeRemoteBuild(fx.root, REMOTE, { marker: 'canary' });
    expect(
      await runCli(
        ['canary', REMOTE, '--from', build, '--percent', '20', '--min-loads', '5', '--margin', '10'],
        fx.config,
        io,
      ),
    ).toBe(0);
    const canary = (await record()).canary!.version;
    expect(canary).not.toBe(live);
    expect(out.at(-1)).toContain(`${canary} is the canary for 20% of visitors; the others keep ${live}`);

    const visitors = 1000;
    const seen: { cookie: string; version: string }[] = [];
    for (let i = 0; i < visitors; i++) {
      const facts = pageFacts(await request(base, '/experiences'));
      expect(facts.cookie).toMatch(/^mp_canary=[0-9a-f]{16}$/);
      expect(facts.report[REMOTE]).toBe(true);
      seen.push({ cookie: facts.cookie!, version: facts.versions[REMOTE]! });
    }
    const onCanary = seen.filter((s) => s.version === canary).length;
    expect(seen.every((s) => s.version === canary || s.version === live)).toBe(true);
    // 20% of 1000 is 200; the standard deviation is about 13.
    expect(onCanary).toBeGreaterThan(150);
    expect(onCanary).toBeLessThan(250);

    // The same visitor, again and again, on pages of every kind and in the registry the shell's retry reads: one side.
    for (const s of [seen.find((x) => x.version === canary)!, seen.find((x) => x.version === live)!]) {
      for (const path of ['/experiences', '/', '/cart', '/pt/experiences', '/experiences', '/']) {
        const facts = pageFacts(await request(base, path, { headers: { cookie: `i18n_redirected=en; ${s.cookie}` } }));
        expect(facts.versions[REMOTE]).toBe(s.version);
        expect(facts.cookie).toBeNull();
      }
      const json = (await request(base, '/registry/remotes.json', { headers: { cookie: s.cookie } })).json() as {
        remotes: Record<string, { version: string }>;
      };
      expect(json.remotes[REMOTE]?.version).toBe(s.version);
    }
    // The page's preloads name the version its registry does.
    const onIt = seen.find((x) => x.version === canary)!;
    const res = await request(base, '/experiences', { headers: { cookie: onIt.cookie } });
    expect(res.body).toContain(`/remotes/${REMOTE}/${canary}/remoteEntry.js`);
    expect(res.body).not.toContain(`/remotes/${REMOTE}/${live}/`);

    out.length = 0;
    expect(await runCli(['list'], fx.config, io)).toBe(0);
    expect(out.join('\n')).toContain(`  canary: ${canary} for 20% of visitors`);
    expect(out.join('\n')).toContain(`  ~ ${canary}`);
  }, 60_000);

  it('counts beacons and answers a bad one with a field map', async () => {
    const { canary } = await record();
    expect(
      (
        await beacon(base, [
          [REMOTE, canary!.version, 1, 0],
          [REMOTE, live, 1, 0],
        ])
      ).status,
    ).toBe(204);
    expect((await beacon(base, [[REMOTE, live, 1, 1]])).status).toBe(204);
    const bad = await beacon(base, [
      ['mf-nope', 'x', 2, 0],
      [REMOTE, live, 1],
    ]);
    expect(bad.status).toBe(422);
    expect((bad.json() as { errors: Record<string, string> }).errors).toEqual({
      'r.0.remote': 'unknown remote',
      'r.0.version': 'not a version id',
      'r.0.loads': 'must be 0 or 1',
      'r.1': 'must be [remote, version, loads, failures]',
    });
    expect(
      (
        await request(base, '/registry/beacon', {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: 'not json',
        })
      ).status,
    ).toBe(422);
    await waitFor(async () => (await record()).canary?.counts[live]?.loads === 2);
    expect((await record()).canary?.counts).toEqual({
      [canary!.version]: { loads: 1, failures: 0 },
      [live]: { loads: 2, failures: 1 },
    });
    out.length = 0;
    expect(await runCli(['list'], fx.config, io)).toBe(0);
    expect(out.join('\n')).toContain(`    canary ${canary!.version}: 1 loads, 0 failed (0.0%)`);
    expect(out.join('\n')).toContain(`    live   ${live}: 2 loads, 1 failed (50.0%)`);
  });

  it('rolls a failing canary back by itself, logs it, and list says so; every visitor then gets live', async () => {
    const canary = (await record()).canary!.version;
    for (let i = 0; i < 4; i++) expect((await beacon(base, [[REMOTE, canary, 1, 1]])).status).toBe(204);
    await waitFor(async () => (await record()).canary === undefined);
    const after = await record();
    expect(after.live).toBe(live);
    expect(after.lastCanary).toMatchObject({ version: canary, outcome: 'rolled-back-automatically' });
    expect(logs.join('\n')).toContain(
      `canary: rolled back ${REMOTE} ${canary} automatically, every visitor gets ${live} again`,
    );
    out.length = 0;
    expect(await runCli(['list'], fx.config, io)).toBe(0);
    expect(out.join('\n')).toMatch(
      new RegExp(`last canary: ${canary} \\(20%\\) ROLLED BACK AUTOMATICALLY at .*: failure rate 80\\.0%`),
    );
    for (let i = 0; i < 50; i++) expect(pageFacts(await request(base, '/experiences')).versions[REMOTE]).toBe(live);
  });

  it('promote makes the canary live; rollback ends a canary, and without one rolls back as before', async () => {
    const build = await makeRemoteBuild(fx.root, REMOTE, { marker: 'second canary' });
    expect(await runCli(['canary', REMOTE, '--from', build, '--percent', '50'], fx.config, io)).toBe(0);
    const second = (await record()).canary!.version;
    expect(
      await runCli(
        ['canary', REMOTE, '--from', await makeRemoteBuild(fx.root, REMOTE, { marker: 'third' })],
        fx.config,
        io,
      ),
    ).toBe(1);
    expect(err.at(-1)).toMatch(/already has a canary/);
    expect(await runCli(['rollback', REMOTE], fx.config, io)).toBe(0);
    expect(out.at(-1)).toBe(`${REMOTE}: ended the canary ${second}; every visitor gets ${live}`);
    expect((await record()).live).toBe(live);

    expect(await runCli(['canary', REMOTE, '--from', build, '--percent', '50'], fx.config, io)).toBe(0);
    expect(await runCli(['promote', REMOTE], fx.config, io)).toBe(0);
    expect(out.at(-1)).toBe(`${REMOTE}: promoted the canary ${second} to live for every visitor (was ${live})`);
    expect(await record()).toMatchObject({ live: second, lastCanary: { outcome: 'promoted' } });
    expect((await record()).canary).toBeUndefined();
    expect(await runCli(['promote', REMOTE], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/no canary to promote/);
    // No canary: rollback keeps its old meaning.
    expect(await runCli(['rollback', REMOTE], fx.config, io)).toBe(0);
    expect(out.at(-1)).toBe(`${REMOTE}: rolled back from ${second} to ${live}`);
    expect(await runCli(['canary', REMOTE, '--from', build, '--percent', '0'], fx.config, io)).toBe(1);
    expect(err.at(-1)).toMatch(/--percent takes a share of visitors above 0/);
  });

  it('limits how many beacons one client address may send a minute', async () => {
    const limited = await buildApp({ ...fx.config, beaconsPerMinute: 3 }, { logger: false });
    const at = await listen(limited);
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await beacon(at, [[REMOTE, live, 1, 0]])).status);
      expect(statuses).toEqual([204, 204, 204, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, ms = 3000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not true within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
