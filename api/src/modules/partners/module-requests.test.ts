// A module a reviewed company switches on waits for staff (docs/partner-review.md, "Modules"): the rule, and the whole
// round over the demo data: Tejo Transfers, without the transfers module, sells no ride; its owner asks for it, staff
// decline it with a reason (mailed), the owner asks again, staff approve it (mailed) and its vehicles are offered.
import { sql } from 'drizzle-orm';
import type { PageOf, SuperPartner, TransferOffer } from '@mp/shared/contracts';
import { bearer, json, lastMail, login, mailsTo, type TestApp } from '../../../test/helpers';
import { DEMO_STAFF_PASSWORD } from '../../db/seed-data/back-office';
import { PARTNER_PASSWORD } from '../../db/seed-data/demo-accounts';
import { lisbonToday } from '../../lib/lisbon-time';
import { getJson, seededApp, sqlRows } from '../catalogue/test-catalogue';
import { moduleChange } from './module-requests';

describe('moduleChange', () => {
  const live = { status: 'active', modules: { experiences: true, transfers: false }, moduleRequest: null };

  it('lets a company under review choose its modules: staff review the whole company', () => {
    expect(moduleChange({ ...live, status: 'pending' }, { experiences: false, transfers: true })).toEqual({
      modules: { experiences: false, transfers: true },
      request: null,
      newRequest: false,
    });
  });

  it('turns a module a live company switches on into a request, and keeps it off', () => {
    expect(moduleChange(live, { experiences: true, transfers: true })).toEqual({
      modules: { experiences: true, transfers: false },
      request: 'transfers',
      newRequest: true,
    });
    // Saving the profile again keeps the same request (and its clock); switching it off again withdraws it.
    const asked = { ...live, moduleRequest: 'transfers' as const };
    expect(moduleChange(asked, { experiences: true, transfers: true })).toMatchObject({ newRequest: false });
    expect(moduleChange(asked, { experiences: true, transfers: false })).toMatchObject({ request: null });
  });

  it('switches a module off at once, but never the last one for one still asked for', () => {
    const both = { ...live, modules: { experiences: true, transfers: true } };
    expect(moduleChange(both, { experiences: false, transfers: true })).toMatchObject({
      modules: { experiences: false, transfers: true },
      request: null,
    });
    expect(moduleChange(live, { experiences: false, transfers: true })).toEqual({
      problem: { key: 'dashboard.profileModuleKeepOne' },
    });
    expect(moduleChange(live, { experiences: false, transfers: false })).toEqual({
      problem: { key: 'dashboard.profileModules' },
    });
  });
});

