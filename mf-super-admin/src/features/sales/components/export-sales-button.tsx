import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useExportSales } from '../api/export-sales';

/**
 * Exports every sale matching the filters (the server streams them all, however many). A long export says how many
 * rows it is preparing while it runs, and says so if it failed.
 */
export function ExportSalesButton({ filters, rows }: { filters: Record<string, string | number>; rows: number | undefined }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const exporting = useExportSales();
  return (
    <div>
      <Button variant="secondary" onClick={() => exporting.mutate(filters)} disabled={exporting.isPending}>
        {t('sales.export')}
      </Button>
      <p role="status" aria-live="polite">
        {exporting.isPending ? t('sales.exporting', { count: rows ?? 0 }) : exporting.isError ? t('sales.exportFailed') : ''}
      </p>
    </div>
  );
}
