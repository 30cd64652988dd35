// The saved versions of one piece of back-office content (a website text, a chatbot configuration): who saved each
// and when (Lisbon time, day first), a read-only preview of a chosen one with what differs from the current version
// field by field, and "Restore this version" after a confirmation. A restore saves that version as a new one, so it
// can be undone the same way; the editor then shows the restored content and a toast says so. Each feature gives its
// own endpoints, preview, fields and strings.
import { useId, useState, type ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import styled from 'styled-components';
import type { ContentVersionSummary, PageOf } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { toastStore, useLocale } from '@mp/shared/stores';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import { differences, type FieldText } from './content-differences';
import { FieldDifferences } from './field-differences';

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

/** Restores one version; `onSuccess` gets the content as it is now saved. */
export interface RestoreVersion<S> {
  mutate(id: number, callbacks: { onSuccess(saved: S): void; onError(): void }): void;
  isPending: boolean;
}

export interface VersionHistoryProps<
  V extends ContentVersionSummary,
  S,
  ListKey extends QueryKey,
  VersionKey extends QueryKey,
> {
  /** The section of the strings (a website text and a chatbot configuration are worded apart). */
  strings: 'website.history' | 'chatbot.history';
  /** The content's language: the preview is marked with it. */
  language: string;
  /** A page of the versions, newest first (fetched while the history is open). */
  versionsQuery(
    page: number,
  ): UseQueryOptions<PageOf<ContentVersionSummary>, Error, PageOf<ContentVersionSummary>, ListKey>;
  /** One version with its content. */
  versionQuery(id: number): UseQueryOptions<V, Error, V, VersionKey>;
  restore: RestoreVersion<S>;
  /** The chosen version's content, read-only, as the site would show it. */
  renderPreview(version: V): ReactNode;
  /** A version's content field by field, and the current saved content the same way, to show what differs. */
  fieldsOf(version: V): FieldText[];
  currentFields: readonly FieldText[];
  onRestored(saved: S): void;
}

export function VersionHistory<
  V extends ContentVersionSummary,
  S,
  ListKey extends QueryKey,
  VersionKey extends QueryKey,
>({
  strings,
  language,
  versionsQuery,
  versionQuery,
  restore,
  renderPreview,
  fieldsOf,
  currentFields,
  onRestored,
}: VersionHistoryProps<V, S, ListKey, VersionKey>): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const versions = useQuery({ ...versionsQuery(page), enabled: open });
  const version = useQuery({ ...versionQuery(chosen ?? 0), enabled: open && chosen !== null });
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
  const whoOf = (v: ContentVersionSummary) => v.saved_by ?? t(`${strings}.earlier`);

  const confirm = () => {
    const v = version.data;
    if (!v) return;
    restore.mutate(v.id, {
      onSuccess: (saved) => {
        setConfirming(false);
        setChosen(null);
        setPage(1);
        onRestored(saved);
        toastStore.getState().show({ message: t(`${strings}.restored`, { when: whenOf(v) }), kind: 'success' });
      },
      onError: () => {
        setConfirming(false);
        toastStore.getState().show({ message: t(`${strings}.restoreFailed`), kind: 'error' });
      },
    });
  };

  const data = versions.data;
  return (
    <Box aria-labelledby={headingId}>
      <div className="row">
        <h3 id={headingId}>{t(`${strings}.title`)}</h3>
        <Button
          type="button"
          variant="secondary"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t(`${strings}.hide`) : t(`${strings}.show`)}
        </Button>
      </div>
      <div id={listId} hidden={!open}>
        {open && versions.isError && <ErrorState onRetry={() => void versions.refetch()} />}
        {open && versions.isPending && <Spinner />}
        {data && data.total === 0 && <p>{t(`${strings}.empty`)}</p>}
        {data && data.total > 0 && (
          <>
            <p>{t(`${strings}.count`, { count: data.total })}</p>
            <ol aria-label={t(`${strings}.listLabel`)}>
              {data.data.map((v) => (
                <li key={v.id}>
                  <span>
                    <time dateTime={v.saved_at}>{whenOf(v)}</time> · {whoOf(v)}
                    {v.current ? ` · ${t(`${strings}.current`)}` : ''}
                    {v.restored_from ? ` · ${t(`${strings}.aRestore`)}` : ''}
                  </span>
                  <Button
                    type="button"
                    variant={chosen === v.id ? 'primary' : 'secondary'}
                    aria-pressed={chosen === v.id}
                    aria-label={t(`${strings}.previewOf`, { when: whenOf(v), who: whoOf(v) })}
                    onClick={() => setChosen(v.id)}
                  >
                    {t(`${strings}.preview`)}
                  </Button>
                </li>
              ))}
            </ol>
            {data.last_page > 1 && (
              <div className="row">
                <Button type="button" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  {t(`${strings}.newer`)}
                </Button>
                <span>{t(`${strings}.page`, { page: data.current_page, pages: data.last_page })}</span>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={page >= data.last_page}
                  onClick={() => setPage(page + 1)}
                >
                  {t(`${strings}.older`)}
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
              {t(`${strings}.versionOf`, { when: whenOf(version.data), who: whoOf(version.data) })}
            </h4>
            <div lang={language}>{renderPreview(version.data)}</div>
            {!version.data.current && <Differences fields={fieldsOf(version.data)} current={currentFields} />}
            <div className="row">
              <Button type="button" disabled={version.data.current} onClick={() => setConfirming(true)}>
                {t(`${strings}.restore`)}
              </Button>
              {version.data.current && <span>{t(`${strings}.isCurrent`)}</span>}
            </div>
          </section>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        title={t(`${strings}.confirmTitle`)}
        confirmLabel={t(`${strings}.restore`)}
        busy={restore.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        <p>{version.data ? t(`${strings}.confirmText`, { when: whenOf(version.data) }) : null}</p>
      </ConfirmDialog>
    </Box>
  );
}

/** What the previewed version changes compared with the current one. */
function Differences({ fields, current }: { fields: FieldText[]; current: readonly FieldText[] }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const changed = differences(current, fields);
  return (
    <>
      <h5>{t('contentHistory.differencesTitle')}</h5>
      {changed.length ? (
        <FieldDifferences
          differences={changed}
          currentLabel={t('contentHistory.now')}
          otherLabel={t('contentHistory.thisVersion')}
        />
      ) : (
        <p>{t('contentHistory.same')}</p>
      )}
    </>
  );
}
