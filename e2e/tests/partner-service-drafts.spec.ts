// In the browser, the one service editor: a draft left after its first step reopens from the Drafts list at the first
// step still unanswered, says what is missing and is published from the last step (en); a live service is duplicated
// from the list, the copy published, and its price, cancellation policy and photos (one added, put first, described
// in Portuguese) changed on the editor and seen on the storefront at once (pt). axe checks the editor at 1366 and 390 px.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, newContextAs } from '../support/fixtures';
import { DEMO_EMAIL, DEMO_PASSWORD, localizePath, remoteT, type Locale } from '../support/site';
import { escapeRegExp, region, titledHeading } from '../support/ui';
import { expectNoSeriousViolations } from '../support/axe';
import { apiToken } from './account-support';
import { pathTo } from '@mp/shared/routes';

const pd = (locale: Locale, key: string, vars: Record<string, string | number> = {}) =>
  remoteT('mf-partner-dashboard', locale, key, vars);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYGBgAAAABQABh6FO1AAAAABJRU5ErkJggg==',
  'base64',
);

interface Field {
  name: string;
  field_type: string;
  label: string;
  options: { value: string; label: string }[] | null;
}
interface Step {
  id: number;
  name: string;
  fields: Field[];
}

async function partnerHeaders(request: APIRequestContext, locale: Locale = 'en') {
  return {
    Authorization: `Bearer ${await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD)}`,
    'Accept-Language': locale,
  };
}

async function formOf(request: APIRequestContext, locale: Locale): Promise<Step[]> {
  const headers = await partnerHeaders(request, locale);
  const form = (await (await request.get('/api/form-categories/experience', { headers })).json()) as {
    content: { steps: { id: number }[] };
  };
  return Promise.all(
    form.content.steps.map(
      async (s) =>
        ((await (await request.get(`/api/form-steps/${s.id}`, { headers })).json()) as { content: Step }).content,
    ),
  );
}

