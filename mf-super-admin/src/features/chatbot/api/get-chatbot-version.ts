// GET api/super/chatbot-config/{lang}/versions/{id}: one saved configuration (greeting, fallback, FAQ).
import { queryOptions } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatbotConfigVersion, ChatbotLanguage, EnvelopeOf } from '@mp/shared/contracts';
import { chatbotKeys } from './keys';

export async function getChatbotVersion(
  language: ChatbotLanguage,
  id: number,
  signal?: AbortSignal,
): Promise<ChatbotConfigVersion> {
  return contentOf(
    unwrap(
      await api.get<EnvelopeOf<ChatbotConfigVersion>>(`/super/chatbot-config/${language}/versions/${id}`, { signal }),
    ),
  );
}

export const chatbotVersionQueryOptions = (language: ChatbotLanguage, id: number) =>
  queryOptions({
    queryKey: chatbotKeys.version(language, id),
    queryFn: ({ signal }) => getChatbotVersion(language, id, signal),
  });
