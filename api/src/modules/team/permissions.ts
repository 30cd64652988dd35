// What each team role may do (ADR 013). Roles are rows of team_roles (GET /api/roles); what they allow is
// decided here, by role name, so a role's power is code that is reviewed and tested, not data anyone can edit.
// A company's owner may do everything; a role that is not listed here may do nothing.
import { TEAM_PERMISSIONS, type TeamPermission } from '@mp/shared/contracts';

const ROLE_PERMISSIONS: Record<string, readonly TeamPermission[]> = {
  Administrator: TEAM_PERMISSIONS,
  'Bookings manager': ['bookings'],
  'Content editor': ['services', 'vehicles'],
  Driver: ['bookings'],
};

export function permissionsOfRole(roleName: string | null | undefined): TeamPermission[] {
  return [...(ROLE_PERMISSIONS[roleName ?? ''] ?? [])];
}

export const ALL_PERMISSIONS: readonly TeamPermission[] = TEAM_PERMISSIONS;
