// Issue 4 item 8: /be-an-affiliate in en and pt, from an empty browser. Required fields are checked on the page, a
// VAT number only the server can judge comes back as a 422 on its field, then the sign-up succeeds, the visitor is
// signed in as the new affiliate, and the back office (GET api/super/affiliates as admin) holds them with their code.
import { expect, test } from '../support/fixtures';
import { localizePath, shellT, type Locale } from '../support/site';
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
  test(`${locale}: affiliate sign-up — field errors on bad input, then the server holds the affiliate`, async ({ page }) => {
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
    await field('password').fill('Affiliate1234');
    await field('confirm_password').fill('Affiliate1234');
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliates');
    await submit.click();
    expect((await refused).status()).toBe(422);
    await expectFieldError(page, field('vatnumber'), apiT(locale, 'partners.invalidNif'));

    await field('vatnumber').fill('');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/affiliates');
    await submit.click();
    expect((await created).status()).toBe(201);
    const { content } = (await (await created).json()) as { content: { id: number; affiliate_code: string } };
    await expect(form.getByRole('status').filter({ hasText: cat(locale, 'affiliate.success', { code: content.affiliate_code }) })).toBeVisible();
    // Signed in as the new affiliate straight away.
    await expect(header(page).getByRole('button', { name: shellT(locale, 'header.accountOf', { name: `${person.first} ${person.last}` }) })).toBeVisible();
    await expect(form.getByRole('link', { name: cat(locale, 'partner.toDashboard') })).toHaveAttribute('href', localizePath('/affiliates', locale));

    // The back office sees them (newest first).
    const list = await getAs<{ data: SuperAffiliate[] }>(page.request, 'SUPER', '/api/super/affiliates?per_page=100');
    expect(list.data.find((a) => a.email === email)).toMatchObject({
      id: content.id,
      first_name: person.first,
      last_name: person.last,
      phone: '913222111',
      affiliate_code: content.affiliate_code,
      status: 'active',
    });
  });
}
