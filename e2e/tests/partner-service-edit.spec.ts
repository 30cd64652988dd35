// In the browser: a partner changes the price of one of their live services on the service editor and places its
// meeting point on the map by pasting a map application's link, reads that it saved, and the storefront's service page
// shows the new price and an "Open in maps" link at once (the edit clears the catalogue's caches). axe checks the
// editor at 1366 and 390 px. The service's price and map position are put back at the end, whatever happens.
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

test('en: change the price and the map position of a live service and see them on the storefront at once', async ({
  browser,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD)}` };
  const list = (await (
    await request.get('/api/dashboard/services?status=active&per_page=100&sort=name&order=asc', { headers })
  ).json()) as { content: { data: Row[] } };
  interface Detail {
    meeting_point: { en: string } | null;
    meeting_position: { lat: number; lng: number } | null;
  }
  const detailOf = async (id: number) =>
    ((await (await request.get(`/api/dashboard/services/${id}`, { headers })).json()) as { content: Detail }).content;
  let service: (Row & Detail) | undefined;
  for (const row of list.content.data.filter(
    (s) => s.kind === 'experience' && s.value_discount_cents === 0 && !usedElsewhere(s.slug),
  )) {
    const detail = await detailOf(row.id);
    if (detail.meeting_point?.en) {
      service = { ...row, ...detail };
      break;
    }
  }
  expect(service, 'a live experience of the demo partner with a meeting point and without a discount').toBeTruthy();
  const { id, slug, value_cents: was, meeting_point: meetingPoint, meeting_position: wasPosition } = service!;
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
    // Pasted from a map application: a place in Lisbon's Largo do Intendente.
    await dashboard
      .getByRole('textbox', { name: remoteT('mf-partner-dashboard', 'en', 'edit.fields.meeting_position') })
      .fill('https://www.google.com/maps/place/Largo+do+Intendente/@38.72103,-9.13533,17z');
    await expect(dashboard.getByRole('link', { name: /Check 38\.72103, -9\.13533 on the map/ })).toBeVisible();
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
    await expect(
      region(storefront, 'mf-catalogue').getByRole('link', {
        name: `Open in maps: ${meetingPoint!.en} (opens in a new tab)`,
      }),
    ).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=38.721030,-9.135330');
    await storefront.close();

    // On a 390 px phone the editor stays clean for axe.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(dashboard.getByLabel(/^Price \(€\)( \*)?$/)).toHaveValue(price);
    await expectNoSeriousViolations(page);
  } finally {
    const back = await request.post(`/api/dashboard/services/${id}`, {
      headers,
      data: { value_cents: was, meeting_position: wasPosition },
    });
    expect(back.status(), await back.text()).toBe(200);
    await context.close();
  }
});
