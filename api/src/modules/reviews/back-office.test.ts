// Back-office reviews: list with search and filters, create (pt by default, 422 maps en and pt),
// edit, hide/show, delete, the CSV import (row errors, quoted fields, idempotency, the size limits), the rating on
// the storefront, and an audit entry for every write.
import { sql } from 'drizzle-orm';
import { bearer, buildTestApp, json, multipart, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, scalar, type Catalogue } from '../bookings/checkout-fixtures';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let cat: Catalogue;
let admin: string;
let content: string;
let finance: string;
let serviceId: number;
let slug: string;
type Review = {
  id: number;
  service: { id: number; slug: string };
  author_first_name: string;
  stars: number;
  language: string;
  status: string;
  source: string;
  text: string;
  created_at: string;
};
type Result = { imported: number; duplicates: number; errors: { row: number; field: string; message: string }[] };

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createStaffUser(t.app, t.database, 'admin')).token;
  content = (await createStaffUser(t.app, t.database, 'content')).token;
  finance = (await createStaffUser(t.app, t.database, 'finance')).token;
  cat = await partnerCompany(t.database);
  serviceId = await experience(t.database.db, cat);
  slug = await scalar<string>(t.database.db, sql`select slug from services where id = ${serviceId}`);
});
afterAll(async () => t.close());

const HEADER = 'service_slug,author_first_name,author_last_name,author_country,stars,language,text,created_at';
const importCsv = (csv: string | Buffer, token = content, lang = 'en') => {
  const { payload, headers } = multipart({
    field: 'file',
    filename: 'reviews.csv',
    data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv, 'utf8'),
    type: 'text/csv',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/super/reviews/import',
    headers: { ...headers, ...bearer(token), 'accept-language': lang },
    payload,
  });
};
const list = async (query = '', token = content) =>
  json<{ content: { total: number; data: Review[] } }>(
    await t.app.inject({ method: 'GET', url: `/api/super/reviews${query}`, headers: bearer(token) }),
  ).content;
const rating = async () => {
  const res = await t.app.inject({ method: 'GET', url: `/api/services/${slug}` });
  return json<{ content: { rating: { average: number; count: number }; reviews: { data: { text: string }[] } } }>(res)
    .content;
};
const audit = async (action: string) =>
  json<{ content: { data: { action: string; entity_id: string | null; before: unknown; after: unknown }[] } }>(
    await t.app.inject({ method: 'GET', url: `/api/super/audit-log?action=${action}`, headers: bearer(admin) }),
  ).content.data;

