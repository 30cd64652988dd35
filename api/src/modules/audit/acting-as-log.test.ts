// The audit log as staff read it (GET api/super/audit-log): a write made while acting as an account shows the
// account before and after it; a read made while acting as it is listed as a request, with no change.
import { bearer, buildTestApp, json, login, createUser, type TestApp } from '../../../test/helpers';
import { partnerCompany, type Catalogue } from '../bookings/checkout-fixtures';

let t: TestApp;
let cat: Catalogue;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  cat = await partnerCompany(t.database);
  await createUser(t.database, 'SUPER', 'owner@audit-log.pt');
  owner = await login(t.app, 'owner@audit-log.pt');
});
afterAll(() => t.close());

type Entry = { action: string; method: string; path: string; before: unknown; after: unknown };
const log = async () =>
  json<{ content: { data: Entry[] } }>(
    await t.app.inject({
      method: 'GET',
      url: `/api/super/audit-log?user_id=${cat.supplierId}&per_page=100`,
      headers: bearer(owner),
    }),
  ).content.data;

it('shows a write made while acting as an account with the account before and after it, and a read with no change', async () => {
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/me?impersonate_id=${cat.supplierId}`,
    headers: bearer(owner),
  });
  expect(read.statusCode).toBe(200);
  const write = await t.app.inject({
    method: 'POST',
    url: `/api/dashboard/partners/${cat.supplierId}`,
    headers: bearer(owner),
    payload: { impersonate_id: cat.supplierId, iban: 'PT50000201231234567890154' },
  });
  expect(write.statusCode).toBe(200);
  const entries = await log();
  const get = entries.find((e) => e.method === 'GET' && e.path === '/api/me');
  expect(get).toMatchObject({ action: 'impersonation', before: null, after: null });
  const post = entries.find((e) => e.method === 'POST' && e.path === `/api/dashboard/partners/${cat.supplierId}`);
  expect(post?.before).toEqual(expect.objectContaining({ companies: expect.any(Array) }));
  expect(post?.after).toEqual(expect.objectContaining({ status: 200, sent: { iban: 'PT50000201231234567890154' } }));
});
