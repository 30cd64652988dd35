// In the browser, in en and in pt: a company under review prepares a service and sees it go live on approval
// (docs/partner-review.md). A new partner signs up (its company waits for review) and was welcomed with "under
// review"; every dashboard page says so; it puts a complete service on sale from the list, which says it waits for
// approval and stays off the storefront; an admin approves the company in the back office; the partner is mailed that
// it is live, the banner is gone, and the storefront shows the service. Its own company, so the demo company waiting
// for review (Quinta da Revisão, back-office-people.spec.ts) is left alone.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, stackEnv } from '../support/fixtures';
import { localizePath, remoteT, type Locale } from '../support/site';
import { escapeRegExp, region } from '../support/ui';
import { signupCode } from '../support/mail';
import { expectNoSeriousViolations } from '../support/axe';
import { apiT, logInFromHeader, mailTo } from './account-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const sa = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-super-admin', locale, key, vars);
const PASSWORD = 'Review-Quill-2468';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid Portuguese company tax number (NIF) no other run has: 5, seven digits from the clock, the check digit. */
function freshNif(): string {
  const body = `5${String(Date.now() + Math.floor(Math.random() * 1000)).slice(-7)}`;
  const sum = [...body].reduce((total, digit, i) => total + Number(digit) * (9 - i), 0);
  const check = 11 - (sum % 11);
  return `${body}${check >= 10 ? 0 : check}`;
}