describe('POST api/super/reviews/import', () => {
  it('imports the good rows, lists the bad ones with their line, reads quoted fields, and counts in the rating', async () => {
    const csv = [
      HEADER,
      `${slug},Ana,Silva,pt,5,pt,"Ótimo passeio, recomendo!",2025-06-01`,
      `${slug},John,"Smith",GB,4,en,"We said ""wow""\nthen walked on.",2025-06-02T10:00:00Z`,
      `no-such-service,Eva,Lopes,PT,3,pt,Fine,2025-06-03`,
      `${slug},Rui,,PT,9,xx,,2999-01-01`,
      `${slug},Only,three`,
      `${slug},Mia,Costa,,2,,Sem idioma: português,`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const result = json<{ content: Result }>(res).content;
    expect(result.imported).toBe(3);
    expect(result.duplicates).toBe(0);
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [5, 'service_slug'],
      [6, 'author_last_name'],
      [6, 'stars'],
      [6, 'language'],
      [6, 'text'],
      [6, 'created_at'],
      [7, 'row'],
    ]);
    expect(result.errors[0]?.message).toBe('No service has the address “no-such-service”.');
    const imported = (await list(`?service_id=${serviceId}&sort=created_at`)).data;
    expect(imported.map((r) => [r.author_first_name, r.language, r.source])).toEqual([
      ['Ana', 'pt', 'import'],
      ['John', 'en', 'import'],
      ['Mia', 'pt', 'import'],
    ]);
    expect(imported[1]?.text).toBe('We said "wow"\nthen walked on.');
    expect(imported[0]?.created_at.slice(0, 10)).toBe('2025-06-01');
    const page = await rating();
    expect(page.rating).toEqual({ average: 3.7, count: 3 });
    expect(await audit('review.import')).toMatchObject([{ after: { imported: 3, duplicates: 0, errors: 7, rows: 6 } }]);

    // The same file again adds nothing; a row twice in one file is one review.
    const again = json<{ content: Result }>(await importCsv(csv, admin, 'pt')).content;
    expect([again.imported, again.duplicates, again.errors.length]).toEqual([0, 3, 7]);
    expect(again.errors[0]?.message).toBe('Nenhum serviço tem o endereço “no-such-service”.');
    const twice = json<{ content: Result }>(
      await importCsv(`${HEADER}\n${slug},Zé,Neto,PT,1,pt,Mau,2025-01-01\n${slug},Zé,Neto,PT,1,pt,Mau,2025-01-01\n`),
    ).content;
    expect([twice.imported, twice.duplicates]).toEqual([1, 1]);
    expect((await rating()).rating.count).toBe(4);
  });

  it('refuses a file it cannot read as a whole with a 422 on file, in en and pt', async () => {
    const header = await importCsv('name,stars\nx,1');
    expect(json(header)).toMatchObject({ errors: { file: [`The first line must be: ${HEADER}`] } });
    const latin1 = await importCsv(
      Buffer.concat([Buffer.from(`${HEADER}\n${slug},Jo`), Buffer.from([0xe3]), Buffer.from(',X,PT,5,pt,ok,\n')]),
      content,
      'pt',
    );
    expect(json(latin1)).toMatchObject({ errors: { file: ['Guarde o ficheiro como texto UTF-8.'] } });
    const open = await importCsv(`${HEADER}\n${slug},A,B,PT,5,pt,"never closed,`);
    expect(json(open)).toMatchObject({ errors: { file: ['A quoted field that starts on line 2 never closes.'] } });
    const rows = Array.from({ length: 10_001 }, (_, i) => `${slug},A${i},B,PT,5,pt,Text ${i},2025-01-01`);
    const tooMany = await importCsv([HEADER, ...rows].join('\n'));
    expect(json(tooMany)).toMatchObject({
      errors: { file: ['A file may hold at most 10000 rows; this one has 10001.'] },
    });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/super/reviews/import',
      headers: bearer(content),
      payload: {},
    });
    expect(Object.keys(json<{ errors: Record<string, unknown> }>(missing).errors)).toEqual(['file']);
  });

  it('imports 10,000 rows in one go, and again adds nothing', async () => {
    const other = await experience(t.database.db, cat);
    const otherSlug = await scalar<string>(t.database.db, sql`select slug from services where id = ${other}`);
    const rows = Array.from(
      { length: 10_000 },
      (_, i) => `${otherSlug},Name${i},"Last, ${i}",PT,${(i % 5) + 1},en,"Line one\nline ""${i}""",2025-03-01`,
    );
    const csv = [HEADER, ...rows].join('\n');
    const first = json<{ content: Result }>(await importCsv(csv)).content;
    expect([first.imported, first.duplicates, first.errors.length]).toEqual([10_000, 0, 0]);
    const second = json<{ content: Result }>(await importCsv(csv)).content;
    expect([second.imported, second.duplicates]).toEqual([0, 10_000]);
    expect(
      await scalar<number>(t.database.db, sql`select count(*)::int from reviews where service_id = ${other}`),
    ).toBe(10_000);
  }, 120_000);

  it('is refused to a staff role without the reviews permission', async () => {
    expect((await importCsv(`${HEADER}\n`, finance)).statusCode).toBe(403);
  });
});

