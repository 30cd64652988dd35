// The chatbot window, its own chunk: the greeting of the configuration in the visitor's language
// (GET api/chatbot-config), answers matched from the FAQ, and with the fallback a "talk to our team" that opens
// the customer's chat with staff (POST api/chat/support) or, signed out, the login modal. A modal dialog: labelled,
// focus kept inside, Escape closes, focus goes back to the launcher; the conversation is a live region.
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { api, contentOf, queryClient, unwrap } from '@mp/shared/api';
import type { ChatbotConfig, ChatSummary, EnvelopeOf } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { localizePath, pathTo } from '@mp/shared/routes';
import { authStore, useAuth, useLocale } from '@mp/shared/stores';
import { Button, Modal } from '@mp/shared/ui';
import { bestAnswer } from './match';

export const chatbotConfigQuery = (locale: string) => ({
  queryKey: ['chatbot-config', locale] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    try {
      return contentOf(unwrap(await api.get<EnvelopeOf<ChatbotConfig>>('chatbot-config', { signal })));
    } catch (error) {
      // Spec §8: a chatbot configuration fetch error is logged and rethrown (the window says it cannot help now).
      console.error('[chatbot] configuration fetch failed', error);
      throw error;
    }
  },
  staleTime: 60_000,
});

interface Message {
  id: number;
  from: 'bot' | 'visitor';
  text: string;
  /** The fallback: offers "talk to our team". */
  fallback?: boolean;
}

const Log = styled.div`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 50vh;
  overflow-y: auto;
  > div {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius};
    white-space: pre-line;
  }
  > div[data-from='bot'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    justify-self: start;
  }
  > div[data-from='visitor'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
    justify-self: end;
  }
`;

const Form = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
  label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    flex: 1;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
`;

export default function ChatbotWindow({ onClose }: { onClose(): void }): ReactNode {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useAuth((s) => s.user);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const config = useQuery(chatbotConfigQuery(locale), queryClient);
  const [messages, setMessages] = useState<Message[]>([]);
  const [text, setText] = useState('');
  const [contact, setContact] = useState<'idle' | 'busy' | 'failed'>('idle');
  const nextId = useRef(1);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || !config.data) return;
    const match = bestAnswer(question, config.data.faq);
    const id = nextId.current;
    nextId.current += 2;
    setMessages((list) => [
      ...list,
      { id, from: 'visitor', text: question },
      match
        ? { id: id + 1, from: 'bot', text: match.answer }
        : { id: id + 1, from: 'bot', text: config.data.fallback, fallback: true },
    ]);
    setText('');
  };

  const talkToTeam = async () => {
    if (!user) {
      onClose();
      authStore.getState().openLoginModal('login');
      return;
    }
    setContact('busy');
    try {
      const chat = contentOf(unwrap(await api.post<EnvelopeOf<ChatSummary>>('chat/support', {})));
      onClose();
      void navigate(localizePath(pathTo('user-panel.messages', { id: chat.id }), locale));
    } catch {
      setContact('failed');
    }
  };

  const lastFallback = [...messages].reverse().find((m) => m.from === 'bot')?.fallback === true;
  // The team chat is the customer's (user panel); signed out, the button asks to log in first.
  const canTalk = !user || user.user_type === 'CLIENT';

  return (
    <Modal open title={t('chatbot.title')} onClose={onClose} initialFocusRef={inputRef}>
      <Log role="log" aria-live="polite" aria-label={t('chatbot.conversation')}>
        {config.isPending && <div data-from="bot">{t('chatbot.loading')}</div>}
        {config.isError && <div data-from="bot">{t('chatbot.loadFailed')}</div>}
        {config.data && <div data-from="bot">{config.data.greeting}</div>}
        {messages.map((m) => (
          <div key={m.id} data-from={m.from}>
            {m.from === 'visitor' ? <span className="visually-hidden">{t('chatbot.you')} </span> : null}
            {m.text}
          </div>
        ))}
      </Log>
      {lastFallback && canTalk && (
        <p>
          <Button variant="secondary" busy={contact === 'busy'} onClick={() => void talkToTeam()}>
            {user ? t('chatbot.talkToTeam') : t('chatbot.logInToTalk')}
          </Button>
          {contact === 'failed' && <span role="alert"> {t('chatbot.talkFailed')}</span>}
        </p>
      )}
      <Form onSubmit={ask}>
        <label htmlFor={inputId}>
          {t('chatbot.inputLabel')}
          <input
            ref={inputRef}
            id={inputId}
            value={text}
            maxLength={300}
            autoComplete="off"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <Button type="submit" disabled={!config.data}>
          {t('chatbot.send')}
        </Button>
      </Form>
    </Modal>
  );
}
