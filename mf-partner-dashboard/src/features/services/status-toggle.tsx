import type { ReactNode } from 'react';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useSetServiceStatus } from './api/set-service-status';
import { Switch } from '../../shared/components/switch';
import { serverWords } from '../../shared/api/server-words';

/** On sale or not: optimistic, rolled back (with a toast) when the server refuses. */
export function StatusToggle({ service }: { service: DashboardServiceRow }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  // Toasts from the hook's own callbacks: they run even if a list refresh re-renders this row meanwhile.
  const setStatus = useSetServiceStatus({
    onDone: (status) =>
      toastStore.getState().show({
        message: t(status === 'active' ? 'services.activated' : 'services.deactivated', { name: service.name }),
        kind: 'success',
      }),
    // The server's reason when it refuses (a draft missing a photo or a price says which), else a retry message.
    onFailed: (error) =>
      toastStore.getState().show({
        message: t('services.statusRefused', {
          name: service.name,
          reason: serverWords(error, t('services.statusFailedHint')),
        }),
        kind: 'error',
      }),
  });
  const on = service.status === 'active';
  return (
    <Switch
      type="button"
      role="switch"
      aria-checked={on}
      aria-label={t('services.onSale', { name: service.name })}
      $on={on}
      onClick={() => setStatus.mutate({ id: service.id, status: on ? 'inactive' : 'active' })}
    />
  );
}
