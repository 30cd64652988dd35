// Waiting until a page has stopped changing before it is photographed, so two runs give the same pictures: the
// network has gone quiet, every lazy image and lazily loaded section has been reached and has loaded, the web fonts
// are in, nothing says it is busy (aria-busy), and no skeleton (the gateway's server-drawn page, the catalogue's card
// placeholders) is left.
import type { Page } from 'playwright-core';

export interface SettleOptions {
  /**
   * Scroll to the bottom and back first, so `loading="lazy"` images and sections loaded "once near" are fetched
   * (default true). Off for a shot of something that scrolling would disturb (a toast).
   */
  scroll?: boolean;
  /**
   * Wait for toasts ("Welcome, …") to time out first (default true), so whether one is in the picture does not
   * depend on how long the page took. Off for the shot of a toast.
   */
  waitForToasts?: boolean;
  timeoutMs?: number;
}

/** What is still unsettled on the page, or an empty list. Runs in the page. */
function unsettled(): string[] {
  const left: string[] = [];
  if (document.readyState !== 'complete') left.push(`document ${document.readyState}`);
  if (document.fonts.status !== 'loaded') left.push('fonts loading');
  // The gateway's server-drawn page, until the shell swaps in the remote's own (shell/src/chrome/server-skeleton.ts).
  if (document.getElementById('mp-skeleton-page')) left.push('server skeleton');
  const busy = document.querySelectorAll('[aria-busy="true"]');
  if (busy.length > 0) left.push(`${busy.length} aria-busy`);
  // mf-catalogue's card placeholders (CardSkeletons): empty, aria-hidden list items.
  const skeletons = document.querySelectorAll('li[aria-hidden="true"]:empty');
  if (skeletons.length > 0) left.push(`${skeletons.length} card skeletons`);
  const loading = Array.from(document.images).filter((img) => !img.complete);
  if (loading.length > 0) left.push(`${loading.length} images loading (${loading[0]?.currentSrc || loading[0]?.src})`);
  return left;
}

/** Scroll down a screen at a time to the bottom, then back to the top. Runs in the page. */
async function scrollThrough(): Promise<void> {
  // No named inner functions in code run in the page (see `settle`). The page can grow while it is scrolled
  // (sections loaded once near), so the bottom is read each time.
  for (
    let y = 0;
    y < document.documentElement.scrollHeight && y < 40_000;
    y += Math.max(200, window.innerHeight - 100)
  ) {
    window.scrollTo(0, y);
    await new Promise((resolve) => setTimeout(resolve, 120));
  }
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve) => setTimeout(resolve, 120));
  window.scrollTo(0, 0);
  await new Promise((resolve) => setTimeout(resolve, 120));
}

export async function settle(page: Page, options: SettleOptions = {}): Promise<void> {
  const timeout = options.timeoutMs ?? 20_000;
  await page.waitForLoadState('load', { timeout });
  // WebSockets (chat) do not count; long polls would, so quiet is waited for but not required.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  // A toast lasts 3 s (TOAST_DURATION_MS) unless the pointer rests on it.
  if (options.waitForToasts !== false)
    await page.locator('[data-toast-id]').first().waitFor({ state: 'detached', timeout: 10_000 });
  if (options.scroll !== false) await page.evaluate(scrollThrough);
  try {
    // A string, not a function: tsx wraps named inner functions in a helper the page does not have.
    await page.waitForFunction(`(${unsettled.toString()})().length === 0`, undefined, { timeout, polling: 100 });
  } catch {
    throw new Error(
      `the page did not settle within ${timeout / 1000} s: ${(await page.evaluate(unsettled)).join(', ')}`,
    );
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  // Two frames, so what was just decided is painted.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/** Images that loaded nothing (a 404, a broken file), for the run's list of things to look at. Runs in the page. */
export function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => img.complete && img.naturalWidth === 0 && (img.currentSrc || img.src))
      .map((img) => img.currentSrc || img.src),
  );
}
