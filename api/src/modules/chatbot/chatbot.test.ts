// The chatbot configuration: staff with the `chatbot` permission read and save one language;
// everyone else gets 403 before any validation; 422 field maps (faq.N.question) in en and pt; each save is audited
// with before and after; the public GET answers in the request's language and a save clears its cache.
import { readFileSync } from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, contentVersions, users } from '../../db/schema';
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let content: { id: number; token: string };
let finance: { id: number; token: string };
let support: { id: number; token: string };
let admin: { id: number; token: string };
const others: Record<string, string> = {};

type Config = {
  language: string;
  greeting: string;
  fallback: string;
  faq: { question: string; answer: string }[];
  updated_by: string | null;
};

beforeAll(async () => {
  t = await buildTestApp();
  content = await createStaffUser(t.app, t.database, 'content');
  finance = await createStaffUser(t.app, t.database, 'finance');
  support = await createStaffUser(t.app, t.database, 'support');
  admin = await createStaffUser(t.app, t.database, 'admin');
  for (const role of ['CLIENT', 'SUPPLIER', 'AFFILIATE'] as const) {
    const email = `${role.toLowerCase()}@chatbot.pt`;
    await createUser(t.database, role, email);
    others[role] = await login(t.app, email);
  }
});
afterAll(async () => t.close());

const save = (token: string, payload: unknown, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/super/chatbot-config',
    headers: { ...bearer(token), 'accept-language': locale },
    payload: payload as object,
  });
