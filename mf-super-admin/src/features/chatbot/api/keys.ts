import type { ChatbotLanguage } from '@mp/shared/contracts';

export const chatbotKeys = {
  all: ['back-office', 'chatbot-config'] as const,
  config: (language: ChatbotLanguage) => [...chatbotKeys.all, language] as const,
  versions: (language: ChatbotLanguage) => [...chatbotKeys.all, 'versions', language] as const,
  versionList: (language: ChatbotLanguage, page: number) => [...chatbotKeys.versions(language), 'list', page] as const,
  version: (language: ChatbotLanguage, id: number) => [...chatbotKeys.versions(language), id] as const,
};
