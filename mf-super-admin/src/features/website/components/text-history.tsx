// The saved versions of one website text (the hero's words of one language, or one static page in one language):
// who saved each and when (Lisbon time, day first), a read-only preview of a chosen one, and "Restore this version"
// after a confirmation. A restore saves that text as a new version, so it can be undone the same way; the editor
// then shows the restored text and a status line says so.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { ContentVersionSummary, SuperWebsiteHome, SuperWebsitePage } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import type { VersionedText } from '../api/keys';
import { useWebsiteVersion, type WebsiteVersion } from '../api/get-website-version';
import { useWebsiteVersions } from '../api/get-website-versions';
import { useRestoreWebsiteVersion } from '../api/restore-website-version';

const Box = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  padding-top: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(3)};
  h3,
  h4 {
    margin: 0;
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

export function TextHistory({
  text,
  renderPreview,
  onRestored,
}: {
  text: VersionedText;
  /** The chosen version's text, read-only, as the site would show it. */
  renderPreview(version: WebsiteVersion): ReactNode;
  onRestored(saved: SuperWebsiteHome | SuperWebsitePage): void;
}): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState('');
  const versions = useWebsiteVersions(text, page, open);
  const version = useWebsiteVersion(text, open ? chosen : null);
  const restore = useRestoreWebsiteVersion();
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
  const whoOf = (v: ContentVersionSummary) => v.saved_by ?? t('website.history.earlier');

  const confirm = () => {
    const v = version.data;
    if (!v) return;
    restore.mutate(
      { text, id: v.id },
      {
        onSuccess: (saved) => {
          setConfirming(false);
          setChosen(null);
          setPage(1);
          onRestored(saved);
          setStatus(t('website.history.restored', { when: whenOf(v) }));
        },
        onError: () => {
          setConfirming(false);
          toastStore.getState().show({ message: t('website.history.restoreFailed'), kind: 'error' });
        },
      },
    );
  };

  const data = versions.data;
  return (
    <Box aria-labelledby={headingId}>
      <div className="row">
        <h3 id={headingId}>{t('website.history.title')}</h3>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('website.history.hide') : t('website.history.show')}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        <p role="status">{status}</p>
        {open && versions.isError && <ErrorState onRetry={() => void versions.refetch()} />}
        {open && versions.isPending && <Spinner />}
        {data && data.total === 0 && <p>{t('website.history.empty')}</p>}
        {data && data.total > 0 && (
          <>
            <p>{t('website.history.count', { count: data.total })}</p>
            <ol aria-label={t('website.history.listLabel')}>
              {data.data.map((v) => (
                <li key={v.id}>
                  <span>
                    <time dateTime={v.saved_at}>{whenOf(v)}</time> · {whoOf(v)}
                    {v.current ? ` · ${t('website.history.current')}` : ''}
                    {v.restored_from ? ` · ${t('website.history.aRestore')}` : ''}
                  </span>
                  <Button
                    type="button"
                    variant={chosen === v.id ? 'primary' : 'secondary'}
                    aria-pressed={chosen === v.id}
                    aria-label={t('website.history.previewOf', { when: whenOf(v), who: whoOf(v) })}
                    onClick={() => setChosen(v.id)}
                  >
                    {t('website.history.preview')}
                  </Button>
                </li>
              ))}
            </ol>
            {data.last_page > 1 && (
              <div className="row">
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t('website.history.newer')}
                </Button>
                <span>{t('website.history.page', { page: data.current_page, pages: data.last_page })}</span>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={page >= data.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  {t('website.history.older')}
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
              {t('website.history.versionOf', { when: whenOf(version.data), who: whoOf(version.data) })}
            </h4>
            <div lang={text.language}>{renderPreview(version.data)}</div>
            <div className="row">
              <Button type="button" disabled={version.data.current} onClick={() => setConfirming(true)}>
                {t('website.history.restore')}
              </Button>
              {version.data.current && <span>{t('website.history.isCurrent')}</span>}
            </div>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('website.history.confirmTitle')}
        confirmLabel={t('website.history.restore')}
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{version.data ? t('website.history.confirmText', { when: whenOf(version.data) }) : null}</p>
      </ConfirmDialog>
    </Box>
  );
}
