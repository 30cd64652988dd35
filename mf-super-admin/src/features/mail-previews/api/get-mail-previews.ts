// GET api/dev/mail-previews: every mail template (the platform owner only, not in production).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, MailPreviewSummary } from '@mp/shared/contracts';
import { mailPreviewKeys } from './keys';

export async function getMailPreviews(signal?: AbortSignal): Promise<MailPreviewSummary[]> {
  return contentOf(unwrap(await api.get<EnvelopeOf<MailPreviewSummary[]>>('/dev/mail-previews', { signal })));
}

export const mailPreviewsQueryOptions = () =>
  queryOptions({
    queryKey: mailPreviewKeys.list(),
    queryFn: ({ signal }) => getMailPreviews(signal),
    retry: false,
  });

export function useMailPreviews() {
  return useQuery(mailPreviewsQueryOptions());
}
