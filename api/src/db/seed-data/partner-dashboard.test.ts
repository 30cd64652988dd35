// The partner dashboard's demo data is there for the demo logins.
import { bearer, json, login, type TestApp } from '../../../test/helpers';
import { seededApp } from '../../modules/catalogue/test-catalogue';
import { DEMO_PASSWORD } from './demo-accounts';

let t: TestApp;
beforeAll(async () => {
  t = await seededApp();
});
afterAll(async () => t.close());

const get = async <T>(url: string, token: string) =>
  json<{ content: T }>(await t.app.inject({ method: 'GET', url, headers: bearer(token) })).content;

describe('partner dashboard demo data', () => {
  it('gives partner@demo.pt items in every list, views and revenue', async () => {
    const token = await login(t.app, 'partner@demo.pt', DEMO_PASSWORD);
    const total = async (q: string) => (await get<{ total: number }>(`/api/dashboard/booking-items?${q}`, token)).total;
    expect(await total('destination=new')).toBe(3);
    expect(await total('destination=accepted')).toBe(3);
    expect(await total('destination=archived&archived_status=cancelled')).toBe(2);
    expect(await total('destination=archived&archived_status=completed')).toBeGreaterThanOrEqual(24);
    expect((await get<{ total: number }>('/api/dashboard/service-views', token)).total).toBeGreaterThan(100);
    expect((await get<{ total: number }>('/api/dashboard/services?status=draft', token)).total).toBe(1);
    expect(
      (await get<{ total: number }>('/api/dashboard/services?status=promoted', token)).total,
    ).toBeGreaterThanOrEqual(1);
  });

  it('has a family among the accepted items: two adults and a child, each at the price of their age', async () => {
    const token = await login(t.app, 'partner@demo.pt', DEMO_PASSWORD);
    type Item = {
      quantity: number;
      value: number;
      ages: { adults: number; children: number; adult_unit_cents: number; child_unit_cents: number } | null;
    };
    const { data } = await get<{ data: Item[] }>('/api/dashboard/booking-items?destination=accepted', token);
    const families = data.filter((i) => i.ages !== null);
    expect(families).toHaveLength(1);
    const [family] = families;
    expect(family!.ages).toMatchObject({ adults: 2, children: 1 });
    expect(family!.ages!.child_unit_cents).toBeLessThan(family!.ages!.adult_unit_cents);
    expect(family!.quantity).toBe(3);
    expect(family!.value).toBe(2 * family!.ages!.adult_unit_cents + family!.ages!.child_unit_cents);
  });

  it('has a team of three with different roles and a second partner on a transfer company', async () => {
    const bookings = await login(t.app, 'reservas@demo.pt', DEMO_PASSWORD);
    expect((await get<{ permissions: string[] }>('/api/dashboard/access', bookings)).permissions).toEqual(['bookings']);
    const editor = await login(t.app, 'conteudos@demo.pt', DEMO_PASSWORD);
    expect((await get<{ permissions: string[] }>('/api/dashboard/access', editor)).permissions).toEqual([
      'services',
      'vehicles',
    ]);
    const admin = await login(t.app, 'gestao@demo.pt', DEMO_PASSWORD);
    expect((await get<{ permissions: string[] }>('/api/dashboard/access', admin)).permissions).toContain('sales');
    const partner2 = await login(t.app, 'partner2@demo.pt', DEMO_PASSWORD);
    const me = await get<{ company: { slug: string; company_type: string } }>('/api/me', partner2);
    expect(me.company).toMatchObject({ slug: 'tejo-transfers', company_type: 'transfers' });
  });
});