/** Signs a partner up through the API (the form's own call) and proves the address with the mailed code. */
async function signUpPartner(request: APIRequestContext, locale: Locale, tradeName: string, email: string) {
  const signup = await request.post('/api/partners', {
    headers: { 'Accept-Language': locale },
    data: {
      businessName: `${tradeName}, Lda.`,
      taxNumber: freshNif(),
      iban: 'PT50000201231234567890154',
      country: 'pt',
      city: 'lisboa',
      address: 'Rua da Prata 10',
      zipCode: '1100-420',
      tradeName,
      isExperience: '1',
      firstName: 'Inês',
      lastName: `Revisão ${locale}`,
      phone: '912345678',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  // The code is entered on the page of the sign-up's language: the welcome mail is written in it.
  const verified = await request.post('/api/verify-client-register', {
    headers: { 'Accept-Language': locale },
    data: { email, code: await signupCode(request, email) },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return ((await verified.json()) as { content: { api_token: string } }).content.api_token;
}

/** A complete service left as a draft, posted step by step as the new-service form does. Answers its slug. */
async function prepareService(request: APIRequestContext, token: string, names: { en: string; pt: string }) {
  const headers = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
  const category = (await (await request.get('/api/form-categories/experience', { headers })).json()) as {
    content: { steps: { id: number }[] };
  };
  const steps = category.content.steps.map((s) => String(s.id));
  const answers: Record<string, string | string[]>[] = [
    {
      category: 'city-tours',
      city: 'lisboa',
      name_en: names.en,
      name_pt: names.pt,
      short_description_en: 'Wine by the river',
      short_description_pt: 'Vinho junto ao rio',
      description_en: 'Five wines of the estate with a local guide.',
      description_pt: 'Cinco vinhos da quinta com um guia local.',
    },
    { price_type: 'per_person', value: '35', max_capacity: '8', daily_capacity: '24' },
    {
      duration: '120',
      'start_times[]': ['17:00'],
      'languages[]': ['pt', 'en'],
      age_start: '18',
      age_end: '90',
      cancellation_policy: '24',
      selected_language: 'en',
    },
  ];
  let serviceId = '';
  let slug = '';
  for (const [i, step] of steps.entries()) {
    const body = new FormData();
    body.append('step', step);
    if (serviceId) body.append('service_id', serviceId);
    for (const [name, value] of Object.entries(answers[i] ?? {}))
      for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
    if (i === steps.length - 1)
      for (const n of [1, 2]) body.append('pictures[]', new Blob([PNG], { type: 'image/png' }), `wine-${n}.png`);
    const res = await request.post('/api/form-submit/experience', { headers, multipart: body });
    expect(res.status(), await res.text()).toBe(200);
    const content = ((await res.json()) as { content: { service_id: number; slug: string; status: string } }).content;
    expect(content.status).toBe('draft');
    serviceId = String(content.service_id);
    slug = content.slug;
  }
  return slug;
}

const storefrontStatus = async (request: APIRequestContext, slug: string) =>
  (await request.get(`${stackEnv('E2E_API_URL')}/api/services/${slug}?light=1`)).status();

async function openDashboard(page: Page, locale: Locale, id: Parameters<typeof pathTo>[0]) {
  await page.goto(localizePath(pathTo(id), locale));
  return region(page, 'mf-partner-dashboard');
}

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: a pending company prepares a service and sees it go live on approval`, async ({
    browser,
    sessionPage,
    request,
  }) => {
    test.setTimeout(150_000);
    const stamp = `${Date.now().toString(36)}${locale}`;
    const tradeName = `Quinta Nova ${stamp}`;
    const email = `review-${stamp}@example.pt`;
    const names = { en: `Wine at the estate ${stamp}`, pt: `Vinho na quinta ${stamp}` };
    const token = await signUpPartner(request, locale, tradeName, email);
    // The welcome mail says the company is under review, not that the account is ready to sell.
    const welcome = await mailTo(request, email, apiT(locale, 'partners.welcomeSubject'));
    expect(welcome.text).toContain(tradeName);
    expect(welcome.text).toContain(locale === 'en' ? 'reviewing your company' : 'a analisar a sua empresa');
    const slug = await prepareService(request, token, names);

    const context = await browser.newContext(locale === 'pt' ? { locale: 'pt-PT' } : {});
    const page = await context.newPage();
    await page.goto(localizePath('/', locale));
    await logInFromHeader(page, locale, email, PASSWORD, `Inês Revisão ${locale}`);

    // Every dashboard page says the company is under review.
    let dashboard = await openDashboard(page, locale, 'dashboard.home');
    const banner = dashboard.getByRole('status').filter({ hasText: pd(locale, 'review.pending.title') });
    await expect(banner).toBeVisible();
    await expectNoSeriousViolations(page);

    // The complete draft goes on sale from the list: it waits for approval, and the storefront does not show it.
    dashboard = await openDashboard(page, locale, 'dashboard.services-preview-draft');
    await expect(banner).toBeVisible();
    const onSale = dashboard.getByRole('switch', { name: pd(locale, 'services.onSale', { name: names[locale] }) });
    await onSale.click();
    await expect(page.getByText(pd(locale, 'services.activatedPending', { name: names[locale] }))).toBeVisible();
    dashboard = await openDashboard(page, locale, 'dashboard.services-preview');
    const row = dashboard.getByRole('row').filter({ hasText: names[locale] });
    await expect(row).toContainText(pd(locale, 'services.waitingApproval'));
    await expect(row.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
    await expectNoSeriousViolations(page);
    // Asked of the API: a storefront visit now would leave a 404 in the gateway's 30 s slug cache.
    expect(await storefrontStatus(request, slug)).toBe(404);

    // An admin approves the company in the back office.
    const admin = await sessionPage('SUPER');
    await admin.goto(localizePath(`/super-admin/partners?status=pending&q=${encodeURIComponent(stamp)}`, locale));
    const partnerRow = admin
      .getByRole('table', { name: sa(locale, 'people.partnersCaption') })
      .getByRole('row')
      .filter({ hasText: tradeName });
    await partnerRow.getByRole('button', { name: sa(locale, 'people.moveName.approve', { name: tradeName }) }).click();
    const confirm = admin.getByRole('dialog', { name: sa(locale, 'people.moveTitle.approve', { name: tradeName }) });
    await confirm.getByRole('button', { name: sa(locale, 'people.move.approve'), exact: true }).click();
    await expect(admin.getByText(sa(locale, 'people.done.approve', { name: tradeName }))).toBeVisible();

    // The partner is told it is live (in the owner's mail language: Portuguese until they choose one), the service is
    // on the storefront, and the dashboard no longer says the company is under review.
    const subjects = (['en', 'pt'] as const).map((l) =>
      apiT(l, 'companyReview.approvedSubject', { company: tradeName }),
    );
    const approved = await mailTo(request, email, new RegExp(`^(${subjects.map(escapeRegExp).join('|')})$`));
    expect(approved.text).toContain('/partner/');
    expect(await storefrontStatus(request, slug)).toBe(200);
    dashboard = await openDashboard(page, locale, 'dashboard.services-preview');
    await expect(dashboard.getByRole('row').filter({ hasText: names[locale] })).toBeVisible();
    await expect(dashboard.getByText(pd(locale, 'services.waitingApproval'))).toHaveCount(0);
    await expect(dashboard.getByText(pd(locale, 'review.pending.title'))).toHaveCount(0);
    const servicePage = await page.goto(localizePath(`/${slug}`, locale));
    expect(servicePage?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: names[locale] })).toBeVisible();
    await context.close();
  });
}
