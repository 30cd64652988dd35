// The guest's conversation with the partner of one booked item, on the "Manage booking" page: the latest messages
// (read again every 15 s, so a reply appears), and a form to write. The first message the guest sends is preceded by
// one naming the booking, written by the server in the partner's language. The server checks the length (2000
// characters after trimming) and its 422 shows under the field: storefront code takes no values from the contracts.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { ClientBookingItem } from '@mp/shared/contracts';
import { formatInstant, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner, TextAreaField } from '@mp/shared/ui';
import { useItemMessages } from '../api/get-item-messages';
import { useSendItemMessage } from '../api/send-item-message';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  form {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  form button {
    justify-self: start;
  }
`;

// A div, as the shared chat's log: role="log" on a list would leave its items without a list.
const Log = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 20rem;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
`;

const Bubble = styled.div<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  .meta {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function PartnerMessages({ token, item }: { token: string; item: ClientBookingItem }): ReactNode {
  const { t } = useTranslation('checkout');
  const tc = useTranslation('common').t;
  const locale = useLocale();
  const titleId = useId();
  const messages = useItemMessages(token, item.id);
  const send = useSendItemMessage();
  const [text, setText] = useState('');
  const log = useRef<HTMLDivElement>(null);
  const partner = item.partner.trade_name;
  const list = messages.data?.messages ?? [];
  const newest = list[list.length - 1]?.id ?? null;

  // The newest message in view, as a chat opens.
  useEffect(() => {
    if (log.current) log.current.scrollTop = log.current.scrollHeight;
  }, [newest]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ token, itemId: item.id, message: text }, { onSuccess: () => setText('') });
  };
  const fieldError =
    send.error instanceof ApiError
      ? (send.error.errors.message?.[0] ?? send.error.errors.item_id?.[0] ?? t('manage.sendFailed'))
      : send.isError
        ? t('manage.sendFailed')
        : undefined;

  return (
    <Section aria-labelledby={titleId} data-testid="manage-messages">
      <h3 id={titleId}>{t('manage.messagesWith', { partner })}</h3>
      {messages.isPending ? (
        <Spinner label={tc('app.loading')} />
      ) : messages.isError ? (
        <ErrorState message={t('manage.messagesFailed')} onRetry={() => void messages.refetch()} />
      ) : list.length === 0 ? (
        <p>{t('manage.noMessages', { partner })}</p>
      ) : (
        <Log ref={log} role="log" aria-live="polite" aria-relevant="additions" aria-labelledby={titleId} tabIndex={0}>
          {list.map((m) => {
            const mine = m.sender_id === messages.data?.holder_id;
            return (
              <Bubble key={m.id} $mine={mine} data-testid="manage-message">
                <p>{m.body}</p>
                <span className="meta">
                  {mine ? tc('chat.you') : partner},{' '}
                  <time dateTime={m.created_at}>
                    {formatInstant(m.created_at, locale, { dateStyle: 'short', timeStyle: 'short' })}
                  </time>
                </span>
              </Bubble>
            );
          })}
        </Log>
      )}
      <form onSubmit={submit} aria-busy={send.isPending}>
        <TextAreaField
          label={t('manage.messageLabel', { partner })}
          rows={3}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (send.isError) send.reset();
          }}
          error={fieldError}
        />
        <Button type="submit" busy={send.isPending}>
          {t('manage.send')}
        </Button>
      </form>
      <div role="status" aria-live="polite">
        {send.isSuccess && !send.isPending && text === '' && t('manage.sent', { partner })}
      </div>
    </Section>
  );
}
