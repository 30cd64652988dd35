// The saved versions of one language's chatbot configuration: who saved each and when (Lisbon time, day first), a
// read-only preview of a chosen one (greeting, fallback, FAQ), and "Restore this version" after a confirmation. A
// restore saves that configuration as a new version, so it can be undone the same way; the form then shows the
// restored configuration and a status line says so.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ChatbotLanguage, ContentVersionSummary, SuperChatbotConfig } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import { useChatbotVersion } from '../api/get-chatbot-version';
import { useChatbotVersions } from '../api/get-chatbot-versions';
import { useRestoreChatbotVersion } from '../api/restore-chatbot-version';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  padding-top: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  h3,
  h4,
  h5 {
    margin: 0;
  }
  h5 {
    font-size: 1rem;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    justify-content: space-between;
  }
  .version {
    border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(3)};
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    max-height: 60vh;
    overflow: auto;
  }
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export function ChatbotHistory({
  language,
  onRestored,
}: {
  language: ChatbotLanguage;
  onRestored(saved: SuperChatbotConfig): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const versions = useChatbotVersions(language, page, open);
  const version = useChatbotVersion(language, open ? chosen : null);
  const restore = useRestoreChatbotVersion();
  const headingId = useId();
  const listId = useId();
  const previewId = useId();

  const when = dateTimeFormat(locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Lisbon',
  });
  const whenOf = (v: ContentVersionSummary) => when.format(new Date(v.saved_at));
  const whoOf = (v: ContentVersionSummary) => v.saved_by ?? t('chatbot.history.earlier');

  const confirm = () => {
    const v = version.data;
    if (!v) return;
    restore.mutate(
      { language, id: v.id },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          setChosen(null);
          setPage(1);
          onRestored(saved);
          setStatus(t('chatbot.history.restored', { when: whenOf(v) }));
        },
        onError: () => {
          setConfirming(false);
          toastStore.getState().show({ message: t('chatbot.history.restoreFailed'), kind: 'error' });
        },
      },
    );
  };

  const data = versions.data;
  return (
    <Box aria-labelledby={headingId}>
      <div className="row">
        <h3 id={headingId}>{t('chatbot.history.title')}</h3>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('chatbot.history.hide') : t('chatbot.history.show')}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        <p role="status">{status}</p>
        {open && versions.isError && <ErrorState onRetry={() => void versions.refetch()} />}
        {open && versions.isPending && <Spinner />}
        {data && data.total === 0 && <p>{t('chatbot.history.empty')}</p>}
        {data && data.total > 0 && (
          <>
            <p>{t('chatbot.history.count', { count: data.total })}</p>
            <ol aria-label={t('chatbot.history.listLabel')}>
              {data.data.map((v) => (
                <li key={v.id}>
                  <span>
                    <time dateTime={v.saved_at}>{whenOf(v)}</time> · {whoOf(v)}
                    {v.current ? ` · ${t('chatbot.history.current')}` : ''}
                    {v.restored_from ? ` · ${t('chatbot.history.aRestore')}` : ''}
                  </span>
                  <Button
                    type="button"
                    variant={chosen === v.id ? 'primary' : 'secondary'}
                    aria-pressed={chosen === v.id}
                    aria-label={t('chatbot.history.previewOf', { when: whenOf(v), who: whoOf(v) })}
                    onClick={() => setChosen(v.id)}
                  >
                    {t('chatbot.history.preview')}
                  </Button>
                </li>
              ))}
            </ol>
            {data.last_page > 1 && (
              <div className="row">
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('chatbot.history.newer')}
                </Button>
                <span>{t('chatbot.history.page', { page: data.current_page, pages: data.last_page })}</span>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={page >= data.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  {t('chatbot.history.older')}
                </Button>
              </div>
            )}
          </>
        )}
        {chosen !== null && version.isPending && <Spinner />}
        {chosen !== null && version.isError && <ErrorState onRetry={() => void version.refetch()} />}
        {chosen !== null && version.data && (
          <section className="version" aria-labelledby={previewId} tabIndex={0}>
            <h4 id={previewId}>
              {t('chatbot.history.versionOf', { when: whenOf(version.data), who: whoOf(version.data) })}
            </h4>
            <div lang={language}>
              <h5>{t('chatbot.greeting')}</h5>
              <p>{version.data.content.greeting}</p>
              <h5>{t('chatbot.fallback')}</h5>
              <p>{version.data.content.fallback}</p>
              <h5>{t('chatbot.history.faqCount', { count: version.data.content.faq.length })}</h5>
              <dl>
                {version.data.content.faq.map((f, i) => (
                  <div key={i}>
                    <dt>{f.question}</dt>
                    <dd>{f.answer}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <div className="row">
              <Button type="button" disabled={version.data.current} onClick={() => setConfirming(true)}>
                {t('chatbot.history.restore')}
              </Button>
              {version.data.current && <span>{t('chatbot.history.isCurrent')}</span>}
            </div>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('chatbot.history.confirmTitle')}
        confirmLabel={t('chatbot.history.restore')}
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{version.data ? t('chatbot.history.confirmText', { when: whenOf(version.data) }) : null}</p>
      </ConfirmDialog>
    </Box>
  );
}
