// POST api/super/reviews (multipart, spec §7), POST api/super/reviews/{id}/update and /destroy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, NewReviewBody, ReviewUpdateBody, SuperReview } from '@mp/shared/contracts';
import { reviewKeys } from './keys';

export async function createReview(body: NewReviewBody): Promise<SuperReview> {
  const form = new FormData();
  for (const [name, value] of Object.entries(body))
    if (value !== undefined && value !== null) form.set(name, String(value));
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperReview>>('/super/reviews', form)));
}

export async function updateReview({ id, ...body }: ReviewUpdateBody & { id: number }): Promise<SuperReview> {
  return contentOf(unwrap(await api.post<EnvelopeOf<SuperReview>>(`/super/reviews/${id}/update`, body)));
}

export async function destroyReview(id: number): Promise<{ id: number }> {
  return contentOf(unwrap(await api.post<EnvelopeOf<{ id: number }>>(`/super/reviews/${id}/destroy`)));
}

function useReviewMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }) });
}

export const useCreateReview = () => useReviewMutation(createReview);
export const useUpdateReview = () => useReviewMutation(updateReview);
export const useDestroyReview = () => useReviewMutation(destroyReview);
