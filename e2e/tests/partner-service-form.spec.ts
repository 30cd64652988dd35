// In the browser: a partner creates a service through the form the server describes
// (GET /api/form-categories/{x}, /api/form-steps/{x}, POST api/form-submit/{name}), a step at a time, publishes it,
// and finds it on the storefront; in en and in pt. axe checks each step. The photos it uploads are served back as
// responsive pictures made on upload (ADR 024): AVIF and WebP sources with a width srcset.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
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

/** Two photos as a camera would send them (JPEG, 1400×1050), drawn on a canvas in the browser. */
async function cameraPhotos(page: Page): Promise<Buffer[]> {
  const encoded = await page.evaluate(() =>
    ['#0b4f6c', '#c2410c'].map((colour) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1400;
      canvas.height = 1050;
      const g = canvas.getContext('2d')!;
      g.fillStyle = colour;
      g.fillRect(0, 0, 1400, 1050);
      g.fillStyle = '#ffd27a';
      g.beginPath();
      g.arc(1000, 300, 160, 0, Math.PI * 2);
      g.fill();
      return canvas.toDataURL('image/jpeg', 0.85).split(',')[1]!;
    }),
  );
  return encoded.map((b64) => Buffer.from(b64, 'base64'));
}

/** The form as the server describes it in `locale` (what the screen draws). */
async function formOf(request: APIRequestContext, locale: Locale): Promise<Step[]> {
  const headers = {
    Authorization: `Bearer ${await apiToken(request, DEMO_EMAIL.SUPPLIER, DEMO_PASSWORD)}`,
    'Accept-Language': locale,
  };
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

/** Answers one field the way a partner would, by its type. */
async function answer(
  scope: Locator,
  locale: Locale,
  f: Field,
  names: { en: string; pt: string },
  photos: Buffer[],
): Promise<void> {
  const text: Record<string, string> = {
    name_en: names.en,
    name_pt: names.pt,
    short_description_en: 'Fado lanes after dark',
    short_description_pt: 'Becos do fado depois do anoitecer',
    description_en: 'A walk through Alfama with a local guide and a fado stop.',
    description_pt: 'Um passeio por Alfama com um guia local e uma paragem para ouvir fado.',
    value: '35',
    value_discount: '',
    max_capacity: '8',
    daily_capacity: '24',
    duration: '150',
    age_start: '12',
    age_end: '90',
    // docs/adr/023: children aged 12 to 15 pay less (the partner sets the child band in the details step).
    child_value: '20',
    child_age_end: '15',
    cancellation_policy: '24',
    notes: 'Wear comfortable shoes.',
  };
  // A required field's label ends with its (hidden from screen readers) star.
  const field = () => scope.getByLabel(new RegExp(`^${escapeRegExp(f.label)}( \\*)?$`));
  switch (f.field_type) {
    case 'select':
      await field().selectOption(
        f.name === 'city' ? 'lisboa' : f.name === 'category' ? 'city-tours' : f.options![0]!.value,
      );
      break;
    case 'multiselect':
      await scope.getByRole('group', { name: f.label }).getByRole('checkbox', { name: f.options![0]!.label }).check();
      break;
    case 'checkbox':
      await scope.getByRole('checkbox', { name: f.label }).check();
      break;
    case 'time':
      await scope.getByLabel(pd(locale, 'newService.time', { n: 1 })).fill('19:30');
      break;
    case 'price_tiers':
      await scope.getByRole('button', { name: pd(locale, 'newService.addTier') }).click();
      await scope.getByLabel(pd(locale, 'newService.tierCapacity', { n: 1 })).fill('12');
      await scope.getByLabel(pd(locale, 'newService.tierValue', { n: 1 })).fill('30');
      break;
    case 'images':
      await field().setInputFiles([
        { name: 'alfama.png', mimeType: 'image/png', buffer: PNG },
        ...photos.map((buffer, n) => ({ name: `alfama-${n + 1}.jpg`, mimeType: 'image/jpeg', buffer })),
      ]);
      break;
    default:
      if (text[f.name] !== undefined) await field().fill(text[f.name]!);
  }
}

for (const locale of ['en', 'pt'] as const) {
  test(`${locale}: create a service through the server's form, step by step, and find it on the storefront`, async ({
    browser,
    request,
  }) => {
    // Four steps, each posted and checked by axe: more than the default minute on a loaded machine.
    test.setTimeout(180_000);
    const stamp = Date.now().toString(36);
    const names = { en: `Alfama by night ${locale} ${stamp}`, pt: `Alfama à noite ${locale} ${stamp}` };
    const steps = await formOf(request, locale);
    expect(steps.length).toBeGreaterThan(1);
    const context = await newContextAs(browser, 'SUPPLIER', locale === 'pt' ? { locale: 'pt-PT' } : {});
    const page = await context.newPage();
    const photos = await cameraPhotos(page);
    await page.goto(localizePath(pathTo('dashboard.services-new'), locale));
    const dashboard = region(page, 'mf-partner-dashboard');

    for (const [i, step] of steps.entries()) {
      const form = dashboard.getByRole('form', { name: step.name });
      await expect(form).toBeVisible();
      await expect(dashboard.getByRole('listitem').filter({ hasText: step.name })).toHaveAttribute(
        'aria-current',
        'step',
      );
      for (const f of step.fields) await answer(form, locale, f, names, photos);
      await expectNoSeriousViolations(page);
      const last = i === steps.length - 1;
      await form.getByRole('button', { name: pd(locale, last ? 'newService.publish' : 'newService.next') }).click();
    }

    await expect(dashboard.getByRole('status')).toContainText(names[locale]);
    await dashboard.getByRole('link', { name: pd(locale, 'newService.viewOnStore') }).click();
    await expect(titledHeading(page, names[locale])).toBeVisible();

    // The uploaded photo in the gallery: a <picture> with AVIF and WebP sources made on upload, a srcset of widths
    // (never above the photo's 1400 px), the intrinsic size on the <img>, and the browser showing an AVIF.
    const storefront = region(page, 'mf-catalogue');
    const picture = storefront
      .locator('picture')
      .filter({ has: page.locator('source[type="image/avif"]') })
      .first();
    await picture.scrollIntoViewIfNeeded();
    for (const type of ['image/avif', 'image/webp']) {
      const srcset = await picture.locator(`source[type="${type}"]`).getAttribute('srcset');
      expect(srcset?.split(', ').map((c) => c.split(' ')[1])).toEqual(['320w', '640w', '960w', '1280w', '1400w']);
      expect(await picture.locator(`source[type="${type}"]`).getAttribute('sizes')).toBeTruthy();
    }
    const img = picture.locator('img');
    await expect(img).toHaveAttribute('width', '1400');
    await expect(img).toHaveAttribute('height', '1050');
    await expect
      .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0)))
      .toBeGreaterThan(0);
    expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(/-\d+w\.avif$/);
    await context.close();
  });
}
