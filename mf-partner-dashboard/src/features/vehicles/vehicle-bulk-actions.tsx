import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import { Button } from '@mp/shared/ui';
import type { DashboardVehicle } from '@mp/shared/contracts';
import { useBulkUpdateVehicles } from './api/write-vehicles';

/** Put the selected vehicles in or out of service (one request, all or nothing). */
export function VehicleBulkActions({
  selected,
  clear,
}: {
  selected: DashboardVehicle[];
  clear: () => void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const bulk = useBulkUpdateVehicles();
  const run = (action: 'activate' | 'deactivate') =>
    bulk.mutate(
      { ids: selected.map((v) => v.id), action },
      {
        onSuccess: (r) => {
          toastStore.getState().show({ message: t('vehicles.bulkDone', { count: r.updated }), kind: 'success' });
          clear();
        },
        onError: () => toastStore.getState().show({ message: t('vehicles.bulkFailed'), kind: 'error' }),
      },
    );
  return (
    <>
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => run('activate')}>
        {t('vehicles.activate')}
      </Button>
      <Button variant="secondary" disabled={bulk.isPending} onClick={() => run('deactivate')}>
        {t('vehicles.deactivate')}
      </Button>
    </>
  );
}
