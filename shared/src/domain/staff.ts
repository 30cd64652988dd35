// Back-office staff roles as permission sets (issue 14 §9). The API enforces them on every api/super/* call and the
// super-admin menu shows only what a role allows, so both read this one table.

export const STAFF_PERMISSIONS = [
  'dashboard',
  'sales',
  'invoices',
  'bookings',
  'customers',
  'chat',
  'impersonation',
  'services',
  'reviews',
  'chatbot',
  'website',
  'partners',
  'promo_codes',
  'team',
  'audit',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const STAFF_ROLES = ['admin', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  admin: STAFF_PERMISSIONS,
  finance: ['dashboard', 'sales', 'invoices'],
  support: ['bookings', 'customers', 'chat', 'impersonation'],
  content: ['services', 'reviews', 'chatbot', 'website'],
};

export function staffPermissions(role: StaffRole): readonly StaffPermission[] {
  return ROLE_PERMISSIONS[role];
}

export function staffCan(role: StaffRole | null | undefined, permission: StaffPermission): boolean {
  return role != null && ROLE_PERMISSIONS[role].includes(permission);
}
