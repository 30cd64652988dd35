// Journey 5 (ADR 002): deploying a new build of one remote with the CLI changes what the browser loads on
// the next page load, with no shell rebuild and no other remote touched; rollback brings the previous one back.
// Runs against a gateway of its own (a copy of the suite's deploy folder) so other journeys are unaffected.
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { matchRoute, type RouteDef } from '../support/site';
import {
  readRegistry,
  remoteCli,
  repoRoot,
  startPrivateGateway,
  type RegistryView,
  type RunningServer,
} from '../support/stack';
import { expectFrame, recordRemoteLoads } from '../support/ui';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'mf-catalogue';
const experiences = matchRoute('/experiences')?.route as RouteDef;
let gateway: RunningServer & { deployDir: string };

test.beforeAll(async () => {
  gateway = await startPrivateGateway();
});
test.afterAll(async () => {
  await gateway?.stop();
});

const versions = (registry: RegistryView): Record<string, string> =>
  Object.fromEntries(Object.entries(registry.remotes).map(([name, r]) => [name, r.version]));

test(`deploy a new ${REMOTE} build, the next load uses it; rollback, the next load uses the old one`, async ({
  openContext,
}) => {
  const before = versions(await readRegistry(gateway.url));
  const oldVersion = before[REMOTE];
  expect(oldVersion, `${REMOTE} is live`).toBeTruthy();

  // A new build with a visible, harmless change: a marker the remote entry sets when it runs.
  const marker = `e2e-${randomBytes(4).toString('hex')}`;
  const build = mkdtempSync(join(gateway.deployDir, '..', 'build-'));
  cpSync(join(repoRoot, REMOTE, 'dist'), build, { recursive: true });
  appendFileSync(join(build, 'remoteEntry.js'), `\n;window.__E2E_DEPLOY_MARKER__ = ${JSON.stringify(marker)};\n`);

  const page = await (await openContext(null, { baseURL: gateway.url })).newPage();
  const loads = recordRemoteLoads(page);
  const markerOnPage = () =>
    page.evaluate(() => (window as unknown as { __E2E_DEPLOY_MARKER__?: string }).__E2E_DEPLOY_MARKER__ ?? null);
  const catalogueVersionsSince = (from: number) => [
    ...new Set(
      loads
        .slice(from)
        .filter((l) => l.remote === REMOTE)
        .map((l) => l.version),
    ),
  ];

  await page.goto('/experiences');
  await expectFrame(page, experiences, 'en');
  expect(catalogueVersionsSince(0)).toEqual([oldVersion]);
  expect(await markerOnPage()).toBeNull();

  let newVersion = '';
  await test.step('deploy', async () => {
    const deployed = await remoteCli(['deploy', REMOTE, '--no-build', '--from', build], gateway.deployDir);
    expect(deployed.code, deployed.output).toBe(0);
    const after = versions(await readRegistry(gateway.url));
    newVersion = after[REMOTE] ?? '';
    expect(newVersion).not.toBe(oldVersion);
    expect(newVersion).toMatch(/^\d{14}-[0-9a-f]{8}$/);
    expect({ ...after, [REMOTE]: oldVersion }, 'other remotes keep their versions').toEqual(before);

    const from = loads.length;
    await page.reload();
    await expectFrame(page, experiences, 'en');
    expect(catalogueVersionsSince(from)).toEqual([newVersion]);
    expect(await markerOnPage()).toBe(marker);
  });

  await test.step('rollback', async () => {
    const rolledBack = await remoteCli(['rollback', REMOTE], gateway.deployDir);
    expect(rolledBack.code, rolledBack.output).toBe(0);
    expect(versions(await readRegistry(gateway.url))).toEqual(before);

    const from = loads.length;
    await page.reload();
    await expectFrame(page, experiences, 'en');
    expect(catalogueVersionsSince(from)).toEqual([oldVersion]);
    expect(await markerOnPage()).toBeNull();
  });

  rmSync(build, { recursive: true, force: true });
});

test('deploy refuses a build without a manifest and says why; nothing changes', async () => {
  const before = versions(await readRegistry(gateway.url));
  const build = mkdtempSync(join(gateway.deployDir, '..', 'build-'));
  cpSync(join(repoRoot, 'mf-checkout', 'dist'), build, { recursive: true });
  rmSync(join(build, 'mf-manifest.json'));

  const refused = await remoteCli(['deploy', 'mf-checkout', '--no-build', '--from', build], gateway.deployDir);
  expect(refused.code).not.toBe(0);
  expect(refused.output).toMatch(/mf-manifest\.json/);
  expect(versions(await readRegistry(gateway.url))).toEqual(before);
  rmSync(build, { recursive: true, force: true });
});
