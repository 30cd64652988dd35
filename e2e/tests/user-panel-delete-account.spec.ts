// A customer deletes their account (ADR 015) on /user-panel/settings — a dialog confirmed with the password
// (a wrong one is refused on its field), then they are signed out, sent home, and can no longer sign in (en and pt).
import { expect, test } from '../support/fixtures';
import { localizePath, shellT } from '../support/site';
import { header } from '../support/ui';
import { freshCustomer, pageAs, panel, ut } from './user-panel-support';

for (const locale of ['en', 'pt'] as const) {
  test(`delete my account from the settings (${locale})`, async ({ openContext, request }) => {
    const who = await freshCustomer(request, `delete-${locale}`);
    const page = await pageAs(openContext, who.user, locale);
    await page.goto(localizePath('/user-panel/settings', locale));
    const opener = panel(page).getByRole('button', { name: ut(locale, 'settings.delete'), exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: ut(locale, 'settings.deleteDialogTitle') });
    const password = dialog.getByLabel(ut(locale, 'settings.deletePassword'));
    await expect(password).toBeFocused();

    // Esc closes it and gives focus back; a wrong password is refused on its field.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    await opener.click();
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: ut(locale, 'settings.deleteConfirm') }).click();
    await expect(
      dialog.getByText(
        locale === 'pt' ? 'A sua palavra-passe atual não está certa.' : 'Your current password is not right.',
      ),
    ).toBeVisible();

    await password.fill(who.customer.password);
    await dialog.getByRole('button', { name: ut(locale, 'settings.deleteConfirm') }).click();
    await expect(page).toHaveURL(new RegExp(`${locale === 'pt' ? '/pt' : ''}/?$`));
    await expect(
      page.getByText(locale === 'pt' ? /A sua conta foi eliminada/ : /Your account was deleted/),
    ).toBeVisible();
    await expect(header(page).getByRole('button', { name: shellT(locale, 'header.login') })).toBeVisible();

    // The old session and the old password open nothing.
    expect((await request.get('/api/me', { headers: who.auth })).status()).toBe(401);
    const again = await request.post('/api/login', {
      data: { email: who.customer.email, password: who.customer.password },
    });
    expect(again.ok()).toBe(false);
  });
}
