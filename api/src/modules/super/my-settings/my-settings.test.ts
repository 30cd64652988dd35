// A staff member's own mail choices: read and saved by any staff member for themselves, and what the chat's offline
// mail then respects.
import { bearer, buildTestApp, createUser, json, login, type TestApp } from '../../../../test/helpers';
import { createStaffUser } from '../test-staff';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await buildTestApp();
  staff = (await createStaffUser(t.app, t.database, 'support', 'notify-support@staff.pt')).token;
});
afterAll(async () => t.close());

const read = (token: string) => t.app.inject({ method: 'GET', url: '/api/super/me/settings', headers: bearer(token) });
const save = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/super/me/settings', headers: bearer(token), payload });

describe('my notifications (back office)', () => {
  it('reads chat mails on by default, saves them off for this staff member only, and refuses a bad value', async () => {
    expect(json<{ content: object }>(await read(staff)).content).toEqual({ email_chat: true });
    expect(json<{ content: object }>(await save(staff, { email_chat: false })).content).toEqual({ email_chat: false });
    expect(json<{ content: object }>(await read(staff)).content).toEqual({ email_chat: false });
    const colleague = (await createStaffUser(t.app, t.database, 'finance', 'notify-finance@staff.pt')).token;
    expect(json<{ content: object }>(await read(colleague)).content).toEqual({ email_chat: true });
    expect((await save(staff, { email_chat: 'off' })).statusCode).toBe(422);
  });

  it('is not open to customers', async () => {
    await createUser(t.database, 'CLIENT', 'notify-customer@mails.pt');
    const customer = await login(t.app, 'notify-customer@mails.pt');
    expect((await read(customer)).statusCode).toBe(403);
    expect((await save(customer, { email_chat: false })).statusCode).toBe(403);
  });
});
