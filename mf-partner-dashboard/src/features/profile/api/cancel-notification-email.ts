// DELETE /api/dashboard/settings/notification-email: the company's pending change of notification address is dropped
// (its mailed link stops working); the answer is the settings.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, PartnerSettings } from '@mp/shared/contracts';
import { profileKeys } from './profile';

export async function cancelNotificationEmail(): Promise<PartnerSettings> {
  return unwrap(await api.delete<EnvelopeOf<PartnerSettings>>('dashboard/settings/notification-email')).content;
}

export function useCancelNotificationEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: cancelNotificationEmail,
    onSuccess: (settings) => client.setQueryData(profileKeys.settings(), settings),
    onSettled: () => void client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}
