import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useExportCsv, type CsvExportRequest } from '../api/export-csv';

const Wrap = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  p {
    margin: 0;
  }
`;

/**
 * Exports every row of a back-office list that matches its filters (the server streams them all, however many). A
 * long export says how many rows it is preparing while it runs, and says so if it failed.
 */
export function ExportButton({
  rows,
  label,
  ...request
}: CsvExportRequest & { rows: number | undefined; label?: string }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const exporting = useExportCsv();
  return (
    <Wrap>
      <Button variant="secondary" onClick={() => exporting.mutate(request)} disabled={exporting.isPending}>
        {label ?? t('exports.button')}
      </Button>
      <p role="status" aria-live="polite">
        {exporting.isPending
          ? t('exports.preparing', { count: rows ?? 0 })
          : exporting.isError
            ? t('exports.failed')
            : ''}
      </p>
    </Wrap>
  );
}
