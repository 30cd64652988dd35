// GET/POST /api/affiliates/profile, POST /api/affiliates/settings and /api/affiliates/password.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { AffiliateProfile, AffiliateProfileForm, EnvelopeOf, MessageContent } from '@mp/shared/contracts';

export const affiliateProfileKeys = { all: ['affiliate-profile'] as const };

export async function getAffiliateProfile(signal?: AbortSignal): Promise<AffiliateProfile> {
  return contentOf(unwrap(await api.get<EnvelopeOf<AffiliateProfile>>('affiliates/profile', { signal })));
}
export const affiliateProfileQueryOptions = () =>
  queryOptions({ queryKey: affiliateProfileKeys.all, queryFn: ({ signal }) => getAffiliateProfile(signal) });
export const useAffiliateProfile = () => useQuery(affiliateProfileQueryOptions());

function useProfileWrite<A>(fn: (args: A) => Promise<AffiliateProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (p) => client.setQueryData(affiliateProfileKeys.all, p),
    onSettled: () => void client.invalidateQueries({ queryKey: affiliateProfileKeys.all }),
  });
}
export const updateAffiliateProfile = async (body: AffiliateProfileForm) =>
  unwrap(await api.post<EnvelopeOf<AffiliateProfile>>('affiliates/profile', body)).content;
export const useUpdateAffiliateProfile = () => useProfileWrite(updateAffiliateProfile);
export const saveAffiliateLanguage = async (language: 'en' | 'pt' | null) =>
  unwrap(await api.post<EnvelopeOf<AffiliateProfile>>('affiliates/settings', { language })).content;
export const useSaveAffiliateLanguage = () => useProfileWrite(saveAffiliateLanguage);

export async function changeAffiliatePassword(body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<MessageContent> {
  return unwrap(await api.post<EnvelopeOf<MessageContent>>('affiliates/password', body)).content;
}
export const useChangeAffiliatePassword = () => useMutation({ mutationFn: changeAffiliatePassword });
