// The audit log's action filter finds an action by any part of its code, and by several parts at once: the back office
// sends what staff typed with the codes whose words hold it, so "refund" or "Reembolso" find every kind of refund.
import { auditLog } from '../../db/schema';
import { bearer, buildTestApp, json, type TestApp } from '../../../test/helpers';
import { createStaffUser } from '../super/test-staff';

let t: TestApp;
let auditor: string;
let staffId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createStaffUser(t.app, t.database, 'admin', 'ana.admin@actions.pt');
  auditor = admin.token;
  staffId = admin.id;
  const actions = ['booking_item.refund', 'booking_item.partial_refund', 'team.create', 'review.destroy'] as const;
  await t.database.db.insert(auditLog).values(
    actions.map((action) => ({
      realUserId: admin.id,
      actingUserId: admin.id,
      method: 'POST',
      path: '/api/super/somewhere',
      action,
    })),
  );
});
afterAll(() => t.close());

const actionsFound = async (action: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/super/audit-log?per_page=100&staff_id=${staffId}&action=${encodeURIComponent(action)}`,
    headers: bearer(auditor),
  });
  expect(res.statusCode).toBe(200);
  return json<{ content: { data: { action: string }[] } }>(res)
    .content.data.map((e) => e.action)
    .sort();
};

it('finds an action by a part of its code from anywhere in it, whatever its case', async () => {
  expect(await actionsFound('refund')).toEqual(['booking_item.partial_refund', 'booking_item.refund']);
  expect(await actionsFound('REFUND')).toEqual(['booking_item.partial_refund', 'booking_item.refund']);
  expect(await actionsFound('team.')).toEqual(['team.create']);
});

it('finds the actions of several parts separated by commas, and a wildcard typed is a character like any other', async () => {
  expect(await actionsFound('reembolso, team.create,review.destroy')).toEqual(['review.destroy', 'team.create']);
  expect(await actionsFound('_')).toEqual(['booking_item.partial_refund', 'booking_item.refund']);
  expect(await actionsFound('%')).toEqual([]);
});

it('refuses a filter longer than any the back office sends (422 on the field)', async () => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/super/audit-log?action=${'a'.repeat(2001)}`,
    headers: bearer(auditor),
  });
  expect(res.statusCode).toBe(422);
  expect(Object.keys(json<{ errors: Record<string, string[]> }>(res).errors)).toContain('action');
});
