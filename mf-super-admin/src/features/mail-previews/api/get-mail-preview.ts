// GET api/dev/mail-previews/{template}/{locale}: one template with its sample data, subject, HTML and text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { EnvelopeOf, MailPreview } from '@mp/shared/contracts';
import { mailPreviewKeys } from './keys';

export async function getMailPreview(template: string, locale: string, signal?: AbortSignal): Promise<MailPreview> {
  const path = `/dev/mail-previews/${encodeURIComponent(template)}/${encodeURIComponent(locale)}`;
  return contentOf(unwrap(await api.get<EnvelopeOf<MailPreview>>(path, { signal })));
}

export const mailPreviewQueryOptions = (template: string, locale: string) =>
  queryOptions({
    queryKey: mailPreviewKeys.one(template, locale),
    queryFn: ({ signal }) => getMailPreview(template, locale, signal),
    enabled: template !== '',
    staleTime: Infinity,
  });

export function useMailPreview(template: string, locale: string) {
  return useQuery(mailPreviewQueryOptions(template, locale));
}
