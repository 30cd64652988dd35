// The service form built from the server (GET /api/form-categories/{x}, GET /api/form-steps/{x},
// POST api/form-submit/{name} multipart), a step at a time on a server-side draft that goes live only when
// submitted complete; 422 field maps in en and pt; another partner and a limited team role kept out.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';

import { catalogue } from '../../db/seed-data';
import { seedCategories, seedPlaces } from '../../db/seed/places';
import { seedServiceForms } from '../../db/seed/forms';
import { bearer, buildTestApp, createUser, json, login, TINY_PNG, type TestApp } from '../../../test/helpers';
import {
  futureDate,
  line,
  partnerCompany,
  putCart,
  type Catalogue,
  teamMemberToken,
} from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;
let bookingsOnly: string;
let editor: string;
let client: string;
let steps: { id: number; name: string; display_order: number }[];

type Value = string | string[] | { filename: string; data: Buffer; type: string }[];
/** A multipart body: arrays of strings become repeated `name[]` parts, file lists repeated file parts. */
function form(fields: Record<string, Value>) {
  const boundary = `----mp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (name: string, value: string) =>
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') part(name, value);
    else if (value.length > 0 && typeof value[0] === 'object') {
      for (const f of value as { filename: string; data: Buffer; type: string }[]) {
        chunks.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
          ),
          f.data,
          Buffer.from('\r\n'),
        );
      }
    } else for (const v of value as string[]) part(name, v);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const submit = (token: string, fields: Record<string, Value>, lang = 'en', name = 'experience') => {
  const body = form(fields);
  return t.app.inject({
    method: 'POST',
    url: `/api/form-submit/${name}`,
    headers: { ...bearer(token), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res as never).errors;
const stepId = (n: number) => String(steps[n - 1]!.id);

const STEP1 = {
  category: 'city-tours',
  city: 'lisboa',
  name_en: 'Alfama by night',
  name_pt: 'Alfama à noite',
  short_description_en: 'Fado lanes after dark',
  short_description_pt: 'Becos do fado depois do anoitecer',
  description_en: 'A walk through Alfama with a local guide and a fado stop.',
  description_pt: 'Um passeio por Alfama com um guia local e uma paragem para ouvir fado.',
};
const STEP2 = {
  price_type: 'per_person',
  value: '35',
  value_discount: '29.50',
  max_capacity: '8',
  daily_capacity: '24',
  'extra_prices_capacity[]': ['12'],
  'extra_prices_value[]': ['27.50'],
};
const STEP3 = {
  duration: '150',
  'start_times[]': ['21:00', '19:30'],
  'languages[]': ['pt', 'en'],
  age_start: '12',
  age_end: '90',
  calendar_price: '1',
  free_cancellation: '1',
  cancellation_policy: '24',
  selected_language: 'en',
  notes: 'Wear comfortable shoes.',
};
const PICTURES = {
  'pictures[]': [
    { filename: 'a.png', data: TINY_PNG, type: 'image/png' },
    { filename: 'b.png', data: TINY_PNG, type: 'image/png' },
  ],
};

const member = (email: string, role: string) => teamMemberToken(t.app, t.database, mine, email, role);

beforeAll(async () => {
  t = await buildTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedPlaces(tx, catalogue);
    await seedCategories(tx, catalogue);
    await seedServiceForms(tx, catalogue);
  });
  mine = await partnerCompany(t.database);
  const theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  bookingsOnly = await member('bookings@example.pt', 'Bookings manager');
  editor = await member('editor@example.pt', 'Content editor');
  await createUser(t.database, 'CLIENT', 'client@example.pt');
  client = await login(t.app, 'client@example.pt');
  steps = json<{ content: { steps: typeof steps } }>(await get('/api/form-categories/experience', owner)).content.steps;
});
afterAll(async () => t.close());

describe('GET /api/form-categories/{x} and /api/form-steps/{x}', () => {
  it('answers the form’s steps and each step’s fields in display order, in the asked language', async () => {
    expect(steps.map((s) => s.name)).toEqual(['About the service', 'Price and group size', 'Details', 'Pictures']);
    expect(steps.map((s) => s.display_order)).toEqual([1, 2, 3, 4]);
    const pt = json<{ content: { steps: { name: string }[] } }>(
      await get('/api/form-categories/experience', owner, 'pt'),
    ).content;
    expect(pt.steps[3]!.name).toBe('Fotografias');

    const step = json<{
      content: {
        fields: {
          name: string;
          field_type: string;
          required: boolean;
          options: { value: string; label: string }[] | null;
          display_order: number;
        }[];
      };
    }>(await get(`/api/form-steps/${stepId(3)}`, owner, 'pt')).content;
    expect(step.fields.map((f) => f.display_order)).toEqual(step.fields.map((_, i) => i + 1));
    const languages = step.fields.find((f) => f.name === 'languages')!;
    expect(languages).toMatchObject({ field_type: 'multiselect', required: true });
    expect(languages.options).toContainEqual({ value: 'en', label: 'Inglês' });
    const first = json<{ content: { fields: { name: string; options: { value: string }[] | null }[] } }>(
      await get(`/api/form-steps/${stepId(1)}`, owner),
    ).content;
    expect(first.fields.find((f) => f.name === 'category')!.options!.map((o) => o.value)).toContain('city-tours');
    expect(first.fields.find((f) => f.name === 'category')!.options!.map((o) => o.value)).not.toContain(
      'spa-and-massage',
    );
  });

  it('answers 404 for an unknown form or step, 422 for a malformed name, 403 to customers and to roles without services', async () => {
    expect((await get('/api/form-categories/nothing-here', owner)).statusCode).toBe(404);
    expect((await get('/api/form-steps/999999', owner)).statusCode).toBe(404);
    expect((await get('/api/form-categories/Bad%20Name', owner)).statusCode).toBe(422);
    expect((await get('/api/form-categories/experience', client)).statusCode).toBe(403);
    expect((await get('/api/form-categories/experience', bookingsOnly)).statusCode).toBe(403);
    expect((await get('/api/form-categories/experience', editor)).statusCode).toBe(200);
  });
});

describe('POST api/form-submit/{name}', () => {
  it('never gives a service a slug that a fixed catalogue path takes (it could not be opened)', async () => {
    for (const word of ['Suggested', 'Weekly deals']) {
      const res = await submit(owner, { step: stepId(1), ...STEP1, name_en: word });
      expect(res.statusCode).toBe(200);
      const { slug } = json<{ content: { slug: string } }>(res).content;
      expect(slug).toBe(`${word.toLowerCase().replace(' ', '-')}-2`);
    }
  });

  it('keeps each step on a draft that is not on the storefront, and publishes it complete on submit', async () => {
    const first = await submit(owner, { step: stepId(1), ...STEP1 });
    expect(first.statusCode).toBe(200);
    const draft = json<{ content: { service_id: number; slug: string; status: string } }>(first).content;
    expect(draft).toMatchObject({ slug: 'alfama-by-night', status: 'draft' });
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${draft.slug}` })).statusCode).toBe(404);
    const drafts = json<{ content: { data: { id: number }[] } }>(
      await get('/api/dashboard/services?status=draft', owner),
    ).content.data;
    expect(drafts.map((d) => d.id)).toContain(draft.service_id);

    const id = String(draft.service_id);
    expect((await submit(owner, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(200);
    expect((await submit(owner, { step: stepId(3), service_id: id, ...STEP3 })).statusCode).toBe(200);
    const done = await submit(owner, { step: stepId(4), service_id: id, submit: '1', ...PICTURES });
    expect(done.statusCode).toBe(200);
    expect(json<{ content: { status: string } }>(done).content.status).toBe('active');

    const page = await t.app.inject({ method: 'GET', url: `/api/services/${draft.slug}?record_view=0` });
    expect(page.statusCode).toBe(200);
    const detail = json<{
      content: {
        status: string;
        value_cents: number;
        value_discount_cents: number;
        maxCapacity: number;
        duration: number;
        languages: string[];
        extraPrices: { maxCapacity: number; value_cents: number }[];
        annotations: Record<string, unknown>;
        age_start: number;
        image_urls: string[];
        name: { pt: string };
      };
    }>(await get(`/api/dashboard/services/${id}`, owner)).content;
    expect(detail).toMatchObject({
      status: 'active',
      value_cents: 3500,
      value_discount_cents: 2950,
      maxCapacity: 8,
      duration: 150,
      languages: ['pt', 'en'],
      extraPrices: [{ maxCapacity: 12, value_cents: 2750 }],
      annotations: {
        calendar_price: true,
        free_cancellation: true,
        cancellation_policy: 24,
        notes: 'Wear comfortable shoes.',
        selected_language: 'en',
      },
      age_start: 12,
      name: { pt: 'Alfama à noite' },
    });
    expect(detail.image_urls).toHaveLength(2);
    const row = (await t.database.db.execute(
      sql`select start_times, daily_capacity, city_id is not null as has_city from services where id = ${draft.service_id}`,
    )) as unknown as {
      rows: { start_times: string[]; daily_capacity: number; has_city: boolean }[];
    };
    expect(row.rows[0]).toEqual({ start_times: ['19:30', '21:00'], daily_capacity: 24, has_city: true });
    // A published service is no longer a draft: the form cannot change it any more.
    expect((await submit(owner, { step: stepId(3), service_id: id, ...STEP3 })).statusCode).toBe(404);
  });

  it('refuses to publish a draft with required fields still empty, naming each, and keeps it a draft with the step saved', async () => {
    const id = String(
      json<{ content: { service_id: number } }>(
        await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Half done' }),
      ).content.service_id,
    );
    const res = await submit(owner, { step: stepId(2), service_id: id, ...STEP2, submit: '1' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res)).sort()).toEqual(['duration', 'languages', 'pictures', 'start_times']);
    const row = (await t.database.db.execute(
      sql`select status, value_cents from services where id = ${Number(id)}`,
    )) as unknown as { rows: { status: string; value_cents: number }[] };
    expect(row.rows[0]).toEqual({ status: 'draft', value_cents: 3500 });
    expect((await t.app.inject({ method: 'GET', url: '/api/services/half-done' })).statusCode).toBe(404);
  });

  it('answers a 422 field map in en and pt, per field and per list item', async () => {
    const en = await submit(owner, {
      step: stepId(1),
      ...STEP1,
      category: 'spa-and-massage',
      name_en: '',
      city: 'atlantis',
    });
    expect(en.statusCode).toBe(422);
    expect(errorsOf(en)).toEqual({
      category: ['Choose one of the options.'],
      city: ['Choose one of the options.'],
      name_en: ['Fill in this field.'],
    });
    const pt = await submit(owner, { step: stepId(1), ...STEP1, name_en: '' }, 'pt');
    expect(errorsOf(pt)).toEqual({ name_en: ['Preencha este campo.'] });

    const id = String(
      json<{ content: { service_id: number } }>(await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Checks' }))
        .content.service_id,
    );
    const prices = await submit(
      owner,
      {
        step: stepId(2),
        service_id: id,
        ...STEP2,
        value: '20',
        value_discount: '20',
        'extra_prices_capacity[]': ['4', '30'],
        'extra_prices_value[]': ['10', 'x'],
      },
      'pt',
    );
    expect(errorsOf(prices)).toEqual({
      'extra_prices.1': ['Indique para cada escalão de preço um tamanho de grupo e um preço.'],
    });
    const cross = await submit(owner, {
      step: stepId(2),
      service_id: id,
      ...STEP2,
      value: '20',
      value_discount: '20',
      'extra_prices_capacity[]': ['4'],
      'extra_prices_value[]': ['10'],
    });
    expect(errorsOf(cross)).toEqual({
      value_discount: ['The discounted price must be lower than the price.'],
      'extra_prices.0': ['A price tier must be for more than 8 people.'],
    });
    // Up to 8 people at €29.50 each (€35 discounted), 9 to 12 at €30 each: 9 people would pay more per head than 8.
    const dearer = await submit(
      owner,
      { step: stepId(2), service_id: id, ...STEP2, 'extra_prices_value[]': ['30'] },
      'pt',
    );
    expect(errorsOf(dearer)).toEqual({
      'extra_prices.0': [
        'Os grupos até 12 pessoas pagariam mais por pessoa do que um grupo mais pequeno. Um grupo maior paga o mesmo ou menos por pessoa.',
      ],
    });
    const details = await submit(owner, {
      step: stepId(3),
      service_id: id,
      ...STEP3,
      duration: '0',
      'start_times[]': ['25:00'],
      'languages[]': ['xx'],
    });
    expect(Object.keys(errorsOf(details)).sort()).toEqual(['duration', 'languages', 'start_times']);
    const ages = await submit(owner, { step: stepId(3), service_id: id, ...STEP3, age_start: '18', age_end: '10' });
    expect(errorsOf(ages)).toEqual({ age_end: ['The maximum age must not be lower than the minimum age.'] });
    const picture = await submit(owner, {
      step: stepId(4),
      service_id: id,
      'pictures[]': [{ filename: 'a.txt', data: Buffer.from('not an image'), type: 'text/plain' }],
    });
    expect(Object.keys(errorsOf(picture))).toEqual(['pictures.0']);
    // A later step cannot start a draft.
    expect(Object.keys(errorsOf(await submit(owner, { step: stepId(2), ...STEP2 })))).toEqual(['service_id']);
    // A step of another form is refused.
    const wellness = json<{ content: { steps: { id: number }[] } }>(await get('/api/form-categories/wellness', owner))
      .content.steps;
    expect(Object.keys(errorsOf(await submit(owner, { step: String(wellness[0]!.id), ...STEP1 })))).toEqual(['step']);
  });

  it('docs/adr/023: a child band set in the details step is on the service page; a half-set or misplaced band is a 422 in en and pt', async () => {
    const draft = json<{ content: { service_id: number; slug: string } }>(
      await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Family fado walk' }),
    ).content;
    const id = String(draft.service_id);
    expect((await submit(owner, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(200);
    const half = await submit(owner, { step: stepId(3), service_id: id, ...STEP3, age_start: '4', child_value: '15' });
    expect(errorsOf(half)).toEqual({
      child_age_end: ['Enter the age children are priced up to, or leave the child price empty.'],
    });
    const outside = await submit(
      owner,
      { step: stepId(3), service_id: id, ...STEP3, age_start: '4', child_value: '15', child_age_end: '90' },
      'pt',
    );
    expect(errorsOf(outside)).toEqual({ child_age_end: ['Indique uma idade de 4 a 89 (abaixo da idade máxima).'] });
    expect(
      (
        await submit(owner, {
          step: stepId(3),
          service_id: id,
          ...STEP3,
          age_start: '4',
          child_value: '15',
          child_age_end: '12',
          children_alone: '0',
        })
      ).statusCode,
    ).toBe(200);
    // A group price cannot carry a child price.
    const group = await submit(owner, {
      step: stepId(2),
      service_id: id,
      ...STEP2,
      price_type: 'per_group',
      value_discount: '',
    });
    expect(errorsOf(group)).toEqual({ child_value: ['A child price needs a price per person.'] });
    expect((await submit(owner, { step: stepId(4), service_id: id, submit: '1', ...PICTURES })).statusCode).toBe(200);
    const page = json<{ content: { child_band: unknown; ageStart: number } }>(
      await t.app.inject({ method: 'GET', url: `/api/services/family-fado-walk?record_view=0` }),
    );
    expect(page.content.child_band).toEqual({ price_cents: 1500, age_start: 4, age_end: 12, alone: false });
  });

  it('answers 422 on service_id, not a database error, for a service_id above the integer range', async () => {
    const res = await submit(owner, { step: stepId(2), service_id: '9999999999', ...STEP2 });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ service_id: ['The service id field may not be greater than 2147483647.'] });
    expect(
      errorsOf(await submit(owner, { step: stepId(2), service_id: '9999999999', ...STEP2 }, 'pt')).service_id?.[0],
    ).toMatch(/não pode ser superior a 2147483647/);
  });

  it('keeps another company’s partner and roles without services out of the draft', async () => {
    const id = String(
      json<{ content: { service_id: number } }>(
        await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Mine only' }),
      ).content.service_id,
    );
    expect((await submit(rival, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(404);
    expect((await submit(bookingsOnly, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(403);
    expect((await submit(editor, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(200);
    const row = (await t.database.db.execute(
      sql`select value_cents from services where id = ${Number(id)}`,
    )) as unknown as { rows: { value_cents: number }[] };
    expect(row.rows[0]!.value_cents).toBe(3500);
  });
});

describe('turning a draft on from the dashboard (the form’s completeness check applies)', () => {
  const post = (url: string, payload: object, lang = 'en') =>
    t.app.inject({ method: 'POST', url, headers: { ...bearer(owner), 'accept-language': lang }, payload });
  const statusOf = async (id: number) =>
    (
      (await t.database.db.execute(sql`select status from services where id = ${id}`)) as unknown as {
        rows: { status: string }[];
      }
    ).rows[0]!.status;

  it('refuses the status toggle for an incomplete draft with 422 naming each empty field, in en and pt', async () => {
    const id = json<{ content: { service_id: number } }>(
      await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Never finished' }),
    ).content.service_id;
    const en = await post(`/api/dashboard/services/${id}/status`, { service_status: 'active' });
    expect(en.statusCode).toBe(422);
    const errors = errorsOf(en);
    expect(errors.service_status).toEqual([
      'This draft is not complete: fill in the required fields in the service form first.',
    ]);
    expect(Object.keys(errors).sort()).toEqual([
      'daily_capacity',
      'duration',
      'languages',
      'pictures',
      'service_status',
      'start_times',
      'value',
    ]);
    expect(errors.value).toEqual(['Fill in this field.']);
    const pt = errorsOf(await post(`/api/dashboard/services/${id}/status`, { service_status: 'active' }, 'pt'));
    expect(pt.service_status).toEqual([
      'Este rascunho não está completo: preencha primeiro os campos obrigatórios no formulário do serviço.',
    ]);
    expect(await statusOf(id)).toBe('draft');
    expect((await t.app.inject({ method: 'GET', url: '/api/services/never-finished' })).statusCode).toBe(404);
    // Nor can it leave the draft state the other way ("off", to be turned on later without the check).
    expect((await post(`/api/dashboard/services/${id}/status`, { service_status: 'inactive' })).statusCode).toBe(422);
    expect(await statusOf(id)).toBe('draft');
  });

  it('refuses a bulk "activate" that includes an incomplete draft, changing nothing', async () => {
    const draft = json<{ content: { service_id: number } }>(
      await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Bulk half' }),
    ).content.service_id;
    const live = json<{ content: { service_id: number } }>(
      await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Bulk other' }),
    ).content.service_id;
    await t.database.db.execute(sql`update services set status = 'inactive' where id = ${live}`);
    const res = await post('/api/dashboard/services/bulk-update', { ids: [live, draft], action: 'activate' });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ ids: [`Complete these drafts in the service form first: ${draft}.`] });
    const pt = await post('/api/dashboard/services/bulk-update', { ids: [draft], action: 'activate' }, 'pt');
    expect(errorsOf(pt).ids).toEqual([`Complete primeiro estes rascunhos no formulário do serviço: ${draft}.`]);
    expect((await post('/api/dashboard/services/bulk-update', { ids: [draft], action: 'deactivate' })).statusCode).toBe(
      422,
    );
    expect(await statusOf(draft)).toBe('draft');
    expect(await statusOf(live)).toBe('inactive');
  });

  it('lets a draft with every required field answered go live from the toggle and from bulk', async () => {
    const fill = async (name: string) => {
      const id = String(
        json<{ content: { service_id: number } }>(await submit(owner, { step: stepId(1), ...STEP1, name_en: name }))
          .content.service_id,
      );
      expect((await submit(owner, { step: stepId(2), service_id: id, ...STEP2 })).statusCode).toBe(200);
      expect((await submit(owner, { step: stepId(3), service_id: id, ...STEP3 })).statusCode).toBe(200);
      expect((await submit(owner, { step: stepId(4), service_id: id, ...PICTURES })).statusCode).toBe(200);
      return Number(id);
    };
    const a = await fill('Complete toggle');
    const b = await fill('Complete bulk');
    expect((await post(`/api/dashboard/services/${a}/status`, { service_status: 'active' })).statusCode).toBe(200);
    expect((await post('/api/dashboard/services/bulk-update', { ids: [b], action: 'activate' })).statusCode).toBe(200);
    expect([await statusOf(a), await statusOf(b)]).toEqual(['active', 'active']);
    expect((await t.app.inject({ method: 'GET', url: '/api/services/complete-toggle?record_view=0' })).statusCode).toBe(
      200,
    );
  });
});

describe('partner photos made responsive on upload (ADR 024)', () => {
  type Picture = {
    url: string;
    responsive: { width: number; height: number; src: string; avif: string; webp: string; jpeg: string } | null;
  };
  const camera = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Snoop Camera' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 42/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
  const srcset = (s: string) => s.split(', ').map((c) => c.split(' ') as [string, string]);

  async function publishedWith(name: string, pictures: { filename: string; data: Buffer; type: string }[]) {
    const id = String(
      json<{ content: { service_id: number } }>(await submit(owner, { step: stepId(1), ...STEP1, name_en: name }))
        .content.service_id,
    );
    await submit(owner, { step: stepId(2), service_id: id, ...STEP2 });
    await submit(owner, { step: stepId(3), service_id: id, ...STEP3 });
    return { id, res: await submit(owner, { step: stepId(4), service_id: id, submit: '1', 'pictures[]': pictures }) };
  }

  it('serves AVIF, WebP and JPEG at each width the photo reaches, upright, without its metadata, on the card and the gallery', async () => {
    const small = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#aa3300' } })
      .png()
      .toBuffer();
    const { res } = await publishedWith('Tram 28 at dawn', [
      { filename: 'tram.jpg', data: await camera(1800, 1200), type: 'image/jpeg' },
      { filename: 'tiny.png', data: small, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(200);
    const detail = json<{ content: { images: Picture[]; image_url: string; image_responsive: Picture['responsive'] } }>(
      await t.app.inject({ method: 'GET', url: '/api/services/tram-28-at-dawn?record_view=0' }),
    ).content;
    const [photo, tiny] = detail.images;
    // Stored 1800×1200 with orientation 6: upright it is 1200 wide, 1800 high.
    expect(photo!.responsive).toMatchObject({ width: 1200, height: 1800 });
    expect(detail.image_responsive).toEqual(photo!.responsive);
    expect(detail.image_url).toBe(photo!.url);
    for (const [type, format] of [
      ['avif', 'heif'],
      ['webp', 'webp'],
      ['jpeg', 'jpeg'],
    ] as const) {
      const candidates = srcset(photo!.responsive![type]);
      expect(candidates.map(([, w]) => w)).toEqual(['320w', '640w', '960w', '1200w']);
      for (const [url, w] of candidates) {
        const file = await t.app.inject({ method: 'GET', url });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe(`image/${type}`);
        const meta = await sharp(file.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
          format,
          Number.parseInt(w, 10),
          Math.round((Number.parseInt(w, 10) * 1800) / 1200),
          undefined,
          undefined,
        ]);
        expect(file.rawPayload.includes(Buffer.from('Snoop Camera'))).toBe(false);
      }
    }
    // The picture's own url is its widest JPEG: no stored file keeps the camera's data.
    expect(
      (await t.app.inject({ method: 'GET', url: photo!.url })).rawPayload.includes(Buffer.from('Snoop Camera')),
    ).toBe(false);
    // Smaller than the smallest width: kept at its size, never enlarged.
    expect(tiny!.responsive).toMatchObject({ width: 200, height: 150 });
    expect(srcset(tiny!.responsive!.avif).map(([, w]) => w)).toEqual(['200w']);
    const card = json<{ content: { data: { slug: string; image_responsive: Picture['responsive'] }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/services?q=tram' }),
    ).content.data.find((c) => c.slug === 'tram-28-at-dawn');
    expect(card?.image_responsive).toEqual(photo!.responsive);
    // The home page's city card shows its first (newest) service's picture.
    const cities = json<{
      content: { city: { slug: string }; services: { slug: string }[]; image_responsive: Picture['responsive'] }[];
    }>(await t.app.inject({ method: 'GET', url: '/api/services/by-cities?per_city=1' })).content;
    const lisboa = cities.find((c) => c.city.slug === 'lisboa');
    expect(lisboa?.services[0]?.slug).toBe('tram-28-at-dawn');
    expect(lisboa?.image_responsive).toEqual(photo!.responsive);
    // The cart line (the order summary's picture) carries the same.
    const cart = await putCart(t.app, [
      {
        ...line(
          json<{ content: { id: number } }>(
            await t.app.inject({ method: 'GET', url: '/api/services/tram-28-at-dawn?record_view=0' }),
          ).content.id,
          futureDate(),
          1,
        ),
        time: '19:30',
      },
    ]);
    expect(cart.res.statusCode).toBe(200);
    expect(
      json<{ content: { items: { image_responsive: Picture['responsive'] }[] } }>(cart.res).content.items[0]!
        .image_responsive,
    ).toEqual(photo!.responsive);
  });

  it('records no picture and leaves no file when writing a variant fails half-way, and keeps the pictures the draft had', async () => {
    const { id } = await publishedWith('Half written', [{ filename: 'a.png', data: TINY_PNG, type: 'image/png' }]);
    const before = (await t.database.db.execute(
      sql`select storage_key, variants from service_images where service_id = ${Number(id)}`,
    )) as unknown as {
      rows: { storage_key: string; variants: { key: string }[] }[];
    };
    expect(before.rows).toHaveLength(1);
    // The service is published; a new draft takes the failing upload.
    const draft = String(
      json<{ content: { service_id: number } }>(
        await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Half written draft' }),
      ).content.service_id,
    );
    const storage = t.app.storage;
    const put = storage.put.bind(storage);
    const written: string[] = [];
    storage.put = async (key, data) => {
      if (key.endsWith('-640w.webp') && written.length > 3) throw new Error('disk full');
      written.push(key);
      return put(key, data);
    };
    try {
      const res = await submit(owner, {
        step: stepId(4),
        service_id: draft,
        'pictures[]': [
          { filename: 'one.jpg', data: await camera(300, 200), type: 'image/jpeg' },
          { filename: 'two.jpg', data: await camera(1000, 800), type: 'image/jpeg' },
        ],
      });
      expect(res.statusCode).toBe(500);
    } finally {
      storage.put = put;
    }
    expect(written.length).toBeGreaterThan(3);
    for (const key of written) expect(await storage.get(key)).toBeNull();
    const rows = (await t.database.db.execute(
      sql`select count(*)::int as n from service_images where service_id = ${Number(draft)}`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows.rows[0]!.n).toBe(0);
    for (const key of [before.rows[0]!.storage_key, ...before.rows[0]!.variants.map((v) => v.key)])
      expect(await storage.get(key)).not.toBeNull();
  });

  it('refuses, on its field, a picture whose bytes start like a JPEG but do not decode', async () => {
    const id = String(
      json<{ content: { service_id: number } }>(
        await submit(owner, { step: stepId(1), ...STEP1, name_en: 'Disguised' }),
      ).content.service_id,
    );
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('<script>alert(1)</script>')]);
    const res = await submit(
      owner,
      {
        step: stepId(4),
        service_id: id,
        'pictures[]': [
          { filename: 'ok.png', data: TINY_PNG, type: 'image/png' },
          { filename: 'x.jpg', data: fake, type: 'image/jpeg' },
        ],
      },
      'pt',
    );
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({ 'pictures.1': ['O ficheiro tem de ser uma imagem JPEG, PNG ou WebP.'] });
  });
});
