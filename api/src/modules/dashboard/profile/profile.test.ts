// The company profile. GET /api/companies (own companies only), POST /api/dashboard/partners/{userId}
// (multipart logo checked by its bytes, empty values skipped, 422 field maps in en and pt), the settings (mail
// language, notification address, password) and the reviews of the company's services; another partner and team
// roles without the company permission are kept out.
import { sql } from 'drizzle-orm';
import type { PartnerSettings } from '@mp/shared/contracts';
import { reviews } from '../../../db/schema';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  lastMail,
  login,
  mailsTo,
  multipart,
  TINY_PNG,
  type TestApp,
} from '../../../../test/helpers';
import { experience, partnerCompany, type Catalogue, teamMemberToken } from '../../bookings/checkout-fixtures';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
let bookingsOnly: string;

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  bookingsOnly = await teamMemberToken(t.app, t.database, mine, 'desk@example.pt', 'Bookings manager');
});
afterAll(async () => t.close());

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const del = (url: string, token: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(token) });
const CONFIRM = '/api/dashboard/settings/notification-email/confirm';
/** The secret of the confirmation link in a mail's text. */
const tokenIn = (text: string) => {
  const found = /confirm-email=([^\s&]+)/.exec(text);
  if (!found) throw new Error(`no confirmation link in: ${text}`);
  return decodeURIComponent(found[1]!);
};
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res as never).errors;
const companyRow = async (id: number) =>
  (
    (await t.database.db.execute(
      sql`select trade_name, description_en, website, email, modules, company_type from companies where id = ${id}`,
    )) as unknown as {
      rows: {
        trade_name: string;
        description_en: string | null;
        website: string | null;
        email: string | null;
        modules: object;
        company_type: string;
      }[];
    }
  ).rows[0]!;

describe('GET /api/companies', () => {
  it('answers only the partner’s own company, in full', async () => {
    await t.database.db.execute(
      sql`update companies set iban = 'PT50000201231234567890154', bicswift = 'CGDIPTPL' where id = ${mine.companyId}`,
    );
    const list = json<{
      content: {
        id: number;
        tax_number: string;
        description_en: string | null;
        iban: string | null;
        trade_name: string;
      }[];
    }>(await get('/api/companies', owner)).content;
    expect(list.map((c) => c.id)).toEqual([mine.companyId]);
    expect(list[0]!.tax_number).not.toBe('');
    expect(list[0]!.iban).not.toBeNull();
    // A member whose role may not edit the company sees it without its payout and tax details.
    const member = json<{
      content: { id: number; iban: string | null; bicswift: string | null; tax_number: string; trade_name: string }[];
    }>(await get('/api/companies', bookingsOnly)).content;
    expect(member.map((c) => c.id)).toEqual([mine.companyId]);
    expect(member[0]).toMatchObject({ iban: null, bicswift: null, tax_number: '', trade_name: list[0]!.trade_name });
    await createUser(t.database, 'CLIENT', 'shopper@example.pt');
    expect((await get('/api/companies', await login(t.app, 'shopper@example.pt'))).statusCode).toBe(403);
  });
});

