// Journey 6 (spec §4 cart): the cart lives in the shared cartStore, so a change made in one
// remote (mf-checkout's /cart page) updates the header badge the shell renders, at once and without a reload.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { matchRoute, remoteT, sampleCartItem, t, type RouteDef } from '../support/site';
import { cartLink, expectFrame, region } from '../support/ui';

const cart = matchRoute('/cart')?.route as RouteDef;
const experiences = matchRoute('/experiences')?.route as RouteDef;

/** Puts a line into the cart through the shared store, as a remote's "add to cart" does. */
async function addThroughSharedStore(page: Page, item: ReturnType<typeof sampleCartItem>): Promise<void> {
  await page.evaluate((line) => {
    const shared = (
      window as unknown as { __MP_SHARED__?: { cartStore: { getState(): { addItem(i: unknown): void } } } }
    ).__MP_SHARED__;
    if (!shared) throw new Error('window.__MP_SHARED__ is missing');
    shared.cartStore.getState().addItem(line);
  }, item);
}

test('removing an item on the cart page (mf-checkout) updates the header badge (shell)', async ({ page }) => {
  const item = sampleCartItem();
  await page.goto('/cart');
  await expectFrame(page, cart, 'en');
  await expect(cartLink(page, 'en', 0)).toBeVisible();

  await addThroughSharedStore(page, item);
  await expect(cartLink(page, 'en', 1)).toBeVisible();
  const checkout = region(page, 'mf-checkout');
  await expect(checkout.getByRole('heading', { name: item.name })).toBeVisible();

  // The real UI action in the remote.
  await page.evaluate(() => Object.assign(window, { __e2eSameDocument: true }));
  await checkout
    .getByRole('button', { name: remoteT('mf-checkout', 'en', 'cart.removeItem', { name: item.name }), exact: true })
    .click();
  await expect(cartLink(page, 'en', 0)).toBeVisible();
  // The line is gone (the cart is empty); the name stays only in the announcement of its removal.
  await expect(checkout.getByText(t('en', 'emptyCart.title'))).toBeVisible();
  await expect(checkout.getByRole('listitem').filter({ hasText: item.name })).toHaveCount(0);
  await expect(
    checkout.getByRole('status').filter({ hasText: remoteT('mf-checkout', 'en', 'cart.removed', { name: item.name }) }),
  ).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument)).toBe(
    true,
  );
});

test('an item added while another remote is mounted shows in the badge and is in the cart after a reload', async ({
  page,
}) => {
  const item = sampleCartItem(3);
  await page.goto('/experiences');
  await expectFrame(page, experiences, 'en');
  await addThroughSharedStore(page, item);
  await expect(cartLink(page, 'en', 1)).toBeVisible();
  // Adding the same id again replaces the line (spec §4), so the count stays 1.
  await addThroughSharedStore(page, { ...item, quantity: 4, total_cents: item.unit_price_cents * 4 });
  await expect(cartLink(page, 'en', 1)).toBeVisible();

  // Spec §9: the cart persists in localStorage.
  await page.goto('/cart');
  await expectFrame(page, cart, 'en');
  await expect(cartLink(page, 'en', 1)).toBeVisible();
  await expect(region(page, 'mf-checkout').getByRole('heading', { name: item.name })).toBeVisible();
});
