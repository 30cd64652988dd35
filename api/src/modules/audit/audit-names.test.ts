// The audit log's filters choose a staff member or a user acted as by name or address, not by id.
import { bearer, buildTestApp, createUser, json, type TestApp } from '../../../test/helpers';
import { createStaffUser } from '../super/test-staff';

type Name = { id: number; name: string };
let t: TestApp;
let auditor: string;
let staffId: number;
let clientId: number;

const names = (query: string, token = auditor) =>
  t.app.inject({ method: 'GET', url: `/api/super/audit-log/names?${query}`, headers: bearer(token) });

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createStaffUser(t.app, t.database, 'admin', 'ana.admin@names.pt');
  auditor = admin.token;
  staffId = admin.id;
  clientId = await createUser(t.database, 'CLIENT', 'rui.client@names.pt');
});
afterAll(() => t.close());

it('finds staff among staff and customers among the other accounts, named with their address', async () => {
  const staff = json<{ content: Name[] }>(await names('of=staff&search=names.pt')).content;
  expect(staff).toEqual([{ id: staffId, name: 'super Tester <ana.admin@names.pt>' }]);
  const users = json<{ content: Name[] }>(await names('of=users&search=NAMES.PT')).content;
  expect(users).toEqual([{ id: clientId, name: 'client Tester <rui.client@names.pt>' }]);
  // A wildcard typed in the box is a character like any other.
  expect(json<{ content: Name[] }>(await names('of=users&search=_')).content).toEqual([]);
  expect(json<{ content: Name[] }>(await names('of=staff')).content.length).toBeLessThanOrEqual(20);
});

it('refuses another list (422 on the field) and staff without the audit log (403)', async () => {
  const bad = await names('of=partners');
  expect(bad.statusCode).toBe(422);
  expect(Object.keys(json<{ errors: Record<string, string[]> }>(bad).errors)).toContain('of');
  const finance = (await createStaffUser(t.app, t.database, 'finance', 'fin@names.pt')).token;
  expect((await names('of=staff', finance)).statusCode).toBe(403);
});
