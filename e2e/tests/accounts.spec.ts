// Client signup with email verification (one sign-up flow that never reveals which addresses have accounts) and the
// password reset, in en and pt, from an empty browser: /register (a server-side 422 on its field first; a taken
// address answers like a new one) → the code screen with the code from the mail outbox → signed in → log out, log in
// again through the shell's modal; the header's sign-up modal and the mail's one-click link the same way.
// /password/reset → the link from the outbox → new password → the old one is refused in the modal, the new one signs
// in.
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, localizePath, shellT, t, type Locale } from '../support/site';
import { expectNoSeriousViolations } from '../support/axe';
import { header } from '../support/ui';
import { signupCode, signupLink } from '../support/mail';
import {
  apiT,
  cat,
  catalogueRegion,
  expectFieldError,
  labelled,
  logInFromHeader,
  mailTo,
  mailsTo,
  uniqueEmail,
} from './account-support';

const LOCALES: readonly Locale[] = ['en', 'pt'];

for (const locale of LOCALES) {
  test(`${locale}: sign up on /register: the same answer for a taken address, then the code screen signs the new one in`, async ({
    page,
  }) => {
    const email = uniqueEmail(`signup-${locale}`);
    const password = 'Signup1234!';
    const person = { first: 'Inês', last: `Registo ${locale}` };
    await page.goto(localizePath('/register', locale));
    const form = catalogueRegion(page);
    const field = (name: string) => labelled(form, cat(locale, `register.fields.${name}`));
    await field('first_name').fill(person.first);
    await field('last_name').fill(person.last);
    await field('phone').fill('912 345 678');
    await field('email').fill(DEMO_EMAIL.CLIENT);
    await expect(field('country')).toHaveValue('pt');
    // A common password: only the server knows, and its 422 lands on the password field.
    await field('password').fill('Passw0rd');
    await field('confirm_password').fill('Passw0rd');
    const submit = form.getByRole('button', { name: cat(locale, 'register.submit') });
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/clients') && r.request().method() === 'POST');
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expectFieldError(page, field('password'), apiT(locale, 'auth.passwordCommon'));
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'partner.fixErrors') })).toBeVisible();

    // An address that has an account answers like any other: the code screen, and a mail to the owner instead.
    await field('password').fill(password);
    await field('confirm_password').fill(password);
    const existsSubject = /^(You already have an account|Já tem uma conta)$/;
    const existsMails = async () =>
      (await mailsTo(page.request, DEMO_EMAIL.CLIENT)).filter((m) => existsSubject.test(m.subject)).length;
    const before = await existsMails();
    const taken = page.waitForResponse((r) => r.url().endsWith('/api/clients') && r.request().method() === 'POST');
    await submit.click();
    expect((await taken).status()).toBe(202);
    const codeField = labelled(form, t(locale, 'signupCode.code'));
    await expect(codeField).toBeFocused();
    await expect(form.getByText(t(locale, 'signupCode.sentTo', { email: DEMO_EMAIL.CLIENT }))).toBeVisible();
    await expect.poll(existsMails).toBeGreaterThan(before);

    // "Change e-mail address": back to the filled form, a fresh address this time.
    await form.getByRole('button', { name: t(locale, 'signupCode.changeEmail') }).click();
    await expect(field('first_name')).toHaveValue(person.first);
    await field('email').fill(email);
    await submit.click();
    await expect(codeField).toBeFocused();
    await expect(form.getByText(t(locale, 'signupCode.sentTo', { email }))).toBeVisible();
    // Nobody is signed in before the code.
    await expect(header(page).getByRole('button', { name: shellT(locale, 'header.login'), exact: true })).toBeVisible();
    await expect(form.getByRole('button', { name: new RegExp(t(locale, 'signupCode.resend')) })).toBeDisabled();
    await expectNoSeriousViolations(page);

    const code = await signupCode(page.request, email);
    // A wrong code first: the server's message on the code field, which keeps the focus.
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: t(locale, 'signupCode.verify') }).click();
    await expectFieldError(page, codeField, apiT(locale, 'auth.codeInvalid'));
    await codeField.fill(code);
    await form.getByRole('button', { name: t(locale, 'signupCode.verify') }).click();
    // Signed in, back home.
    const accountMenu = header(page).getByRole('button', {
      name: shellT(locale, 'header.accountOf', { name: `${person.first} ${person.last}` }),
    });
    await expect(accountMenu).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${localizePath('/', locale).replace(/\/$/, '')}/?$`));
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __MP_SHARED__: { authStore: { getState(): { user: { email_verified: boolean } | null } } };
              }
            ).__MP_SHARED__.authStore.getState().user?.email_verified,
        ),
      )
      .toBe(true);
    // Log out from the account menu, then the shell's modal signs the account in again with the password.
    await accountMenu.click();
    await header(page)
      .getByRole('button', { name: shellT(locale, 'header.logout'), exact: true })
      .click();
    await logInFromHeader(page, locale, email, password, `${person.first} ${person.last}`);
  });

  test(`${locale}: the header's sign-up asks for the code and signs in where the visitor was; the mail's one-click link signs in too`, async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail(`modal-${locale}`);
    const password = 'Modal1234!';
    await page.goto(localizePath('/about-us', locale));
    const where = new URL(page.url()).pathname;
    const dialog = page.getByRole('dialog');
    // Straight after the first load the header may not listen yet: click until the modal opens.
    await expect(async () => {
      await header(page)
        .getByRole('button', { name: shellT(locale, 'header.login'), exact: true })
        .click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await dialog.getByRole('button', { name: shellT(locale, 'auth.toSignup'), exact: true }).click();
    const field = (key: string) => labelled(dialog, shellT(locale, key));
    await field('auth.firstName').fill('Duarte');
    await field('auth.lastName').fill(`Modal ${locale}`);
    await field('auth.phone').fill('912 345 678');
    await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(email);
    await labelled(dialog, shellT(locale, 'auth.password')).fill(password);
    await field('auth.confirmPassword').fill(password);
    await dialog.getByRole('button', { name: shellT(locale, 'auth.submitSignup'), exact: true }).click();
    const codeField = labelled(dialog, t(locale, 'signupCode.code'));
    await expect(codeField).toBeFocused();
    await expect(dialog.getByText(t(locale, 'signupCode.sentTo', { email }))).toBeVisible();
    await expectNoSeriousViolations(page);
    await codeField.fill(await signupCode(page.request, email));
    await dialog.getByRole('button', { name: t(locale, 'signupCode.verify'), exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(
      header(page).getByRole('button', {
        name: shellT(locale, 'header.accountOf', { name: `Duarte Modal ${locale}` }),
      }),
    ).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(where);

    // The one-click link, opened in another browser (no session there): verifies, signs in, once.
    const other = uniqueEmail(`link-${locale}`);
    const created = await page.request.post('/api/clients', {
      headers: { 'accept-language': locale },
      data: {
        first_name: 'Lia',
        last_name: `Link ${locale}`,
        email: other,
        phone: '912000001',
        country: 'pt',
        password,
        confirm_password: password,
      },
    });
    expect(created.status(), await created.text()).toBe(202);
    const link = await signupLink(page.request, other);
    expect(link.startsWith(localizePath('/register-complete', locale))).toBe(true);
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const fresh = await context.newPage();
    await fresh.goto(link);
    await expect(
      catalogueRegion(fresh)
        .getByRole('status')
        .filter({ hasText: cat(locale, 'register.signedIn') }),
    ).toBeVisible();
    await expect(
      header(fresh).getByRole('button', { name: shellT(locale, 'header.accountOf', { name: `Lia Link ${locale}` }) }),
    ).toBeVisible();
    // Used once: following it again says so and offers the code form.
    const again = await context.newPage();
    await again.goto(link);
    await expect(catalogueRegion(again).getByText(apiT(locale, 'auth.linkInvalid')).first()).toBeVisible();
    await context.close();
  });

  test(`${locale}: password reset from the emailed link; the old password is refused, the new one signs in`, async ({
    page,
  }) => {
    const email = uniqueEmail(`reset-${locale}`);
    const oldPassword = 'Before1234!';
    const newPassword = 'After5678!';
    const created = await page.request.post('/api/clients', {
      data: {
        first_name: 'Rui',
        last_name: `Reset ${locale}`,
        email,
        phone: '912000001',
        country: 'pt',
        password: oldPassword,
        confirm_password: oldPassword,
      },
    });
    expect(created.status(), await created.text()).toBe(202);
    const verified = await page.request.post('/api/verify-client-register', {
      data: { email, code: await signupCode(page.request, email) },
    });
    expect(verified.status(), await verified.text()).toBe(200);

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
    await header(page)
      .getByRole('button', { name: shellT(locale, 'header.login'), exact: true })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }).fill(email);
    await labelled(dialog, shellT(locale, 'auth.password')).fill(oldPassword);
    await dialog.getByRole('button', { name: shellT(locale, 'auth.submitLogin'), exact: true }).click();
    await expectFieldError(
      page,
      dialog.getByRole('textbox', { name: shellT(locale, 'auth.email'), exact: true }),
      apiT(locale, 'auth.failed'),
      false,
    );
    await dialog.getByRole('button', { name: t(locale, 'app.close'), exact: true }).click();
    await expect(dialog).toBeHidden();
    // …the new one does; and the reset link cannot be used twice.
    await logInFromHeader(page, locale, email, newPassword, `Rui Reset ${locale}`);
    const again = await page.request.post('/api/password/reset', {
      data: {
        email,
        token: target.searchParams.get('token'),
        password: 'Third9012!',
        password_confirmation: 'Third9012!',
      },
    });
    expect(again.status()).toBe(422);
  });
}
