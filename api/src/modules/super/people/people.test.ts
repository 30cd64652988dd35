// People and companies in the back office (ADR 017): partners reviewed before their services go live,
// affiliates, registered clients, customers (guests included) and a company's services; each staff role's access,
// 422 field maps in en and pt, and the audit entries of every change.
import { eq } from 'drizzle-orm';
import type {
  PageOf,
  SuperAffiliateRow,
  SuperClient,
  SuperCompany,
  SuperCompanyService,
  SuperCustomer,
  SuperPartner,
} from '@mp/shared/contracts';
import {
  affiliates,
  bookings,
  companies,
  payments,
  services,
  userPreferences,
  userProfiles,
  users,
} from '../../../db/schema';
import { bearer, buildTestApp, createUser, json, login, mailsTo, type TestApp } from '../../../../test/helpers';
import { experience, partnerCompany, type Catalogue } from '../../bookings/checkout-fixtures';
import { createStaffUser } from '../test-staff';

let t: TestApp;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content', string>;
let adminId: number;
let pending: Catalogue;
let pendingSlug: string;
let affiliateUserId: number;
let clientId: number;
let guestId: number;

type Audit = {
  action: string;
  staff: { id: number };
  entity_id: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

const get = <T>(url: string, who = token.admin, lang = 'en') =>
  t.app
    .inject({ method: 'GET', url, headers: { ...bearer(who), 'accept-language': lang } })
    .then((r) => ({ status: r.statusCode, body: json<{ content: T }>(r) }));
const post = (url: string, payload: unknown, who = token.admin, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { ...bearer(who), 'accept-language': lang },
  });

async function publicSlugs(): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/services?per_page=48' });
  expect(res.statusCode).toBe(200);
  return json<{ content: { data: { slug: string }[] } }>(res).content.data.map((s) => s.slug);
}

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createStaffUser(t.app, t.database, 'admin', 'admin@people.pt');
  adminId = admin.id;
  token.admin = admin.token;
  for (const role of ['finance', 'support', 'content'] as const)
    token[role] = (await createStaffUser(t.app, t.database, role, `${role}@people.pt`)).token;

  pending = await partnerCompany(t.database);
  await t.database.db
    .update(companies)
    .set({ status: 'pending', tradeName: 'Quinta Pendente' })
    .where(eq(companies.id, pending.companyId));
  const serviceId = await experience(t.database.db, pending);
  const [svc] = await t.database.db.select({ slug: services.slug }).from(services).where(eq(services.id, serviceId));
  pendingSlug = svc?.slug ?? '';

  affiliateUserId = await createUser(t.database, 'AFFILIATE', 'affiliate@people.pt');
  await t.database.db.insert(affiliates).values({ userId: affiliateUserId, code: 'AFPEOPLE1', status: 'pending' });

  clientId = await createUser(t.database, 'CLIENT', 'client@people.pt');
  const [guest] = await t.database.db
    .insert(users)
    .values({
      userType: 'CLIENT',
      email: 'guest@people.pt',
      passwordHash: null,
      firstName: 'Gil',
      lastName: 'Convidado',
    })
    .returning({ id: users.id });
  guestId = guest?.id ?? 0;
  await t.database.db.insert(userProfiles).values({ userId: guestId, country: 'pt' });
  const at = (days: number) => new Date(Date.now() - days * 86_400_000);
  await t.database.db.insert(bookings).values([
    {
      reference: 'PPL-1',
      userId: clientId,
      paymentMethod: 'card',
      totalCents: 4000,
      status: 'paid',
      createdAt: at(3),
      paidAt: at(3),
    },
    {
      reference: 'PPL-2',
      userId: clientId,
      paymentMethod: 'card',
      totalCents: 1500,
      status: 'expired',
      createdAt: at(2),
    },
    {
      reference: 'PPL-3',
      userId: guestId,
      paymentMethod: 'mbway',
      totalCents: 2500,
      status: 'paid',
      createdAt: at(1),
      paidAt: at(1),
    },
  ]);
});
afterAll(async () => t.close());

