import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CHAT_MESSAGE_MAX_LENGTH } from '../contracts';
import { useTranslation } from '../i18n';
import { chatConnection } from '../realtime';
import { Button } from '../ui';
import { ApiError } from '../api';
import { useSendMessage } from './api';

/** A typing frame goes out at most this often while the user keeps typing; "stopped" after this much quiet. */
const TYPING_IDLE_MS = 3000;

const Form = styled.form`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  align-items: end;
  label {
    grid-column: 1 / -1;
    font-weight: 600;
  }
  textarea {
    font: inherit;
    min-height: 3.2em;
    max-height: 10em;
    resize: vertical;
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
  }
  .hint {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  .error {
    grid-column: 1 / -1;
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export function Composer({ chatId, disabled }: { chatId: number; disabled: boolean }): ReactNode {
  const { t } = useTranslation('common');
  const id = useId();
  const [text, setText] = useState('');
  const send = useSendMessage(chatId);
  const typingSince = useRef<number | null>(null);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTyping = () => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    if (typingSince.current !== null) chatConnection.sendTyping(chatId, false);
    typingSince.current = null;
  };
  useEffect(() => stopTyping, [chatId]); // eslint-disable-line react-hooks/exhaustive-deps

  const onInput = (value: string) => {
    setText(value);
    if (send.isError) send.reset();
    const now = Date.now();
    if (typingSince.current === null || now - typingSince.current > TYPING_IDLE_MS) {
      typingSince.current = now;
      chatConnection.sendTyping(chatId, true);
    }
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = setTimeout(stopTyping, TYPING_IDLE_MS);
  };

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || send.isPending) return;
    stopTyping();
    send.mutate(text, { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter while an input method composes a word is not a send.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const serverError =
    send.error instanceof ApiError ? (send.error.errors.message?.[0] ?? send.error.errors.chat_id?.[0]) : undefined;
  const error = send.isError ? (serverError ?? t('chat.sendFailed')) : undefined;
  return (
    <Form onSubmit={submit} aria-busy={send.isPending}>
      <label htmlFor={id}>{t('chat.inputLabel')}</label>
      <textarea
        id={id}
        value={text}
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        disabled={disabled}
        onChange={(event) => onInput(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        data-testid="chat-input"
      />
      <Button type="submit" disabled={disabled || send.isPending || !text.trim()}>
        {t('chat.send')}
      </Button>
      <span className="hint" id={`${id}-hint`}>
        {t('chat.inputHint')}
      </span>
      {error && (
        <span className="error" id={`${id}-error`} role="alert">
          {error}
        </span>
      )}
    </Form>
  );
}
