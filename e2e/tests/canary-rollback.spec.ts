// A canary release that rolls itself back (ADR 039): a build of mf-catalogue whose app throws on mount is published as
// the canary for half of the visitors. Visitors on the live side keep getting the working page; visitors on the canary
// see the unavailable panel, and the shell reports those failed loads to the gateway with sendBeacon. Once the canary
// has its minimum loads, the registry rolls it back by itself: the log and `remote list` say so, and every visitor,
// including those who had the canary, gets the live version again. Runs on a gateway of its own.
import { randomBytes } from 'node:crypto';
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { matchRoute, type RouteDef } from '../support/site';
import { readRegistry, remoteCli, repoRoot, startPrivateGateway, type RunningServer } from '../support/stack';
import { expectChrome, expectFrame, unavailablePanel } from '../support/ui';
import { VISITOR_COOKIE, visitorSlot } from '../../api-gateway/src/registry/canary';

test.describe.configure({ mode: 'serial' });

const REMOTE = 'mf-catalogue';
const experiences = matchRoute('/experiences')?.route as RouteDef;
const MIN_LOADS = 4;
let gateway: RunningServer & { deployDir: string };

test.beforeAll(async () => {
  // Every visitor here comes from 127.0.0.1, up to sixty in a minute on a fast machine: past the production limit of
  // beacons per address (30 a minute), whose own test is the gateway's, the counts this journey waits for were refused.
  gateway = await startPrivateGateway({ env: { BEACONS_PER_MINUTE: '1000' } });
});
test.afterAll(async () => {
  await gateway?.stop();
});

/**
 * The build's container hands out an app whose mount rejects, as a release with a crash at start would. The container
 * webpack writes has getter-only exports, so the global is replaced by a wrapper rather than patched.
 */
const THROW_ON_MOUNT = `
;(function () {
  var container = mf_catalogue;
  mf_catalogue = {
    init: function () { return container.init.apply(container, arguments); },
    get: function (module) {
      return container.get.apply(container, arguments).then(function (factory) {
        if (module !== './app') return factory;
        return function () {
          var mod = factory(), app = mod && mod.default && !mod.mount ? mod.default : mod;
          var broken = { bootstrap: app.bootstrap, unmount: app.unmount, mount: function () { return Promise.reject(new Error('e2e: this canary throws on mount')); } };
          broken.default = broken;
          return broken;
        };
      });
    }
  };
})();
`;

interface RegistryFile {
  remotes: Record<
    string,
    {
      live: string;
      canary?: { version: string; counts: Record<string, { loads: number; failures: number }> };
      lastCanary?: { version: string; outcome: string };
    }
  >;
}
const registryFile = (): RegistryFile =>
  JSON.parse(readFileSync(join(gateway.deployDir, 'registry.json'), 'utf8')) as RegistryFile;

/**
 * A visitor id the gateway puts on the wanted side of a 50 % canary (its own slot function), so live and canary
 * visitors take turns: which side a fresh cookie lands on is chance, and four canary visitors in a row would leave
 * no live visit to check before the rollback.
 */
function visitorOn(canarySide: boolean, version: string): string {
  for (;;) {
    const id = randomBytes(8).toString('hex');
    if (visitorSlot(id, REMOTE, version) < 5000 === canarySide) return id;
  }
}

/** The version of the remote this page load was given (the page's inlined registry decides for the whole load). */
const versionOnPage = (page: Page): Promise<string | undefined> =>
  page.evaluate(
    (remote) =>
      (window as unknown as { __MP_REGISTRY__?: { remotes: Record<string, { version: string }> } }).__MP_REGISTRY__
        ?.remotes[remote]?.version,
    REMOTE,
  );