describe('partners: review before going live', () => {
  it('lists the pending company first and keeps its service off the public catalogue', async () => {
    const list = await get<PageOf<SuperPartner>>('/api/super/partners?status=pending');
    expect(list.status).toBe(200);
    expect(list.body.content.data.map((p) => p.id)).toEqual([pending.companyId]);
    expect(list.body.content.data[0]).toMatchObject({
      status: 'pending',
      trade_name: 'Quinta Pendente',
      commission_rate: 15,
      services: 1,
      active_services: 1,
      owner: { email: pending.supplierEmail },
    });
    const search = await get<PageOf<SuperPartner>>('/api/super/partners?search=quinta%20pend');
    expect(search.body.content.data.map((p) => p.id)).toEqual([pending.companyId]);
    expect(await publicSlugs()).not.toContain(pendingSlug);
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${pendingSlug}?light=1` })).statusCode).toBe(404);
  });

  it('approves: the service appears at once and the partner is mailed it is live; a suspension needs a reason, takes it off and mails it; reactivation mails again; all audited', async () => {
    const approved = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'active' });
    expect(approved.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(approved).content).toMatchObject({ status: 'active', status_reason: null });
    expect(await publicSlugs()).toContain(pendingSlug);
    expect((await t.app.inject({ method: 'GET', url: `/api/services/${pendingSlug}?light=1` })).statusCode).toBe(200);
    const services = await get<PageOf<SuperCompanyService>>(`/api/super/companies/${pending.companyId}/services`);
    expect(services.body.content.data).toEqual([
      expect.objectContaining({ slug: pendingSlug, status: 'active', live: true }),
    ]);
    // The owner has no mail language set: partner mails default to Portuguese.
    const [approvalMail] = await mailsTo(t.app, pending.supplierEmail);
    expect(approvalMail?.subject).toBe('Quinta Pendente foi aprovada: já está visível na Roteiro');
    expect(approvalMail?.text).toContain('todos os serviços que pôs à venda já estão visíveis na loja');
    expect(approvalMail?.text).toContain(`/pt/partner/`);

    // Suspending without a reason is refused on the field, in en and pt; nothing changes and no mail goes.
    const mailsBefore = (await mailsTo(t.app, pending.supplierEmail)).length;
    const blank = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'suspended', reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(json(blank)).toMatchObject({
      errors: { reason: ['Say why: the partner reads this reason in the mail and on their dashboard.'] },
    });
    const blankPt = await post(
      `/api/super/partners/${pending.companyId}/update`,
      { status: 'suspended' },
      token.admin,
      'pt',
    );
    expect(json(blankPt)).toMatchObject({
      errors: { reason: ['Indique o motivo: o parceiro lê-o no e-mail e no seu painel.'] },
    });
    expect(await publicSlugs()).toContain(pendingSlug);
    expect((await mailsTo(t.app, pending.supplierEmail)).length).toBe(mailsBefore);

    await t.database.db.insert(userPreferences).values({ userId: pending.supplierId, language: 'en' });
    const reason = 'Customers reported tours cancelled on the day.';
    const suspended = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'suspended', reason });
    expect(suspended.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(suspended).content).toMatchObject({
      status: 'suspended',
      status_reason: reason,
    });
    expect(await publicSlugs()).not.toContain(pendingSlug);
    expect(
      (await get<PageOf<SuperCompanyService>>(`/api/super/companies/${pending.companyId}/services`)).body.content
        .data[0]?.live,
    ).toBe(false);
    const [suspensionMail] = await mailsTo(t.app, pending.supplierEmail);
    expect(suspensionMail?.subject).toBe('Quinta Pendente is suspended on Roteiro');
    expect(suspensionMail?.text).toContain(reason);
    expect(suspensionMail?.text).toContain('parceiros@roteiro.pt');

    // The partner reads the status and the reason on their dashboard's company.
    const partnerToken = await login(t.app, pending.supplierEmail);
    const own = await get<{ id: number; status: string; status_reason: string | null }[]>(
      '/api/companies',
      partnerToken,
    );
    expect(own.body.content.find((c) => c.id === pending.companyId)).toMatchObject({
      status: 'suspended',
      status_reason: reason,
    });

    // A suspended company cannot be rejected (that is for one under review).
    const reject = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'rejected', reason: 'No.' });
    expect(reject.statusCode).toBe(422);
    expect(json(reject)).toMatchObject({
      errors: { status: ['Only a company under review can be rejected; a live company can be suspended.'] },
    });

    const reactivated = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'active' });
    expect(json<{ content: SuperPartner }>(reactivated).content).toMatchObject({
      status: 'active',
      status_reason: null,
    });
    expect(await publicSlugs()).toContain(pendingSlug);
    const [reactivationMail] = await mailsTo(t.app, pending.supplierEmail);
    expect(reactivationMail?.subject).toBe('Quinta Pendente is live on Roteiro again');
    const suspendedAgain = await post(`/api/super/partners/${pending.companyId}/update`, {
      status: 'suspended',
      reason,
    });
    expect(suspendedAgain.statusCode).toBe(200);

    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=partner.update')).body.content.data;
    expect(audit.slice(0, 4).map((a) => [a.before?.status, a.after?.status, a.after?.status_reason])).toEqual([
      ['active', 'suspended', reason],
      ['suspended', 'active', null],
      ['active', 'suspended', reason],
      ['pending', 'active', null],
    ]);
    expect(audit[0]).toMatchObject({ staff: { id: adminId }, entity_id: String(pending.companyId) });
  });

  it('rejects a company under review with a reason: it stays off the storefront, the owner is mailed why in their language, and it can be approved later', async () => {
    const other = await partnerCompany(t.database);
    await t.database.db
      .update(companies)
      .set({ status: 'pending', tradeName: 'Vinha Recusada' })
      .where(eq(companies.id, other.companyId));
    const serviceId = await experience(t.database.db, other);
    const [svc] = await t.database.db.select({ slug: services.slug }).from(services).where(eq(services.id, serviceId));
    await t.database.db.insert(userPreferences).values({ userId: other.supplierId, language: 'pt' });

    const blank = await post(`/api/super/partners/${other.companyId}/update`, { status: 'rejected' });
    expect(blank.statusCode).toBe(422);
    expect(json<{ errors: Record<string, unknown> }>(blank).errors).toHaveProperty('reason');

    const reason = 'O NIF não corresponde à denominação social indicada.';
    const rejected = await post(`/api/super/partners/${other.companyId}/update`, { status: 'rejected', reason });
    expect(rejected.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(rejected).content).toMatchObject({
      status: 'rejected',
      status_reason: reason,
    });
    expect(await publicSlugs()).not.toContain(svc?.slug);
    expect((await get<PageOf<SuperPartner>>('/api/super/partners?status=rejected')).body.content.data).toEqual([
      expect.objectContaining({ id: other.companyId, status: 'rejected', status_reason: reason }),
    ]);
    const [mail] = await mailsTo(t.app, other.supplierEmail);
    expect(mail?.subject).toBe('Vinha Recusada não foi aprovada');
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain('a pedir uma nova análise');
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=partner.update')).body.content.data[0];
    expect(audit).toMatchObject({
      entity_id: String(other.companyId),
      before: { status: 'pending', status_reason: null },
      after: { status: 'rejected', status_reason: reason },
    });

    // A rejected company is not suspended (it never went live), but staff may approve it after a new review.
    const suspend = await post(
      `/api/super/partners/${other.companyId}/update`,
      { status: 'suspended', reason },
      token.admin,
      'pt',
    );
    expect(json(suspend)).toMatchObject({
      errors: { status: ['Só pode suspender uma empresa visível na loja; uma empresa em análise pode ser recusada.'] },
    });
    const approved = await post(`/api/super/partners/${other.companyId}/update`, { status: 'active' });
    expect(json<{ content: SuperPartner }>(approved).content).toMatchObject({ status: 'active', status_reason: null });
    expect(await publicSlugs()).toContain(svc?.slug);
    expect((await mailsTo(t.app, other.supplierEmail))[0]?.subject).toBe(
      'Vinha Recusada foi aprovada: já está visível na Roteiro',
    );
  });

  it('sets the commission rate and modules; out of bounds is a 422 on the field in en and pt', async () => {
    const res = await post(`/api/super/partners/${pending.companyId}/update`, {
      commission_rate: 12.5,
      modules: { experiences: true, transfers: true },
    });
    expect(res.statusCode).toBe(200);
    expect(json<{ content: SuperPartner }>(res).content).toMatchObject({
      commission_rate: 12.5,
      modules: { experiences: true, transfers: true },
    });
    const [row] = await t.database.db
      .select({ bp: companies.commissionBasisPoints })
      .from(companies)
      .where(eq(companies.id, pending.companyId));
    expect(row?.bp).toBe(1250);
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=partner.update')).body.content.data[0];
    expect(audit?.before).toMatchObject({ commission_rate: 15 });
    expect(audit?.after).toMatchObject({ commission_rate: 12.5 });

    const high = await post(`/api/super/partners/${pending.companyId}/update`, { commission_rate: 100.5 });
    expect(high.statusCode).toBe(422);
    expect(json(high)).toMatchObject({ errors: { commission_rate: ['Enter a rate from 0 to 100 %.'] } });
    const negative = await post(
      `/api/super/partners/${pending.companyId}/update`,
      { commission_rate: -1, modules: { experiences: false, transfers: false } },
      token.admin,
      'pt',
    );
    expect(json(negative)).toMatchObject({
      errors: {
        commission_rate: ['Introduza uma taxa de 0 a 100 %.'],
        modules: ['Mantenha pelo menos um módulo (experiências ou transfers).'],
      },
    });
    const decimals = await post(`/api/super/partners/${pending.companyId}/update`, { commission_rate: 10.125 });
    expect(json(decimals)).toMatchObject({ errors: { commission_rate: ['Use at most two decimal places.'] } });
    const backToPending = await post(`/api/super/partners/${pending.companyId}/update`, { status: 'pending' });
    expect(backToPending.statusCode).toBe(422);
    expect(json<{ errors: Record<string, unknown> }>(backToPending).errors).toHaveProperty('status');
    expect((await post('/api/super/partners/999999/update', { status: 'active' })).statusCode).toBe(404);
    const [after] = await t.database.db
      .select({ bp: companies.commissionBasisPoints })
      .from(companies)
      .where(eq(companies.id, pending.companyId));
    expect(after?.bp).toBe(1250);
  });

  it('lists companies with their counts, filtered by status', async () => {
    const list = await get<PageOf<SuperCompany>>('/api/super/companies?status=suspended');
    expect(list.body.content.data).toEqual([
      expect.objectContaining({ id: pending.companyId, status: 'suspended', services: 1 }),
    ]);
    expect((await get('/api/super/companies/999999/services')).status).toBe(404);
  });
});

describe('affiliates', () => {
  it('filters by status, approves, suspends and sets the commission, audited', async () => {
    const list = await get<PageOf<SuperAffiliateRow>>('/api/super/affiliates?status=pending');
    expect(list.body.content.data.map((a) => a.id)).toEqual([affiliateUserId]);
    const approved = await post(`/api/super/affiliates/${affiliateUserId}/update`, {
      status: 'active',
      commission_rate: 7.5,
    });
    expect(approved.statusCode).toBe(200);
    expect(json<{ content: SuperAffiliateRow }>(approved).content).toMatchObject({
      status: 'active',
      commission_rate: 7.5,
      commission_basis_points: 750,
    });
    const suspended = await post(`/api/super/affiliates/${affiliateUserId}/update`, { status: 'suspended' });
    expect(json<{ content: SuperAffiliateRow }>(suspended).content.status).toBe('suspended');
    const audit = (await get<PageOf<Audit>>('/api/super/audit-log?action=affiliate.update')).body.content.data;
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { status: 'active', commission_rate: 7.5 },
        { status: 'suspended', commission_rate: 7.5 },
      ],
      [
        { status: 'pending', commission_rate: 5 },
        { status: 'active', commission_rate: 7.5 },
      ],
    ]);
    const bad = await post(
      `/api/super/affiliates/${affiliateUserId}/update`,
      { commission_rate: 101 },
      token.admin,
      'pt',
    );
    expect(bad.statusCode).toBe(422);
    expect(json(bad)).toMatchObject({ errors: { commission_rate: ['Introduza uma taxa de 0 a 100 %.'] } });
    expect((await post(`/api/super/affiliates/${clientId}/update`, { status: 'active' })).statusCode).toBe(404);
  });
});

describe('clients and customers', () => {
  it('clients are registered accounts only; customers are everyone who booked, guests included, with their bookings', async () => {
    const clients = (await get<PageOf<SuperClient>>('/api/super/clients?search=people.pt', token.support)).body.content
      .data;
    expect(clients.map((c) => c.email)).toEqual(['client@people.pt']);
    expect(clients[0]?.bookings).toBe(2);

    const customers = await get<PageOf<SuperCustomer>>('/api/super/customers', token.support);
    expect(customers.status).toBe(200);
    const byEmail = Object.fromEntries(customers.body.content.data.map((c) => [c.email, c]));
    expect(byEmail['guest@people.pt']).toMatchObject({
      guest: true,
      bookings_count: 1,
      paid_total_cents: 2500,
      bookings: [expect.objectContaining({ reference: 'PPL-3' })],
    });
    expect(byEmail['client@people.pt']).toMatchObject({ guest: false, bookings_count: 2, paid_total_cents: 4000 });
    expect(byEmail['client@people.pt']?.bookings.map((b) => b.reference)).toEqual(['PPL-2', 'PPL-1']);
    expect(customers.body.content.data[0]?.email).toBe('guest@people.pt');
    const guests = (await get<PageOf<SuperCustomer>>('/api/super/customers?guest=1', token.support)).body.content.data;
    expect(guests.map((c) => c.email)).toEqual(['guest@people.pt']);
  });

  it('says each customer’s user type (a partner or an affiliate may book too) and filters by it', async () => {
    const at = new Date(Date.now() - 5 * 86_400_000);
    await t.database.db.insert(bookings).values([
      {
        reference: 'PPL-4',
        userId: affiliateUserId,
        paymentMethod: 'card',
        totalCents: 1000,
        status: 'paid',
        createdAt: at,
        paidAt: at,
      },
      {
        reference: 'PPL-5',
        userId: pending.supplierId,
        paymentMethod: 'card',
        totalCents: 2000,
        status: 'waiting_payment',
        createdAt: at,
      },
    ]);
    const all = (await get<PageOf<SuperCustomer>>('/api/super/customers?search=people.pt', token.support)).body.content
      .data;
    expect(Object.fromEntries(all.map((c) => [c.email, c.user_type]))).toEqual({
      'guest@people.pt': 'CLIENT',
      'client@people.pt': 'CLIENT',
      'affiliate@people.pt': 'AFFILIATE',
    });
    const partners = (await get<PageOf<SuperCustomer>>('/api/super/customers?user_type=SUPPLIER', token.support)).body
      .content;
    expect(partners.data.map((c) => [c.email, c.user_type, c.guest])).toEqual([
      [pending.supplierEmail, 'SUPPLIER', false],
    ]);
    expect(partners.total).toBe(1);
    const clients = (await get<PageOf<SuperCustomer>>('/api/super/customers?user_type=CLIENT&guest=0', token.support))
      .body.content.data;
    expect(clients.map((c) => c.email)).toEqual(['client@people.pt']);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/super/customers?user_type=STAFF',
      headers: bearer(token.support),
    });
    expect(unknown.statusCode).toBe(422);
    expect(json<{ errors: Record<string, unknown> }>(unknown).errors).toHaveProperty('user_type');
  });
});

describe('a customer with a refund', () => {
  it('their paid total is what they kept after refunds, and each booking says what went back', async () => {
    const userId = await createUser(t.database, 'CLIENT', 'refunded@people.pt');
    const [booking] = await t.database.db
      .insert(bookings)
      .values({
        reference: 'PPL-R1',
        userId,
        paymentMethod: 'card',
        totalCents: 13000,
        status: 'paid',
        paidAt: new Date(),
      })
      .returning({ id: bookings.id });
    await t.database.db.insert(payments).values({
      bookingId: booking?.id ?? 0,
      provider: 'card',
      externalId: 'people-refund-card',
      status: 'paid',
      amountCents: 13000,
      details: { refunded_cents: 8000 },
    });
    const customer = (
      await get<PageOf<SuperCustomer>>('/api/super/customers?search=refunded%40people.pt', token.support)
    ).body.content.data[0];
    expect(customer).toMatchObject({
      paid_total_cents: 5000,
      bookings: [expect.objectContaining({ reference: 'PPL-R1', total_cents: 13000, refunded_cents: 8000 })],
    });
  });
});

describe('staff roles', () => {
  it('partners, affiliates and companies need `partners`; clients and customers need `customers`', async () => {
    const expectations: [string, keyof typeof token, number][] = [
      ['/api/super/partners', 'finance', 403],
      ['/api/super/partners', 'support', 403],
      ['/api/super/partners', 'content', 403],
      ['/api/super/affiliates', 'finance', 403],
      ['/api/super/companies', 'content', 403],
      ['/api/super/customers', 'finance', 403],
      ['/api/super/clients', 'content', 403],
      ['/api/super/customers', 'support', 200],
      ['/api/super/clients', 'admin', 200],
      ['/api/super/companies', 'admin', 200],
    ];
    const got = await Promise.all(expectations.map(async ([url, role]) => (await get(url, token[role])).status));
    expect(got).toEqual(expectations.map((e) => e[2]));
    expect(
      (await post(`/api/super/partners/${pending.companyId}/update`, { commission_rate: 500 }, token.finance))
        .statusCode,
    ).toBe(403);
  });
});
