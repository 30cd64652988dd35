// The service form's fields for a kind of service (GET /api/form-categories/{kind}, then each of its steps): the edit
// screen draws a live service's price, tiers, languages, policy, category and city with the creation form's own
// fields, labels and options.
import { useQueries, useQuery } from '@tanstack/react-query';
import type { FormField, Locale } from '@mp/shared/contracts';
import {
  formCategoryQueryOptions,
  formStepQueryOptions,
  hasServiceForm,
} from '../../../shared/service-form/api/form-queries';

/** Every field of the form by name; `missing` when the kind has no service form (nothing more to edit then). */
export function useFormFields(kind: string, locale: Locale) {
  // A kind with no server form (a transfer, an event, a restaurant…) is not asked for one: its answer would be a 404.
  const hasForm = hasServiceForm(kind);
  const category = useQuery({ ...formCategoryQueryOptions(kind, locale), retry: false, enabled: hasForm });
  const steps = useQueries({
    queries: (category.data?.steps ?? []).map((s) => formStepQueryOptions(s.id, locale)),
  });
  const fields = new Map<string, FormField>();
  for (const step of steps) for (const f of step.data?.fields ?? []) fields.set(f.name, f);
  return {
    fields,
    isPending: hasForm && (category.isPending || steps.some((s) => s.isPending)),
    missing: !hasForm || category.isError,
  };
}
