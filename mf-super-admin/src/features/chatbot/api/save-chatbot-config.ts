// POST api/super/chatbot-config {language, greeting, fallback, faq, based_on_version}: replaces one language's
// configuration. A 409 (someone saved a newer version first) reads it again, so the form can offer the latest.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, contentOf, unwrap } from '@mp/shared/api';
import type { ChatbotConfigBody, EnvelopeOf, SuperChatbotConfig } from '@mp/shared/contracts';
import { chatbotKeys } from './keys';

export async function saveChatbotConfig(body: ChatbotConfigBody): Promise<SuperChatbotConfig> {
  try {
    return contentOf(unwrap(await api.post<EnvelopeOf<SuperChatbotConfig>>('/super/chatbot-config', body)));
  } catch (error) {
    // Spec §8: a chatbot configuration save error is logged and rethrown (a 422 is the form's and a 409 someone
    // else's newer save, not faults).
    if (!(error instanceof ApiError && (error.status === 422 || error.status === 409)))
      console.error('[chatbot-config] save failed', error);
    throw error;
  }
}

export function useSaveChatbotConfig() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveChatbotConfig,
    onSuccess: () => client.invalidateQueries({ queryKey: chatbotKeys.all }),
    onError: (error, { language }) => {
      if (error instanceof ApiError && error.status === 409)
        return client.invalidateQueries({ queryKey: chatbotKeys.config(language), exact: true });
    },
  });
}
