// `pnpm shots`: full-page screenshots of the main journey (journey.ts) on a phone and a desktop, in en and pt, so
// anyone can look at the site without running it by hand. It starts the stack exactly as the Playwright
// journeys do (support/global-setup.ts: a fresh seeded PGlite, every remote published with the real deploy CLI, the
// gateway in front, all on free ports in a temp folder), builds the front ends first if a build is missing, drives
// Debian's Chromium through each variant in a new browser context, one variant after the other, and writes
// shots/<variant>/<step>.png plus shots/index.html, a contact sheet of them all.
//
//   SHOTS_VARIANTS  comma-separated variants to take (default all: phone-en, phone-pt, desktop-en, desktop-pt)
//   CHROMIUM_PATH   browser (default /usr/bin/chromium)
//   E2E_KEEP=1      keep the stack's temp folder (server logs) afterwards, as for the journeys
//
// A step that fails stops the run with its name and variant; the shots taken until then and the sheet are kept.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import globalSetup from '../support/global-setup';
import { missingBuilds, repoRoot } from '../support/stack';
import { contactSheet, type SheetVariant } from './contact-sheet';
import { newVariantContext, STEPS, VARIANTS, type JourneyState, type Step, type Variant } from './journey';
import { brokenImages, settle } from './settle';

const OUT = join(repoRoot, 'shots');
const started = Date.now();
const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(0)} s`;
const log = (message: string) => console.log(`[shots] ${message}`);

/** Builds the front ends whose build is missing (the shell, a remote), as `npm test` builds them before the journeys. */
function ensureBuilds(): void {
  const missing = missingBuilds();
  if (missing.length === 0) return;
  // `mf-checkout/dist/remoteEntry.js` → `./mf-checkout`: only those packages are built.
  const packages = [...new Set(missing.map((file) => `./${file.split(sep)[0]}`))];
  log(`front-end builds missing (${missing.join(', ')}): building ${packages.join(', ')}`);
  const localPnpm = join(repoRoot, 'node_modules', '.bin', 'pnpm');
  const filters = packages.flatMap((dir) => ['--filter', dir]);
  // One package at a time: the machine running this may be small.
  const build = spawnSync(
    existsSync(localPnpm) ? localPnpm : 'pnpm',
    ['-r', '--workspace-concurrency=1', ...filters, 'run', 'build'],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) throw new Error(`building ${packages.join(', ')} failed (see the output above)`);
  const still = missingBuilds();
  if (still.length > 0) throw new Error(`the build did not produce ${still.join(', ')}`);
}

/** What the site itself complained about while being photographed (console errors, failed requests, broken images). */
const notes = new Map<string, string>();
let where = '';
function note(problem: string): void {
  if (!notes.has(problem)) notes.set(problem, where);
}

function watch(context: BrowserContext): void {
  context.on('console', (message) => {
    if (message.type() === 'error')
      note(`console error: ${message.text()} (${message.location().url || message.page()?.url()})`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 400)
      note(`HTTP ${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
  });
}

function writeSheet(done: SheetVariant[], wanted: readonly Variant[]): void {
  const variants = wanted.map(
    (v) => done.find((d) => d.name === v.name) ?? { name: v.name, description: v.description, shots: [] },
  );
  const html = contactSheet({
    title: 'Roteiro: the main journey',
    generatedAt: new Date(started).toISOString(),
    steps: STEPS.map(({ id, title }) => ({ step: id, title })),
    variants,
  });
  writeFileSync(join(OUT, 'index.html'), html);
}

class StepFailed extends Error {}

