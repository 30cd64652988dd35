// Opening a chat with a user id the caller may not talk to answers the same whether the id belongs to an account or
// not, so a customer cannot walk the ids to learn which exist (or what they are).
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../test/helpers';

let t: TestApp;
let partnerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'CLIENT', 'walker@test.pt');
  partnerId = await createUser(t.database, 'SUPPLIER', 'stranger-partner@test.pt');
});
afterAll(() => t.close());

it('an unknown user id and an existing one the caller may not chat with get the same answer', async () => {
  const token = await login(t.app, 'walker@test.pt');
  const open = (user: number) =>
    t.app.inject({ method: 'POST', url: '/api/chat/create', headers: bearer(token), payload: { user } });
  const existing = await open(partnerId);
  const missing = await open(987_654);
  expect(existing.statusCode).toBe(403);
  expect([missing.statusCode, json(missing)]).toEqual([existing.statusCode, json(existing)]);
});
