// The promoter area. A partner asks for a promo code for their own services (reason, wanted discount),
// sees the request as requested, then as assigned with the code once the back office decides through the existing
// POST api/super/promo-codes/request/{id}/status, then used. Own company only; roles without services kept out;
// 422 field maps in en and pt.
import { promoCodeRequests } from '../../../db/schema';
import { bearer, buildTestApp, json, login, type TestApp } from '../../../../test/helpers';
import { experience, partnerCompany, type Catalogue, teamMemberToken } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../../super/test-staff';
import { MAX_OPEN_REQUESTS } from './service';

let t: TestApp;
let mine: Catalogue;
let theirs: Catalogue;
let owner: string;
let rival: string;
let bookingsOnly: string;
let admin: { token: string };
let tour: number;
let foreignTour: number;

beforeAll(async () => {
  t = await buildTestApp();
  mine = await partnerCompany(t.database);
  theirs = await partnerCompany(t.database);
  owner = await login(t.app, mine.supplierEmail);
  rival = await login(t.app, theirs.supplierEmail);
  admin = await createStaffUser(t.app, t.database, 'admin');
  bookingsOnly = await teamMemberToken(t.app, t.database, mine, 'desk@example.pt', 'Bookings manager');
  tour = await experience(t.database.db, mine);
  foreignTour = await experience(t.database.db, theirs);
});
afterAll(async () => t.close());

const get = (url: string, token: string, lang = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), 'accept-language': lang } });
const post = (url: string, token: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'accept-language': lang }, payload });
const errorsOf = (res: { body: string }) => json<{ errors: Record<string, string[]> }>(res as never).errors;
type Req = {
  id: number;
  status: string;
  reason: string;
  wanted_discount_percent: number;
  services: { id: number; name: string }[];
  promo_code: { code: string; value: number } | null;
};
const listOf = async (token: string, query = '') =>
  json<{ content: { total: number; data: Req[] } }>(await get(`/api/dashboard/promo-code-requests${query}`, token))
    .content;

describe('promo code requests', () => {
  it('follows a request from requested to assigned (with the code) to used, as the back office decides', async () => {
    const created = await post('/api/dashboard/promo-code-requests', owner, {
      reason: 'Autumn campaign for schools',
      wanted_discount_percent: 15,
      service_ids: [tour],
    });
    expect(created.statusCode).toBe(201);
    const request = json<{ content: Req }>(created).content;
    expect(request).toMatchObject({
      status: 'requested',
      wanted_discount_percent: 15,
      promo_code: null,
      services: [{ id: tour }],
    });
    expect((await listOf(owner)).data.map((r) => [r.id, r.status])).toEqual([[request.id, 'requested']]);

    // The back office sees it in its list and assigns a code through its own call.
    const backOffice = json<{ content: { data: { id: number }[] } }>(
      await get('/api/super/promo-codes/requests?status=requested', admin.token),
    ).content.data;
    expect(backOffice.map((r) => r.id)).toContain(request.id);
    const code = json<{ content: { id: number } }>(
      await post('/api/super/promo-codes', admin.token, {
        code: 'AUTUMN-15',
        kind: 'percent',
        value: 15,
        valid_from: '2026-01-01',
        valid_to: '2099-12-31',
        max_uses: 50,
      }),
    ).content;
    const url = `/api/super/promo-codes/request/${request.id}/status`;
    expect((await post(url, admin.token, { status: 'assigned', promo_code_id: code.id })).statusCode).toBe(200);
    expect((await listOf(owner)).data[0]).toMatchObject({
      status: 'assigned',
      promo_code: { code: 'AUTUMN-15', value: 15 },
    });
    expect((await post(url, admin.token, { status: 'used' })).statusCode).toBe(200);
    expect((await listOf(owner, '?status=used')).data.map((r) => r.id)).toEqual([request.id]);
    expect((await listOf(owner, '?status=requested')).total).toBe(0);
  });

  it('keeps each company to its own requests and services', async () => {
    expect((await listOf(rival)).total).toBe(0);
    const res = await post('/api/dashboard/promo-code-requests', owner, {
      reason: 'Not my service at all',
      wanted_discount_percent: 10,
      service_ids: [tour, foreignTour],
    });
    expect(res.statusCode).toBe(422);
    expect(errorsOf(res)).toEqual({
      service_ids: ['Choose services of your company that are on sale or paused (not drafts).'],
    });
    expect((await get('/api/dashboard/promo-code-requests', bookingsOnly)).statusCode).toBe(403);
    expect(
      (
        await post('/api/dashboard/promo-code-requests', bookingsOnly, {
          reason: 'Bookings desk asking',
          wanted_discount_percent: 10,
          service_ids: [tour],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('answers a 422 field map in en and pt, and limits the requests waiting for an answer', async () => {
    const en = await post('/api/dashboard/promo-code-requests', owner, {
      reason: 'short',
      wanted_discount_percent: 95,
      service_ids: [],
    });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(errorsOf(en)).sort()).toEqual(['reason', 'service_ids', 'wanted_discount_percent']);
    const pt = await post(
      '/api/dashboard/promo-code-requests',
      owner,
      { reason: 'Serviço alheio aqui', wanted_discount_percent: 10, service_ids: [foreignTour] },
      'pt',
    );
    expect(errorsOf(pt)).toEqual({
      service_ids: ['Escolha serviços da sua empresa que estejam à venda ou pausados (não rascunhos).'],
    });
    for (let i = 0; i < MAX_OPEN_REQUESTS; i += 1) {
      expect(
        (
          await post('/api/dashboard/promo-code-requests', owner, {
            reason: `Campaign number ${i}`,
            wanted_discount_percent: 10,
            service_ids: [tour],
          })
        ).statusCode,
      ).toBe(201);
    }
    const tooMany = await post(
      '/api/dashboard/promo-code-requests',
      owner,
      { reason: 'One request too many', wanted_discount_percent: 10, service_ids: [tour] },
      'pt',
    );
    expect(errorsOf(tooMany)).toEqual({
      reason: [`Já tem ${MAX_OPEN_REQUESTS} pedidos à espera de resposta. Aguarde primeiro por um deles.`],
    });
  });
});

describe('older requests', () => {
  it('counts the owner’s requests without a company (sent before requests named one) as the company’s', async () => {
    const fresh = await partnerCompany(t.database);
    const token = await login(t.app, fresh.supplierEmail);
    await t.database.db
      .insert(promoCodeRequests)
      .values({ userId: fresh.supplierId, reason: 'Back office demo request' });
    expect((await listOf(token)).data.map((r) => r.reason)).toEqual(['Back office demo request']);
    expect((await listOf(rival)).data.map((r) => r.reason)).not.toContain('Back office demo request');
  });
});
