// The identities of the authorization matrix (docs/SECURITY.md "Authorization matrix") and what each one holds:
// every account type of spec §6, each partner team role and each back-office staff role. What a team role and a
// staff role may do is written out here on purpose, instead of read from the code that enforces it
// (modules/team/permissions.ts, @mp/shared/domain staff.ts): the matrix states the policy and checks the code
// against it, so widening a role there makes this table disagree and the matrix fail.
import type { TeamPermission } from '@mp/shared/contracts';
import type { StaffPermission } from '@mp/shared/domain';

export const IDENTITIES = [
  'anonymous',
  /** client@demo.pt: owns the bookings, the chat and the other rows the requests name. */
  'customer',
  /** A second customer with nothing of their own: asks for the first customer's rows. */
  'otherCustomer',
  /** partner@demo.pt: owner of the first company, whose rows the partner requests name. */
  'partner',
  /** Team members of the first company, one per team role. */
  'teamAdmin',
  'teamBookings',
  'teamContent',
  /** The owner of another company: asks for the first company's rows. */
  'otherPartner',
  'affiliate',
  /** Back-office staff, one per staff role, and the owner (a SUPER without a staff row: role admin). */
  'finance',
  'support',
  'content',
  'owner',
] as const;
export type Identity = (typeof IDENTITIES)[number];

export type CustomerIdentity = 'customer' | 'otherCustomer';
export type PartnerIdentity = 'partner' | 'teamAdmin' | 'teamBookings' | 'teamContent' | 'otherPartner';
export type StaffIdentity = 'finance' | 'support' | 'content' | 'owner';

export const CUSTOMERS: readonly CustomerIdentity[] = ['customer', 'otherCustomer'];
export const PARTNERS: readonly PartnerIdentity[] = [
  'partner',
  'teamAdmin',
  'teamBookings',
  'teamContent',
  'otherPartner',
];
export const STAFF: readonly StaffIdentity[] = ['finance', 'support', 'content', 'owner'];

/** What each partner identity may do in its company: an owner everything, a member what its team role allows. */
export const TEAM_ROLE_MAY: Readonly<Record<PartnerIdentity, readonly TeamPermission[]>> = {
  partner: ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'],
  otherPartner: ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'],
  teamAdmin: ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'],
  teamBookings: ['bookings'],
  teamContent: ['services', 'vehicles'],
};

/** What each staff identity may do in the back office; the owner holds every permission. */
export const STAFF_ROLE_MAY: Readonly<Record<Exclude<StaffIdentity, 'owner'>, readonly StaffPermission[]>> = {
  finance: ['dashboard', 'sales', 'invoices'],
  support: ['bookings', 'customers', 'chat', 'impersonation'],
  content: ['services', 'reviews', 'chatbot', 'website'],
};

/**
 * Staff acting as another account (impersonate_id, spec §6): whom each staff role may act as is written in the role
 * and checked by the server: support customers only, the owner any account that is not staff, finance and content
 * nobody. Acting as someone is reaching their data, so a role reaches no further than its own permissions do.
 */
export type ActedIdentity = 'customer' | 'partner' | 'affiliate';
export const STAFF_MAY_ACT_AS: Readonly<Record<StaffIdentity, readonly ActedIdentity[]>> = {
  owner: ['customer', 'partner', 'affiliate'],
  support: ['customer'],
  finance: [],
  content: [],
};

/**
 * The acting identities of the matrix: a staff identity sending impersonate_id of another identity. Allowed where the
 * rule allows the acted identity and the staff role may act as it; refused (401/403) everywhere else.
 */
export const ACTING: readonly { name: string; by: StaffIdentity; as: ActedIdentity }[] = [
  { name: 'support as customer', by: 'support', as: 'customer' },
  { name: 'support as partner', by: 'support', as: 'partner' },
  { name: 'finance as customer', by: 'finance', as: 'customer' },
  { name: 'owner as partner', by: 'owner', as: 'partner' },
];
