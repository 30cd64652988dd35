import { StaffPermissionName, StaffRoleName } from '../contracts/back-office';
import { staffCan, staffMayActAs, staffPermissions, STAFF_PERMISSIONS, STAFF_ROLES } from './staff';

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
      expect([role, staffCan(role, 'team'), staffCan(role, 'audit')]).toEqual([
        role,
        role === 'admin',
        role === 'admin',
      ]);
    }
    expect(staffCan(null, 'dashboard')).toBe(false);
  });
});

describe('acting as another account', () => {
  it('lets support act as customers only, and no one act as a SUPER', () => {
    expect(staffMayActAs('support', 'CLIENT')).toBe(true);
    expect(staffMayActAs('support', 'SUPPLIER')).toBe(false);
    expect(staffMayActAs('support', 'AFFILIATE')).toBe(false);
    for (const standing of [...STAFF_ROLES, 'owner'] as const)
      expect([standing, staffMayActAs(standing, 'SUPER')]).toEqual([standing, false]);
  });

  it('lets the owner act as anyone but a SUPER, and a role without the impersonation permission act as no one', () => {
    for (const type of ['CLIENT', 'SUPPLIER', 'AFFILIATE']) expect(staffMayActAs('owner', type)).toBe(true);
    for (const role of STAFF_ROLES) {
      const actsAsSomeone = ['CLIENT', 'SUPPLIER', 'AFFILIATE'].some((type) => staffMayActAs(role, type));
      expect([role, actsAsSomeone]).toEqual([role, staffCan(role, 'impersonation')]);
    }
    expect(staffMayActAs(null, 'CLIENT')).toBe(false);
  });
});

describe('wire schemas', () => {
  it('list the same roles and permissions as the domain', () => {
    expect(StaffRoleName.anyOf.map((s) => s.const)).toEqual([...STAFF_ROLES]);
    expect(StaffPermissionName.anyOf.map((s) => s.const)).toEqual([...STAFF_PERMISSIONS]);
  });
});
