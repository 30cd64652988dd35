// Which staff permission each back-office page needs (the same sets the API enforces on api/super/*).
import type { StaffPermission } from '@mp/shared/domain';
import type { SideNavLink } from '@mp/shared/remote';

export const PAGE_PERMISSION: Readonly<Record<string, StaffPermission>> = {
  'super-admin.dashboard': 'dashboard',
  'super-admin.sales': 'sales',
  'super-admin.bookings-and-quotes': 'bookings',
  'super-admin.create-booking': 'bookings',
  'super-admin.partners': 'partners',
  'super-admin.affiliates': 'partners',
  'super-admin.customers': 'customers',
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
};

/** The links a staff member with these permissions may follow. */
export function linksFor(links: readonly SideNavLink[], permissions: readonly StaffPermission[]): SideNavLink[] {
  return links.filter((link) => {
    const needed = PAGE_PERMISSION[link.id];
    return needed !== undefined && permissions.includes(needed);
  });
}
