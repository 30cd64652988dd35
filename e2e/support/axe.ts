// Journey 7's check: axe reports no serious or critical violation on what the page shows now.
// A scan taken while the page is still changing (a list swapping its skeleton for rows, a toast leaving) can read a
// colour halfway through that change; on a loaded 2-core machine this showed as a rare colour-contrast hit on buttons
// that passed at once on a re-run. So the page first settles (fonts loaded, briefly waiting for aria-busy to end), and a violation counts
// when a second scan a moment later still finds it on the same element: anything a user can actually see stays, a
// frame between two renders does not.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type Found = Map<string, string>;

// A frame sandboxed without scripts (the back office's mail previews) cannot run axe, which scans each frame from
// inside it: axe would wait on it until the test times out. What such a frame shows is a mail, which the API's
// template tests check; the page around it is still scanned.
const SCRIPTLESS_FRAMES = 'iframe[sandbox]:not([sandbox~="allow-scripts"])';

async function seriousViolations(page: Page): Promise<Found> {
  const results = await new AxeBuilder({ page }).exclude(SCRIPTLESS_FRAMES).analyze();
  const found: Found = new Map();
  for (const v of results.violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const node of v.nodes) found.set(`${v.id} ${node.target.join(' ')}`, `${v.impact} ${v.id}: ${v.help}`);
  }
  return found;
}

/** Fonts loaded, and up to 2 s for work in progress (aria-busy) to end: a screen may stay busy on purpose (a payment waiting). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page
    .waitForFunction(() => document.querySelector('[aria-busy="true"]') === null, undefined, { timeout: 2_000 })
    .catch(() => undefined);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  await settle(page);
  const first = await seriousViolations(page);
  let lasting = first;
  if (first.size > 0) {
    await page.waitForTimeout(500);
    await settle(page);
    const second = await seriousViolations(page);
    lasting = new Map([...second].filter(([key]) => first.has(key)));
  }
  const byRule = new Map<string, string[]>();
  for (const [key, help] of lasting) byRule.set(help, [...(byRule.get(help) ?? []), key.slice(key.indexOf(' ') + 1)]);
  const serious = [...byRule].map(([help, targets]) => `${help} → ${targets.slice(0, 5).join(', ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
