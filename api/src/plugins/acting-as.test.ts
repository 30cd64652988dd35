// Acting as another account (impersonate_id) goes only as far as the staff role says: support acts as customers
// only, finance and content as no one, the admin role and the owner as anyone but another SUPER. A write made while
// acting keeps the account before and after it in the audit log.
import { desc, eq } from 'drizzle-orm';
import { auditLog, companies } from '../db/schema';
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/helpers';
import { partnerCompany, type Catalogue } from '../modules/bookings/checkout-fixtures';
import { createStaffUser } from '../modules/super/test-staff';

const NEW_IBAN = 'PT50000201231234567890154';

let t: TestApp;
let cat: Catalogue;
let customerId: number;
let affiliateId: number;
let otherSuperId: number;
let owner: string;
const staff: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  customerId = await createUser(t.database, 'CLIENT', 'customer@acting.pt');
  affiliateId = await createUser(t.database, 'AFFILIATE', 'affiliate@acting.pt');
  otherSuperId = await createUser(t.database, 'SUPER', 'owner2@acting.pt');
  await createUser(t.database, 'SUPER', 'owner@acting.pt');
  owner = await login(t.app, 'owner@acting.pt');
  for (const role of ['admin', 'finance', 'support', 'content'] as const)
    staff[role] = (await createStaffUser(t.app, t.database, role)).token;
});
afterAll(() => t.close());

const companyIban = async () =>
  (await t.database.db.select({ iban: companies.iban }).from(companies).where(eq(companies.id, cat.companyId)))[0]
    ?.iban ?? null;
const readAs = async (token: string, userId: number, url = '/api/me') =>
  (
    await t.app.inject({
      method: 'GET',
      url: `${url}${url.includes('?') ? '&' : '?'}impersonate_id=${userId}`,
      headers: bearer(token),
    })
  ).statusCode;
const setIbanAs = (token: string, iban: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/dashboard/partners/${cat.supplierId}`,
    headers: bearer(token),
    payload: { impersonate_id: cat.supplierId, iban },
  });

describe('who may act as whom', () => {
  it('refuses support acting as a partner: no revenue read, no payout IBAN changed', async () => {
    const before = await companyIban();
    expect(await readAs(staff.support!, cat.supplierId, '/api/dashboard/revenue')).toBe(403);
    expect((await setIbanAs(staff.support!, NEW_IBAN)).statusCode).toBe(403);
    expect(await companyIban()).toBe(before);
  });

  it('lets support act as a customer, and no one else but the admin role and the owner act as a partner or affiliate', async () => {
    expect(await readAs(staff.support!, customerId)).toBe(200);
    expect(await readAs(staff.support!, affiliateId)).toBe(403);
    for (const role of ['finance', 'content']) {
      expect([role, await readAs(staff[role]!, customerId), await readAs(staff[role]!, cat.supplierId)]).toEqual([
        role,
        403,
        403,
      ]);
    }
    for (const token of [staff.admin!, owner]) {
      expect(await readAs(token, cat.supplierId)).toBe(200);
      expect(await readAs(token, affiliateId)).toBe(200);
      expect(await readAs(token, customerId)).toBe(200);
    }
  });

  it('refuses the owner acting as another SUPER', async () => {
    expect(await readAs(owner, otherSuperId)).toBe(403);
  });
});

describe('a write made while acting', () => {
  it('records the account before and after it, with what was sent', async () => {
    const before = await companyIban();
    expect(before).not.toBe(NEW_IBAN);
    const res = await setIbanAs(owner, NEW_IBAN);
    expect(res.statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actingUserId, cat.supplierId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'impersonation',
      method: 'POST',
      path: `/api/dashboard/partners/${cat.supplierId}`,
      entity: 'account',
      entityId: String(cat.supplierId),
    });
    const companiesIn = (side: unknown) => (side as { companies: { id: number; iban: string | null }[] }).companies;
    expect(companiesIn(entry?.before)).toEqual([expect.objectContaining({ id: cat.companyId, iban: before })]);
    expect(companiesIn(entry?.after)).toEqual([expect.objectContaining({ id: cat.companyId, iban: NEW_IBAN })]);
    expect(entry?.after).toMatchObject({ status: 200, sent: { iban: NEW_IBAN } });
  });

  it('keeps secrets that were sent out of the log', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/client-settings/password',
      headers: bearer(owner),
      payload: {
        impersonate_id: customerId,
        current_password: 'Wrong-guess-1',
        password: 'Another-Secret-2',
        password_confirmation: 'Another-Secret-2',
      },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actingUserId, customerId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ sent: { current_password: '[hidden]', password: '[hidden]' } });
    expect(JSON.stringify(entry?.after)).not.toContain('Another-Secret-2');
    expect(JSON.stringify(entry?.after)).not.toContain('Wrong-guess-1');
  });
});
