// GET/POST api/client-settings (the customer's mail language and choices) and POST api/client-settings/password.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ChangePasswordBody, ClientSettings, EnvelopeOf, MessageContent } from '@mp/shared/contracts';

export const settingsKeys = {
  all: ['user-panel', 'settings'] as const,
  of: (userId: number) => [...settingsKeys.all, userId] as const,
};

export async function fetchSettings(signal?: AbortSignal): Promise<ClientSettings> {
  return unwrap(await api.get<EnvelopeOf<ClientSettings>>('client-settings', signal ? { signal } : {})).content;
}
export const settingsQuery = (userId: number) =>
  queryOptions({ queryKey: settingsKeys.of(userId), queryFn: ({ signal }) => fetchSettings(signal) });
export function useSettings(userId: number | null) {
  return useQuery({ ...settingsQuery(userId ?? 0), enabled: userId !== null }, queryClient);
}

export async function saveSettings(body: ClientSettings): Promise<ClientSettings> {
  return unwrap(await api.post<EnvelopeOf<ClientSettings>>('client-settings', body)).content;
}
export function useSaveSettings(userId: number) {
  return useMutation(
    { mutationFn: saveSettings, onSuccess: (saved) => queryClient.setQueryData(settingsKeys.of(userId), saved) },
    queryClient,
  );
}

export async function changePassword(body: Omit<ChangePasswordBody, 'impersonate_id'>): Promise<MessageContent> {
  return unwrap(await api.post<EnvelopeOf<MessageContent>>('client-settings/password', body)).content;
}
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword }, queryClient);
}

/** GET api/client-settings/export: everything held on the customer, saved as a JSON file. */
export async function downloadMyData(): Promise<void> {
  const data = unwrap(await api.get<EnvelopeOf<Record<string, unknown>>>('client-settings/export')).content;
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'my-data.json';
  link.click();
  URL.revokeObjectURL(url);
}
export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData }, queryClient);
}

/** POST api/clients/{id}/delete: the account is anonymised and every session ends (api customer README). */
export async function deleteAccount(userId: number, password: string): Promise<MessageContent> {
  return unwrap(await api.post<EnvelopeOf<MessageContent>>(`clients/${userId}/delete`, { password })).content;
}
export function useDeleteAccount(userId: number) {
  return useMutation({ mutationFn: (password: string) => deleteAccount(userId, password) }, queryClient);
}
