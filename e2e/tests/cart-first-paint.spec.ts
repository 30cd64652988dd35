// /cart's largest paint (ADR 027): on a first visit the cart is empty, and the gateway
// draws that empty state in the HTML, shown by a few inlined lines when the browser's stored cart is certainly empty.
// This journey checks the three things that make it work: the largest paint is the server-drawn state (not the one a
// script draws later), React's empty state takes over in the very same boxes (no shift, no second larger paint), and a
// traveller with lines in their cart never sees "empty" first.
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { localizePath, sampleCartItem, t, type Locale } from '../support/site';

interface Paint {
  tag: string;
  serverDrawn: boolean;
  size: number;
}

type Box = { x: number; y: number; width: number; height: number };

/** Records every largest-contentful-paint candidate: its element, and whether it was in the server-drawn section. */
async function watchPaints(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Paint[] = [];
    (window as unknown as { __lcp: Paint[] }).__lcp = seen;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null; size: number })[]) {
        seen.push({
          tag: e.element?.tagName ?? '',
          serverDrawn: Boolean(e.element?.closest('#mp-skeleton-page')),
          size: e.size,
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** The boxes of the empty state's heading, text and links under `root`. */
async function emptyStateBoxes(page: Page, root: string, locale: Locale): Promise<Box[]> {
  const scope = page.locator(root);
  const parts = [
    scope.getByRole('heading', { name: t(locale, 'emptyCart.title'), exact: true }),
    scope.getByText(t(locale, 'emptyCart.hint'), { exact: true }),
    ...(['experiences', 'transfers', 'gift-cards'] as const).map((id) =>
      scope.getByRole('link', { name: t(locale, `routes.${id}`), exact: true }),
    ),
  ];
  const boxes: Box[] = [];
  for (const part of parts) {
    await expect(part).toBeVisible();
    boxes.push((await part.boundingBox())!);
  }
  return boxes;
}

/** Only the HTML and its inlined lines: the shell's and the remotes' scripts never arrive. */
async function withoutScripts(page: Page): Promise<void> {
  await page.route(/\/(shell|remotes)\/.*\.js(\?|$)/, (route) => route.abort());
}

const CASES: { name: string; locale: Locale; viewport: { width: number; height: number } }[] = [
  { name: 'on a phone', locale: 'en', viewport: { width: 390, height: 844 } },
  { name: 'on a desktop, in Portuguese', locale: 'pt', viewport: { width: 1280, height: 800 } },
];

for (const { name, locale, viewport } of CASES) {
  test(`a first visit's empty cart ${name}: the largest paint is in the HTML, and React draws it in the same boxes`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport });
    const drawn = await context.newPage();
    await withoutScripts(drawn);
    await drawn.goto(localizePath('/cart', locale));
    const server = await emptyStateBoxes(drawn, '#mp-skeleton-page', locale);
    // The links work before any script: they are the categories' addresses.
    await expect(
      drawn.locator('#mp-skeleton-page').getByRole('link', { name: t(locale, 'routes.transfers'), exact: true }),
    ).toHaveAttribute('href', localizePath('/transfers', locale));
    await drawn.close();

    const page = await context.newPage();
    await watchPaints(page);
    await page.goto(localizePath('/cart', locale));
    await expect(page.locator('#mp-skeleton-page')).toHaveCount(0);
    const react = await emptyStateBoxes(page, '#mp-region-mf-checkout', locale);
    for (const [n, box] of react.entries()) {
      for (const key of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(box[key] - server[n]![key]), `${key} of part ${n}`).toBeLessThanOrEqual(1);
    }
    const paints = await page.evaluate(() => (window as unknown as { __lcp: Paint[] }).__lcp);
    expect(paints.length).toBeGreaterThan(0);
    expect(paints[paints.length - 1]!.serverDrawn, JSON.stringify(paints)).toBe(true);
    await context.close();
  });
}

test('a traveller with a line in the cart never sees the server-drawn "empty" first', async ({ page }) => {
  await page.addInitScript(
    (value) => window.localStorage.setItem('mp.cart', value),
    JSON.stringify({ items: [sampleCartItem()] }),
  );
  await withoutScripts(page);
  await page.goto('/cart');
  await expect(page.locator('#mp-skeleton-page h1')).toBeVisible();
  await expect(page.locator('#mp-skeleton-page .mp-sk-empty')).toBeHidden();
  await expect(page.getByText(t('en', 'emptyCart.title'), { exact: true })).toBeHidden();
});
