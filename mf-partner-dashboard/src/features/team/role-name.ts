// A team role's name in the reader's language. The API names roles by their fixed key (`role_name`, which the server's
// permissions are keyed by, e.g. "Bookings manager"); the words are the dashboard's (team.roleNames), and a role the
// dashboard does not know yet shows its key rather than nothing.
import type { TFunction } from 'i18next';

export function roleName(t: TFunction, key: string): string {
  return t(`team.roleNames.${key}`, { defaultValue: key });
}
