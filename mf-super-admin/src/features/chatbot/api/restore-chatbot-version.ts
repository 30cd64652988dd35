// POST api/super/chatbot-config/{lang}/versions/{id}/restore: a saved configuration becomes the current one (a new
// version).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, contentOf, unwrap } from '@mp/shared/api';
import type { ChatbotLanguage, EnvelopeOf, SuperChatbotConfig } from '@mp/shared/contracts';
import { chatbotKeys } from './keys';

export async function restoreChatbotVersion({
  language,
  id,
}: {
  language: ChatbotLanguage;
  id: number;
}): Promise<SuperChatbotConfig> {
  return contentOf(
    unwrap(
      await api.post<EnvelopeOf<SuperChatbotConfig>>(`/super/chatbot-config/${language}/versions/${id}/restore`, {}),
    ),
  );
}

export function useRestoreChatbotVersion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: restoreChatbotVersion,
    onSuccess: (saved, { language }) => {
      client.setQueryData(chatbotKeys.config(language), saved);
      return client.invalidateQueries({ queryKey: chatbotKeys.versions(language) });
    },
  });
}
