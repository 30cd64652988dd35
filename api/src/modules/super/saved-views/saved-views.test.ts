// Saved views of the back office's lists: a staff member saves a list's filters and sort under a name, shares them
// with colleagues whose role may open the list, and alone renames, updates, unshares or deletes them. Bad input is a
// 422 on the field in en and pt, never a 5xx.
import { eq } from 'drizzle-orm';
import type { SavedView } from '@mp/shared/contracts';
import { staffMembers, users } from '../../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../../test/helpers';
import { createStaffUser } from '../test-staff';
import { savedQueryOf } from './service';

let t: TestApp;
const token = {} as Record<'admin' | 'finance' | 'support' | 'content', string>;
const id = {} as Record<'admin' | 'finance' | 'support' | 'content', number>;

type Who = keyof typeof token;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Who, payload?: object, lang = 'en') =>
  t.app
    .inject({
      method,
      url,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
      headers: { ...bearer(token[who]), 'accept-language': lang },
    })
    .then((r) => ({ status: r.statusCode, body: json<{ content: unknown; errors?: Record<string, string[]> }>(r) }));
const views = async (list: string, who: Who) => {
  const res = await call('GET', `/api/super/saved-views?list=${list}`, who);
  expect(res.status).toBe(200);
  return res.body.content as SavedView[];
};
const save = (who: Who, body: Record<string, unknown>, lang = 'en') =>
  call('POST', '/api/super/saved-views', who, { list: 'sales', query: 'status=confirmed', ...body }, lang);

beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['admin', 'finance', 'support', 'content'] as const) {
    const staff = await createStaffUser(t.app, t.database, role, `${role}@views.pt`);
    token[role] = staff.token;
    id[role] = staff.id;
  }
  await t.database.db.update(users).set({ firstName: 'Ana', lastName: 'Admin' }).where(eq(users.id, id.admin));
});
afterAll(async () => t.close());

describe('keeping a view of a list', () => {
  it('saves the filters and sort without the page number, and the owner sees it as their own', async () => {
    const res = await save('admin', { name: '  Confirmed by card ', query: '?status=confirmed&page=3&sort=-total' });
    expect(res.status).toBe(201);
    const view = res.body.content as SavedView;
    expect(view).toMatchObject({
      list: 'sales',
      name: 'Confirmed by card',
      query: 'status=confirmed&sort=-total',
      shared: false,
      mine: true,
      owner: { id: id.admin, name: 'Ana Admin' },
    });
    expect((await views('sales', 'admin')).map((v) => v.name)).toContain('Confirmed by card');
  });

  it('shows a colleague only the views shared with them, with the owner’s name, as not theirs', async () => {
    await save('admin', { name: 'Shared card sales', query: 'payment_method=card', shared: true });
    await save('admin', { name: 'Private sales', query: 'status=pending' });
    const seen = await views('sales', 'finance');
    expect(seen.map((v) => [v.name, v.mine, v.owner.name])).toEqual([['Shared card sales', false, 'Ana Admin']]);
  });

  it('lists the caller’s own views first, then the shared ones, each by name', async () => {
    await save('finance', { name: 'b finance', query: 'status=completed' });
    await save('finance', { name: 'A finance', query: 'status=declined' });
    expect((await views('sales', 'finance')).map((v) => v.name)).toEqual([
      'A finance',
      'b finance',
      'Shared card sales',
    ]);
  });

  it('keeps a role away from the views of lists it cannot open', async () => {
    expect((await call('GET', '/api/super/saved-views?list=sales', 'support')).status).toBe(403);
    expect((await save('support', { name: 'Support sales' })).status).toBe(403);
    expect((await call('GET', '/api/super/saved-views?list=reviews', 'finance')).status).toBe(403);
    const customers = await save('support', { list: 'customers', name: 'Guests', query: 'q=silva', shared: true });
    expect(customers.status).toBe(201);
    expect((await views('customers', 'admin')).map((v) => v.name)).toEqual(['Guests']);
    expect((await call('GET', '/api/super/saved-views?list=customers', 'content')).status).toBe(403);
  });

  it('hides the shared views of a deactivated colleague', async () => {
    await save('content', { list: 'reviews', name: 'One star', query: 'stars=1', shared: true });
    expect((await views('reviews', 'admin')).map((v) => v.name)).toEqual(['One star']);
    await t.database.db
      .update(staffMembers)
      .set({ deactivatedAt: new Date() })
      .where(eq(staffMembers.userId, id.content));
    expect(await views('reviews', 'admin')).toEqual([]);
    await t.database.db.update(staffMembers).set({ deactivatedAt: null }).where(eq(staffMembers.userId, id.content));
  });
});

