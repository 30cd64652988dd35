// The saved versions of one language's chatbot configuration, in the back office's version history
// (shared/content-history): the preview shows greeting, fallback and FAQ; restored, the form shows the configuration
// and the chatbot answers with it.
import type { ReactNode } from 'react';
import type { ChatbotConfigVersion, ChatbotLanguage, SuperChatbotConfig } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { VersionHistory } from '../../../shared/content-history/version-history';
import { chatbotVersionQueryOptions } from '../api/get-chatbot-version';
import { chatbotVersionsQueryOptions } from '../api/get-chatbot-versions';
import { useRestoreChatbotVersion } from '../api/restore-chatbot-version';
import { configFields } from './config-fields';

function ConfigPreview({ version }: { version: ChatbotConfigVersion }): ReactNode {
  const { t } = useTranslation('superAdmin');
  return (
    <>
      <h5>{t('chatbot.greeting')}</h5>
      <p>{version.content.greeting}</p>
      <h5>{t('chatbot.fallback')}</h5>
      <p>{version.content.fallback}</p>
      <h5>{t('chatbot.history.faqCount', { count: version.content.faq.length })}</h5>
      <dl>
        {version.content.faq.map((f, i) => (
          <div key={i}>
            <dt>{f.question}</dt>
            <dd>{f.answer}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function ChatbotHistory({
  language,
  current,
  onRestored,
}: {
  language: ChatbotLanguage;
  /** The saved configuration, to show what a version changes. */
  current: SuperChatbotConfig;
  onRestored(saved: SuperChatbotConfig): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const restore = useRestoreChatbotVersion();
  return (
    <VersionHistory
      strings="chatbot.history"
      language={language}
      versionsQuery={(page) => chatbotVersionsQueryOptions(language, page)}
      versionQuery={(id) => chatbotVersionQueryOptions(language, id)}
      restore={{ isPending: restore.isPending, mutate: (id, callbacks) => restore.mutate({ language, id }, callbacks) }}
      renderPreview={(version) => <ConfigPreview version={version} />}
      fieldsOf={(version) => configFields(version.content, t)}
      currentFields={configFields(current, t)}
      onRestored={onRestored}
    />
  );
}