test('a canary that throws on mount is rolled back by the registry while the live version keeps serving', async ({
  openContext,
}) => {
  test.setTimeout(240_000);
  const live = (await readRegistry(gateway.url)).remotes[REMOTE]?.version ?? '';
  expect(live, `${REMOTE} is live`).toBeTruthy();

  const build = mkdtempSync(join(gateway.deployDir, '..', 'canary-build-'));
  cpSync(join(repoRoot, REMOTE, 'dist'), build, { recursive: true });
  appendFileSync(join(build, 'remoteEntry.js'), THROW_ON_MOUNT);
  const started = await remoteCli(
    [
      'canary',
      REMOTE,
      '--no-build',
      '--from',
      build,
      '--percent',
      '50',
      '--min-loads',
      String(MIN_LOADS),
      '--margin',
      '20',
    ],
    gateway.deployDir,
  );
  expect(started.code, started.output).toBe(0);
  const canary = registryFile().remotes[REMOTE]?.canary?.version ?? '';
  expect(canary).toMatch(/^\d{14}-[0-9a-f]{8}$/);
  expect(canary).not.toBe(live);

  const sides = { live: 0, canary: 0 };
  let canaryVisitor: Awaited<ReturnType<typeof openContext>> | null = null;
  await test.step('visitors arrive; the live side is served, the canary side fails and reports it', async () => {
    for (let visitor = 0; visitor < 60 && registryFile().remotes[REMOTE]?.canary; visitor++) {
      const context = await openContext(null, { baseURL: gateway.url });
      await context.addCookies([
        { name: VISITOR_COOKIE, value: visitorOn(visitor % 2 === 1, canary), url: gateway.url },
      ]);
      const page = await context.newPage();
      await page.goto('/experiences');
      const version = await versionOnPage(page);
      expect(version, 'the side the visitor cookie puts them on').toBe(visitor % 2 === 1 ? canary : live);
      if (version === live) {
        sides.live++;
        await expectFrame(page, experiences, 'en');
      } else {
        expect(version).toBe(canary);
        sides.canary++;
        await expect(unavailablePanel(page, 'en').panel).toBeVisible({ timeout: 20_000 });
        await expectChrome(page);
      }
      // The page stays open: what it counted leaves in a beacon after a few seconds of idle (health-report.ts), and the
      // gateway adds it to the registry about once a second. A beacon sent as the page is left can be lost when the
      // visitor's browser closes at once (seen on a loaded 2-core machine: a canary load never counted), so the
      // visitor's context is closed only once the registry has the count; on a busy machine the beacon and the merge
      // can lag well behind, hence the generous waits below.
      if (sides.canary >= MIN_LOADS) {
        await expect
          .poll(() => registryFile().remotes[REMOTE]?.canary?.version ?? null, { timeout: 30_000 })
          .toBeNull();
      } else {
        await expect
          .poll(
            () => {
              const counts = registryFile().remotes[REMOTE]?.canary?.counts ?? {};
              return { live: counts[live], canary: counts[canary] };
            },
            { timeout: 30_000 },
          )
          .toEqual({
            live: { loads: sides.live, failures: 0 },
            canary: { loads: sides.canary, failures: sides.canary },
          });
      }
      if (version === canary && !canaryVisitor) canaryVisitor = context;
      else await context.close();
    }
    expect(sides.canary, 'visitors on the canary before it was rolled back').toBe(MIN_LOADS);
    expect(sides.live, 'visitors on the live version meanwhile').toBeGreaterThan(0);
  });

  await test.step('the registry rolled the canary back by itself, and says so in the log and in remote list', async () => {
    const record = registryFile().remotes[REMOTE]!;
    expect(record.live).toBe(live);
    expect(record.lastCanary).toMatchObject({ version: canary, outcome: 'rolled-back-automatically' });
    expect(readFileSync(gateway.logFile, 'utf8')).toContain(
      `canary: rolled back ${REMOTE} ${canary} automatically, every visitor gets ${live} again`,
    );
    const listed = await remoteCli(['list'], gateway.deployDir);
    expect(listed.code, listed.output).toBe(0);
    expect(listed.output).toMatch(
      new RegExp(
        `last canary: ${canary} \\(50%\\) ROLLED BACK AUTOMATICALLY at .*: failure rate 100\\.0% \\(${MIN_LOADS} of ${MIN_LOADS} loads\\)`,
      ),
    );
  });

  await test.step('a visitor who had the canary now gets the live version, and the page works', async () => {
    const page = await canaryVisitor!.newPage();
    await page.goto('/experiences');
    expect(await versionOnPage(page)).toBe(live);
    await expectFrame(page, experiences, 'en');
    await expect(unavailablePanel(page, 'en').panel).toHaveCount(0);
  });

  rmSync(build, { recursive: true, force: true });
});

test('a visitor stays on one side of a canary, and promote makes it live for everyone', async ({ openContext }) => {
  const live = (await readRegistry(gateway.url)).remotes[REMOTE]?.version ?? '';
  const build = mkdtempSync(join(gateway.deployDir, '..', 'canary-build-'));
  cpSync(join(repoRoot, REMOTE, 'dist'), build, { recursive: true });
  appendFileSync(join(build, 'remoteEntry.js'), '\n;window.__E2E_CANARY__ = true;\n');
  const started = await remoteCli(
    ['canary', REMOTE, '--no-build', '--from', build, '--percent', '50'],
    gateway.deployDir,
  );
  expect(started.code, started.output).toBe(0);
  const canary = registryFile().remotes[REMOTE]?.canary?.version ?? '';

  const context = await openContext(null, { baseURL: gateway.url });
  const page = await context.newPage();
  await page.goto('/experiences');
  const first = await versionOnPage(page);
  expect([live, canary]).toContain(first);
  for (const path of ['/', '/experiences', '/pt', '/experiences']) {
    await page.goto(path);
    expect(await versionOnPage(page), `${path} keeps this visitor on one side`).toBe(first);
  }
  await page.goto('/experiences');
  await expectFrame(page, experiences, 'en');

  const promoted = await remoteCli(['promote', REMOTE], gateway.deployDir);
  expect(promoted.code, promoted.output).toBe(0);
  expect((await readRegistry(gateway.url)).remotes[REMOTE]?.version).toBe(canary);
  await page.reload();
  expect(await versionOnPage(page)).toBe(canary);
  await expectFrame(page, experiences, 'en');
  expect(await page.evaluate(() => (window as unknown as { __E2E_CANARY__?: boolean }).__E2E_CANARY__ ?? false)).toBe(
    true,
  );
  rmSync(build, { recursive: true, force: true });
});
