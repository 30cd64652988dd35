// How the storefront's chatbot window will answer with the configuration being edited, before it is saved: the
// greeting it opens with, the first FAQ pair as a visitor's question and its answer, and the fallback when it finds no
// answer, in the window's bubbles (the shell's chatbot-window.tsx: the bot's on the left, the visitor's on the right).
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatbotConfigVersionContent } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { VisuallyHidden } from '@mp/shared/ui';

const Box = styled.section`
  border: 1px dashed ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(3)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 28rem;
  h2 {
    margin: 0;
    font-size: 1.1rem;
  }
  h3 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: 0.9rem;
  }
  .log {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  .log > p {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  .log > p[data-from='bot'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    justify-self: start;
  }
  .log > p[data-from='visitor'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    justify-self: end;
  }
`;

export function ChatbotPreview({
  language,
  config,
}: {
  language: string;
  config: ChatbotConfigVersionContent;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const headingId = useId();
  const first = config.faq[0];
  const bubble = (from: 'bot' | 'visitor', text: string) => (
    <p data-from={from}>
      <VisuallyHidden>{t(`chatbot.preview.${from}`)}: </VisuallyHidden>
      <span lang={language}>{text}</span>
    </p>
  );
  return (
    <Box aria-labelledby={headingId}>
      <h2 id={headingId}>{t('chatbot.preview.title')}</h2>
      <h3>{t('chatbot.preview.opening')}</h3>
      <div className="log">{bubble('bot', config.greeting)}</div>
      {first && (
        <>
          <h3>{t('chatbot.preview.question')}</h3>
          <div className="log">
            {bubble('visitor', first.question)}
            {bubble('bot', first.answer)}
          </div>
        </>
      )}
      <h3>{t('chatbot.preview.noAnswer')}</h3>
      <div className="log">{bubble('bot', config.fallback)}</div>
    </Box>
  );
}
