// Staff import reviews from a CSV on /super-admin/reviews (one bad row), see the counts and the
// refused row, then the imported review on the service's storefront page (en); staff select reviews and delete them
// together (pt); the invoices screen lists a month and marks an invoice paid (pt). axe finds no serious violation on
// any screen.
import { expectNoSeriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import { EXPERIENCE, serviceId } from './checkout-support';
import { apiSignIn } from './user-panel-support';

const st = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-super-admin', locale, key, vars);
const HEADER = 'service_slug,author_first_name,author_last_name,author_country,stars,language,text,created_at';

test('import reviews from a CSV with one bad row, then see the imported review on the service page (en)', async ({
  sessionPage,
}) => {
  const page = await sessionPage('SUPER');
  await page.goto(localizePath('/super-admin/reviews', 'en'));
  const main = page.getByRole('main');
  await expect(main.getByRole('table', { name: st('en', 'reviews.caption') })).toBeVisible();
  await expectNoSeriousViolations(page);

  const text = `Imported: "a lovely walk", with commas, e2e ${Date.now()}`;
  const csv = [
    HEADER,
    `${EXPERIENCE.slug},Joana,Ribeiro,PT,5,en,"${text.replace(/"/g, '""')}",`,
    `${EXPERIENCE.slug},Bad,Row,PT,9,en,Too many stars,`,
  ].join('\r\n');
  const panel = main.getByRole('region', { name: st('en', 'reviews.import.title') });
  await panel
    .getByLabel(st('en', 'reviews.import.file'))
    .setInputFiles({ name: 'reviews.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await panel.getByRole('button', { name: st('en', 'reviews.import.start') }).click();
  await expect(
    panel.getByText(st('en', 'reviews.import.summary', { imported: 1, duplicates: 0, errors: 1 })),
  ).toBeVisible();
  const errors = panel.getByRole('table', { name: st('en', 'reviews.import.errorsCaption') });
  await expect(errors.getByRole('row')).toHaveCount(2);
  await expect(errors.getByRole('row').nth(1)).toContainText('3');
  await expect(errors.getByRole('row').nth(1)).toContainText('stars');
  await expectNoSeriousViolations(page);

  // The table lists it; the storefront shows it on the service page.
  await page.goto(`${localizePath('/super-admin/reviews', 'en')}?q=${encodeURIComponent('e2e')}`);
  await expect(main.getByRole('table', { name: st('en', 'reviews.caption') }).getByText(text)).toBeVisible();
  await page.goto(localizePath(`/${EXPERIENCE.slug}`, 'en'));
  await expect(region(page, 'mf-catalogue').getByText(text)).toBeVisible();
});

test('select reviews by keyboard and delete them together after a confirmation naming how many (pt)', async ({
  sessionPage,
  request,
}) => {
  // Two reviews of this journey's own, hidden so the storefront's rating never counts them while they exist.
  const admin = await apiSignIn(request, DEMO_EMAIL.SUPER, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin.api_token}` };
  const marker = `bulk-e2e-${Date.now()}`;
  const service = await serviceId(request, EXPERIENCE.slug);
  for (const first of ['Marta', 'Nuno']) {
    const res = await request.post('/api/super/reviews', {
      headers,
      data: {
        service_id: service,
        author_first_name: first,
        author_last_name: 'Bulk',
        stars: 4,
        language: 'pt',
        text: `Avaliação para apagar ${marker}`,
        status: 'hidden',
      },
    });
    expect(res.status()).toBe(201);
  }

  const page = await sessionPage('SUPER');
  await page.goto(`${localizePath('/super-admin/reviews', 'pt')}?q=${marker}`);
  const main = page.getByRole('main');
  const table = main.getByRole('table', { name: st('pt', 'reviews.caption') });
  await expect(table.getByText(`Avaliação para apagar ${marker}`)).toHaveCount(2);
  const selectAll = table.getByRole('checkbox', { name: t('pt', 'dashboard.selectAll') });
  await selectAll.focus();
  await page.keyboard.press('Space');
  const bulk = main.getByRole('region', { name: t('pt', 'dashboard.bulkActions') });
  await expect(bulk).toContainText(t('pt', 'dashboard.selectedCount', { count: 2 }));
  await expectNoSeriousViolations(page);
  await bulk.getByRole('button', { name: st('pt', 'reviews.deleteSelected') }).click();
  const dialog = page.getByRole('dialog', { name: st('pt', 'reviews.bulkDeleteTitle', { count: 2 }) });
  await expect(dialog).toContainText(st('pt', 'reviews.bulkDeleteText', { count: 2 }));
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: st('pt', 'reviews.bulkDeleteConfirm', { count: 2 }) }).click();
  await expect(main.getByText(st('pt', 'reviews.bulkDeleted', { count: 2 }))).toBeVisible();
  await expect(table.getByText(`Avaliação para apagar ${marker}`)).toHaveCount(0);
  const left = (await (await request.get(`/api/super/reviews?search=${marker}`, { headers })).json()) as {
    content: { total: number };
  };
  expect(left.content.total).toBe(0);
});

test('the invoices screen lists a past month and marks an invoice paid (pt)', async ({ sessionPage, request }) => {
  const admin = await apiSignIn(request, DEMO_EMAIL.SUPER, DEMO_PASSWORD);
  const headers = { Authorization: `Bearer ${admin.api_token}`, 'Accept-Language': 'pt' };
  // The demo data has invoices for the three months before today: take the first with a row, and set it pending.
  type Month = {
    content: { year: number; month: number; data: { id: number; number: string; company: { trade_name: string } }[] };
  };
  const now = new Date();
  let found: Month['content'] | null = null;
  for (let back = 1; back <= 3 && !found; back++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    const res = (await (
      await request.get(`/api/invoices?year=${d.getUTCFullYear()}&month=${d.getUTCMonth() + 1}`, { headers })
    ).json()) as Month;
    if (res.content.data.length > 0) found = res.content;
  }
  expect(found, 'the demo data has invoices in the last three months').not.toBeNull();
  const invoice = found!.data[0]!;
  expect(
    (await request.post(`/api/invoices/${invoice.id}/update`, { headers, data: { status: 'pending' } })).ok(),
  ).toBe(true);

  const page = await sessionPage('SUPER');
  await page.goto(`${localizePath('/super-admin/invoices', 'pt')}?year=${found!.year}&month=${found!.month}`);
  const main = page.getByRole('main');
  const table = main.getByRole('table', {
    name: new RegExp(`^${st('pt', 'invoices.caption', { period: 'X' }).replace('X', '.+')}$`),
  });
  await expect(table.getByRole('row').filter({ hasText: invoice.number })).toContainText(invoice.company.trade_name);
  await expect(main.getByLabel(st('pt', 'invoices.year'))).toHaveValue(String(found!.year));
  await expectNoSeriousViolations(page);
  const status = main.getByLabel(st('pt', 'invoices.statusOf', { number: invoice.number }));
  await expect(status).toHaveValue('pending');
  await status.selectOption('paid');
  await expect(
    main.getByText(
      st('pt', 'invoices.statusSaved', { number: invoice.number, status: st('pt', 'invoices.statuses.paid') }),
    ),
  ).toBeVisible();
  await page.reload();
  await expect(main.getByLabel(st('pt', 'invoices.statusOf', { number: invoice.number }))).toHaveValue('paid');
  await expectNoSeriousViolations(page);
});
