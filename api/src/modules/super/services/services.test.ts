// Services in the back office (ADR 017): every company's services by list, one service, activate / deactivate
// (not a draft) and the home page's places, each audited; the `services` permission.
import type { PageOf, SuperService } from '@mp/shared/contracts';
import { bearer, buildTestApp, json, type TestApp } from '../../../../test/helpers';
import { experience, partnerCompany } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';

let t: TestApp;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content', string>;
let activeId: number;
let draftId: number;
let inactiveId: number;

type Audit = {
  action: string;
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const get = <T>(url: string, who = token.content, lang = 'en') =>
  t.app
    .inject({ method: 'GET', url, headers: { ...bearer(who), 'accept-language': lang } })
    .then((r) => ({ status: r.statusCode, body: json<{ content: T }>(r) }));
const post = (url: string, payload: Record<string, unknown>, who = token.content, lang = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { ...bearer(who), 'accept-language': lang } });

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    token[role] = (await createStaffUser(t.app, t.database, role, `${role}@services.pt`)).token;
  const c = await partnerCompany(t.database);
  activeId = await experience(t.database.db, c);
  draftId = await experience(t.database.db, c, { status: 'draft' });
  inactiveId = await experience(t.database.db, c, { status: 'inactive' });
});
afterAll(async () => t.close());

async function publicStatus(id: number): Promise<number> {
  const { slug } = (await get<SuperService>(`/api/super/services/${id}`)).body.content;
  return (await t.app.inject({ method: 'GET', url: `/api/services/${slug}?light=1` })).statusCode;
}

describe('GET api/super/{type} and api/super/services/{id}', () => {
  it('lists every status by list and type; content staff may, finance and support may not', async () => {
    const ids = async (url: string) => (await get<PageOf<SuperService>>(url)).body.content.data.map((s) => s.id);
    expect(await ids('/api/super/services?status=draft')).toEqual([draftId]);
    expect(await ids('/api/super/experiences?status=inactive')).toEqual([inactiveId]);
    expect(await ids('/api/super/transfers')).toEqual([]);
    expect((await ids('/api/super/services')).sort()).toEqual([activeId, draftId, inactiveId].sort());
    const one = await get<SuperService>(`/api/super/services/${activeId}`, token.admin, 'pt');
    expect(one.body.content).toMatchObject({
      id: activeId,
      status: 'active',
      live: true,
      sponsored: false,
      weekly_deal: false,
    });
    expect(one.body.content.name).toMatch(/^Passeio /);
    expect((await get('/api/super/services/999999')).status).toBe(404);
    expect((await get('/api/super/services', token.finance)).status).toBe(403);
    expect((await get('/api/super/services', token.support)).status).toBe(403);
    expect(
      (await post(`/api/super/services/${activeId}/update`, { status: 'inactive' }, token.support)).statusCode,
    ).toBe(403);
  });
});

