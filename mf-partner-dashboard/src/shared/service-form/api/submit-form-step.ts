// POST api/form-submit/{name}: one step of the service form onto a draft, for a new service and a resumed draft alike.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, FormSubmitResult } from '@mp/shared/contracts';
import { serviceKeys } from '../../services/api/keys';

export async function submitFormStep(name: string, body: FormData): Promise<FormSubmitResult> {
  return unwrap(await api.post<EnvelopeOf<FormSubmitResult>>(`form-submit/${encodeURIComponent(name)}`, body)).content;
}

/** Posts one step; the draft then shows in the Drafts list (and its editor), a published service in the Active one. */
export function useSubmitFormStep(name: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FormData) => submitFormStep(name, body),
    onSettled: () => void client.invalidateQueries({ queryKey: serviceKeys.all }),
  });
}
