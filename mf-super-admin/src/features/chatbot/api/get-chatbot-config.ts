// GET api/super/chatbot-config/{lang}: the configuration of one language, and who saved it last.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatbotLanguage, EnvelopeOf, SuperChatbotConfig } from '@mp/shared/contracts';
import { chatbotKeys } from './keys';

export async function getChatbotConfig(language: ChatbotLanguage, signal?: AbortSignal): Promise<SuperChatbotConfig> {
  try {
    return contentOf(
      unwrap(await api.get<EnvelopeOf<SuperChatbotConfig>>(`/super/chatbot-config/${language}`, { signal })),
    );
  } catch (error) {
    // Spec §8: a chatbot configuration fetch error is logged and rethrown.
    console.error('[chatbot-config] fetch failed', error);
    throw error;
  }
}

export const chatbotConfigQueryOptions = (language: ChatbotLanguage) =>
  queryOptions({ queryKey: chatbotKeys.config(language), queryFn: ({ signal }) => getChatbotConfig(language, signal) });

export function useChatbotConfig(language: ChatbotLanguage) {
  return useQuery(chatbotConfigQueryOptions(language));
}
