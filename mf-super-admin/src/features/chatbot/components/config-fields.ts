// A chatbot configuration field by field, to show what differs between two versions: the greeting, the fallback, and
// each FAQ pair's question and answer by position (a pair added or removed shows as empty on one side).
import type { ChatbotConfigVersionContent } from '@mp/shared/contracts';
import type { useTranslation } from '@mp/shared/i18n';
import type { FieldText } from '../../../shared/content-history/content-differences';

type Translate = ReturnType<typeof useTranslation<'superAdmin'>>['t'];

export function configFields(config: ChatbotConfigVersionContent, t: Translate): FieldText[] {
  return [
    { key: 'greeting', label: t('chatbot.greeting'), text: config.greeting },
    { key: 'fallback', label: t('chatbot.fallback'), text: config.fallback },
    ...config.faq.flatMap((pair, i) => [
      {
        key: `faq.${i}.question`,
        label: t('chatbot.item', { position: i + 1 }),
        text: pair.question,
      },
      {
        key: `faq.${i}.answer`,
        label: `${t('chatbot.item', { position: i + 1 })} · ${t('chatbot.answer')}`,
        text: pair.answer,
      },
    ]),
  ];
}
