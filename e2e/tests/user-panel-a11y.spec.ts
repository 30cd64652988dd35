// Axe reports no serious or critical violation on every customer panel screen once its data has loaded
// (client@demo.pt), in en and pt. routes.spec.ts checks the bare frames; this checks the screens with content.
import type { Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';

const ut = (locale: Locale, key: string) => remoteT('mf-user-panel', locale, key);

/** Each screen and what shows once its data is there. */
const SCREENS: { path: string; ready: (panel: Locator, locale: Locale) => Locator }[] = [
  { path: '/user-panel/bookings', ready: (p, l) => p.getByRole('navigation', { name: ut(l, 'bookings.lists') }) },
  {
    path: '/user-panel/bookings/previous',
    ready: (p, l) => p.getByRole('navigation', { name: ut(l, 'bookings.lists') }),
  },
  { path: '/user-panel/bookings/canceled', ready: (p) => p.getByTestId('booking-item').first() },
  { path: '/user-panel/anything', ready: (p) => p.getByTestId('category-group').first() },
  { path: '/user-panel/messages', ready: (p, l) => p.getByRole('navigation', { name: t(l, 'chat.conversations') }) },
  { path: '/user-panel/gift-cards', ready: (p) => p.getByRole('heading', { level: 1 }) },
  { path: '/user-panel/points-term', ready: (p) => p.getByTestId('points-balance') },
  { path: '/user-panel/profile', ready: (p, l) => p.getByRole('button', { name: ut(l, 'profile.save') }) },
  { path: '/user-panel/settings', ready: (p, l) => p.getByRole('button', { name: ut(l, 'settings.save') }) },
  { path: '/user-panel/help', ready: (p, l) => p.getByRole('button', { name: ut(l, 'help.messageTeam') }) },
];

async function check(page: Page, path: string, locale: Locale, ready: (panel: Locator, locale: Locale) => Locator) {
  await page.goto(localizePath(path, locale));
  await expect(ready(region(page, 'mf-user-panel'), locale)).toBeVisible();
  await expectNoSeriousViolations(page);
}

for (const locale of ['en', 'pt'] as const) {
  test(`axe: every customer panel screen with its data (${locale})`, async ({ sessionPage }) => {
    // Twelve screens, each loaded and scanned: on a busy 2-core machine that takes longer than one screen's minute.
    test.slow();
    const page = await sessionPage('CLIENT');
    for (const screen of SCREENS) await check(page, screen.path, locale, screen.ready);
    // An open conversation too (the demo chat with partner@demo.pt).
    await page.goto(localizePath('/user-panel/messages', locale));
    await region(page, 'mf-user-panel')
      .getByRole('link', { name: /Lisboa Autêntica/ })
      .click();
    await expect(region(page, 'mf-user-panel').getByRole('log')).toBeVisible();
    await expectNoSeriousViolations(page);
    // The delete-my-account dialog (the review dialog is checked by user-panel-review.spec.ts, which owns the item).
    await page.goto(localizePath('/user-panel/settings', locale));
    await region(page, 'mf-user-panel')
      .getByRole('button', { name: ut(locale, 'settings.delete'), exact: true })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousViolations(page);
  });
}
