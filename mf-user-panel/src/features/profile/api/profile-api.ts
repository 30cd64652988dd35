// The profile calls (spec §7): GET api/user/{id}, POST api/clients/{id}, POST api/clients/updateAvatar|updateCover
// (multipart; the API checks the type by content and the size), and GET api/platformcountries for the address.
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, queryClient, unwrap } from '@mp/shared/api';
import type { ClientProfileBody, ClientProfileSaved, EnvelopeOf, PlatformCountry, User } from '@mp/shared/contracts';

export const profileKeys = {
  all: ['user-panel', 'profile'] as const,
  user: (id: number) => [...profileKeys.all, 'user', id] as const,
  countries: () => [...profileKeys.all, 'countries'] as const,
};

export async function fetchUser(id: number, signal?: AbortSignal): Promise<User> {
  return unwrap(await api.get<EnvelopeOf<User>>(`user/${id}`, signal ? { signal } : {})).content;
}
export const userQuery = (id: number) =>
  queryOptions({ queryKey: profileKeys.user(id), queryFn: ({ signal }) => fetchUser(id, signal) });
export function useUser(id: number | null) {
  return useQuery({ ...userQuery(id ?? 0), enabled: id !== null }, queryClient);
}

export async function fetchCountries(signal?: AbortSignal): Promise<PlatformCountry[]> {
  return unwrap(await api.get<EnvelopeOf<PlatformCountry[]>>('platformcountries', signal ? { signal } : {})).content;
}
export function useCountries() {
  return useQuery(
    { queryKey: profileKeys.countries(), queryFn: ({ signal }) => fetchCountries(signal), staleTime: 3_600_000 },
    queryClient,
  );
}

export async function saveProfile(id: number, body: ClientProfileBody): Promise<ClientProfileSaved> {
  return unwrap(await api.post<ClientProfileSaved>(`clients/${id}`, body));
}
export function useSaveProfile(id: number) {
  return useMutation(
    {
      mutationFn: (body: ClientProfileBody) => saveProfile(id, body),
      onSuccess: (saved) => queryClient.setQueryData(profileKeys.user(id), saved.profile),
    },
    queryClient,
  );
}

export async function uploadProfileImage(kind: 'avatar' | 'cover', file: File): Promise<User> {
  const form = new FormData();
  form.set('file', file);
  return unwrap(
    await api.post<EnvelopeOf<User>>(kind === 'avatar' ? 'clients/updateAvatar' : 'clients/updateCover', form),
  ).content;
}
export function useUploadProfileImage(userId: number, kind: 'avatar' | 'cover') {
  return useMutation(
    {
      mutationFn: (file: File) => uploadProfileImage(kind, file),
      onSuccess: (user) => queryClient.setQueryData(profileKeys.user(userId), user),
    },
    queryClient,
  );
}
