import { StaffPermissionName, StaffRoleName } from '../contracts/back-office';
import { staffCan, staffPermissions, STAFF_PERMISSIONS, STAFF_ROLES } from './staff';

describe('staff permission sets', () => {
  it('gives the admin every permission and each other role only its own area', () => {
    expect([...staffPermissions('admin')]).toEqual([...STAFF_PERMISSIONS]);
    expect(staffCan('finance', 'sales')).toBe(true);
    expect(staffCan('finance', 'invoices')).toBe(true);
    expect(staffCan('finance', 'bookings')).toBe(false);
    expect(staffCan('support', 'customers')).toBe(true);
    expect(staffCan('support', 'sales')).toBe(false);
    expect(staffCan('content', 'reviews')).toBe(true);
    expect(staffCan('content', 'team')).toBe(false);
  });

  it('lets only the admin manage the team and read the audit log', () => {
    for (const role of STAFF_ROLES) {
      expect([role, staffCan(role, 'team'), staffCan(role, 'audit')]).toEqual([role, role === 'admin', role === 'admin']);
    }
    expect(staffCan(null, 'dashboard')).toBe(false);
  });
});

describe('wire schemas', () => {
  it('list the same roles and permissions as the domain', () => {
    expect(StaffRoleName.anyOf.map((s) => s.const)).toEqual([...STAFF_ROLES]);
    expect(StaffPermissionName.anyOf.map((s) => s.const)).toEqual([...STAFF_PERMISSIONS]);
  });
});
