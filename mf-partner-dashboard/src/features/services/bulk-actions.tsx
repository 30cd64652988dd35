import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useBulkUpdateServices } from './api/bulk-update-services';
import { BulkPriceDialog } from './bulk-price-dialog';
import { BulkCapacityDialog } from './bulk-capacity-dialog';

/** Activate, deactivate, re-price or set the places per day of the selected services (each all or nothing). */
export function BulkActions({ selected, clear }: { selected: DashboardServiceRow[]; clear: () => void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const bulk = useBulkUpdateServices();
  const [pricing, setPricing] = useState(false);
  const [placing, setPlacing] = useState(false);
  const ids = selected.map((s) => s.id);

  const run = (action: 'activate' | 'deactivate') =>
    bulk.mutate(
      { ids, action },
      {
        onSuccess: (r) => {
          toastStore.getState().show({ message: t('services.bulkDone', { count: r.updated }), kind: 'success' });
          clear();
        },
        onError: () => toastStore.getState().show({ message: t('services.bulkFailed'), kind: 'error' }),
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
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => setPlacing(true)}>
        {t('services.changePlaces')}
      </Button>
      <BulkPriceDialog
        ids={ids}
        open={pricing}
        close={() => setPricing(false)}
        done={() => {
          setPricing(false);
          clear();
        }}
      />
      <BulkCapacityDialog
        ids={ids}
        open={placing}
        close={() => setPlacing(false)}
        done={() => {
          setPlacing(false);
          clear();
        }}
      />
    </>
  );
}