describe('create, edit, hide/show and delete', () => {
  const create = (payload: Record<string, unknown>, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/super/reviews',
      headers: { ...bearer(content), 'accept-language': lang },
      payload,
    });

  it('creates a review in Portuguese unless told otherwise, from JSON or multipart', async () => {
    const res = await create({
      service_id: serviceId,
      author_first_name: 'Inês',
      author_last_name: 'Matos',
      author_country: 'pt',
      stars: 5,
      text: 'Muito bom.',
    });
    expect(res.statusCode).toBe(201);
    expect(json<{ content: Review }>(res).content).toMatchObject({
      language: 'pt',
      source: 'admin',
      status: 'published',
      author_first_name: 'Inês',
    });
    const form = multipart(
      { field: 'unused', filename: 'x.txt', data: Buffer.from('') },
      {
        service_id: String(serviceId),
        author_first_name: 'Tom',
        author_last_name: 'Hill',
        stars: '3',
        language: 'en',
        text: 'Good enough.',
        created_at: '2025-02-01',
      },
    );
    const viaForm = await t.app.inject({
      method: 'POST',
      url: '/api/super/reviews',
      headers: { ...form.headers, ...bearer(content) },
      payload: form.payload,
    });
    expect(json<{ content: Review }>(viaForm).content).toMatchObject({
      language: 'en',
      stars: 3,
      created_at: expect.stringMatching(/^2025-02-01/),
    });
    const [entry] = await audit('review.create');
    expect(entry).toMatchObject({ before: null, after: { author_first_name: 'Tom', stars: 3 } });
  });

  it('answers a 422 map in en and pt', async () => {
    const en = await create({
      service_id: 999_999,
      author_first_name: ' ',
      author_last_name: 'X',
      author_country: '1x',
      stars: 4,
      text: '  ',
      created_at: '2999-01-01',
    });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({
      errors: {
        service_id: ['This service does not exist.'],
        author_first_name: ['This field is required.'],
        author_country: ['Use a two-letter country code, e.g. PT.'],
        text: ['Write the review text.'],
        created_at: ['The date cannot be in the future.'],
      },
    });
    const pt = await create(
      { service_id: serviceId, author_first_name: 'A', author_last_name: 'B', stars: 7, text: 'x' },
      'pt',
    );
    expect(json<{ errors: Record<string, string[]> }>(pt).errors.stars?.[0]).toBeTruthy();
    const pt2 = await create(
      { service_id: 999_999, author_first_name: 'A', author_last_name: 'B', stars: 4, text: 'x' },
      'pt',
    );
    expect(json(pt2)).toMatchObject({ errors: { service_id: ['Este serviço não existe.'] } });
  });

  it('searches, filters, edits, hides (the rating drops), shows and deletes, each audited', async () => {
    const found = await list('?search=matos');
    expect(found.data.map((r) => r.author_first_name)).toEqual(['Inês']);
    const id = found.data[0]?.id ?? 0;
    expect((await list('?stars=5&status=published')).data.some((r) => r.id === id)).toBe(true);
    const before = (await rating()).rating.count;

    const edit = await t.app.inject({
      method: 'POST',
      url: `/api/super/reviews/${id}/update`,
      headers: bearer(content),
      payload: { stars: 4, text: 'Bom.' },
    });
    expect(json<{ content: Review }>(edit).content).toMatchObject({ stars: 4, text: 'Bom.' });
    expect((await audit('review.update'))[0]).toMatchObject({
      before: { stars: 5, text: 'Muito bom.' },
      after: { stars: 4, text: 'Bom.' },
    });

    const hide = await t.app.inject({
      method: 'POST',
      url: `/api/super/reviews/${id}/update`,
      headers: bearer(content),
      payload: { status: 'hidden' },
    });
    expect(json<{ content: Review }>(hide).content.status).toBe('hidden');
    expect((await rating()).rating.count).toBe(before - 1);
    expect((await list('?status=hidden')).data.map((r) => r.id)).toEqual([id]);
    expect((await audit('review.hide'))[0]).toMatchObject({
      before: { status: 'published' },
      after: { status: 'hidden' },
    });
    await t.app.inject({
      method: 'POST',
      url: `/api/super/reviews/${id}/update`,
      headers: bearer(content),
      payload: { status: 'published' },
    });
    expect((await audit('review.show')).length).toBe(1);
    expect((await rating()).rating.count).toBe(before);

    const destroy = await t.app.inject({
      method: 'POST',
      url: `/api/super/reviews/${id}/destroy`,
      headers: bearer(admin),
      payload: {},
    });
    expect(destroy.statusCode).toBe(200);
    expect((await rating()).rating.count).toBe(before - 1);
    expect((await audit('review.destroy'))[0]).toMatchObject({ entity_id: String(id), after: null });
    const gone = await t.app.inject({
      method: 'POST',
      url: `/api/super/reviews/${id}/destroy`,
      headers: { ...bearer(admin), 'accept-language': 'pt' },
      payload: {},
    });
    expect(gone.statusCode).toBe(404);
    expect(json(gone)).toMatchObject({ message: 'Esta avaliação não existe.' });
  });
});