/** A required field's label ends with its star (hidden from screen readers). */
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}( \\*)?$`);

/** Answers the required fields a fresh draft leaves empty after its first step. */
async function answerStep(page: Page, step: Step, locale: Locale): Promise<void> {
  const form = region(page, 'mf-partner-dashboard').getByRole('form', { name: step.name });
  const texts: Record<string, string> = { value: '42', daily_capacity: '20', duration: '90' };
  for (const f of step.fields) {
    if (texts[f.name]) await form.getByLabel(labelled(f.label)).fill(texts[f.name]!);
    else if (f.name === 'start_times') await form.getByLabel(pd(locale, 'newService.time', { n: 1 })).fill('10:30');
    else if (f.name === 'languages')
      await form.getByRole('group', { name: f.label }).getByRole('checkbox', { name: f.options![0]!.label }).check();
    else if (f.field_type === 'images')
      await form.getByLabel(labelled(f.label)).setInputFiles({ name: 'tram.png', mimeType: 'image/png', buffer: PNG });
  }
}

test('en: a draft left after its first step is resumed where it stopped and published', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const steps = await formOf(request, 'en');
  const name = `Tram 28 sketch walk ${Date.now().toString(36)}`;
  const started = await request.post('/api/form-submit/experience', {
    headers: await partnerHeaders(request),
    multipart: {
      step: String(steps[0]!.id),
      category: 'city-tours',
      city: 'lisboa',
      name_en: name,
      name_pt: `Passeio de desenho no 28 ${name.slice(-6)}`,
      short_description_en: 'Sketch Lisbon from the tram',
      short_description_pt: 'Desenhe Lisboa a partir do elétrico',
      description_en: 'A slow ride with a sketchbook and stops at the best viewpoints.',
      description_pt: 'Uma viagem lenta com um caderno de desenho e paragens nos melhores miradouros.',
    },
  });
  expect(started.status(), await started.text()).toBe(200);

  const context = await newContextAs(browser, 'SUPPLIER');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(localizePath(pathTo('dashboard.services-preview-draft'), 'en'));
  const dashboard = region(page, 'mf-partner-dashboard');
  await dashboard.getByRole('link', { name }).click();

  // The draft opens at the second step (the first unanswered one), naming what is still missing.
  const second = steps[1]!;
  await expect(dashboard.getByRole('form', { name: second.name })).toBeVisible();
  await expect(dashboard.getByRole('listitem').filter({ hasText: second.name })).toHaveAttribute(
    'aria-current',
    'step',
  );
  const price = second.fields.find((f) => f.name === 'value')!;
  const [before, after] = pd('en', 'edit.draftMissing', { fields: '@' }).split('@');
  await expect(
    dashboard.getByText(
      new RegExp(`^${escapeRegExp(before!)}.*${escapeRegExp(price.label)}.*${escapeRegExp(after!)}$`),
    ),
  ).toBeVisible();
  await expect(dashboard.getByLabel(labelled(steps[0]!.fields.find((f) => f.name === 'name_en')!.label))).toHaveCount(
    0,
  );
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousViolations(page);
  await page.setViewportSize({ width: 1366, height: 900 });

  for (const [i, step] of steps.entries()) {
    if (i === 0) continue;
    await answerStep(page, step, 'en');
    const last = i === steps.length - 1;
    await dashboard
      .getByRole('form', { name: step.name })
      .getByRole('button', { name: pd('en', last ? 'newService.publish' : 'newService.next') })
      .click();
  }
  await expect(dashboard.getByRole('status').filter({ hasText: name })).toBeVisible();
  await dashboard.getByRole('link', { name: pd('en', 'newService.viewOnStore') }).click();
  await expect(titledHeading(page, name)).toBeVisible();
  await context.close();
});

test('pt: a live service duplicated, published, and its price, policy and photos changed on the storefront', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const headers = await partnerHeaders(request, 'pt');
  const list = (await (
    await request.get('/api/dashboard/services?status=active&per_page=100&sort=name&order=asc', { headers })
  ).json()) as { content: { data: { id: number; name: string; kind: string }[] } };
  const original = list.content.data.find((s) => s.kind === 'experience');
  expect(original, 'a live experience of the demo partner').toBeTruthy();

  const context = await newContextAs(browser, 'SUPPLIER', { locale: 'pt-PT' });
  const page = await context.newPage();
  await page.setViewportSize({ width: 1366, height: 900 });
  const dashboard = region(page, 'mf-partner-dashboard');
  let copyId: number | undefined;
  try {
    await page.goto(
      `${localizePath(pathTo('dashboard.services-preview'), 'pt')}?q=${encodeURIComponent(original!.name)}`,
    );
    await dashboard.getByRole('button', { name: pd('pt', 'services.duplicateOf', { name: original!.name }) }).click();
    // The copy opens in the editor as a complete draft: published from the form's last step.
    await expect(page).toHaveURL(/\/services\/edit\/\d+/);
    copyId = Number(/\/edit\/(\d+)/.exec(page.url())![1]);
    await expect(dashboard.getByText(pd('pt', 'edit.draftComplete'))).toBeVisible();
    await dashboard.getByRole('button', { name: pd('pt', 'newService.publish') }).click();
    await expect(dashboard.getByRole('status').filter({ hasText: '(cópia)' })).toBeVisible();

    await page.goto(localizePath(pathTo('dashboard.services-edit', { id: copyId }), 'pt'));
    const details = dashboard.getByRole('form', { name: pd('pt', 'edit.details') });
    await details.getByLabel(/^Preço \(€\)( \*)?$/).fill('77.50');
    await details.getByRole('checkbox', { name: 'Cancelamento gratuito' }).check();
    await details.getByLabel(/^Cancelamento até \(horas antes\)( \*)?$/).fill('48');
    await details.getByRole('button', { name: pd('pt', 'edit.save') }).click();
    await expect(details.getByRole('status')).toHaveText(pd('pt', 'edit.savedStatus'));

    const photos = dashboard.getByRole('region', { name: pd('pt', 'photos.title') });
    const before = await photos.getByRole('listitem').count();
    await photos
      .getByLabel(pd('pt', 'photos.add'))
      .setInputFiles({ name: 'novo.png', mimeType: 'image/png', buffer: PNG });
    await photos.getByRole('button', { name: pd('pt', 'photos.upload') }).click();
    await expect(photos.getByRole('listitem')).toHaveCount(before + 1);
    const added = before + 1;
    await photos.getByLabel(pd('pt', 'photos.alt_pt', { n: added })).fill('Elétrico amarelo na Graça');
    for (let n = added; n > 1; n -= 1) await photos.getByRole('button', { name: pd('pt', 'photos.up', { n }) }).click();
    await expect(photos.getByLabel(pd('pt', 'photos.alt_pt', { n: 1 }))).toHaveValue('Elétrico amarelo na Graça');
    await photos.getByRole('button', { name: pd('pt', 'photos.save') }).click();
    await expect(photos.getByRole('status')).toHaveText(pd('pt', 'edit.savedStatus'));
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSeriousViolations(page);

    const detail = (await (await request.get(`/api/dashboard/services/${copyId}`, { headers })).json()) as {
      content: { slug: string };
    };
    const storefront = await context.newPage();
    await storefront.goto(localizePath(pathTo('service', { slug: detail.content.slug }), 'pt'));
    const shop = region(storefront, 'mf-catalogue');
    await expect(shop.getByText(/77[.,]50/).first()).toBeVisible();
    await expect(
      shop.getByText(remoteT('mf-catalogue', 'pt', 'service.freeCancellation', { hours: 48 })),
    ).toBeVisible();
    await expect(shop.getByRole('img', { name: 'Elétrico amarelo na Graça' }).first()).toBeAttached();
  } finally {
    if (copyId !== undefined)
      await request.post(`/api/dashboard/services/${copyId}/status`, { headers, data: { service_status: 'inactive' } });
    await context.close();
  }
});
