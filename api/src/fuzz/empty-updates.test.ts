// Every field of an update body is optional, so `{}` passes the schema; on an existing row it must be a 422 saying
// there is nothing to change (the errors plugin answers it for every route), never drizzle's "No values to set" 500.
import { affiliates } from '../db/schema';
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../test/helpers';
import { createStaffUser } from '../modules/super/test-staff';

let t: TestApp;
let admin: string;
let affiliateId: number;

beforeAll(async () => {
  t = await buildTestApp();
  admin = (await createStaffUser(t.app, t.database, 'admin', 'admin@empty.pt')).token;
  affiliateId = await createUser(t.database, 'AFFILIATE', 'affiliate@empty.pt');
  await t.database.db.insert(affiliates).values({ userId: affiliateId, code: 'AFEMPTY1', status: 'pending' });
}, 60_000);
afterAll(() => t.close());

it('an empty update of an existing affiliate is a 422 on body, in en and pt', async () => {
  const url = () => `/api/super/affiliates/${affiliateId}/update`;
  for (const [lang, message] of [
    ['en', 'Send at least one field to change.'],
    ['pt', 'Envie pelo menos um campo a alterar.'],
  ] as const) {
    const res = await t.app.inject({
      method: 'POST',
      url: url(),
      payload: {},
      headers: { ...bearer(admin), 'accept-language': lang },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ errors: { body: [message] } });
  }
});
