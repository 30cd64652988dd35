// GET /api/companies/{id} (spec §3 company, §7) and the public partner page GET /api/partners/{slug} (spec §2
// /partner/{slug}: the partner and its services; unknown → 404, which the gateway's validity check relies on).
import { eq, sql } from 'drizzle-orm';
import type { Company, PageOf, PartnerPage, ServiceCard } from '@mp/shared/contracts';
import { companies, services } from '../../db/schema';
import { bearer, createUser, login, type TestApp } from '../../../test/helpers';
import { getJson, seededApp, sqlRows } from '../catalogue/test-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

const firstCompany = async () => {
  const [row] = await sqlRows<{ id: number; slug: string; owner_user_id: number; iban: string }>(
    t,
    sql`select id, slug, owner_user_id, iban from companies where status = 'active' order by id limit 1`,
  );
  if (!row) throw new Error('no company');
  return row;
};

describe('GET /api/companies/{id}', () => {
  it('shows a live company to anyone without its bank data or tax number', async () => {
    const c = await firstCompany();
    const { status, body } = await getJson<Company>(t, `/api/companies/${c.id}`);
    expect(status).toBe(200);
    expect(body.content).toMatchObject({ id: c.id, slug: c.slug, iban: null, bicswift: null, tax_number: '' });
    expect(body.content.logos.length).toBeGreaterThan(0);
  });

  it('shows bank data to SUPER', async () => {
    const c = await firstCompany();
    await createUser(t.database, 'SUPER', 'boss@example.pt');
    const token = await login(t.app, 'boss@example.pt');
    const { body } = await getJson<Company>(t, `/api/companies/${c.id}`, bearer(token));
    expect(body.content.iban).toBe(c.iban);
  });

  it('answers 404 for an unknown id and for a suspended company (to the public)', async () => {
    expect((await getJson(t, '/api/companies/999999')).status).toBe(404);
    const c = await firstCompany();
    await t.database.db.update(companies).set({ status: 'suspended' }).where(eq(companies.id, c.id));
    try {
      expect((await getJson(t, `/api/companies/${c.id}`)).status).toBe(404);
    } finally {
      await t.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, c.id));
    }
  });
});

describe('GET /api/partners/{slug}', () => {
  it('answers the partner and a page of its active services only', async () => {
    const c = await firstCompany();
    const [hidden] = await sqlRows<{ id: number }>(
      t,
      sql`select id from services where company_id = ${c.id} and status = 'active' order by id limit 1`,
    );
    await t.database.db
      .update(services)
      .set({ status: 'inactive' })
      .where(eq(services.id, hidden?.id ?? 0));
    t.app.catalogueCache.clear();
    try {
      const { status, body } = await getJson<PartnerPage>(t, `/api/partners/${c.slug}?per_page=48`);
      expect(status).toBe(200);
      const [active] = await sqlRows<{ n: number }>(
        t,
        sql`select count(*)::int as n from services where company_id = ${c.id} and status = 'active'`,
      );
      expect(body.content.company.services_count).toBe(active?.n);
      const page = body.content.services as PageOf<ServiceCard>;
      expect(page.total).toBe(active?.n);
      for (const s of page.data) expect(s.company.id).toBe(c.id);
      expect(page.data.map((s) => s.id)).not.toContain(hidden?.id);
      expect(body.content.company).not.toHaveProperty('iban');
    } finally {
      await t.database.db
        .update(services)
        .set({ status: 'active' })
        .where(eq(services.id, hidden?.id ?? 0));
      t.app.catalogueCache.clear();
    }
  });

  it('light=1 is an existence check; unknown slugs are 404', async () => {
    const c = await firstCompany();
    expect((await getJson(t, `/api/partners/${c.slug}?light=1`)).body.content).toMatchObject({
      id: c.id,
      slug: c.slug,
    });
    expect((await getJson(t, '/api/partners/no-such-partner?light=1')).status).toBe(404);
    expect((await getJson(t, '/api/partners/no-such-partner')).status).toBe(404);
  });
});