describe('POST api/super/services/{id}/update', () => {
  it('deactivates (off the public site) and activates again, audited with before and after', async () => {
    expect(await publicStatus(activeId)).toBe(200);
    const off = await post(`/api/super/services/${activeId}/update`, { status: 'inactive' });
    expect(off.statusCode).toBe(200);
    expect(json<{ content: SuperService }>(off).content).toMatchObject({ status: 'inactive', live: false });
    expect(await publicStatus(activeId)).toBe(404);
    expect((await post(`/api/super/services/${activeId}/update`, { status: 'active' })).statusCode).toBe(200);
    expect(await publicStatus(activeId)).toBe(200);
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=service.update', token.admin)).body.content
      .data;
    expect(audit.slice(0, 2).map((a) => [a.entity_id, a.before?.status, a.after?.status])).toEqual([
      [String(activeId), 'inactive', 'active'],
      [String(activeId), 'active', 'inactive'],
    ]);
  });

  it("says the public catalogue changed: the write's answer carries a newer catalogue version than the listing had (ADR 032)", async () => {
    const listing = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(listing.headers['cache-control']).toBe('public, max-age=0, s-maxage=1');
    expect(listing.headers.vary).toBe('Accept-Language');
    const [process, generation] = String(listing.headers['x-catalogue-version']).split('.');
    const write = await post(`/api/super/services/${activeId}/update`, { sponsored: false });
    expect(write.statusCode).toBe(200);
    const [sameProcess, next] = String(write.headers['x-catalogue-version']).split('.');
    expect(sameProcess).toBe(process);
    expect(Number(next)).toBeGreaterThan(Number(generation));
    // A refused write changes nothing and says so.
    const refused = await post(`/api/super/services/${activeId}/update`, { sponsored: true }, token.support);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-catalogue-version']).toBe(write.headers['x-catalogue-version']);
    // A user's own reads are never kept by a cache.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/super/services/${activeId}`, headers: bearer(token.content) }))
        .headers['cache-control'],
    ).toBe('no-store');
  });

  it('promotes and un-promotes: the promoted list follows', async () => {
    const promoted = await post(`/api/super/services/${activeId}/update`, { sponsored: true, weekly_deal: true });
    expect(json<{ content: SuperService }>(promoted).content).toMatchObject({ sponsored: true, weekly_deal: true });
    expect(
      (await get<PageOf<SuperService>>('/api/super/services?status=promoted')).body.content.data.map((s) => s.id),
    ).toEqual([activeId]);
    await post(`/api/super/services/${activeId}/update`, { sponsored: false, weekly_deal: false });
    expect((await get<PageOf<SuperService>>('/api/super/services?status=promoted')).body.content.data).toEqual([]);
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=service.update', token.admin)).body.content
      .data[0];
    expect(audit?.before).toMatchObject({ sponsored: true, weekly_deal: true });
    expect(audit?.after).toMatchObject({ sponsored: false, weekly_deal: false });
  });

  it('refuses to change a draft’s status (422 on status, en and pt) and a status it does not know', async () => {
    const en = await post(`/api/super/services/${draftId}/update`, { status: 'active' });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({
      errors: { status: ['A draft is published by its partner; it cannot be activated or deactivated here.'] },
    });
    const pt = await post(`/api/super/services/${draftId}/update`, { status: 'active' }, token.content, 'pt');
    expect(json(pt)).toMatchObject({
      errors: { status: ['Um rascunho é publicado pelo seu parceiro; não pode ser ativado nem desativado aqui.'] },
    });
    const unknown = await post(`/api/super/services/${activeId}/update`, { status: 'draft' });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, unknown> }>(unknown).errors).toHaveProperty('status');
    expect((await post('/api/super/services/999999/update', { sponsored: true })).statusCode).toBe(404);
  });
});