describe('POST /api/dashboard/partners/{userId}', () => {
  it('edits the company with a logo, skipping empty values, and shows it on GET /api/companies/{id}', async () => {
    const body = multipart(
      { field: 'logo', filename: 'logo.png', data: TINY_PNG, type: 'image/png' },
      {
        trade_name: 'Lisbon Walks',
        description_en: 'Small groups, local guides.',
        description_pt: '',
        website: 'lisbonwalks.pt',
        email: '',
        transfers: '1',
      },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/partners/${mine.supplierId}`,
      headers: { ...bearer(owner), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const content = json<{
      content: {
        trade_name: string;
        logos: { url: string }[];
        modules: object;
        company_type: string;
        module_request: string | null;
      };
    }>(res).content;
    // A live company asks staff for a module it was not reviewed for (docs/partner-review.md): it stays off meanwhile.
    expect(content).toMatchObject({
      trade_name: 'Lisbon Walks',
      modules: { experiences: true, transfers: false },
      module_request: 'transfers',
      company_type: 'experiences',
    });
    expect(content.logos).toHaveLength(1);
    const row = await companyRow(mine.companyId);
    expect(row).toMatchObject({
      trade_name: 'Lisbon Walks',
      description_en: 'Small groups, local guides.',
      website: 'https://lisbonwalks.pt',
    });
    // The empty e-mail was skipped, not blanked.
    expect(row.email).toBeNull();
    const view = json<{ content: { trade_name: string; logos: unknown[] } }>(
      await get(`/api/companies/${mine.companyId}`, owner),
    ).content;
    expect(view.trade_name).toBe('Lisbon Walks');
    expect(view.logos).toHaveLength(1);
  });

  it('answers a 422 field map in en and pt, and checks the logo by its bytes', async () => {
    const payload = { website: 'not a site', email: 'nope', iban: 'PT00 1234', experiences: '0', transfers: '0' };
    const en = await post(`/api/dashboard/partners/${mine.supplierId}`, owner, payload);
    expect(en.statusCode).toBe(422);
    expect(errorsOf(en)).toEqual({
      website: ['Enter a valid web address.'],
      email: ['Enter a valid e-mail address.'],
      iban: [expect.any(String)],
      experiences: ['Keep at least one module: experiences or transfers.'],
    });
    const pt = errorsOf(await post(`/api/dashboard/partners/${mine.supplierId}`, owner, payload, 'pt'));
    expect(pt.email).toEqual(['Indique um endereço de e-mail válido.']);
    expect(pt.experiences).toEqual(['Mantenha pelo menos um módulo: experiências ou transferes.']);
    const fake = multipart({
      field: 'logo',
      filename: 'logo.png',
      data: Buffer.from('<svg onload=alert(1)>'),
      type: 'image/png',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/partners/${mine.supplierId}`,
      headers: { ...bearer(owner), ...fake.headers },
      payload: fake.payload,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(errorsOf(bad))).toEqual(['logo.0']);
    expect((await companyRow(mine.companyId)).website).toBe('https://lisbonwalks.pt');
  });

  it('refuses another partner’s user id, another company’s partner and roles without the company permission', async () => {
    expect(
      (await post(`/api/dashboard/partners/${theirs.supplierId}`, owner, { trade_name: 'Taken over' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/dashboard/partners/${mine.supplierId}`, rival, { trade_name: 'Taken over' })).statusCode,
    ).toBe(403);
    expect(
      (await post(`/api/dashboard/partners/${mine.supplierId}`, bookingsOnly, { trade_name: 'Taken over' })).statusCode,
    ).toBe(403);
    expect((await companyRow(theirs.companyId)).trade_name).not.toBe('Taken over');
    expect((await companyRow(mine.companyId)).trade_name).toBe('Lisbon Walks');
  });
});

describe('settings', () => {
  it('stores the mail language, and asks the new notification address to confirm itself before any mail goes there', async () => {
    const saved = await post('/api/dashboard/settings', owner, {
      language: 'en',
      notification_email: 'Bookings@LisbonWalks.pt',
    });
    const settings = json<{ content: PartnerSettings }>(saved).content;
    expect(settings).toMatchObject({ language: 'en', notification_email: null, email_chat: true, email_news: false });
    expect(settings.pending_notification_email?.email).toBe('bookings@lisbonwalks.pt');
    const hours = (Date.parse(settings.pending_notification_email!.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await companyRow(mine.companyId)).email).toBeNull();
    const lang = (
      (await t.database.db.execute(
        sql`select language from user_preferences where user_id = ${mine.supplierId}`,
      )) as unknown as { rows: { language: string }[] }
    ).rows[0];
    expect(lang?.language).toBe('en');

    // The new address gets the link; the secret is stored only as its hash.
    const mail = await lastMail(t.app, 'bookings@lisbonwalks.pt');
    expect(mail.subject).toBe('Confirm the new address for Lisbon Walks’s booking mails');
    const token = tokenIn(mail.text);
    const stored = (await t.database.db.execute(
      sql`select token_hash from company_email_changes where company_id = ${mine.companyId}`,
    )) as unknown as { rows: { token_hash: string }[] };
    expect(stored.rows[0]!.token_hash).not.toContain(token);

    // Only a member who may edit the company confirms, and only for their own company.
    expect((await post(CONFIRM, bookingsOnly, { token })).statusCode).toBe(403);
    expect(errorsOf(await post(CONFIRM, rival, { token }))).toEqual({
      token: [
        'This confirmation link is not valid any more: it was used, replaced by a newer one or cancelled. Ask for the change again in your settings.',
      ],
    });
    expect(errorsOf(await post(CONFIRM, owner, { token: 'guess' }, 'pt'))).toEqual({
      token: [
        'Esta ligação de confirmação já não é válida: foi usada, substituída por outra mais recente ou cancelada. Peça a alteração de novo nas definições.',
      ],
    });
    const confirmed = json<{ content: PartnerSettings }>(await post(CONFIRM, owner, { token })).content;
    expect(confirmed).toMatchObject({
      notification_email: 'bookings@lisbonwalks.pt',
      pending_notification_email: null,
    });
    expect((await companyRow(mine.companyId)).email).toBe('bookings@lisbonwalks.pt');
    expect((await post(CONFIRM, owner, { token })).statusCode).toBe(422);

    expect(errorsOf(await post('/api/dashboard/settings', owner, { notification_email: 'x' }, 'pt'))).toEqual({
      notification_email: ['Indique um endereço de e-mail válido.'],
    });
    expect(
      (await post('/api/dashboard/settings', bookingsOnly, { notification_email: 'me@example.pt' })).statusCode,
    ).toBe(403);
    expect(
      json<{ content: { language: string } }>(await post('/api/dashboard/settings', bookingsOnly, { language: 'pt' }))
        .content.language,
    ).toBe('pt');
    expect((await companyRow(mine.companyId)).email).toBe('bookings@lisbonwalks.pt');
  });

  it('tells the address in use who asked to move the mails, keeps only the newest link, and lets the change be cancelled or expire', async () => {
    const before = (await mailsTo(t.app, 'bookings@lisbonwalks.pt')).length;
    await post('/api/dashboard/settings', owner, { notification_email: 'desk@lisbonwalks.pt' });
    const first = tokenIn((await lastMail(t.app, 'desk@lisbonwalks.pt')).text);
    const notices = await mailsTo(t.app, 'bookings@lisbonwalks.pt');
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]!.subject).toBe('The address for Lisbon Walks’s booking mails is being changed');
    expect(notices[0]!.text).toContain('desk@lisbonwalks.pt');
    expect(notices[0]!.text).not.toContain(first);

    // Asking again (here from the profile's contact address) replaces the request: the first link stops working.
    const edit = await post(`/api/dashboard/partners/${mine.supplierId}`, owner, { email: 'Team@LisbonWalks.pt' });
    expect(edit.statusCode).toBe(200);
    expect((await companyRow(mine.companyId)).email).toBe('bookings@lisbonwalks.pt');
    expect((await post(CONFIRM, owner, { token: first })).statusCode).toBe(422);
    const pending = json<{ content: PartnerSettings }>(await get('/api/dashboard/settings', bookingsOnly)).content;
    expect(pending.pending_notification_email?.email).toBe('team@lisbonwalks.pt');

    // Cancelled: the link does nothing any more.
    const second = tokenIn((await lastMail(t.app, 'team@lisbonwalks.pt')).text);
    expect((await del('/api/dashboard/settings/notification-email', bookingsOnly)).statusCode).toBe(403);
    const cancelled = json<{ content: PartnerSettings }>(
      await del('/api/dashboard/settings/notification-email', owner),
    ).content;
    expect(cancelled.pending_notification_email).toBeNull();
    expect((await post(CONFIRM, owner, { token: second })).statusCode).toBe(422);

    // Expired: no longer shown as pending, and its link says it expired.
    await post('/api/dashboard/settings', owner, { notification_email: 'late@lisbonwalks.pt' });
    const late = tokenIn((await lastMail(t.app, 'late@lisbonwalks.pt')).text);
    await t.database.db.execute(
      sql`update company_email_changes set expires_at = now() - interval '1 minute' where company_id = ${mine.companyId}`,
    );
    expect(
      json<{ content: PartnerSettings }>(await get('/api/dashboard/settings', owner)).content
        .pending_notification_email,
    ).toBeNull();
    expect(errorsOf(await post(CONFIRM, owner, { token: late }))).toEqual({
      token: ['This confirmation link has expired. Ask for the change again in your settings.'],
    });
    expect((await companyRow(mine.companyId)).email).toBe('bookings@lisbonwalks.pt');

    // The address in use again: nothing to confirm.
    await post('/api/dashboard/settings', owner, { notification_email: 'other@lisbonwalks.pt' });
    const back = json<{ content: PartnerSettings }>(
      await post('/api/dashboard/settings', owner, { notification_email: 'bookings@lisbonwalks.pt' }),
    ).content;
    expect(back.pending_notification_email).toBeNull();
  });

  it('stores the member’s own mail choices, leaving the language and the other choice as they were', async () => {
    const choose = async (body: object) =>
      json<{ content: object }>(await post('/api/dashboard/settings', bookingsOnly, body)).content;
    expect(await choose({ email_chat: false })).toMatchObject({ language: 'pt', email_chat: false, email_news: false });
    expect(await choose({ email_news: true })).toMatchObject({ language: 'pt', email_chat: false, email_news: true });
    // Another member's choices are theirs alone.
    expect(json<{ content: object }>(await get('/api/dashboard/settings', owner)).content).toMatchObject({
      email_chat: true,
      email_news: false,
    });
    expect((await post('/api/dashboard/settings', bookingsOnly, { email_chat: 'no' })).statusCode).toBe(422);
  });

  it('changes the password only with the current one', async () => {
    const wrong = await post(
      '/api/dashboard/password',
      rival,
      { current_password: 'nope', password: 'NewSecret456', password_confirmation: 'NewSecret456' },
      'pt',
    );
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(errorsOf(wrong))).toEqual(['current_password']);
    const res = await post('/api/dashboard/password', rival, {
      current_password: 'Secret123',
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
    expect(res.statusCode).toBe(200);
    expect(await login(t.app, theirs.supplierEmail, 'NewSecret456')).toBeTruthy();
  });
});

describe('GET /api/dashboard/reviews', () => {
  it('answers the average, the 1–5 distribution and a page of the company’s published reviews only', async () => {
    const a = await experience(t.database.db, mine);
    const b = await experience(t.database.db, mine);
    const foreign = await experience(t.database.db, theirs);
    const review = (serviceId: number, stars: number, status = 'published') => ({
      serviceId,
      stars,
      status,
      authorFirstName: 'Ana',
      authorLastName: 'Silva',
      text: `${stars} stars`,
    });
    await t.database.db
      .insert(reviews)
      .values([review(a, 5), review(a, 4), review(b, 5), review(b, 2), review(b, 1, 'hidden'), review(foreign, 1)]);
    const all = json<{
      content: {
        average: number;
        count: number;
        distribution: number[];
        reviews: { total: number; data: { service_id: number; author: string; stars: number }[] };
      };
    }>(await get('/api/dashboard/reviews?per_page=3', owner)).content;
    expect(all).toMatchObject({ average: 4, count: 4, distribution: [0, 1, 0, 1, 2] });
    expect(all.reviews.total).toBe(4);
    expect(all.reviews.data).toHaveLength(3);
    expect(all.reviews.data[0]!.author).toBe('Ana S.');
    expect(all.reviews.data.every((r) => [a, b].includes(r.service_id))).toBe(true);
    const fives = json<{ content: { reviews: { total: number; data: { stars: number }[] } } }>(
      await get('/api/dashboard/reviews?stars=5', owner),
    ).content;
    expect(fives.reviews.total).toBe(2);
    expect(fives.reviews.data.every((r) => r.stars === 5)).toBe(true);
    expect(json<{ content: { count: number } }>(await get('/api/dashboard/reviews', rival)).content.count).toBe(1);
    expect((await get('/api/dashboard/reviews', bookingsOnly)).statusCode).toBe(403);
  });
});
