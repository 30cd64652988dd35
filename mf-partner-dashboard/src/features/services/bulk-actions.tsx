import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button, TextField } from '@mp/shared/ui';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { ApiError } from '@mp/shared/api';
import { eurosToCents } from '@mp/shared/domain';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useBulkUpdateServices } from './api/bulk-update-services';

/** Activate, deactivate or re-price the selected services (one request, all or nothing). */
export function BulkActions({ selected, clear }: { selected: DashboardServiceRow[]; clear: () => void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const bulk = useBulkUpdateServices();
  const [pricing, setPricing] = useState(false);
  const [price, setPrice] = useState('');
  const [priceError, setPriceError] = useState<string | undefined>();
  const ids = selected.map((s) => s.id);

  const run = (action: 'activate' | 'deactivate' | 'change_price', value_cents?: number) =>
    bulk.mutate(
      { ids, action, ...(value_cents === undefined ? {} : { value_cents }) },
      {
        onSuccess: (r) => {
          toastStore.getState().show({ message: t('services.bulkDone', { count: r.updated }), kind: 'success' });
          setPricing(false);
          clear();
        },
        onError: (e) => {
          if (e instanceof ApiError && e.errors.value_cents?.[0]) setPriceError(e.errors.value_cents[0]);
          else toastStore.getState().show({ message: t('services.bulkFailed'), kind: 'error' });
        },
      },
    );

  return (
    <>
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => run('activate')}>
        {t('services.activate')}
      </Button>
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => run('deactivate')}>
        {t('services.deactivate')}
      </Button>
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => setPricing(true)}>
        {t('services.changePrice')}
      </Button>
      <ConfirmDialog
        open={pricing}
        title={t('services.changePriceTitle', { count: selected.length })}
        confirmLabel={t('services.changePrice')}
        busy={bulk.isPending}
        onCancel={() => setPricing(false)}
        onConfirm={() => {
          if (!/^\d{1,7}([.,]\d{1,2})?$/.test(price.trim())) setPriceError(t('services.priceInvalid'));
          else run('change_price', eurosToCents(price.trim()));
        }}
      >
        <TextField
          label={t('services.newPrice')}
          inputMode="decimal"
          value={price}
          error={priceError}
          onChange={(e) => {
            setPrice(e.target.value);
            setPriceError(undefined);
          }}
        />
      </ConfirmDialog>
    </>
  );
}