describe('GET/POST api/super/services/{id}/content', () => {
  it("staff edit any company's service content under the partner's rules; the changed fields are audited; the public page shows it", async () => {
    const content = await get<{ name: { en: string; pt: string }; value_cents: number }>(
      `/api/super/services/${inactiveId}/content`,
    );
    expect(content.status).toBe(200);
    expect(content.body.content.name.pt).toMatch(/^Passeio /);
    const res = await post(`/api/super/services/${activeId}/content`, {
      name_en: 'Sunset sail by staff',
      description_pt: 'Texto revisto pela equipa.',
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: { name: { en: string }; description: { pt: string } } }>(res).content).toMatchObject({
      name: { en: 'Sunset sail by staff' },
      description: { pt: 'Texto revisto pela equipa.' },
    });
    const { slug } = (await get<SuperService>(`/api/super/services/${activeId}`)).body.content;
    const live = await t.app.inject({
      method: 'GET',
      url: `/api/services/${slug}`,
      headers: { 'accept-language': 'en' },
    });
    expect(live.body).toContain('Sunset sail by staff');
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=service.content', token.admin)).body.content
      .data[0];
    expect(audit).toMatchObject({
      entity_id: String(activeId),
      after: { name_en: 'Sunset sail by staff', description_pt: 'Texto revisto pela equipa.' },
    });
    expect(Object.keys(audit?.before ?? {}).sort()).toEqual(['description_pt', 'name_en']);
    // Every field the edit takes is in the change log, the child band's too (ADR 023).
    const band = await post(`/api/super/services/${activeId}/content`, {
      child_value_cents: 1500,
      child_age_end: 11,
      extraPrices: [],
    });
    expect(band.statusCode).toBe(200);
    const logged = (await get<PageOf<Audit>>('/api/super/audit-log?action=service.content', token.admin)).body.content
      .data[0];
    expect(logged).toMatchObject({
      before: { child_value_cents: null, child_age_end: null },
      after: { child_value_cents: 1500, child_age_end: 11 },
    });
    // The list shows the band (the manual booking form asks for adults and children with it); others have none.
    const listed = (await get<PageOf<SuperService>>('/api/super/services')).body.content.data;
    expect(listed.find((s) => s.id === activeId)?.child_band).toEqual({
      value_cents: 1500,
      age_start: 0,
      age_end: 11,
      children_alone: false,
    });
    expect(listed.find((s) => s.id === draftId)?.child_band).toBeNull();
  });

  it('refuses an empty or blank name in either language with a 422 on the field, and saves nothing', async () => {
    const before = await get<{ name: { en: string; pt: string }; description: { en: string | null } }>(
      `/api/super/services/${activeId}/content`,
    );
    const audited = async () =>
      (await get<PageOf<Audit>>('/api/super/audit-log?action=service.content', token.admin)).body.content.total;
    const entries = await audited();
    const empty = await post(`/api/super/services/${activeId}/content`, {
      name_en: '',
      description_en: 'Should not be saved.',
    });
    expect(empty.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(empty).errors.name_en?.[0]).toBeTruthy();
    const blank = await post(`/api/super/services/${activeId}/content`, {
      name_en: '   ',
      name_pt: ' \t ',
      description_en: 'Should not be saved.',
    });
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toMatchObject({
      errors: { name_en: ['Fill in this field.'], name_pt: ['Fill in this field.'] },
    });
    const pt = await post(`/api/super/services/${activeId}/content`, { name_pt: '  ' }, token.content, 'pt');
    expect(json(pt)).toMatchObject({ errors: { name_pt: ['Preencha este campo.'] } });
    const after = await get<{ name: { en: string; pt: string }; description: { en: string | null } }>(
      `/api/super/services/${activeId}/content`,
    );
    expect(after.body.content.name).toEqual(before.body.content.name);
    expect(after.body.content.description.en).toEqual(before.body.content.description.en);
    expect(await audited()).toBe(entries);
    // A name with spaces around it is kept without them.
    const padded = await post(`/api/super/services/${activeId}/content`, { name_en: '  Sunset sail by staff  ' });
    expect(json<{ content: { name: { en: string } } }>(padded).content.name.en).toBe('Sunset sail by staff');
  });

  it('refuses what the partner would be refused (422 en and pt), unknown services (404) and staff without `services` (403)', async () => {
    const en = await post(`/api/super/services/${activeId}/content`, { value_cents: 1000, value_discount_cents: 1500 });
    expect(en.statusCode).toBe(422);
    expect(json(en)).toMatchObject({
      errors: { value_discount_cents: ['The discounted price must be lower than the price.'] },
    });
    const pt = await post(
      `/api/super/services/${activeId}/content`,
      { value_cents: 1000, value_discount_cents: 1500 },
      token.content,
      'pt',
    );
    expect(json(pt)).toMatchObject({
      errors: { value_discount_cents: ['O preço com desconto tem de ser inferior ao preço.'] },
    });
    const blank = await post(`/api/super/services/${activeId}/content`, { name_pt: '' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(json<{ errors: Record<string, unknown> }>(blank).errors)).toEqual(['name_pt']);
    expect((await post('/api/super/services/999999/content', { name_en: 'x' })).statusCode).toBe(404);
    expect((await get('/api/super/services/999999/content')).status).toBe(404);
    expect((await post(`/api/super/services/${activeId}/content`, { name_en: 'x' }, token.finance)).statusCode).toBe(
      403,
    );
    expect((await get(`/api/super/services/${activeId}/content`, token.support)).status).toBe(403);
  });
});
