// POST api/dashboard/reviews/{id}/reply {text}: the company's one answer to a review of its service.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { CompanyReview, CompanyReviews, EnvelopeOf } from '@mp/shared/contracts';
import { replyKeys } from './keys';

export async function replyToReview({ id, text }: { id: number; text: string }): Promise<CompanyReview> {
  return contentOf(unwrap(await api.post<EnvelopeOf<CompanyReview>>(`dashboard/reviews/${id}/reply`, { text })));
}

export function useReplyToReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    onSuccess: (answered) => {
      // The answered review stays where the partner sees it, with its reply, even in the Not answered list; the
      // lists are fetched again the next time they are shown.
      client.setQueriesData<CompanyReviews>({ queryKey: replyKeys.all }, (old) =>
        old
          ? {
              ...old,
              reviews: {
                ...old.reviews,
                data: old.reviews.data.map((r) => (r.id === answered.id ? { ...r, ...answered } : r)),
              },
            }
          : old,
      );
      void client.invalidateQueries({ queryKey: replyKeys.all, refetchType: 'none' });
    },
  });
}