describe('a reviewed company asks for the transfers module', () => {
  let t: TestApp;
  let owner: string;
  let ownerId: number;
  let staff: string;
  let companyId: number;

  const date = (() => {
    const d = new Date(`${lisbonToday()}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 12);
    return d.toISOString().slice(0, 10);
  })();
  const offeredCompanies = async () => {
    const query = new URLSearchParams({
      pickupLocation: 'lisbon-airport',
      dropOffLocation: 'pt-lisboa-cascais',
      pickupDate: date,
      pickupTime: '10:05',
      numberOfPassengers: '1',
    });
    const { status, body } = await getJson<PageOf<TransferOffer>>(t, `/api/transfers?${query}`);
    expect(status).toBe(200);
    return new Set(body.content.data.map((o) => o.company.id));
  };
  const profile = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/companies', headers: bearer(owner) });
    return json<{ content: { id: number; modules: object; module_request: string | null }[] }>(res).content[0]!;
  };
  const ask = (transfers: '0' | '1', lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/dashboard/partners/${ownerId}`,
      headers: { ...bearer(owner), 'accept-language': lang },
      payload: { experiences: '1', transfers },
    });
  const answer = (payload: object, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `/api/super/partners/${companyId}/update`,
      headers: { ...bearer(staff), 'accept-language': lang },
      payload,
    });
  const listed = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/super/partners?per_page=100', headers: bearer(staff) });
    return json<{ content: PageOf<SuperPartner> }>(res).content.data.find((p) => p.id === companyId)!;
  };

  /** The companies the back office's "asking for a module" filter lists, and its CSV export's rows. */
  const asking = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/super/partners?module_request=1&per_page=100',
      headers: bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    return json<{ content: PageOf<SuperPartner> }>(res).content.data.map((p) => p.id);
  };

  beforeAll(async () => {
    t = await seededApp();
    const [company] = await sqlRows<{ id: number; owner_user_id: number; email: string }>(
      t,
      sql`select c.id, c.owner_user_id, u.email from companies c join users u on u.id = c.owner_user_id
           where c.slug = 'tejo-transfers'`,
    );
    companyId = company!.id;
    ownerId = company!.owner_user_id;
    // As a company reviewed for experiences only would be.
    await t.database.db.execute(
      sql`update companies set modules = '{"experiences": true, "transfers": false}'::jsonb, company_type = 'experiences'
           where id = ${companyId}`,
    );
    t.app.catalogueCache.clear();
    owner = await login(t.app, company!.email, PARTNER_PASSWORD);
    staff = await login(t.app, 'admin@demo.pt', DEMO_STAFF_PASSWORD);
  });
  afterAll(async () => t.close());

  it('sells no ride while the module is off, and asking for it changes nothing on the storefront', async () => {
    expect(await offeredCompanies()).not.toContain(companyId);
    const res = await ask('1');
    expect(res.statusCode).toBe(200);
    expect(await profile()).toMatchObject({
      modules: { experiences: true, transfers: false },
      module_request: 'transfers',
    });
    expect(await offeredCompanies()).not.toContain(companyId);
    expect(await listed()).toMatchObject({ module_request: 'transfers', modules: { transfers: false } });
    expect((await listed()).module_requested_at).toEqual(expect.any(String));
    // Staff find it under "asking for a module", in the list and its export, and nothing that asks for none.
    expect(await asking()).toEqual([companyId]);
    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/super/partners/export?module_request=1',
      headers: bearer(staff),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split('\n')).toHaveLength(2);
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/super/partners?module_request=0&per_page=100',
      headers: bearer(staff),
    });
    expect(json<{ content: PageOf<SuperPartner> }>(others).content.data.map((p) => p.id)).not.toContain(companyId);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/super/partners?module_request=yes', headers: bearer(staff) }))
        .statusCode,
    ).toBe(422);
  });

  it('declines with a reason only, and tells the partner why', async () => {
    const none = await answer({ module_request: 'decline', reason: '  ' }, 'pt');
    expect(none.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(none).errors.reason).toEqual([
      'Indique o motivo: o parceiro lê-o no e-mail e no seu painel.',
    ]);
    const res = await answer({ module_request: 'decline', reason: 'Send us your IMT passenger transport licence.' });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(res).content).toMatchObject({
      module_request: null,
      modules: { transfers: false },
    });
    const [company] = await sqlRows<{ email: string }>(t, sql`select email from companies where id = ${companyId}`);
    const mail = await lastMail(t.app, company!.email);
    expect(mail.subject).toMatch(
      /(request to sell transfers was not approved|pedido para vender transfers não foi aprovado)/,
    );
    expect(mail.text).toContain('Send us your IMT passenger transport licence.');
    expect((await profile()).module_request).toBeNull();
    // Nothing left to answer.
    const again = await answer({ module_request: 'approve' });
    expect(again.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(again).errors.module_request).toHaveLength(1);
  });

  it('approves a new request: the module is on, the partner is told, and its vehicles are offered', async () => {
    expect((await ask('1')).statusCode).toBe(200);
    const [company] = await sqlRows<{ email: string }>(t, sql`select email from companies where id = ${companyId}`);
    const before = (await mailsTo(t.app, company!.email)).length;
    const res = await answer({ module_request: 'approve' });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(res).content).toMatchObject({
      module_request: null,
      modules: { experiences: true, transfers: true },
      company_type: 'both',
    });
    const mails = await mailsTo(t.app, company!.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.subject).toMatch(/(can now sell transfers|já pode vender transfers)/);
    expect(await offeredCompanies()).toContain(companyId);
    expect(await asking()).toEqual([]);
    const [audit] = await sqlRows<{ before: { module_request: string }; after: { module_request: null } }>(
      t,
      sql`select before, after from audit_log where action = 'partner.update' and entity_id = ${String(companyId)}
           order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ before: { module_request: 'transfers' }, after: { module_request: null } });
  });

  it('refuses to leave a live company with no module while it waits for the other', async () => {
    await t.database.db.execute(
      sql`update companies set modules = '{"experiences": true, "transfers": false}'::jsonb where id = ${companyId}`,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/dashboard/partners/${ownerId}`,
      headers: { ...bearer(owner), 'accept-language': 'pt' },
      payload: { experiences: '0', transfers: '1' },
    });
    expect(res.statusCode).toBe(422);
    expect(json<{ errors: Record<string, string[]> }>(res).errors.experiences).toEqual([
      'Mantenha o módulo que tem até a equipa Roteiro aprovar o novo: uma empresa visível vende sempre alguma coisa.',
    ]);
  });
});
