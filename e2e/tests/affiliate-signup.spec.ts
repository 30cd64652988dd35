// /be-an-affiliate in en and pt, from an empty browser. Required fields are checked on the page, a VAT number only
// the server can judge comes back as a 422 on its field, then the sign-up answers the same as for any address (it
// never reveals an account) and asks for the mailed code; a wrong code is announced, the right one signs the visitor
// in as the new affiliate, and the back office (GET api/super/affiliates as admin) holds them with their code.
import { expect, test } from '../support/fixtures';
import { localizePath, shellT, t, type Locale } from '../support/site';
import { expectNoSeriousViolations } from '../support/axe';
import { mailTo, signupCode } from '../support/mail';
import { header } from '../support/ui';
import { apiT, cat, catalogueRegion, expectFieldError, getAs, labelled, uniqueEmail } from './account-support';

interface SuperAffiliate {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  affiliate_code: string;
  status: string;
}

for (const locale of ['en', 'pt'] as const satisfies readonly Locale[]) {
  test(`${locale}: affiliate sign-up — field errors on bad input, then the server holds the affiliate`, async ({
    page,
  }) => {
    const email = uniqueEmail(`affiliate-${locale}`);
    const person = { first: 'Sara', last: `Afiliada ${locale}` };
    await page.goto(localizePath('/be-an-affiliate', locale));
    const form = catalogueRegion(page);
    const field = (name: string) => labelled(form, cat(locale, `register.fields.${name}`));
    const submit = form.getByRole('button', { name: cat(locale, 'affiliate.submit') });

    // Nothing filled in: the first required field says so and has the focus; nothing is sent.
    let posts = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/affiliates') posts += 1;
    });
    await submit.click();
    await expectFieldError(page, field('first_name'), cat(locale, 'partner.errors.required'));
    await expect(field('password')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'partner.fixErrors') })).toBeVisible();
    expect(posts).toBe(0);

    await field('first_name').fill(person.first);
    await expect(field('first_name')).not.toHaveAttribute('aria-invalid', 'true');
    await field('last_name').fill(person.last);
    await field('email').fill(email);
    await field('phone').fill('913 222 111');
    await expect(field('country')).toHaveValue('pt');
    await field('description').fill('A travel blog about Lisbon.');
    // Not a valid Portuguese NIF (check digit): only the server knows, its 422 lands on the field.
    await field('vatnumber').fill('123456780');
    await field('password').fill('Affiliate-Quill-1234');
    await field('confirm_password').fill('Affiliate-Quill-1234');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliates');
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expectFieldError(page, field('vatnumber'), apiT(locale, 'partners.invalidNif'));

    await field('vatnumber').fill('');
    const sent = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliates');
    await submit.click();
    expect((await sent).status()).toBe(202);
    // The code step: focus on the code field; nobody is signed in yet.
    const codeField = labelled(form, t(locale, 'signupCode.code'));
    await expect(codeField).toBeFocused();
    await expect(form.getByText(t(locale, 'signupCode.sentTo', { email }))).toBeVisible();
    await expect(header(page).getByRole('button', { name: shellT(locale, 'header.login'), exact: true })).toBeVisible();
    await expectNoSeriousViolations(page);
    const code = await signupCode(page.request, email);
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await form.getByRole('button', { name: t(locale, 'signupCode.verify') }).click();
    await expectFieldError(page, codeField, apiT(locale, 'auth.codeInvalid'));
    await codeField.fill(code);
    await form.getByRole('button', { name: t(locale, 'signupCode.verify') }).click();
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'affiliate.success') })).toBeVisible();
    // Signed in as the new affiliate once the code is right; the referral code comes in the welcome mail.
    await expect(
      header(page).getByRole('button', {
        name: shellT(locale, 'header.accountOf', { name: `${person.first} ${person.last}` }),
      }),
    ).toBeVisible();
    await expect(form.getByRole('link', { name: cat(locale, 'partner.toDashboard') })).toHaveAttribute(
      'href',
      localizePath('/affiliates', locale),
    );
    const welcome = await mailTo(page.request, email, apiT(locale, 'partners.affiliateWelcomeSubject'));
    const affiliateCode = /\b(AF[0-9A-F]{8})\b/.exec(welcome.text)?.[1];
    expect(affiliateCode).toBeTruthy();

    // The back office sees them (newest first).
    const list = await getAs<{ data: SuperAffiliate[] }>(page.request, 'SUPER', '/api/super/affiliates?per_page=100');
    expect(list.data.find((a) => a.email === email)).toMatchObject({
      first_name: person.first,
      last_name: person.last,
      phone: '913222111',
      affiliate_code: affiliateCode,
      status: 'active',
    });
  });
}