describe('bad input is a field error', () => {
  it('refuses an empty, blank or long name', async () => {
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const res = await save('admin', { name });
      expect(res.status).toBe(422);
      expect(Object.keys(res.body.errors ?? {})).toEqual(['name']);
    }
  });

  it('refuses a second view of the same name on the same list, whatever its case, in en and pt', async () => {
    await save('admin', { name: 'Weekly check' });
    const en = await save('admin', { name: 'WEEKLY check' });
    expect(en.status).toBe(422);
    expect(en.body.errors?.name).toEqual([
      'You already have a view called “WEEKLY check” on this list. Choose another name.',
    ]);
    const pt = await save('admin', { name: 'weekly check' }, 'pt');
    expect(pt.body.errors?.name).toEqual(['Já tem uma vista chamada «weekly check» nesta lista. Escolha outro nome.']);
    // Another list, or a colleague, may use the name.
    expect((await save('admin', { list: 'services', name: 'Weekly check' })).status).toBe(201);
    expect((await save('finance', { name: 'Weekly check' })).status).toBe(201);
  });

  it('refuses an unknown list, a long query and text that is not a query string', async () => {
    const list = await save('admin', { list: 'payments', name: 'Unknown' });
    expect(list.status).toBe(422);
    expect(Object.keys(list.body.errors ?? {})).toEqual(['list']);
    const long = await save('admin', { name: 'Long', query: `q=${'a'.repeat(2000)}` });
    expect(long.status).toBe(422);
    expect(Object.keys(long.body.errors ?? {})).toEqual(['query']);
    for (const query of ['https://example.pt/super-admin/sales?status=paid', 'status=paid#top', 'q=two words', '&&']) {
      const res = await save('admin', { name: `Bad ${query.length}`, query });
      expect(res.status).toBe(422);
      expect(res.body.errors?.query?.[0]).toMatch(/not a list’s filters/);
    }
  });

  it('keeps what URLSearchParams writes and drops the page number', () => {
    const written = new URLSearchParams({ q: 'Sé & Alfama', from: '2030-06-01', page: '2', sort: '-paid_at' });
    expect(savedQueryOf(written.toString())).toBe('q=S%C3%A9+%26+Alfama&from=2030-06-01&sort=-paid_at');
    expect(savedQueryOf('')).toBe('');
    expect(savedQueryOf('page=4')).toBe('');
    expect(savedQueryOf('%E0%A4%A=1')).toBeNull();
  });
});

describe('changing and deleting a view', () => {
  let mine: SavedView;
  beforeAll(async () => {
    mine = (await save('admin', { name: 'Month end', query: 'from=2030-06-01&to=2030-06-30', shared: true })).body
      .content as SavedView;
  });

  it('lets the owner rename it, save other filters into it and unshare it', async () => {
    const res = await call('PUT', `/api/super/saved-views/${mine.id}`, 'admin', {
      name: 'June',
      query: 'from=2030-06-01&to=2030-06-30&status=confirmed&page=2',
    });
    expect(res.status).toBe(200);
    expect(res.body.content).toMatchObject({ name: 'June', query: 'from=2030-06-01&to=2030-06-30&status=confirmed' });
    expect((await views('sales', 'finance')).map((v) => v.name)).toContain('June');
    await call('PUT', `/api/super/saved-views/${mine.id}`, 'admin', { shared: false });
    expect((await views('sales', 'finance')).map((v) => v.name)).not.toContain('June');
    await call('PUT', `/api/super/saved-views/${mine.id}`, 'admin', { shared: true });
  });

  it('refuses a rename to a name the owner already uses on the list, but not to the view’s own name', async () => {
    const taken = await call('PUT', `/api/super/saved-views/${mine.id}`, 'admin', { name: 'weekly CHECK' });
    expect(taken.status).toBe(422);
    expect(Object.keys(taken.body.errors ?? {})).toEqual(['name']);
    expect((await call('PUT', `/api/super/saved-views/${mine.id}`, 'admin', { name: 'JUNE' })).status).toBe(200);
  });

  it('lets no colleague change or delete it: 403 on a shared view, 404 on one they cannot see', async () => {
    expect((await call('PUT', `/api/super/saved-views/${mine.id}`, 'finance', { name: 'Mine now' })).status).toBe(403);
    expect((await call('DELETE', `/api/super/saved-views/${mine.id}`, 'finance')).status).toBe(403);
    const hidden = (await views('sales', 'admin')).find((v) => v.name === 'Private sales');
    expect((await call('DELETE', `/api/super/saved-views/${hidden?.id}`, 'finance')).status).toBe(404);
    // A role that cannot open the list learns nothing of the view.
    expect((await call('PUT', `/api/super/saved-views/${mine.id}`, 'support', { shared: false })).status).toBe(404);
  });

  it('deletes it for its owner; a view that does not exist is a 404', async () => {
    expect((await call('DELETE', `/api/super/saved-views/${mine.id}`, 'admin')).status).toBe(200);
    expect((await views('sales', 'finance')).map((v) => v.id)).not.toContain(mine.id);
    const again = await call('DELETE', `/api/super/saved-views/${mine.id}`, 'admin');
    expect(again.status).toBe(404);
    expect((await call('PUT', '/api/super/saved-views/999999', 'admin', { name: 'x' })).status).toBe(404);
  });
});
