import type { ChatbotLanguage } from '@mp/shared/contracts';

export const chatbotKeys = {
  all: ['back-office', 'chatbot-config'] as const,
  config: (language: ChatbotLanguage) => [...chatbotKeys.all, language] as const,
};
