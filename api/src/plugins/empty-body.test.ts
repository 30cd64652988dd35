// A POST with nothing to send (an action such as `…/destroy`) reads as `{}` whether the client sends no body or an
// empty one labelled JSON, when the route's body has no required field; a route that needs fields still says which.
import { bearer, buildTestApp, createUser, login, type TestApp } from '../../test/helpers';

let t: TestApp;
let superToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  await createUser(t.database, 'SUPER', 'root@test.pt');
  superToken = await login(t.app, 'root@test.pt');
});
afterAll(() => t.close());

const destroy = (headers: Record<string, string>, payload?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/super/reviews/999999/destroy',
    headers: { ...bearer(superToken), ...headers },
    ...(payload !== undefined && { payload }),
  });

describe('an action POST without a body', () => {
  it('is read as {} with no body and no content-type (the action runs: here, no such review)', async () => {
    const res = await destroy({});
    expect(res.statusCode).toBe(404);
  });

  it('is read as {} with an empty body labelled JSON', async () => {
    const res = await destroy({ 'content-type': 'application/json', 'content-length': '0' });
    expect(res.statusCode).toBe(404);
  });

  it('answers the same as with an explicit {}', async () => {
    const res = await destroy({ 'content-type': 'application/json' }, '{}');
    expect(res.statusCode).toBe(404);
  });

  it('still refuses a malformed JSON body', async () => {
    const res = await destroy({ 'content-type': 'application/json' }, '{');
    expect(res.statusCode).toBe(400);
  });
});

describe('a POST whose body has required fields', () => {
  it('still answers 422 naming the missing fields when the body is absent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'content-length': '0' },
    });
    expect(res.statusCode).toBe(422);
  });
});
