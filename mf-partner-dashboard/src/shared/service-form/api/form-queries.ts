// GET /api/form-categories/{x} and GET /api/form-steps/{x}: the service form built from the server, read by the
// new-service wizard and by the edit screen. Labels come in the page's language, so the language is part of each key.
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, FormCategory, FormStep, Locale } from '@mp/shared/contracts';

/**
 * The kinds of service made with the server's form (the new-service wizard offers these); transfers, gift cards,
 * events and restaurants have their own editors and no form to ask for.
 */
export const FORM_KINDS = ['experience', 'wellness'] as const;
export type FormKind = (typeof FORM_KINDS)[number];
export const hasServiceForm = (kind: string): kind is FormKind => (FORM_KINDS as readonly string[]).includes(kind);

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

/** A kind's form with every step's fields, loaded together (a draft reopens at whichever step it needs). */
export function useFormSteps(name: string, locale: Locale) {
  const category = useFormCategory(name, locale);
  const steps = useQueries({
    queries: (category.data?.steps ?? []).map((s) => formStepQueryOptions(s.id, locale)),
  });
  const loaded = steps.flatMap((s) => (s.data ? [s.data] : []));
  const ready = category.data !== undefined && loaded.length === category.data.steps.length;
  return {
    steps: ready ? loaded : undefined,
    isPending: !ready && !category.isError && !steps.some((s) => s.isError),
    isError: category.isError || steps.some((s) => s.isError),
    refetch: () => {
      void category.refetch();
      for (const s of steps) void s.refetch();
    },
  };
}
