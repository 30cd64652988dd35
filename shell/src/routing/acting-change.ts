// What the remotes must do when who is acting changes. A new role changes which remote may show the page (re-run
// the activity functions). Another user in the same role (a super admin switching between two partners' tabs) keeps
// the same remote mounted: its pages hold the previous user's answers and state (the shared query cache is cleared,
// but a mounted query does not fetch again until it re-renders), so the remote is mounted afresh.
import type { Role } from '@mp/shared/routes';

export interface Acting {
  role: Role | null;
  userId: number | null;
}

export function actingChange(prev: Acting, next: Acting): 'none' | 'refresh' | 'remount' {
  if (prev.role !== next.role) return 'refresh';
  if (prev.userId !== null && next.userId !== null && prev.userId !== next.userId) return 'remount';
  return 'none';
}