async function shootVariant(browser: Browser, baseURL: string, variant: Variant, sheet: SheetVariant): Promise<void> {
  const contexts: BrowserContext[] = [];
  const openContext = async () => {
    const context = await newVariantContext(browser, variant, baseURL);
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    watch(context);
    contexts.push(context);
    return context;
  };
  const dir = join(OUT, variant.name);
  mkdirSync(dir, { recursive: true });
  const state: JourneyState = { variant, page: await (await openContext()).newPage(), openContext };
  let step: Step | undefined;
  try {
    for (step of STEPS) {
      where = `${variant.name} ${step.id}`;
      const shown = await step.act(state);
      // No focus ring on the field typed in last: the shot shows the page, not where the robot left the caret.
      await shown.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
      await settle(shown, step.settle);
      for (const src of await brokenImages(shown)) note(`broken image: ${src}`);
      const width = await shown.evaluate(() => document.documentElement.scrollWidth);
      if (width > variant.viewport.width)
        note(
          `${new URL(shown.url()).pathname} is ${width} px wide on a ${variant.viewport.width} px screen (scrolls sideways)`,
        );
      const file = `${variant.name}/${step.id}.png`;
      await shown.screenshot({ path: join(OUT, file), fullPage: true, animations: 'disabled', caret: 'hide' });
      sheet.shots.push({ step: step.id, title: step.title, file });
      log(`${variant.name} ${step.id}`);
    }
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    const failedStep = step?.id ?? 'start';
    sheet.failure = { step: failedStep, message };
    // What the screen showed when it failed (the newest page: a signed-in step opens its own), beside the shots.
    const failedFile = join(dir, `${failedStep}.failed.png`);
    const last = contexts.at(-1)?.pages().at(-1) ?? state.page;
    await last.screenshot({ path: failedFile, fullPage: true, timeout: 10_000 }).catch(() => undefined);
    throw new StepFailed(
      `step ${failedStep} (${step?.title ?? ''}) failed in variant ${variant.name}:\n  ${error instanceof Error ? error.message : String(error)}\n` +
        `  screen at the failure: ${relative(repoRoot, failedFile)}`,
    );
  } finally {
    for (const context of contexts) await context.close().catch(() => undefined);
  }
}

async function main(): Promise<number> {
  const only = process.env.SHOTS_VARIANTS?.split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  const wanted = only ? VARIANTS.filter((v) => only.includes(v.name)) : VARIANTS;
  if (only && wanted.length !== only.length) {
    throw new Error(
      `unknown variant in SHOTS_VARIANTS=${process.env.SHOTS_VARIANTS}; variants: ${VARIANTS.map((v) => v.name).join(', ')}`,
    );
  }
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(
      `${CHROMIUM_PATH} is missing: install Debian's Chromium (sudo apt-get install -y chromium) or set CHROMIUM_PATH`,
    );
  ensureBuilds();

  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });

  log('starting the stack (fresh demo database, remotes deployed, gateway)');
  const stackStarted = Date.now();
  const teardown = await globalSetup();
  const stopping = async (signal: NodeJS.Signals) => {
    log(`${signal}: stopping the stack`);
    await teardown();
    process.exit(130);
  };
  process.once('SIGINT', stopping);
  process.once('SIGTERM', stopping);
  log(`stack up in ${seconds(stackStarted)}`);

  const done: SheetVariant[] = [];
  const times: string[] = [];
  let failure: string | null = null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
  try {
    const baseURL = process.env.E2E_BASE_URL ?? '';
    for (const variant of wanted) {
      const variantStarted = Date.now();
      const sheet: SheetVariant = { name: variant.name, description: variant.description, shots: [] };
      done.push(sheet);
      try {
        await shootVariant(browser, baseURL, variant, sheet);
      } finally {
        writeSheet(done, wanted);
        times.push(`${variant.name} ${seconds(variantStarted)}`);
      }
    }
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
    failure = error.message;
  } finally {
    await browser.close().catch(() => undefined);
    await teardown();
  }

  const count = done.reduce((n, v) => n + v.shots.length, 0);
  console.log('');
  if (notes.size > 0) {
    log(`the site logged ${notes.size} problem(s) while being photographed (first variant and step seen):`);
    for (const [problem, seenAt] of notes) console.log(`  ${seenAt}: ${problem}`);
    writeFileSync(
      join(OUT, 'site-notes.txt'),
      [...notes].map(([problem, seenAt]) => `${seenAt}: ${problem}`).join('\n') + '\n',
    );
  }
  log(
    `${count} screenshots in ${OUT}/ (contact sheet: shots/index.html) in ${seconds(started)}; per variant: ${times.join(', ')}`,
  );
  if (failure) {
    console.error(`[shots] FAILED: ${failure}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`[shots] FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