describe('POST api/super/reviews/destroy', () => {
  const destroyMany = (ids: unknown, lang = 'en', token = admin) =>
    t.app.inject({
      method: 'POST',
      url: '/api/super/reviews/destroy',
      headers: { ...bearer(token), 'accept-language': lang },
      payload: { ids },
    });
  const add = async (first: string) =>
    json<{ content: Review }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/super/reviews',
        headers: bearer(content),
        payload: { service_id: serviceId, author_first_name: first, author_last_name: 'Bulk', stars: 2, text: 'Meh.' },
      }),
    ).content.id;

  it('deletes the given reviews together, each audited with its review before, and the rating follows', async () => {
    const ids = [await add('Ada'), await add('Bea'), await add('Cid')];
    const before = (await rating()).rating.count;
    const res = await destroyMany([ids[0], ids[1], ids[0]]);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { ids: number[] } }>(res).content.ids.sort()).toEqual([ids[0], ids[1]].sort());
    expect((await rating()).rating.count).toBe(before - 2);
    const left = (await list('?search=bulk')).data.map((r) => r.id);
    expect(left).toEqual([ids[2]]);
    const entries = (await audit('review.destroy')).filter((e) => ids.map(String).includes(e.entity_id ?? ''));
    expect(entries).toHaveLength(2);
    expect(entries.map((e) => e.before)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ author_first_name: 'Ada', stars: 2 }),
        expect.objectContaining({ author_first_name: 'Bea', stars: 2 }),
      ]),
    );
    expect(entries.every((e) => e.after === null)).toBe(true);
  });

  it('deletes nothing when one of the reviews is gone', async () => {
    const id = await add('Dan');
    const res = await destroyMany([id, 999_999], 'pt');
    expect(res.statusCode).toBe(404);
    expect((await list('?search=bulk')).data.map((r) => r.id)).toContain(id);
  });

  it('refuses an empty or oversized list with a 422 on ids, in en and pt, and a role without reviews', async () => {
    const empty = await destroyMany([]);
    expect(empty.statusCode).toBe(422);
    expect(json(empty)).toMatchObject({ errors: { ids: ['Choose at least one review.'] } });
    const many = await destroyMany(
      Array.from({ length: 101 }, (_, i) => i + 1),
      'pt',
    );
    expect(many.statusCode).toBe(422);
    expect(json(many)).toMatchObject({ errors: { ids: ['Apague no máximo 100 avaliações de cada vez.'] } });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/super/reviews/destroy',
      headers: bearer(admin),
      payload: {},
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(missing).errors)).toContain('ids');
    expect((await destroyMany([1], 'en', finance)).statusCode).toBe(403);
  });
});
