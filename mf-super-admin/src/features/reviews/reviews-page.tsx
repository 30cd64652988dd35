import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { SuperReview } from '@mp/shared/contracts';
import { ConfirmDialog, DataTable, pageQueryProps, useTableState, type DataColumn } from '@mp/shared/dashboard';
import { formatDate, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { Button, EmptyState, Modal, PageFrame, SelectField } from '@mp/shared/ui';
import { useReviews } from './api/get-reviews';
import { useDestroyReview, useDestroyReviews, useUpdateReview } from './api/save-review';
import { ImportPanel } from './components/import-panel';
import { ReviewForm, STARS } from './components/review-form';
import { ExportButton } from '../../shared/exports/components/export-button';
import { CustomerLink } from '../../shared/people/components/customer-link';
import { SavedViews } from '../../shared/saved-views/saved-views';

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  margin: 0;
`;

/** The server's reason (a 422 field error or its message, e.g. a 403), else the page's own words. */
function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const field = Object.values(error.errors)[0]?.[0];
  if (field) return field;
  const message = error.body && typeof error.body === 'object' ? (error.body as { message?: unknown }).message : null;
  return typeof message === 'string' && message ? message : null;
}

/** /super-admin/reviews: every review with search and filters, hide/show, edit, delete, a create form and the CSV import. */
export default function ReviewsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const table = useTableState(useSearchParams(), {
    filters: ['status', 'stars', 'service_id'],
    sort: { id: 'created_at', desc: true },
  });
  const reviews = useReviews(table.query);
  const update = useUpdateReview();
  const destroy = useDestroyReview();
  const destroyMany = useDestroyReviews();
  const [editing, setEditing] = useState<SuperReview | null>(null);
  const [deleting, setDeleting] = useState<SuperReview | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState<{ rows: SuperReview[]; clear: () => void } | null>(null);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const succeeded = (message: string) => {
    setProblem('');
    setDone(message);
  };
  const failed = (error: unknown) => {
    setDone('');
    setProblem(reasonOf(error) ?? t('reviews.failed'));
  };
  const author = (r: SuperReview) => `${r.author_first_name} ${r.author_last_name}`;
  const setVisibility = (rows: SuperReview[], status: SuperReview['status'], onSuccess?: () => void) => {
    void Promise.all(rows.map((r) => update.mutateAsync({ id: r.id, status })))
      .then(() => {
        succeeded(t(status === 'hidden' ? 'reviews.hiddenDone' : 'reviews.shownDone', { count: rows.length }));
        onSuccess?.();
      })
      .catch(failed);
  };
  const columns: DataColumn<SuperReview>[] = [
    {
      id: 'created_at',
      header: t('reviews.date'),
      cell: ({ row }) => formatDate(row.original.created_at),
      meta: { sortable: true },
    },
    { id: 'service', header: t('reviews.service'), cell: ({ row }) => row.original.service.name },
    {
      id: 'author',
      header: t('reviews.author'),
      cell: ({ row }) => (
        <>
          <CustomerLink id={row.original.author_user_id}>{author(row.original)}</CustomerLink>
          {row.original.author_country ? ` (${row.original.author_country})` : ''}
        </>
      ),
    },
    {
      id: 'stars',
      header: t('reviews.stars'),
      cell: ({ row }) => t('reviews.starsCount', { count: row.original.stars }),
      meta: { sortable: true },
    },
    {
      id: 'language',
      meta: { priority: 'low' },
      header: t('reviews.language'),
      cell: ({ row }) => t(`reviews.languages.${row.original.language}`),
    },
    {
      id: 'text',
      header: t('reviews.text'),
      cell: ({ row }) => <span style={{ whiteSpace: 'pre-line' }}>{row.original.text}</span>,
    },
    {
      id: 'source',
      header: t('reviews.source'),
      cell: ({ row }) => t(`reviews.sources.${row.original.source}`),
      meta: { priority: 'low' },
    },
    {
      id: 'status',
      header: t('reviews.visible'),
      cell: ({ row }) => {
        const r = row.original;
        const status = r.status === 'published' ? t('reviews.statuses.published') : t('reviews.statuses.hidden');
        return (
          // The name starts with the words the button shows, so a voice user can say what they see.
          <Button
            variant="secondary"
            aria-pressed={r.status === 'published'}
            aria-label={t('reviews.visibleOf', { author: author(r), status })}
            onClick={() => setVisibility([r], r.status === 'published' ? 'hidden' : 'published')}
          >
            {status}
          </Button>
        );
      },
    },
    {
      id: 'actions',
      meta: { sticky: true },
      header: t('reviews.actions'),
      cell: ({ row }) => (
        <span style={{ display: 'flex', gap: 8 }}>
          <Button
            variant="secondary"
            aria-label={t('reviews.editOf', { author: author(row.original) })}
            onClick={() => setEditing(row.original)}
          >
            {t('reviews.edit')}
          </Button>
          <Button
            variant="danger"
            aria-label={t('reviews.deleteOf', { author: author(row.original) })}
            onClick={() => setDeleting(row.original)}
          >
            {t('reviews.delete')}
          </Button>
        </span>
      ),
    },
  ];
  return (
    <PageFrame title={title}>
      <p role="status" aria-live="polite">
        {done}
      </p>
      {problem && <Problem role="alert">{problem}</Problem>}
      <ExportButton
        path="/super/reviews/export"
        filename="reviews.csv"
        query={table.query}
        rows={reviews.data?.total}
      />
      <DataTable
        caption={t('reviews.caption')}
        columns={columns}
        {...pageQueryProps(reviews)}
        state={table}
        getRowId={(r) => String(r.id)}
        searchLabel={t('reviews.search')}
        empty={<EmptyState title={t('reviews.empty')} />}
        toolbar={
          <>
            <SavedViews list="reviews" />
            <SelectField
              label={t('reviews.stars')}
              value={table.filters.stars ?? ''}
              placeholder={t('reviews.allStars')}
              options={STARS.map((s) => ({ value: String(s), label: t('reviews.starsCount', { count: s }) }))}
              onChange={(e) => table.update({ filters: { stars: e.target.value || null } })}
            />
            <SelectField
              label={t('reviews.visible')}
              value={table.filters.status ?? ''}
              placeholder={t('reviews.allStatuses')}
              options={[
                { value: 'published', label: t('reviews.statuses.published') },
                { value: 'hidden', label: t('reviews.statuses.hidden') },
              ]}
              onChange={(e) => table.update({ filters: { status: e.target.value || null } })}
            />
            {table.filters.service_id && (
              <Button variant="secondary" onClick={() => table.update({ filters: { service_id: null } })}>
                {t('reviews.allServices')}
              </Button>
            )}
          </>
        }
        bulkActions={(rows, clear) => (
          <>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => setVisibility(rows, 'hidden', clear)}
            >
              {t('reviews.hide')}
            </Button>
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => setVisibility(rows, 'published', clear)}
            >
              {t('reviews.show')}
            </Button>
            <Button variant="danger" disabled={destroyMany.isPending} onClick={() => setBulkDeleting({ rows, clear })}>
              {t('reviews.deleteSelected')}
            </Button>
          </>
        )}
      />
      {/* After the list, so the list starts on the first screen of a 1280 px laptop. */}
      <section aria-labelledby="new-review-heading">
        <h2 id="new-review-heading">{t('reviews.addTitle')}</h2>
        <ReviewForm onDone={(r) => succeeded(t('reviews.added', { author: author(r) }))} />
      </section>
      <ImportPanel />
      <Modal open={editing !== null} title={t('reviews.editTitle')} onClose={() => setEditing(null)}>
        {editing && (
          <ReviewForm
            review={editing}
            onDone={(r) => {
              setEditing(null);
              succeeded(t('reviews.saved', { author: author(r) }));
            }}
          />
        )}
      </Modal>
      <ConfirmDialog
        open={deleting !== null}
        title={t('reviews.deleteTitle')}
        confirmLabel={t('reviews.delete')}
        destructive
        busy={destroy.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const gone = deleting;
          destroy.mutate(gone.id, {
            onSuccess: () => {
              setDeleting(null);
              succeeded(t('reviews.deleted', { author: author(gone) }));
            },
            // A refusal (403, 422) closes the dialog and says why on the page, instead of leaving it open and silent.
            onError: (error) => {
              setDeleting(null);
              failed(error);
            },
          });
        }}
      >
        <p>{deleting && t('reviews.deleteText', { author: author(deleting), service: deleting.service.name })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={bulkDeleting !== null}
        title={t('reviews.bulkDeleteTitle', { count: bulkDeleting?.rows.length ?? 0 })}
        confirmLabel={t('reviews.bulkDeleteConfirm', { count: bulkDeleting?.rows.length ?? 0 })}
        destructive
        busy={destroyMany.isPending}
        onCancel={() => setBulkDeleting(null)}
        onConfirm={() => {
          if (!bulkDeleting) return;
          const { rows, clear } = bulkDeleting;
          destroyMany.mutate(
            rows.map((r) => r.id),
            {
              onSuccess: () => {
                setBulkDeleting(null);
                clear();
                succeeded(t('reviews.bulkDeleted', { count: rows.length }));
              },
              // Nothing was deleted: the selection stays so the reason can be read and the delete tried again.
              onError: (error) => {
                setBulkDeleting(null);
                failed(error);
              },
            },
          );
        }}
      >
        <p>{bulkDeleting && t('reviews.bulkDeleteText', { count: bulkDeleting.rows.length })}</p>
      </ConfirmDialog>
    </PageFrame>
  );
}
