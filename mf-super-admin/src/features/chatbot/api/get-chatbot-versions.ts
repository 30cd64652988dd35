// GET api/super/chatbot-config/{lang}/versions: one language's saved configurations, newest first (20 a page).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatbotLanguage, ContentVersionSummary, EnvelopeOf, PageOf } from '@mp/shared/contracts';
import { chatbotKeys } from './keys';

export async function getChatbotVersions(
  language: ChatbotLanguage,
  page: number,
  signal?: AbortSignal,
): Promise<PageOf<ContentVersionSummary>> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<PageOf<ContentVersionSummary>>>(`/super/chatbot-config/${language}/versions`, {
        searchParams: { page },
        signal,
      }),
    ),
  );
}

export const chatbotVersionsQueryOptions = (language: ChatbotLanguage, page: number) =>
  queryOptions({
    queryKey: chatbotKeys.versionList(language, page),
    queryFn: ({ signal }) => getChatbotVersions(language, page, signal),
    placeholderData: keepPreviousData,
  });
