// GET /api/form-categories/{x}, GET /api/form-steps/{x} and POST api/form-submit/{name}: the service form built
// from the server. Labels come in the page's language, so the language is part of each key.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, FormCategory, FormStep, FormSubmitResult, Locale } from '@mp/shared/contracts';
import { serviceKeys } from '../../../shared/services/api/keys';

export const formKeys = {
  all: ['service-forms'] as const,
  category: (name: string, locale: Locale) => [...formKeys.all, 'category', name, locale] as const,
  step: (id: number, locale: Locale) => [...formKeys.all, 'step', id, locale] as const,
};

export async function getFormCategory(name: string, signal?: AbortSignal): Promise<FormCategory> {
  return contentOf(
    unwrap(await api.get<EnvelopeOf<FormCategory>>(`form-categories/${encodeURIComponent(name)}`, { signal })),
  );
}

export async function getFormStep(id: number, signal?: AbortSignal): Promise<FormStep> {
  return contentOf(unwrap(await api.get<EnvelopeOf<FormStep>>(`form-steps/${id}`, { signal })));
}

// The form rarely changes: keep it for the session's visit (a later step is fetched once, when it is reached).
export const formCategoryQueryOptions = (name: string, locale: Locale) =>
  queryOptions({
    queryKey: formKeys.category(name, locale),
    queryFn: ({ signal }) => getFormCategory(name, signal),
    staleTime: 10 * 60_000,
  });

export const formStepQueryOptions = (id: number, locale: Locale) =>
  queryOptions({
    queryKey: formKeys.step(id, locale),
    queryFn: ({ signal }) => getFormStep(id, signal),
    staleTime: 10 * 60_000,
  });

export const useFormCategory = (name: string, locale: Locale) => useQuery(formCategoryQueryOptions(name, locale));
export const useFormStep = (id: number | undefined, locale: Locale) =>
  useQuery({ ...formStepQueryOptions(id ?? 0, locale), enabled: id !== undefined });

export async function submitFormStep(name: string, body: FormData): Promise<FormSubmitResult> {
  return unwrap(await api.post<EnvelopeOf<FormSubmitResult>>(`form-submit/${encodeURIComponent(name)}`, body)).content;
}

/** Posts one step; the draft then shows in the Drafts list, and a published service in the Active one. */
export function useSubmitFormStep(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => submitFormStep(name, body),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.lists() }),
  });
}
