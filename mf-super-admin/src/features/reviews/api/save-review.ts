// POST api/super/reviews (multipart, spec §7), POST api/super/reviews/{id}/update and /destroy, and the bulk
// POST api/super/reviews/destroy.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type {
  EnvelopeOf,
  NewReviewBody,
  ReviewsDestroyResult,
  ReviewUpdateBody,
  SuperReview,
} from '@mp/shared/contracts';
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

/** Deletes these reviews together: all of them, or none when one is already gone. */
export async function destroyReviews(ids: number[]): Promise<ReviewsDestroyResult> {
  return contentOf(unwrap(await api.post<EnvelopeOf<ReviewsDestroyResult>>('/super/reviews/destroy', { ids })));
}

function useReviewMutation<A, R>(mutationFn: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => client.invalidateQueries({ queryKey: reviewKeys.all }) });
}

export const useCreateReview = () => useReviewMutation(createReview);
export const useUpdateReview = () => useReviewMutation(updateReview);
export const useDestroyReview = () => useReviewMutation(destroyReview);
export const useDestroyReviews = () => useReviewMutation(destroyReviews);
