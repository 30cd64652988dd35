// The website's content (ADR 021): public reads per language with the seeded defaults as fallback, staff
// writes under the `website` permission (403 before validation for the others), 422 maps in en and pt, the audit
// log's before and after, the hero picture checked by its structure, and the storefront seeing a save at once.
import type {
  PageOf,
  SuperWebsiteHome,
  SuperWebsitePage,
  SuperWebsitePageSummary,
  WebsiteHome,
  WebsitePage,
} from '@mp/shared/contracts';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  login,
  multipart,
  TINY_PNG,
  type TestApp,
} from '../../../test/helpers';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { defaultHero, defaultPages } from '../../db/seed-data/website';
import { seedFirstContentVersions } from '../../db/seed/content-versions';
import { seedWebsite } from '../../db/seed/website';
import { lisbonToday } from '../../lib/lisbon-time';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content' | 'client', string>;

type Audit = {
  action: string;
  entity: string | null;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const get = <T>(url: string, lang = 'en', who?: string) =>
  t.app
    .inject({ method: 'GET', url, headers: { ...(who ? bearer(who) : {}), 'accept-language': lang } })
    .then((r) => ({ status: r.statusCode, body: json<{ content: T }>(r) }));
const post = (url: string, payload: unknown, who = token.content, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(who), 'accept-language': lang },
  });
