// The API docs page (Swagger UI) sends a CSP of its own (no inline script, no framing), and in
// production it answers a signed-in SUPER only. Jest builds apps without the docs UI by default (test/helpers.ts);
// these two build it.
import { bearer, buildTestApp, createUser, login, PRODUCTION_ENV } from '../../test/helpers';

const docsPage = '/api/docs/';

it('the docs page carries its own CSP: scripts from the API itself, nothing inline', async () => {
  const t = await buildTestApp({}, { docsUi: true });
  try {
    const res = await t.app.inject({ method: 'GET', url: docsPage });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy'] ?? '');
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("object-src 'none'");
  } finally {
    await t.close();
  }
});

it('in production the docs answer a SUPER only', async () => {
  const t = await buildTestApp(PRODUCTION_ENV, { docsUi: true });
  try {
    await createUser(t.database, 'SUPER', 'root@test.pt');
    await createUser(t.database, 'CLIENT', 'client@test.pt');
    expect((await t.app.inject({ method: 'GET', url: docsPage })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: docsPage, headers: bearer(await login(t.app, 'client@test.pt')) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: docsPage, headers: bearer(await login(t.app, 'root@test.pt')) }))
        .statusCode,
    ).toBe(200);
  } finally {
    await t.close();
  }
});
