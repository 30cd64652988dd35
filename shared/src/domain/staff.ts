// Back-office staff roles as permission sets (ADR 014). The API enforces them on every api/super/* call and the
// super-admin menu shows only what a role allows, so both read this one table. Which accounts a role may act as
// (impersonation) is written here too, beside the permissions it follows.

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

/** The accounts a staff member may act as, by their user type (a SUPER is never one: no one acts as another SUPER). */
export type ActAsUserType = 'CLIENT' | 'SUPPLIER' | 'AFFILIATE';

// Acting as someone reaches everything that account may do, so it follows the areas a role already manages:
// support looks after customers only; finance and content manage no accounts. The platform owner (a SUPER account
// without a staff row) may act as anyone but another SUPER.
const ROLE_ACTS_AS: Record<StaffRole, readonly ActAsUserType[]> = {
  admin: ['CLIENT', 'SUPPLIER', 'AFFILIATE'],
  finance: [],
  support: ['CLIENT'],
  content: [],
};
const OWNER_ACTS_AS: readonly ActAsUserType[] = ['CLIENT', 'SUPPLIER', 'AFFILIATE'];

/** Whether a staff member (`owner` for the platform owner) may act as an account of this user type. */
export function staffMayActAs(standing: StaffRole | 'owner' | null | undefined, userType: string): boolean {
  if (standing == null) return false;
  const allowed = standing === 'owner' ? OWNER_ACTS_AS : ROLE_ACTS_AS[standing];
  return (allowed as readonly string[]).includes(userType);
}