const upload = (lang: string, data: Buffer, who = token.content) => {
  const form = multipart({ field: 'file', filename: 'hero.png', data, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/super/website/home/${lang}/picture`,
    headers: { ...bearer(who), ...form.headers },
    payload: form.payload,
  });
};
const lastAudit = async (action: string) =>
  (await get<PageOf<Audit>>(`/api/super/audit-log?action=${action}`, 'en', token.admin)).body.content.data[0];

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    token[role] = (await createStaffUser(t.app, t.database, role, `${role}@website.pt`)).token;
  await createUser(t.database, 'CLIENT', 'client@website.pt');
  token.client = await login(t.app, 'client@website.pt');
});
afterAll(async () => t.close());

describe('public reads', () => {
  it('answers the seeded defaults in the request language when nothing is stored', async () => {
    const en = await get<WebsiteHome>('/api/website/home');
    expect(en.status).toBe(200);
    expect(en.body.content).toEqual({
      language: 'en',
      ...defaultHero.en,
      image_url: '/shell/heroes/home.svg',
      custom_image: false,
    });
    expect((await get<WebsiteHome>('/api/website/home', 'pt')).body.content.title).toBe(defaultHero.pt.title);
    const faqs = await get<WebsitePage>('/api/website/pages/faqs', 'pt');
    expect(faqs.body.content).toMatchObject({
      slug: 'faqs',
      language: 'pt',
      title: defaultPages.faqs.pt.title,
      body: defaultPages.faqs.pt.body,
    });
    expect((await get<WebsitePage>('/api/website/pages/privacy-policy')).body.content.updated_on).toBe(
      defaultPages['privacy-policy'].en.updated_on,
    );
  });

  it('answers 404 for a page that is not one of the static pages', async () => {
    const res = await get('/api/website/pages/cart', 'pt');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: false, message: 'Esta página não existe.' });
  });

  it('the seed writes the same texts, and re-seeding keeps an edit', async () => {
    await t.database.db.transaction((tx) => seedWebsite(tx));
    const pages = (await get<SuperWebsitePageSummary[]>('/api/super/website/pages', 'en', token.content)).body.content;
    expect(pages).toHaveLength(10);
    expect(pages.every((p) => p.updated_at !== null)).toBe(true);
    expect(pages.find((p) => p.slug === 'about-us')?.title).toEqual({
      en: 'About us',
      pt: defaultPages['about-us'].pt.title,
    });
  });
});

describe('staff access', () => {
  it.each(['finance', 'support', 'client'] as const)(
    '%s gets 403 on every website call, before validation',
    async (who) => {
      expect((await get('/api/super/website/home', 'en', token[who])).status).toBe(403);
      expect((await get('/api/super/website/pages', 'en', token[who])).status).toBe(403);
      expect((await get('/api/super/website/pages/faqs/xx', 'en', token[who])).status).toBe(403);
      expect((await post('/api/super/website/home/pt', { title: '' }, token[who])).statusCode).toBe(403);
      expect((await post('/api/super/website/pages/faqs/pt', { nonsense: 1 }, token[who])).statusCode).toBe(403);
      expect((await upload('pt', TINY_PNG, token[who])).statusCode).toBe(403);
    },
  );

  it('answers 401 without a token', async () => {
    expect((await get('/api/super/website/home')).status).toBe(401);
  });

  it('content and admin read both languages of the hero', async () => {
    for (const who of [token.content, token.admin]) {
      const res = await get<SuperWebsiteHome[]>('/api/super/website/home', 'en', who);
      expect(res.status).toBe(200);
      expect(res.body.content.map((h) => h.language)).toEqual(['en', 'pt']);
    }
  });
});

describe('the home hero', () => {
  it('saves the pt words only (en unchanged), audited with before and after, and the public answer follows at once', async () => {
    await get('/api/website/home', 'pt'); // cached before the save
    const res = await post('/api/super/website/home/pt', {
      title: '  Portugal à sua medida ',
      subtitle: 'Tudo num só lugar.',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperWebsiteHome }>(res).content).toMatchObject({
      language: 'pt',
      title: 'Portugal à sua medida',
      subtitle: 'Tudo num só lugar.',
      updated_by: expect.any(String),
    });
    expect((await get<WebsiteHome>('/api/website/home', 'pt')).body.content.title).toBe('Portugal à sua medida');
    expect((await get<WebsiteHome>('/api/website/home', 'en')).body.content.title).toBe(defaultHero.en.title);
    const audit = await lastAudit('website.home');
    expect(audit).toMatchObject({
      entity: 'website_home',
      entity_id: 'pt',
      before: { title: defaultHero.pt.title },
      after: { title: 'Portugal à sua medida' },
    });
  });

  it('answers 422 field maps in en and pt (blank, too long, unknown field, unknown language)', async () => {
    const en = await post('/api/super/website/home/en', { title: '   ', subtitle: 'x' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(en).errors)).toEqual(['title']);
    const pt = await post(
      '/api/super/website/home/en',
      { title: 'x'.repeat(121), subtitle: 'ok' },
      token.content,
      'pt',
    );
    expect(pt.statusCode).toBe(422);
    const ptErrors = json<{ errors: Record<string, string[]> }>(pt).errors;
    expect(Object.keys(ptErrors)).toEqual(['title']);
    expect(ptErrors.title?.[0]).toMatch(/120/);
    expect(ptErrors.title?.[0]).not.toEqual(
      json<{ errors: Record<string, string[]> }>(
        await post('/api/super/website/home/en', { title: 'x'.repeat(121), subtitle: 'ok' }),
      ).errors.title?.[0],
    );
    expect((await post('/api/super/website/home/fr', { title: 'a', subtitle: 'b' })).statusCode).toBe(422);
  });

  it('takes a picture checked by its structure, serves it, replaces it and goes back to the default', async () => {
    const res = await upload('en', TINY_PNG);
    expect(res.statusCode).toBe(200);
    const first = json<{ content: SuperWebsiteHome }>(res).content;
    expect(first).toMatchObject({ custom_image: true, title: defaultHero.en.title });
    expect(first.image_url).toMatch(/^\/api\/files\/website\/hero-en-[0-9a-f]{16}\.png$/);
    expect((await t.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(200);
    expect((await get<WebsiteHome>('/api/website/home')).body.content.image_url).toBe(first.image_url);
    expect((await get<WebsiteHome>('/api/website/home', 'pt')).body.content.custom_image).toBe(false);
    expect(await lastAudit('website.home')).toMatchObject({
      entity_id: 'en',
      before: { custom_image: false },
      after: { custom_image: true, image_url: first.image_url },
    });

    const second = json<{ content: SuperWebsiteHome }>(await upload('en', TINY_PNG)).content;
    expect(second.image_url).not.toBe(first.image_url);
    expect((await t.app.inject({ method: 'GET', url: first.image_url })).statusCode).toBe(404);

    const back = await post('/api/super/website/home/en', {
      title: defaultHero.en.title,
      subtitle: defaultHero.en.subtitle,
      default_picture: true,
    });
    expect(json<{ content: SuperWebsiteHome }>(back).content).toMatchObject({
      custom_image: false,
      image_url: '/shell/heroes/home.svg',
    });
    expect((await t.app.inject({ method: 'GET', url: second.image_url })).statusCode).toBe(404);
  });

  it('refuses a file that only starts like an image, and an empty one (422 on file)', async () => {
    const fake = Buffer.concat([TINY_PNG.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]);
    const res = await upload('pt', fake);
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors).toEqual({
      file: ['Upload a JPEG, PNG or WebP picture.'],
    });
    expect((await upload('pt', Buffer.alloc(0))).statusCode).toBe(422);
    expect((await get<WebsiteHome>('/api/website/home', 'pt')).body.content.custom_image).toBe(false);
  });
});

describe('static pages', () => {
  const body =
    'Primeiro parágrafo.\n\n## Contacto\n\nEscreva-nos: [e-mail](mailto:press@marketplace.pt) ou veja as [perguntas](/faqs).';

  it('staff read one page and language, save it (pt only), audited; the public page follows at once', async () => {
    const before = await get<SuperWebsitePage>('/api/super/website/pages/about-us/pt', 'en', token.content);
    expect(before.body.content).toMatchObject({
      slug: 'about-us',
      language: 'pt',
      title: defaultPages['about-us'].pt.title,
    });
    await get('/api/website/pages/about-us', 'pt'); // cached before the save
    const res = await post('/api/super/website/pages/about-us/pt', {
      title: 'Quem somos',
      description: 'Sobre o Roteiro.',
      body,
    });
    expect(res.statusCode).toBe(200);
    const pt = (await get<WebsitePage>('/api/website/pages/about-us', 'pt')).body.content;
    expect(pt).toMatchObject({ title: 'Quem somos', description: 'Sobre o Roteiro.', body });
    expect((await get<WebsitePage>('/api/website/pages/about-us', 'en')).body.content.title).toBe('About us');
    expect(await lastAudit('website.page')).toMatchObject({
      entity: 'website_page',
      entity_id: 'about-us:pt',
      before: { title: defaultPages['about-us'].pt.title },
      after: { title: 'Quem somos', body },
    });
    // A re-seed keeps the edit.
    await t.database.db.transaction((tx) => seedWebsite(tx));
    expect((await get<WebsitePage>('/api/website/pages/about-us', 'pt')).body.content.title).toBe('Quem somos');
  });

  it('a legal page keeps showing a "last updated" date: the Lisbon day its text changed, kept by a save that changes nothing', async () => {
    const seeded = (await get<WebsitePage>('/api/website/pages/terms-and-conditions')).body.content;
    expect(seeded.updated_on).not.toBeNull();
    const same = await post(
      '/api/super/website/pages/terms-and-conditions/en',
      { title: seeded.title, description: seeded.description, body: seeded.body },
      token.admin,
    );
    expect(same.statusCode).toBe(200);
    expect(json<{ content: SuperWebsitePage }>(same).content.updated_on).toBe(seeded.updated_on);
    const res = await post(
      '/api/super/website/pages/privacy-policy/en',
      { title: 'Privacy policy', description: 'How we use your data.', body: 'Short and clear.' },
      token.admin,
    );
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperWebsitePage }>(res).content.updated_on).toBe(lisbonToday());
  });

  it('answers 422 in en and pt for blank fields and a link that is not a site path, mailto: or https:', async () => {
    const en = await post('/api/super/website/pages/faqs/en', {
      title: ' ',
      description: 'ok',
      body: 'See [this](javascript:alert(1)).',
    });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(en).errors)).toEqual(['title']);
    const link = await post('/api/super/website/pages/faqs/en', {
      title: 'FAQ',
      description: 'ok',
      body: 'See [this](javascript:void) and [that](//evil.example).',
    });
    expect(json(link)).toMatchObject({
      errors: {
        body: [
          'A link may point to a page of the site (/…), an e-mail address (mailto:) or an https:// address: javascript:void, //evil.example',
        ],
      },
    });
    const pt = await post(
      '/api/super/website/pages/faqs/pt',
      { title: 'FAQ', description: 'ok', body: '[x](http://a.pt)' },
      token.content,
      'pt',
    );
    expect(json(pt)).toMatchObject({
      errors: {
        body: [
          'Uma ligação pode apontar para uma página do site (/…), um endereço de e-mail (mailto:) ou um endereço https://: http://a.pt',
        ],
      },
    });
    const long = await post(
      '/api/super/website/pages/faqs/pt',
      { title: 'FAQ', description: 'x'.repeat(161), body: 'ok' },
      token.content,
      'pt',
    );
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(long).errors)).toEqual(['description']);
    expect(
      (await post('/api/super/website/pages/cart/pt', { title: 'a', description: 'b', body: 'c' })).statusCode,
    ).toBe(422);
    expect((await get<WebsitePage>('/api/website/pages/faqs')).body.content.title).toBe(defaultPages.faqs.en.title);
  });
});

describe('content history', () => {
  type Summary = {
    id: number;
    saved_at: string;
    saved_by_id: number | null;
    saved_by: string | null;
    summary: string;
    restored_from: number | null;
    current: boolean;
  };
  type PageVersion = Summary & { content: { title: string; description: string; body: string } };
  const staff = {} as Record<'ines' | 'rui', { id: number; token: string }>;
  const url = '/api/super/website/pages/press-kit/en';
  const versions = (who = staff.ines.token, path = url) => get<PageOf<Summary>>(`${path}/versions`, 'en', who);
  const draft = (title: string) => ({ title, description: `${title}: the description.`, body: `${title} body.` });

  beforeAll(async () => {
    for (const [key, first] of [
      ['ines', 'Inês'],
      ['rui', 'Rui'],
    ] as const) {
      staff[key] = await createStaffUser(t.app, t.database, 'content', `${key}@history.pt`);
      await t.database.db.update(users).set({ firstName: first, lastName: 'Staff' }).where(eq(users.id, staff[key].id));
    }
  });

  it('keeps every save of a page as a version, with who saved it, newest first; the text before the first is one too', async () => {
    expect((await versions()).body.content).toMatchObject({ total: 0, data: [] });
    expect((await post(url, draft('First'), staff.ines.token)).statusCode).toBe(200);
    expect((await post(url, draft('Second'), staff.rui.token)).statusCode).toBe(200);
    const list = await versions();
    expect(list.status).toBe(200);
    expect(list.body.content).toMatchObject({ total: 3, current_page: 1, per_page: 20 });
    expect(list.body.content.data).toMatchObject([
      { saved_by_id: staff.rui.id, saved_by: 'Rui Staff', summary: 'Second', current: true, restored_from: null },
      { saved_by_id: staff.ines.id, saved_by: 'Inês Staff', summary: 'First', current: false },
      { saved_by_id: null, saved_by: null, summary: defaultPages['press-kit'].en.title, current: false },
    ]);
    const ids = list.body.content.data.map((v) => v.id);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    // Another page and language have versions of their own.
    expect((await versions(staff.ines.token, '/api/super/website/pages/press-kit/pt')).body.content.total).toBe(0);
  });

  it('reads one version and restores it as a new current version, audited; the public page shows it', async () => {
    const [, first, seeded] = (await versions()).body.content.data;
    const one = await get<PageVersion>(`${url}/versions/${first!.id}`, 'en', staff.rui.token);
    expect(one.status).toBe(200);
    expect(one.body.content).toMatchObject({ id: first!.id, saved_by: 'Inês Staff', content: draft('First') });

    const restored = await post(`${url}/versions/${first!.id}/restore`, {}, staff.rui.token);
    expect(restored.statusCode).toBe(200);
    expect(json<{ content: SuperWebsitePage }>(restored).content).toMatchObject({
      ...draft('First'),
      updated_by: 'Rui Staff',
    });
    expect((await get<WebsitePage>('/api/website/pages/press-kit')).body.content.title).toBe('First');
    const list = (await versions()).body.content;
    expect(list.total).toBe(4);
    expect(list.data[0]).toMatchObject({
      summary: 'First',
      saved_by: 'Rui Staff',
      restored_from: first!.id,
      current: true,
    });
    expect(await lastAudit('website.page')).toMatchObject({
      entity_id: 'press-kit:en',
      before: { title: 'Second' },
      after: { title: 'First', restored_version: first!.id },
    });

    // The seeded text comes back too, and the restore is itself undone by restoring the one before it.
    await post(`${url}/versions/${seeded!.id}/restore`, {}, staff.ines.token);
    expect((await get<WebsitePage>('/api/website/pages/press-kit')).body.content.title).toBe(
      defaultPages['press-kit'].en.title,
    );
    expect((await versions()).body.content.total).toBe(5);
  });

  it("refuses another piece's version, a missing id and a bad id cleanly", async () => {
    const [current] = (await versions()).body.content.data;
    const other = '/api/super/website/pages/press-kit/pt';
    expect((await get(`${other}/versions/${current!.id}`, 'en', staff.ines.token)).status).toBe(404);
    expect((await post(`${other}/versions/${current!.id}/restore`, {}, staff.ines.token)).statusCode).toBe(404);
    expect(
      (await post(`/api/super/website/home/en/versions/${current!.id}/restore`, {}, staff.ines.token)).statusCode,
    ).toBe(404);
    expect((await get(`${url}/versions/999999`, 'en', staff.ines.token)).status).toBe(404);
    expect((await post(`${url}/versions/999999/restore`, {}, staff.ines.token)).statusCode).toBe(404);
    const bad = await post(`${url}/versions/abc/restore`, {}, staff.ines.token);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)).toContain('id');
    expect((await get(`${url}/versions?page=0`, 'en', staff.ines.token)).status).toBe(422);
    // Nothing was written by the refused restores.
    expect((await versions()).body.content.total).toBe(5);
  });

  it("keeps the hero's words as versions and restores them, keeping the picture", async () => {
    const before = (await get<SuperWebsiteHome[]>('/api/super/website/home', 'en', staff.ines.token)).body.content[1]!;
    const hero = '/api/super/website/home/pt';
    expect((await post(hero, { title: 'Novo título', subtitle: 'Novo subtítulo' }, staff.ines.token)).statusCode).toBe(
      200,
    );
    const list = (await versions(staff.ines.token, hero)).body.content.data;
    expect(list[0]).toMatchObject({ summary: 'Novo título', saved_by: 'Inês Staff', current: true });
    const earlier = list[1]!;
    const res = await post(`${hero}/versions/${earlier.id}/restore`, {}, staff.rui.token);
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperWebsiteHome }>(res).content).toMatchObject({
      title: before.title,
      subtitle: before.subtitle,
      image_url: before.image_url,
    });
    expect((await get<WebsiteHome>('/api/website/home', 'pt')).body.content.title).toBe(before.title);
  });

  it("refuses a save based on an older version with a 409 and keeps the other staff member's newer text", async () => {
    const aboutUs = '/api/super/website/pages/about-us/pt';
    const opened = (await get<SuperWebsitePage>(aboutUs, 'pt', staff.ines.token)).body.content;
    expect((await get<SuperWebsitePage>(aboutUs, 'pt', staff.rui.token)).body.content.version_id).toBe(
      opened.version_id,
    );
    // Rui saves first, from the same version Inês opened.
    const rui = await post(aboutUs, { ...draft('Rui'), based_on_version: opened.version_id }, staff.rui.token);
    expect(rui.statusCode).toBe(200);
    const ruiSaved = json<{ content: SuperWebsitePage }>(rui).content;
    expect(ruiSaved.version_id).not.toBe(opened.version_id);
    const [newest] = (await versions(staff.ines.token, aboutUs)).body.content.data;
    expect(ruiSaved.version_id).toBe(newest!.id);
    const total = (await versions(staff.ines.token, aboutUs)).body.content.total;

    // Inês's save, still based on what she opened, is refused in her language and writes nothing.
    const stale = await post(
      aboutUs,
      { ...draft('Hours?'), based_on_version: opened.version_id },
      staff.ines.token,
      'pt',
    );
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string }>(stale).message).toMatch(/versão mais recente/);
    const now = (await get<SuperWebsitePage>(aboutUs, 'pt', staff.ines.token)).body.content;
    expect(now).toMatchObject({ ...draft('Rui'), updated_by: 'Rui Staff', version_id: ruiSaved.version_id });
    expect((await versions(staff.ines.token, aboutUs)).body.content.total).toBe(total);

    // Based on the newest version, it goes through; a caller that names no version is not checked.
    const fresh = await post(aboutUs, { ...draft('Inês'), based_on_version: ruiSaved.version_id }, staff.ines.token);
    expect(fresh.statusCode).toBe(200);
    expect((await post(aboutUs, draft('Unchecked'), staff.rui.token)).statusCode).toBe(200);
    expect((await versions(staff.ines.token, aboutUs)).body.content.total).toBe(total + 2);
  });

  it("refuses a stale save of the hero's words the same way, and a based_on_version that is no id with a 422", async () => {
    const hero = '/api/super/website/home/en';
    const [en] = (await get<SuperWebsiteHome[]>('/api/super/website/home', 'en', staff.ines.token)).body.content;
    const words = { title: 'Explore Lisbon', subtitle: 'Tours and tables', based_on_version: en!.version_id };
    const first = await post(hero, words, staff.rui.token);
    expect(first.statusCode).toBe(200);
    expect((await post(hero, { ...words, title: 'Hours?' }, staff.ines.token)).statusCode).toBe(409);
    expect((await get<WebsiteHome>('/api/website/home')).body.content.title).toBe('Explore Lisbon');
    for (const bad of ['abc', 0, 1.5]) {
      const res = await post(hero, { ...words, based_on_version: bad }, staff.ines.token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toContain('based_on_version');
    }
  });

  it('the seed gives every text it wrote a first version, so no history is empty', async () => {
    await t.database.db.transaction(async (tx) => {
      await seedWebsite(tx);
      await seedFirstContentVersions(tx);
    });
    const luggage = '/api/super/website/pages/luggage/pt';
    const list = (await versions(staff.ines.token, luggage)).body.content;
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ saved_by: null, current: true, summary: defaultPages.luggage.pt.title });
    const page = (await get<SuperWebsitePage>(luggage, 'pt', staff.ines.token)).body.content;
    expect(page.version_id).toBe(list.data[0]!.id);
    // Seeding again adds nothing to a text that has versions.
    await t.database.db.transaction((tx) => seedFirstContentVersions(tx));
    expect((await versions(staff.ines.token, luggage)).body.content.total).toBe(1);
  });

  it.each(['finance', 'support', 'client'] as const)('%s may not list, read or restore versions', async (who) => {
    expect((await versions(token[who])).status).toBe(403);
    expect((await get(`${url}/versions/1`, 'en', token[who])).status).toBe(403);
    expect((await post(`${url}/versions/1/restore`, {}, token[who])).statusCode).toBe(403);
    expect((await get('/api/super/website/home/en/versions', 'en', token[who])).status).toBe(403);
    expect((await post('/api/super/website/home/en/versions/1/restore', {}, token[who])).statusCode).toBe(403);
  });
});
