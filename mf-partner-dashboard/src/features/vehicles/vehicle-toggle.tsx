import { useState, type ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import type { DashboardVehicle } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { Switch } from '../../shared/components/switch';
import { useToggleVehicle } from './api/write-vehicles';

/**
 * In service or not: optimistic, rolled back (with a toast) when the server refuses. Taking a vehicle out of service is
 * asked first (customers can no longer book it); putting one in service is not.
 */
export function VehicleToggle({ vehicle }: { vehicle: DashboardVehicle }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const toggle = useToggleVehicle({
    onDone: (active) =>
      toastStore.getState().show({
        message: t(active ? 'vehicles.activated' : 'vehicles.deactivated', { name: vehicle.name }),
        kind: 'success',
      }),
    onFailed: () =>
      toastStore.getState().show({ message: t('vehicles.statusFailed', { name: vehicle.name }), kind: 'error' }),
  });
  const on = vehicle.vehicle_status === 'active';
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Switch
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('vehicles.inService', { name: vehicle.name })}
        $on={on}
        onClick={() => (on ? setAsking(true) : toggle.mutate({ id: vehicle.id, active: true }))}
      />
      {asking && (
        <ConfirmDialog
          open
          destructive
          title={t('vehicles.outOfServiceTitle', { name: vehicle.name })}
          confirmLabel={t('vehicles.outOfServiceConfirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            toggle.mutate({ id: vehicle.id, active: false });
          }}
        >
          <p>{t('vehicles.outOfServiceNote')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