const staffGet = (token: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/super/chatbot-config${lang === undefined ? '' : `/${lang}`}`,
    headers: bearer(token),
  });
const publicGet = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/chatbot-config', headers });

const en = {
  language: 'en',
  greeting: 'Hello! Ask me about bookings.',
  fallback: 'Sorry, I do not know. Talk to our team.',
  faq: [
    {
      question: 'Can I cancel my booking for free?',
      answer: 'Only if the listing offers free cancellation; otherwise ask the partner.',
    },
  ],
};
const pt = {
  language: 'pt',
  greeting: 'Olá! Pergunte-me sobre reservas.',
  fallback: 'Lamentamos, não sabemos. Fale com a nossa equipa.',
  faq: [
    { question: 'Posso cancelar a reserva sem custos?', answer: 'Só se o anúncio oferecer cancelamento gratuito.' },
  ],
};

describe('permissions', () => {
  it('answers 403 to every non-staff role and to staff without the chatbot permission, before validating the body', async () => {
    const invalidBody = { language: 'xx', faq: 'nope' };
    for (const token of [...Object.values(others), finance.token, support.token]) {
      expect((await save(token, invalidBody)).statusCode).toBe(403);
      expect((await staffGet(token, 'pt')).statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/super/chatbot-config', payload: invalidBody })).statusCode,
    ).toBe(401);
  });

  it('lets the content and admin roles save', async () => {
    expect((await save(content.token, en)).statusCode).toBe(200);
    expect((await save(admin.token, pt)).statusCode).toBe(200);
  });
});

describe('POST api/super/chatbot-config validation', () => {
  it('names each bad field, FAQ items by index, in en and pt', async () => {
    const body = {
      language: 'pt',
      greeting: '',
      fallback: 'x'.repeat(501),
      faq: [
        { question: 'Ok?', answer: 'Yes.' },
        { question: 'q', answer: '' },
      ],
    };
    const resEn = await save(content.token, body);
    expect(resEn.statusCode).toBe(422);
    const errorsEn = json<{ errors: Record<string, string[]> }>(resEn).errors;
    expect(Object.keys(errorsEn).sort()).toEqual(['fallback', 'faq.1.answer', 'greeting']);
    const resPt = await save(content.token, body, 'pt');
    const errorsPt = json<{ errors: Record<string, string[]> }>(resPt).errors;
    expect(errorsPt['faq.1.answer']?.[0]).not.toEqual(errorsEn['faq.1.answer']?.[0]);
    expect(errorsPt['fallback']?.[0]).toMatch(/500/);
  });

  it('refuses texts that are only spaces, more than 50 FAQ items and an unknown language', async () => {
    const blank = await save(content.token, { ...en, faq: [{ question: '   ', answer: 'A' }] });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(blank).errors)).toEqual(['faq.0.question']);
    const many = await save(content.token, {
      ...en,
      faq: Array.from({ length: 51 }, (_, i) => ({ question: `Q${i}?`, answer: 'A' })),
    });
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(many).errors)).toEqual(['faq']);
    const language = await save(content.token, { ...en, language: 'fr' });
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(language).errors)).toEqual(['language']);
  });
});

describe('GET api/super/chatbot-config/{lang}', () => {
  it('answers the language asked for, and en when it is missing or unknown, with who saved it', async () => {
    expect(json<{ content: Config }>(await staffGet(content.token, 'pt')).content).toMatchObject({
      language: 'pt',
      greeting: pt.greeting,
    });
    expect(json<{ content: Config }>(await staffGet(content.token, 'de')).content).toMatchObject({
      language: 'en',
      greeting: en.greeting,
    });
    const none = json<{ content: Config }>(await staffGet(content.token)).content;
    expect(none).toMatchObject({ language: 'en', faq: en.faq });
    expect(none.updated_by).toBeTruthy();
  });
});

describe('GET api/chatbot-config (public)', () => {
  it("answers in the request's language, briefly cacheable", async () => {
    const resPt = await publicGet({ 'accept-language': 'pt-PT,pt;q=0.9' });
    expect(resPt.statusCode).toBe(200);
    expect(resPt.headers['cache-control']).toBe('public, max-age=60');
    expect(json<{ content: Config }>(resPt).content).toEqual({ language: 'pt', ...pickTexts(pt) });
    expect(json<{ content: Config }>(await publicGet({ 'accept-language': 'de' })).content.language).toBe('en');
    expect(json<{ content: Config }>(await publicGet()).content.greeting).toBe(en.greeting);
  });

  it('shows a save at once: the cache is cleared', async () => {
    expect(json<{ content: Config }>(await publicGet()).content.greeting).toBe(en.greeting);
    expect((await save(content.token, { ...en, greeting: '  Welcome back!  ' })).statusCode).toBe(200);
    expect(json<{ content: Config }>(await publicGet()).content.greeting).toBe('Welcome back!');
    expect((await save(content.token, en)).statusCode).toBe(200);
  });
});

describe('audit', () => {
  it('keeps who changed which language, before and after', async () => {
    await save(content.token, { ...en, greeting: 'Audited greeting' });
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'chatbot_config.update'),
          eq(auditLog.entityId, 'en'),
          eq(auditLog.realUserId, content.id),
        ),
      );
    const last = rows.sort((a, b) => b.id - a.id)[0];
    expect(last).toMatchObject({
      entity: 'chatbot_config',
      before: { greeting: en.greeting },
      after: { greeting: 'Audited greeting' },
    });
    const firstPt = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'chatbot_config.update'), eq(auditLog.entityId, 'pt')))
    )[0];
    expect(firstPt).toMatchObject({ realUserId: admin.id, before: null, after: { greeting: pt.greeting } });
  });
});

function pickTexts(c: typeof pt) {
  return { greeting: c.greeting, fallback: c.fallback, faq: c.faq };
}

describe('content history', () => {
  type Summary = { id: number; saved_by_id: number | null; saved_by: string | null; summary: string; current: boolean };
  type Paged = { total: number; data: Summary[] };
  let ines: { id: number; token: string };
  let rui: { id: number; token: string };
  const call = (token: string, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/api/super/chatbot-config${url}`, headers: bearer(token) });
  const versions = async (token = ines.token, lang = 'pt') => {
    const res = await call(token, 'GET', `/${lang}/versions`);
    return { status: res.statusCode, page: json<{ content: Paged }>(res).content };
  };

  beforeAll(async () => {
    ines = await createStaffUser(t.app, t.database, 'content', 'ines@chatbot-history.pt');
    rui = await createStaffUser(t.app, t.database, 'content', 'rui@chatbot-history.pt');
    await t.database.db.update(users).set({ firstName: 'Inês', lastName: 'Staff' }).where(eq(users.id, ines.id));
    await t.database.db.update(users).set({ firstName: 'Rui', lastName: 'Staff' }).where(eq(users.id, rui.id));
  });

  it('keeps every save as a version with who saved it; a restore brings the FAQ back as a new version, audited', async () => {
    expect((await save(ines.token, pt)).statusCode).toBe(200);
    const before = (await versions()).page.total;
    const wiped = { ...pt, faq: [{ question: 'Hours?', answer: 'Nine to five.' }] };
    expect((await save(rui.token, wiped)).statusCode).toBe(200);
    const list = await versions();
    expect(list.status).toBe(200);
    expect(list.page.total).toBe(before + 1);
    expect(list.page.data.slice(0, 2)).toMatchObject([
      { saved_by_id: rui.id, saved_by: 'Rui Staff', summary: `${pt.greeting} · 1 FAQ`, current: true },
      { saved_by_id: ines.id, saved_by: 'Inês Staff', current: false },
    ]);
    const earlier = list.page.data[1]!;
    const one = await call(rui.token, 'GET', `/pt/versions/${earlier.id}`);
    expect(one.statusCode).toBe(200);
    expect(json<{ content: { content: unknown } }>(one).content.content).toEqual(pickTexts(pt));

    const restored = await call(rui.token, 'POST', `/pt/versions/${earlier.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(json<{ content: Config }>(restored).content).toMatchObject({ ...pickTexts(pt), updated_by: 'Rui Staff' });
    const publicPt = await publicGet({ 'accept-language': 'pt' });
    expect(json<{ content: Config }>(publicPt).content.faq).toEqual(pt.faq);
    const after = await versions();
    expect(after.page.total).toBe(before + 2);
    expect(after.page.data[0]).toMatchObject({ saved_by: 'Rui Staff', current: true, restored_from: earlier.id });
    const audit = (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'chatbot_config.update'), eq(auditLog.realUserId, rui.id)))
    ).sort((a, b) => b.id - a.id)[0];
    expect(audit).toMatchObject({
      entityId: 'pt',
      before: { faq: wiped.faq },
      after: { faq: pt.faq, restored_version: earlier.id },
    });
  });

  it('keeps the configuration there before the first kept version, so a wiped FAQ can be brought back', async () => {
    // As on a database that had its configuration before versions were kept.
    await t.database.db.delete(contentVersions).where(eq(contentVersions.contentKey, 'en'));
    const seeded = json<{ content: Config }>(await staffGet(ines.token, 'en')).content;
    expect(seeded.faq.length).toBeGreaterThan(0);
    expect((await save(rui.token, { ...en, faq: [{ question: 'Hours?', answer: 'Nine to five.' }] })).statusCode).toBe(
      200,
    );
    const list = await versions(ines.token, 'en');
    expect(list.page.total).toBe(2);
    const earlier = list.page.data[1]!;
    expect((await call(ines.token, 'POST', `/en/versions/${earlier.id}/restore`)).statusCode).toBe(200);
    expect(json<{ content: Config }>(await staffGet(ines.token, 'en')).content.faq).toEqual(seeded.faq);
  });

  it('refuses a save based on an older version (409): a stale "Hours?" cannot replace a colleague\'s newer FAQ', async () => {
    const opened = json<{ content: Config & { version_id: number | null } }>(await staffGet(ines.token, 'pt')).content;
    expect(opened.version_id).toBe((await versions()).page.data[0]!.id);
    const newer = { ...pt, faq: [...pt.faq, { question: 'Há estacionamento?', answer: 'Sim, à porta.' }] };
    const saved = await save(rui.token, { ...newer, based_on_version: opened.version_id });
    expect(saved.statusCode).toBe(200);
    const ruiVersion = json<{ content: { version_id: number } }>(saved).content.version_id;
    const total = (await versions()).page.total;

    const stale = await save(ines.token, {
      ...pt,
      faq: [{ question: 'Hours?', answer: '?' }],
      based_on_version: opened.version_id,
    });
    expect(stale.statusCode).toBe(409);
    expect(json<{ message: string }>(stale).message).toMatch(/newer version/);
    expect(json<{ content: Config }>(await staffGet(ines.token, 'pt')).content.faq).toEqual(newer.faq);
    expect((await versions()).page.total).toBe(total);
    // A save that names the newest version goes through.
    expect((await save(ines.token, { ...newer, based_on_version: ruiVersion })).statusCode).toBe(200);
  });

  it('migration 0043 gives the configuration a database already had its first version', async () => {
    await t.database.db.delete(contentVersions).where(eq(contentVersions.kind, 'chatbot_config'));
    const migration = readFileSync(
      new URL('../../../drizzle/0043_content_first_versions.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.database.db.execute(sql.raw(statement));
    const list = await versions(ines.token, 'en');
    expect(list.page.total).toBe(1);
    const current = json<{ content: Config & { version_id: number } }>(await staffGet(ines.token, 'en')).content;
    expect(list.page.data[0]).toMatchObject({ id: current.version_id, current: true });
    const one = await call(ines.token, 'GET', `/en/versions/${current.version_id}`);
    expect(json<{ content: { content: unknown } }>(one).content.content).toEqual(pickTexts(current));
  });

  it("refuses the other language's version, a missing id and a bad id cleanly", async () => {
    const [current] = (await versions()).page.data;
    const total = (await versions(ines.token, 'en')).page.total;
    expect((await call(ines.token, 'GET', `/en/versions/${current!.id}`)).statusCode).toBe(404);
    expect((await call(ines.token, 'POST', `/en/versions/${current!.id}/restore`)).statusCode).toBe(404);
    expect((await call(ines.token, 'POST', '/pt/versions/999999/restore')).statusCode).toBe(404);
    const bad = await call(ines.token, 'POST', '/pt/versions/0/restore');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)).toContain('id');
    expect((await call(ines.token, 'GET', '/xx/versions')).statusCode).toBe(422);
    expect((await versions(ines.token, 'en')).page.total).toBe(total);
  });

  it.each(['finance', 'support'] as const)('%s may not list, read or restore versions', async (role) => {
    const token = role === 'finance' ? finance.token : support.token;
    expect((await call(token, 'GET', '/pt/versions')).statusCode).toBe(403);
    expect((await call(token, 'GET', '/pt/versions/1')).statusCode).toBe(403);
    expect((await call(token, 'POST', '/pt/versions/1/restore')).statusCode).toBe(403);
    expect((await call(others.CLIENT!, 'POST', '/pt/versions/1/restore')).statusCode).toBe(403);
  });
});
