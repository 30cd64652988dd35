// POST /api/dashboard/settings/notification-email/confirm: the secret of the link mailed to the company's new
// notification address; the answer is the settings with the new address in use.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerSettings } from '@mp/shared/contracts';
import { profileKeys } from './profile';

export async function confirmNotificationEmail(token: string): Promise<PartnerSettings> {
  return unwrap(await api.post<EnvelopeOf<PartnerSettings>>('dashboard/settings/notification-email/confirm', { token }))
    .content;
}

export function useConfirmNotificationEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmNotificationEmail,
    onSuccess: (settings) => client.setQueryData(profileKeys.settings(), settings),
    onSettled: () => void client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
