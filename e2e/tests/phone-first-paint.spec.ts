// Phone first and fast on slow phones: on a phone (390×844) the storefront's largest paint
// is the picture the gateway draws in the HTML (the page's hero, a service's cover), not something a script draws
// later. So the largest paint needs the HTML and one picture, never the JavaScript. A listing card or a paragraph
// that outgrows the hero would make the largest paint wait for every script; this journey is what notices.
import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Paint {
  url: string;
  size: number;
}

/** Every largest-contentful-paint candidate the browser reported for the page, in order. */
async function paints(page: Page): Promise<Paint[]> {
  return page.evaluate(() => (window as unknown as { __lcp: Paint[] }).__lcp);
}

const PAGES = [
  { name: 'the home', path: '/' },
  { name: 'a listing, in Portuguese', path: '/pt/experiences' },
  { name: "a service's page", path: '/guincho-surf-lesson' },
];

for (const { name, path } of PAGES) {
  test(`${name}: the largest paint is the picture in the HTML`, async ({ page }) => {
    await page.addInitScript(() => {
      const seen: Paint[] = [];
      (window as unknown as { __lcp: Paint[] }).__lcp = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { url: string; size: number })[])
          seen.push({ url: e.url, size: e.size });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const response = await page.goto(path);
    // The picture the gateway drew: the first <img> of the server-drawn page section.
    const html = (await response!.text()).match(/<section id="mp-skeleton-page"[^>]*>.*?<img src="([^"]+)"/s);
    expect(html, 'the HTML opens the page with a picture').not.toBeNull();
    const served = new URL(html![1]!, page.url()).href;

    // The page as React draws it (the server-drawn section replaced), with its cards' pictures loaded.
    await expect(page.locator('#mp-skeleton-page')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main img').first()).toBeVisible();

    const candidates = await paints(page);
    expect(candidates.length).toBeGreaterThan(0);
    const largest = candidates[candidates.length - 1]!;
    expect(largest.url, JSON.stringify(candidates)).toBe(served);
  });
}
