// Which side-nav links a team role sees. The server enforces the same permissions on every call;
// the menu only leaves out what would answer 403.
import type { TeamPermission } from '@mp/shared/contracts';

/** The permission each supplier page needs; pages not listed are open to every member of the company. */
export const PAGE_PERMISSION: Readonly<Record<string, TeamPermission>> = {
  'dashboard.calendar-and-bookings': 'bookings',
  'dashboard.sales': 'sales',
  'dashboard.services-preview': 'services',
  'dashboard.services-new': 'services',
  'dashboard.vehicles-preview': 'vehicles',
  'dashboard.vehicles-new': 'vehicles',
  'dashboard.team': 'team',
  'dashboard.promoter-area': 'services',
  'dashboard.promoter-area-info': 'services',
  'dashboard.profile': 'company',
  'dashboard.profile-edit': 'company',
  'dashboard.profile-reviews': 'company',
  'dashboard.reviews': 'company',
};

/** The links a member with `permissions` may open; while the access is unknown (loading), only open pages. */
export function allowedLinks<T extends { id: string }>(
  links: readonly T[],
  permissions: readonly TeamPermission[] | undefined,
): T[] {
  return links.filter((link) => {
    const needed = PAGE_PERMISSION[link.id];
    return !needed || (permissions ?? []).includes(needed);
  });
}
