// In the browser: a partner changes the price of one of their live services on the service editor, reads that it
// saved, and the storefront's service page shows the new price at once (the edit clears the catalogue's caches).
// axe checks the editor at 1366 and 390 px. The service's price is put back at the end, whatever happens.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT } from '../support/site';
import { region } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';
import { pathTo } from '@mp/shared/routes';

interface Row {
  id: number;
  slug: string;
  kind: string;
  value_cents: number;
  value_discount_cents: number;
}

/** Slugs other journeys name: this one edits a service none of them reads, so journeys in parallel are not affected. */
const here = fileURLToPath(new URL('.', import.meta.url));
const usedElsewhere = (slug: string) =>
  readdirSync(here).some(
    (f) => f !== 'partner-service-edit.spec.ts' && readFileSync(join(here, f), 'utf8').includes(slug),
  );

test('en: change the price of a live service and see it on the storefront at once', async ({ browser, request }) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD)}` };
  const list = (await (
    await request.get('/api/dashboard/services?status=active&per_page=100&sort=name&order=asc', { headers })
  ).json()) as { content: { data: Row[] } };
  const service = list.content.data.find(
    (s) => s.kind === 'experience' && s.value_discount_cents === 0 && !usedElsewhere(s.slug),
  );
  expect(service, 'a live experience of the demo partner without a discount').toBeTruthy();
  const { id, slug, value_cents: was } = service!;
  // A price the service does not have, that the storefront shows as 123.45.
  const price = was === 12_345 ? '123.46' : '123.45';

  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  try {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(localizePath(pathTo('dashboard.services-edit', { id }), 'en'));
    const dashboard = region(page, 'mf-partner-dashboard');
    const field = dashboard.getByLabel(/^Price \(€\)( \*)?$/);
    await expect(field).toHaveValue((was / 100).toFixed(2));
    await expect(
      dashboard.getByRole('region', { name: remoteT('mf-partner-dashboard', 'en', 'edit.sections.price') }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);

    await field.fill(price);
    await dashboard.getByRole('button', { name: remoteT('mf-partner-dashboard', 'en', 'edit.save') }).click();
    await expect(
      dashboard.getByRole('status').filter({ hasText: remoteT('mf-partner-dashboard', 'en', 'edit.savedStatus') }),
    ).toBeVisible();

    const storefront = await context.newPage();
    await storefront.goto(localizePath(pathTo('service', { slug }), 'en'));
    await expect(
      region(storefront, 'mf-catalogue')
        .getByText(new RegExp(price.replace('.', '[.,]')))
        .first(),
    ).toBeVisible();
    await storefront.close();

    // On a 390 px phone the editor stays clean for axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(dashboard.getByLabel(/^Price \(€\)( \*)?$/)).toHaveValue(price);
    await expectNoSeriousViolations(page);
  } finally {
    const back = await request.post(`/api/dashboard/services/${id}`, { headers, data: { value_cents: was } });
    expect(back.status(), await back.text()).toBe(200);
    await context.close();
  }
});
