// On a phone (390×844, touch): the transfer form takes typed times (no 288-option list), and the
// offers page opens at its top, not scrolled to the bottom.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { localizePath, type Locale } from '../support/site';
import { region } from '../support/ui';
import { catT, daysAhead } from './checkout-support';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  test(`${locale}: a typed pick-up time, then the offers open at the top of the page`, async ({ page }) => {
    await page.goto(localizePath('/transfers', locale));
    const ui = region(page, 'mf-catalogue');
    const pickup = ui.getByRole('combobox', { name: catT(locale, 'transfers.pickup'), exact: true });
    await pickup.fill('Lisb');
    await ui
      .getByRole('listbox', { name: catT(locale, 'transfers.pickup'), exact: true })
      .getByRole('option')
      .first()
      .click();
    const dropOff = ui.getByRole('combobox', { name: catT(locale, 'transfers.dropOff'), exact: true });
    await dropOff.fill('Cascais');
    await dropOff.press('ArrowDown');
    await dropOff.press('Enter');
    await ui.getByLabel(new RegExp(`^${catT(locale, 'transfers.date')}`)).fill(daysAhead(30));
    const time = ui.getByLabel(new RegExp(`^${catT(locale, 'transfers.time')}`));
    await expect(time).toHaveAttribute('type', 'time');
    // Off the 5-minute grid: refused on the field, with what to type.
    await time.fill('10:07');
    await ui.getByRole('button', { name: catT(locale, 'transfers.search') }).click();
    await expect(ui.getByText(catT(locale, 'transfers.errors.timeStep'))).toBeVisible();
    await time.fill('10:05');
    await ui.getByRole('button', { name: catT(locale, 'transfers.search') }).click();

    await expect(page).toHaveURL(/\/transfers\/offers\?/);
    await expect(
      ui.getByRole('link', { name: new RegExp(`^${catT(locale, 'transfers.choose')} `) }).first(),
    ).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page);
  });
}
