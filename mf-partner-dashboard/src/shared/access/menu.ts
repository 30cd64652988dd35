// Which side-nav links a team role sees. The server enforces the same permissions on every call;
// the menu only leaves out what would answer 403.
import type { DashboardAccess, TeamPermission } from '@mp/shared/contracts';

/** The permission each supplier page needs; pages not listed are open to every member of the company. */
export const PAGE_PERMISSION: Readonly<Record<string, TeamPermission>> = {
  'dashboard.calendar-and-bookings': 'bookings',
  'dashboard.messages': 'bookings',
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

/** Pages of one module: a company without it (an experiences-only company has no vehicles) is not offered them. */
const PAGE_MODULE: Readonly<Record<string, keyof NonNullable<DashboardAccess['modules']>>> = {
  'dashboard.vehicles-preview': 'transfers',
  'dashboard.vehicles-new': 'transfers',
};

/**
 * The links a member with `permissions` may open, of the company's `modules`; while the access is unknown (loading),
 * only open pages. An API that does not say the modules leaves every module's pages in.
 */
export function allowedLinks<T extends { id: string }>(
  links: readonly T[],
  permissions: readonly TeamPermission[] | undefined,
  modules?: DashboardAccess['modules'],
): T[] {
  return links.filter((link) => {
    const needed = PAGE_PERMISSION[link.id];
    const module = PAGE_MODULE[link.id];
    if (module && modules && !modules[module]) return false;
    return !needed || (permissions ?? []).includes(needed);
  });
}
