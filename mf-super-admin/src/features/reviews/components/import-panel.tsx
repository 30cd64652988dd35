import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ApiError } from '@mp/shared/api';
import type { ReviewImportResult } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';
import { Button, Table } from '@mp/shared/ui';
import { useImportReviews, type ImportProgress } from '../api/import-reviews';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
`;

const Error = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * The CSV import: choose a file, see the upload's progress and then the server's reading, then the counts and the
 * rows it refused (row, column, why).
 */
export function ImportPanel(): ReactNode {
  const { t } = useTranslation('superAdmin');
  const inputId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ReviewImportResult | null>(null);
  const [error, setError] = useState('');
  const run = useImportReviews(setProgress);
  const start = () => {
    if (!file) {
      setError(t('reviews.import.chooseFile'));
      return;
    }
    setError('');
    setResult(null);
    setProgress({ phase: 'upload', loaded: 0, total: file.size });
    run.mutate(file, {
      onSuccess: setResult,
      onError: (e) =>
        setError(
          e instanceof ApiError && e.status === 422
            ? (Object.values(e.errors)[0]?.[0] ?? t('reviews.import.failed'))
            : t('reviews.import.failed'),
        ),
      onSettled: () => setProgress(null),
    });
  };
  const percent = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <section aria-labelledby="import-heading">
      <h2 id="import-heading">{t('reviews.import.title')}</h2>
      <p>{t('reviews.import.help')}</p>
      <Row>
        <div>
          <label htmlFor={inputId}>{t('reviews.import.file')}</label>
          <br />
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            aria-describedby={error ? errorId : undefined}
            aria-invalid={error ? true : undefined}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            style={{ minHeight: 44 }}
          />
        </div>
        <Button onClick={start} busy={run.isPending}>
          {t('reviews.import.start')}
        </Button>
      </Row>
      {error && (
        <Error id={errorId} role="alert">
          {error}
        </Error>
      )}
      {progress && (
        <div>
          <label htmlFor={`${inputId}-progress`}>
            {progress.phase === 'upload' ? t('reviews.import.uploading', { percent }) : t('reviews.import.processing')}
          </label>
          <br />
          <progress id={`${inputId}-progress`} max={100} value={progress.phase === 'upload' ? percent : undefined} />
        </div>
      )}
      <div role="status" aria-live="polite">
        {result && (
          <p>
            {t('reviews.import.summary', {
              imported: result.imported,
              duplicates: result.duplicates,
              errors: result.errors.length,
            })}
          </p>
        )}
      </div>
      {result && result.errors.length > 0 && (
        <Table
          caption={t('reviews.import.errorsCaption')}
          columns={[
            { key: 'row', header: t('reviews.import.row'), render: (e) => e.row },
            { key: 'field', header: t('reviews.import.field'), render: (e) => e.field },
            { key: 'message', header: t('reviews.import.message'), render: (e) => e.message },
          ]}
          rows={result.errors}
          rowKey={(e) => `${e.row}-${e.field}`}
        />
      )}
    </section>
  );
}
