// GET api/me?impersonate_id={id}: the user a super admin is about to act as (spec §6). The server checks the staff
// member may impersonate and that the target is not a super admin (403), and logs the request in the audit log.
import { useMutation } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, User } from '@mp/shared/contracts';
import { authStore } from '@mp/shared/stores';

export async function getUserToActAs(id: number): Promise<User> {
  return contentOf(unwrap(await api.get<EnvelopeOf<User>>('/me', { searchParams: { impersonate_id: id } })));
}

/** Fetch the user, then open a tab acting as them (spec §4 tab rule in the auth store) and call `onOpened`. */
export function useOpenAsUser(onOpened: (user: User) => void) {
  return useMutation({
    mutationFn: getUserToActAs,
    onSuccess: (user) => {
      authStore.getState().addTab(user);
      onOpened(user);
    },
  });
}
