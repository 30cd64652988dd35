// The company profile's calls: GET /api/companies (own companies), POST /api/dashboard/partners/{userId}
// (multipart with the logo), GET/POST /api/dashboard/settings, POST /api/dashboard/password, GET /api/dashboard/reviews.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type {
  CompanyProfile,
  CompanyProfileForm,
  CompanyReviews,
  EnvelopeOf,
  MessageContent,
  PartnerSettings,
} from '@mp/shared/contracts';

export const profileKeys = {
  all: ['dashboard-profile'] as const,
  companies: () => [...profileKeys.all, 'companies'] as const,
  settings: () => [...profileKeys.all, 'settings'] as const,
  reviews: (query: Record<string, number>) => [...profileKeys.all, 'reviews', query] as const,
};

export async function getCompanies(signal?: AbortSignal): Promise<CompanyProfile[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<CompanyProfile[]>>('companies', { signal })));
}
export const companiesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.companies(), queryFn: ({ signal }) => getCompanies(signal) });
/** The company the member acts for (the access call names it; the first of theirs until it is known). */
export function useOwnCompany(companyId: number | undefined) {
  return useQuery({
    ...companiesQueryOptions(),
    select: (list) => list.find((c) => c.id === companyId) ?? list[0] ?? null,
  });
}

export async function getSettings(signal?: AbortSignal): Promise<PartnerSettings> {
  return contentOf(unwrap(await api.get<EnvelopeOf<PartnerSettings>>('dashboard/settings', { signal })));
}
export const settingsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.settings(), queryFn: ({ signal }) => getSettings(signal) });
export const useSettings = () => useQuery(settingsQueryOptions());

export async function getReviews(query: Record<string, number>, signal?: AbortSignal): Promise<CompanyReviews> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<CompanyReviews>>('dashboard/reviews', { searchParams: query, signal })),
  );
}
export const reviewsQueryOptions = (query: Record<string, number>) =>
  queryOptions({
    queryKey: profileKeys.reviews(query),
    queryFn: ({ signal }) => getReviews(query, signal),
    placeholderData: keepPreviousData,
  });
export const useReviews = (query: Record<string, number>) => useQuery(reviewsQueryOptions(query));

/** The edit form as multipart: every field (the server skips empty ones, spec §5), modules as 1/0, the logo if chosen. */
export function profileFormData(values: CompanyProfileForm, logo: File | null): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values))
    data.append(name, typeof value === 'boolean' ? (value ? '1' : '0') : value);
  if (logo) data.append('logo', logo);
  return data;
}

export async function updateProfile(userId: number, data: FormData): Promise<CompanyProfile> {
  return unwrap(await api.post<EnvelopeOf<CompanyProfile>>(`dashboard/partners/${userId}`, data)).content;
}
export function useUpdateProfile(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (data: FormData) => updateProfile(userId, data),
    onSettled: () => void client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export async function saveSettings(body: {
  language?: 'en' | 'pt' | null;
  notification_email?: string;
  email_chat?: boolean;
  email_news?: boolean;
}): Promise<PartnerSettings> {
  return unwrap(await api.post<EnvelopeOf<PartnerSettings>>('dashboard/settings', body)).content;
}
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSettings,
    onSettled: () => void client.invalidateQueries({ queryKey: profileKeys.all }),
  });
}

export async function changePassword(body: {
  current_password: string;
  password: string;
  password_confirmation: string;
}): Promise<MessageContent> {
  return unwrap(await api.post<EnvelopeOf<MessageContent>>('dashboard/password', body)).content;
}
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
