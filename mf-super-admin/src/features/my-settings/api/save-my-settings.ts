// POST api/super/me/settings: saves the staff member's own mail choices.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, StaffSettings } from '@mp/shared/contracts';
import { mySettingsKeys } from './keys';

export async function saveMySettings(body: StaffSettings): Promise<StaffSettings> {
  return contentOf(unwrap(await api.post<EnvelopeOf<StaffSettings>>('/super/me/settings', body)));
}

export function useSaveMySettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMySettings,
    onSuccess: (saved) => client.setQueryData(mySettingsKeys.all, saved),
  });
}
