// In the browser: a partner raises two services' prices by a percentage at once. They pick both on the services list,
// choose "By a percentage" and remove discounts, see every service's price before and after (the child and larger-group
// prices moving with it) before anything changes, apply exactly that, and the services cost what the preview said.
// en at 1366 px, pt on a 390 px phone; axe checks the dialog with its preview. The journey works on two drafts copied
// from a live service (no traveller sees them) and deletes them at the end, whatever happens.
import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '@mp/shared/domain';
import { pathTo } from '@mp/shared/routes';
import { expect, newContextAs, test } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, t, type Locale } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);

interface Copy {
  id: number;
  value_cents: number;
}

/** Two drafts copied from the live experience `pick` chooses, so the journeys of each language never share one. */
async function twoCopies(request: APIRequestContext, headers: Record<string, string>, pick: number) {
  const list = (await (
    await request.get('/api/dashboard/services?status=active&per_page=100&sort=name&order=desc', { headers })
  ).json()) as { content: { data: { id: number; name: string; kind: string }[] } };
  const original = list.content.data.filter((s) => s.kind === 'experience')[pick];
  expect(original, 'a live experience of the demo partner').toBeTruthy();
  const copies: Copy[] = [];
  for (let n = 0; n < 2; n += 1) {
    const res = await request.post(`/api/dashboard/services/${original!.id}/duplicate`, { headers });
    expect(res.status()).toBe(200);
    copies.push(((await res.json()) as { content: Copy }).content);
  }
  return { name: original!.name, copies };
}

const SIZES = [
  { locale: 'en', width: 1366, height: 900, pick: 0 },
  { locale: 'pt', width: 390, height: 844, pick: 1 },
] as const;

for (const { locale, width, height, pick } of SIZES) {
  test(`${locale} at ${width} px: two services 10 % dearer, previewed before they change`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const headers = {
      Authorization: `Bearer ${await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD)}`,
      'Accept-Language': locale,
    };
    const { name, copies } = await twoCopies(request, headers, pick);
    const context = await newContextAs(browser, 'SUPPLIER', { locale: locale === 'pt' ? 'pt-PT' : 'en-GB' });
    try {
      const page = await context.newPage();
      await page.setViewportSize({ width, height });
      const dashboard = region(page, 'mf-partner-dashboard');
      const copyName = `${name}${locale === 'pt' ? ' (cópia)' : ' (copy)'}`;
      await page.goto(
        `${localizePath(pathTo('dashboard.services-preview-draft'), locale)}?q=${encodeURIComponent(copyName)}`,
      );
      for (const c of copies)
        await dashboard.getByRole('checkbox', { name: t(locale, 'dashboard.selectRow', { row: c.id }) }).check();
      await dashboard.getByRole('button', { name: pd(locale, 'services.changePrice') }).click();

      const dialog = page.getByRole('dialog', { name: pd(locale, 'services.changePriceTitle', { count: 2 }) });
      await dialog.getByLabel(pd(locale, 'services.changeBy')).selectOption('percent');
      await dialog.getByLabel(pd(locale, 'services.percentChange')).fill('10');
      await dialog.getByLabel(pd(locale, 'services.discountChoice')).selectOption('remove');
      await dialog.getByRole('button', { name: pd(locale, 'services.previewPrices') }).click();

      const preview = dialog.getByRole('table', { name: pd(locale, 'services.previewCaption', { count: 2 }) });
      await expect(preview).toBeVisible();
      const after = (c: Copy) => Math.round((c.value_cents * 11) / 10);
      for (const c of copies)
        await expect(preview).toContainText(
          `${formatMoney(c.value_cents, locale)} → ${pd(locale, 'services.priceBecomes')} ${formatMoney(after(c), locale)}`,
        );
      await expect(preview.getByRole('columnheader', { name: pd(locale, 'services.otherPrices') })).toBeAttached();
      // Nothing changed yet.
      for (const c of copies) {
        const now = (await (await request.get(`/api/dashboard/services/${c.id}`, { headers })).json()) as {
          content: Copy;
        };
        expect(now.content.value_cents).toBe(c.value_cents);
      }
      await expectNoSeriousViolations(page);

      await dialog.getByRole('button', { name: pd(locale, 'services.applyPrices') }).click();
      await expect(
        page
          .getByRole('region', { name: t(locale, 'app.notifications') })
          .getByText(pd(locale, 'services.bulkDone', { count: 2 })),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      for (const c of copies) {
        const now = (await (await request.get(`/api/dashboard/services/${c.id}`, { headers })).json()) as {
          content: Copy;
        };
        expect(now.content.value_cents).toBe(after(c));
        const row = dashboard
          .getByRole('row')
          .filter({ has: page.getByRole('checkbox', { name: t(locale, 'dashboard.selectRow', { row: c.id }) }) });
        await expect(row).toContainText(formatMoney(after(c), locale));
      }
    } finally {
      for (const c of copies) await request.post(`/api/dashboard/services/${c.id}/destroy`, { headers });
      await context.close();
    }
  });
}
