// Which staff permission each back-office page needs (the same sets the API enforces on api/super/*).
import type { StaffPermission } from '@mp/shared/domain';
import type { SideNavLink } from '@mp/shared/remote';
import { pathTo, type RouteId } from '@mp/shared/routes';

/** The side nav's pages, in order; a staff member lands on the first their role allows (their own settings come last). */
const PAGES: readonly RouteId[] = [
  'super-admin.dashboard',
  'super-admin.sales',
  'super-admin.bookings-and-quotes',
  'super-admin.messages',
  'super-admin.create-booking',
  'super-admin.partners',
  'super-admin.affiliates',
  'super-admin.customers',
  'super-admin.services',
  'super-admin.promo-codes',
  'super-admin.reviews',
  'super-admin.invoices',
  'super-admin.reconciliation',
  'super-admin.team',
  'super-admin.audit-log',
  'super-admin.chatbot-config',
  'super-admin.website',
  'super-admin.mail-previews',
  'super-admin.my-settings',
];

/** Pages every staff member has, whatever their role (their own settings). */
const EVERY_STAFF: ReadonlySet<string> = new Set<RouteId>(['super-admin.my-settings']);

/** Side-nav links of the back office (spec §2 super-admin routes without parameters). */
export const BACK_OFFICE_LINKS: readonly SideNavLink[] = PAGES.map((id) => ({ id, path: pathTo(id) }));

/** A page's permission; a list when any of several lets a role in. */
export const PAGE_PERMISSION: Readonly<Record<string, StaffPermission | readonly StaffPermission[]>> = {
  'super-admin.dashboard': 'dashboard',
  'super-admin.sales': 'sales',
  'super-admin.bookings-and-quotes': 'bookings',
  'super-admin.create-booking': 'bookings',
  // Support answer an item from its page and finance refund part of it there (the API's rule is the same).
  'super-admin.booking-item': ['bookings', 'sales'],
  'super-admin.booking-success': 'bookings',
  'super-admin.messages': 'chat',
  'super-admin.partners': 'partners',
  'super-admin.affiliates': 'partners',
  'super-admin.customers': 'customers',
  'super-admin.customer': 'customers',
  'super-admin.services': 'services',
  'super-admin.promo-codes': 'promo_codes',
  'super-admin.reviews': 'reviews',
  'super-admin.invoices': 'invoices',
  // Finance: the API's reconciliation routes need `sales` (held by the finance and admin roles).
  'super-admin.reconciliation': 'sales',
  'super-admin.team': 'team',
  'super-admin.audit-log': 'audit',
  'super-admin.chatbot-config': 'chatbot',
  'super-admin.website': 'website',
  // A developer's tool: the API answers the platform owner only, outside production (the page says so otherwise).
  'super-admin.mail-previews': 'audit',
};

/** Whether these permissions open the page (a page with no permission of its own is every staff member's). */
export function mayOpen(id: string, permissions: readonly StaffPermission[]): boolean {
  const needed = PAGE_PERMISSION[id];
  if (needed === undefined) return true;
  return typeof needed === 'string' ? permissions.includes(needed) : needed.some((p) => permissions.includes(p));
}

/** The links a staff member with these permissions may follow. */
export function linksFor(links: readonly SideNavLink[], permissions: readonly StaffPermission[]): SideNavLink[] {
  return links.filter((link) =>
    PAGE_PERMISSION[link.id] === undefined ? EVERY_STAFF.has(link.id) : mayOpen(link.id, permissions),
  );
}
