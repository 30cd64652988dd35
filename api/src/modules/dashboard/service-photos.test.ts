// The photos of a service already made: added with the service form's own checks, put in order, described for
// screen readers in both languages and removed, one kept once published; the storefront shows each change at once.
// A copy of a service starts as a draft with the same texts, prices, photos and availability, and is its own service.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { catalogue } from '../../db/seed-data';
import { seedCategories, seedPlaces } from '../../db/seed/places';
import { seedServiceForms } from '../../db/seed/forms';
import { bearer, buildTestApp, json, login, TINY_PNG, type TestApp } from '../../../test/helpers';
import { experience, partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let owner: string;
let rival: string;

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
});
afterAll(async () => t.close());

type Upload = { filename: string; data: Buffer; type: string };
const png = (filename: string): Upload => ({ filename, data: TINY_PNG, type: 'image/png' });
function pictures(files: Upload[]) {
  const boundary = `----mp${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const f of files)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="pictures[]"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const addPhotos = (id: number, files: Upload[], token = owner, lang = 'en') => {
  const body = pictures(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/dashboard/services/${id}/photos`,
    headers: { ...bearer(token), ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
};
const post = (url: string, payload: object, token = owner, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const arrange = (id: number, photos: { id: number; alt_en?: string; alt_pt?: string }[], lang = 'en') =>
  post(
    `/api/dashboard/services/${id}/photos/arrange`,
    { photos: photos.map((p) => ({ alt_en: '', alt_pt: '', ...p })) },
    owner,
    lang,
  );
interface Photo {
  id: number;
  url: string;
  alt: { en: string; pt: string };
}
interface Detail {
  id: number;
  status: string;
  name: { en: string; pt: string };
  value_cents: number;
  value_discount_cents: number;
  extraPrices: { maxCapacity: number; value_cents: number }[];
  photos: Photo[];
  missing: string[];
}
const detailOf = async (id: number) =>
  json<{ content: Detail }>(
    await t.app.inject({ method: 'GET', url: `/api/dashboard/services/${id}`, headers: bearer(owner) }),
  ).content;
const slugOf = async (id: number) =>
  (
    (await t.database.db.execute(sql`select slug from services where id = ${id}`)) as unknown as {
      rows: { slug: string }[];
    }
  ).rows[0]!.slug;
const storefrontImages = async (id: number, lang = 'en') =>
  json<{ content: { images: { url: string; alt: string }[] } }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/services/${await slugOf(id)}`,
      headers: { 'accept-language': lang },
    }),
  ).content.images;
const errorsOf = (res: { body: string; statusCode: number }) => {
  expect(res.statusCode).toBe(422);
  return json<{ errors: Record<string, string[]> }>(res as never).errors;
};
const keyOf = (url: string) => url.replace(/^.*\/api\/files\//, '');

describe('photos of a live service', () => {
  it('are added, put in order, described in both languages and removed, and the storefront follows at once', async () => {
    const id = await experience(t.database.db, mine);
    expect(await storefrontImages(id)).toEqual([]);
    const added = await addPhotos(id, [png('a.png'), png('b.png')]);
    expect(added.statusCode).toBe(200);
    const [a, b] = (await detailOf(id)).photos;
    expect(a && b).toBeTruthy();
    expect((await storefrontImages(id)).map((i) => i.url)).toEqual([a!.url, b!.url]);

    const ordered = await arrange(id, [
      { id: b!.id, alt_en: 'The guide at the viewpoint', alt_pt: 'O guia no miradouro' },
      { id: a!.id },
    ]);
    expect(ordered.statusCode).toBe(200);
    expect((await detailOf(id)).photos.map((p) => [p.id, p.alt])).toEqual([
      [b!.id, { en: 'The guide at the viewpoint', pt: 'O guia no miradouro' }],
      [a!.id, { en: '', pt: '' }],
    ]);
    const english = await storefrontImages(id);
    expect(english.map((i) => i.url)).toEqual([b!.url, a!.url]);
    expect(english[0]!.alt).toBe('The guide at the viewpoint');
    const portuguese = await storefrontImages(id, 'pt');
    expect(portuguese[0]!.alt).toBe('O guia no miradouro');
    // A photo without a description reads as the service's name.
    expect(portuguese[1]!.alt).toMatch(/^Passeio /);

    expect((await arrange(id, [{ id: a!.id }])).statusCode).toBe(200);
    expect((await storefrontImages(id)).map((i) => i.url)).toEqual([a!.url]);
    expect(await t.app.storage.get(keyOf(b!.url))).toBeNull();
    expect(await t.app.storage.get(keyOf(a!.url))).not.toBeNull();
  });

  it('keep at least one once published, and only photos of the service itself', async () => {
    const id = await experience(t.database.db, mine);
    await addPhotos(id, [png('a.png')]);
    const [only] = (await detailOf(id)).photos;
    expect(errorsOf(await arrange(id, []))).toEqual({
      photos: ['Keep at least one photo: a published service shows one on the storefront.'],
    });
    expect(errorsOf(await arrange(id, [], 'pt'))).toEqual({
      photos: ['Mantenha pelo menos uma fotografia: um serviço publicado mostra uma na loja.'],
    });
    // A paused service is one switch from sale: it keeps its last photo too.
    const paused = await experience(t.database.db, mine, { status: 'inactive' });
    await addPhotos(paused, [png('p.png')]);
    expect(Object.keys(errorsOf(await arrange(paused, [])))).toEqual(['photos']);
    const other = await experience(t.database.db, mine);
    await addPhotos(other, [png('c.png')]);
    const [foreign] = (await detailOf(other)).photos;
    expect(Object.keys(errorsOf(await arrange(id, [{ id: only!.id }, { id: foreign!.id }])))).toEqual(['photos']);
    expect(errorsOf(await arrange(id, [{ id: only!.id, alt_en: 'x'.repeat(201) }]))).toEqual({
      'photos.0.alt_en': ['Describe the photo in at most 200 characters.'],
    });
    expect((await detailOf(id)).photos).toEqual([only]);
    expect((await detailOf(other)).photos).toEqual([foreign]);
  });

  it('are checked on upload like the service form checks its pictures', async () => {
    const id = await experience(t.database.db, mine);
    const wrong = await addPhotos(
      id,
      [png('ok.png'), { filename: 'a.txt', data: Buffer.from('not'), type: 'text/plain' }],
      owner,
      'pt',
    );
    expect(errorsOf(wrong)).toEqual({ 'pictures.1': ['O ficheiro tem de ser uma imagem JPEG, PNG ou WebP.'] });
    expect((await detailOf(id)).photos).toEqual([]);
    const ten = Array.from({ length: 10 }, (_, i) => png(`p${i}.png`));
    expect((await addPhotos(id, ten)).statusCode).toBe(200);
    expect(errorsOf(await addPhotos(id, [png('eleven.png')]))).toEqual({ pictures: ['Add at most 10 pictures.'] });
    expect((await detailOf(id)).photos).toHaveLength(10);
  });

  it('of another company are not found', async () => {
    const id = await experience(t.database.db, mine);
    expect((await addPhotos(id, [png('a.png')], rival)).statusCode).toBe(404);
    expect((await post(`/api/dashboard/services/${id}/photos/arrange`, { photos: [] }, rival)).statusCode).toBe(404);
    expect((await detailOf(id)).photos).toEqual([]);
  });
});

describe('a copy of a service', () => {
  it('is a new draft with the same texts, prices, tiers, photos and availability, changed on its own', async () => {
    const id = await experience(t.database.db, mine, { valueCents: 4000, discountCents: 3500 });
    await addPhotos(id, [png('a.png')]);
    await post(`/api/dashboard/services/${id}`, { extraPrices: [{ maxCapacity: 20, value_cents: 3000 }] });
    await post(`/api/dashboard/services/${id}/availability`, {
      weekly: [{ weekday: 1, times: ['10:00'] }],
      daily_capacity: 12,
      blocked_dates: ['2031-01-01'],
      cutoff_hours: 6,
    });
    const res = await post(`/api/dashboard/services/${id}/duplicate`, {});
    expect(res.statusCode).toBe(200);
    const copy = json<{ content: Detail }>(res).content;
    const original = await detailOf(id);
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({
      status: 'draft',
      name: { en: `${original.name.en} (copy)`, pt: `${original.name.pt} (cópia)` },
      value_cents: 4000,
      value_discount_cents: 3500,
      extraPrices: [{ maxCapacity: 20, value_cents: 3000 }],
    });
    expect(copy.photos.map((p) => p.url)).toEqual(original.photos.map((p) => p.url));
    expect(await slugOf(copy.id)).toBe(`${await slugOf(id)}-copy`);
    const again = json<{ content: Detail }>(await post(`/api/dashboard/services/${id}/duplicate`, {})).content;
    expect(await slugOf(again.id)).toBe(`${await slugOf(id)}-copy-2`);
    const rules = async (sid: number) =>
      json<{ content: unknown }>(
        await t.app.inject({
          method: 'GET',
          url: `/api/dashboard/services/${sid}/availability`,
          headers: bearer(owner),
        }),
      ).content;
    expect(await rules(copy.id)).toEqual(await rules(id));

    // The copy's photos go without taking the original's files with them.
    expect((await arrange(copy.id, [])).statusCode).toBe(200);
    expect(await t.app.storage.get(keyOf(original.photos[0]!.url))).not.toBeNull();
    expect((await storefrontImages(id)).map((i) => i.url)).toEqual(original.photos.map((p) => p.url));
    // A copy is a draft: it names what the form still needs before it can be published.
    expect((await detailOf(copy.id)).missing).toContain('pictures');
    expect((await detailOf(id)).missing).toEqual([]);
  });

  it('of another company is not made', async () => {
    const id = await experience(t.database.db, mine);
    expect((await post(`/api/dashboard/services/${id}/duplicate`, {}, rival)).statusCode).toBe(404);
  });
});
