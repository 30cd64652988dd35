// Issue 4 item 8 (client signup, email verification) and the password reset, in en and pt, from an empty browser:
// /register (a server-side 422 on its field first) → signed in → /register-complete with the code from the mail
// outbox → verified in the session and on the server → log out, log in again through the shell's modal. /password/reset → the link from the outbox → new
// password → the old one is refused in the modal, the new one signs in.
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, localizePath, shellT, t, type Locale } from '../support/site';
import { header } from '../support/ui';
import { apiT, cat, catalogueRegion, expectFieldError, labelled, logInFromHeader, mailTo, uniqueEmail } from './account-support';

const LOCALES: readonly Locale[] = ['en', 'pt'];

for (const locale of LOCALES) {
  test(`${locale}: sign up, a taken email refused on its field, verify with the emailed code, log in`, async ({ page }) => {
    const email = uniqueEmail(`signup-${locale}`);
    const password = 'Signup1234!';
    const person = { first: 'Inês', last: `Registo ${locale}` };
    await page.goto(localizePath('/register', locale));
    const form = catalogueRegion(page);
    const field = (name: string) => labelled(form, cat(locale, `register.fields.${name}`));
    await field('first_name').fill(person.first);
    await field('last_name').fill(person.last);
    await field('phone').fill('912 345 678');
    // An account that exists already: only the server knows, and its 422 lands on the email field.
    await field('email').fill(DEMO_EMAIL.CLIENT);
    await expect(field('country')).toHaveValue('pt');
    await field('password').fill(password);
    await field('confirm_password').fill(password);
    const submit = form.getByRole('button', { name: cat(locale, 'register.submit') });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/clients') && r.request().method() === 'POST');
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expectFieldError(page, field('email'), apiT(locale, 'auth.emailTaken'));
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'partner.fixErrors') })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/register', locale)}$`));

    // Editing the field clears its error (spec §5); a fresh address is accepted.
    await field('email').fill(email);
    await expect(field('email')).not.toHaveAttribute('aria-invalid', 'true');
    await submit.click();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/register-complete', locale)}\\?email=`));
    // Signed in from the start: the header holds the new account's menu.
    const accountMenu = header(page).getByRole('button', { name: shellT(locale, 'header.accountOf', { name: `${person.first} ${person.last}` }) });
    await expect(accountMenu).toBeVisible();

    // The code the API mailed, in the visitor's language.
    const mail = await mailTo(page.request, email, apiT(locale, 'mail.verifySubject'));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, mail.text).toBeTruthy();
    const verify = catalogueRegion(page);
    await expect(labelled(verify, cat(locale, 'register.fields.email'))).toHaveValue(email);
    // A wrong code first: the server's message on the code field.
    const codeField = labelled(verify, cat(locale, 'register.code'));
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await verify.getByRole('button', { name: cat(locale, 'register.verify') }).click();
    await expectFieldError(page, codeField, apiT(locale, 'auth.codeInvalid'));
    await codeField.fill(code!);
    await verify.getByRole('button', { name: cat(locale, 'register.verify') }).click();
    await expect(verify.getByRole('status').filter({ hasText: cat(locale, 'register.verified') })).toBeVisible();

    // The session knows the address is verified now (stored user), and so does the server.
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __MP_SHARED__: { authStore: { getState(): { user: { email_verified: boolean } | null } } } }).__MP_SHARED__.authStore.getState().user?.email_verified,
        ),
      )
      .toBe(true);
    const login = await page.request.post('/api/login', { data: { email, password } });
    expect(login.status()).toBe(200);
    expect(((await login.json()) as { content: { email_verified: boolean; user_type: string } }).content).toMatchObject({ email_verified: true, user_type: 'CLIENT' });
    // Log out from the account menu, then the shell's modal signs the account in again.
    await accountMenu.click();
    await header(page).getByRole('button', { name: shellT(locale, 'header.logout'), exact: true }).click();
    await logInFromHeader(page, locale, email, password, `${person.first} ${person.last}`);
  });

  test(`${locale}: password reset from the emailed link; the old password is refused, the new one signs in`, async ({ page }) => {
    const email = uniqueEmail(`reset-${locale}`);
    const oldPassword = 'Before1234!';
    const newPassword = 'After5678!';
    const created = await page.request.post('/api/clients', {
      data: { first_name: 'Rui', last_name: `Reset ${locale}`, email, phone: '912000001', country: 'pt', password: oldPassword, confirm_password: oldPassword },
    });
    expect(created.status(), await created.text()).toBe(201);

    await page.goto(localizePath('/password/reset', locale));
    const form = catalogueRegion(page);
    await labelled(form, cat(locale, 'register.fields.email')).fill(email);
    await form.getByRole('button', { name: cat(locale, 'password.send') }).click();
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'password.sent') })).toBeVisible();

    const mail = await mailTo(page.request, email, apiT(locale, 'mail.resetSubject'));
    const link = /https?:\/\/\S+\/password\/reset\?\S+/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const target = new URL(link!);
    // The link opens the reset page of the mail's language on this site.
    expect(target.pathname).toBe(localizePath('/password/reset', locale));
    await page.goto(target.pathname + target.search);
    const reset = catalogueRegion(page);
    await expect(labelled(reset, cat(locale, 'register.fields.email'))).toHaveValue(email);
    const fresh = labelled(reset, cat(locale, 'password.new'));
    const confirm = labelled(reset, cat(locale, 'password.confirm'));
    // A weak password is refused by the server on its field.
    await fresh.fill('lettersonly');
    await confirm.fill('lettersonly');
    await reset.getByRole('button', { name: cat(locale, 'password.save') }).click();
    await expectFieldError(page, fresh, apiT(locale, 'auth.weakPassword'));
    await fresh.fill(newPassword);
    await confirm.fill(newPassword);
    await reset.getByRole('button', { name: cat(locale, 'password.save') }).click();
    await expect(reset.getByRole('status').filter({ hasText: cat(locale, 'password.changed') })).toBeVisible();

    // The old password no longer signs in (the modal shows the server's message on its field)…
    await header(page).getByRole('button', { name: shellT(locale, 'header.login'), exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(email);
    await labelled(dialog, shellT(locale, 'auth.password')).fill(oldPassword);
    await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
    await expectFieldError(page, dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }), apiT(locale, 'auth.failed'), false);
    await dialog.getByRole('button', { name: t(locale, 'app.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    // …the new one does; and the reset link cannot be used twice.
    await logInFromHeader(page, locale, email, newPassword, `Rui Reset ${locale}`);
    const again = await page.request.post('/api/password/reset', {
      data: { email, token: target.searchParams.get('token'), password: 'Third9012!', password_confirmation: 'Third9012!' },
    });
    expect(again.status()).toBe(422);
  });
}
