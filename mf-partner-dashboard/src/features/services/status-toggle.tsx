import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { ConfirmDialog } from '@mp/shared/dashboard';
import { useSetServiceStatus } from './api/set-service-status';
import { Switch } from '../../shared/components/switch';
import { serverWords } from '../../shared/api/server-words';
import { useCompanyReview } from '../../shared/company/api/get-company-review';

const Cell = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Waiting = styled.span`
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.warning};
`;

/**
 * On sale or not: optimistic, rolled back (with a toast) when the server refuses. Taking a service off sale is asked
 * first (customers can no longer book it); putting one on sale is not. While the company is not live
 * (under review, not approved, suspended) a service on sale is only marked for sale: the cell and the toast say it
 * waits for approval (or stays off the storefront) instead of claiming it is on the storefront.
 */
export function StatusToggle({ service }: { service: DashboardServiceRow }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const review = useCompanyReview();
  const offline = review !== undefined && !review.live;
  const activated = !offline
    ? 'services.activated'
    : review.status === 'pending'
      ? 'services.activatedPending'
      : 'services.activatedOffline';
  // Toasts from the hook's own callbacks: they run even if a list refresh re-renders this row meanwhile.
  const setStatus = useSetServiceStatus({
    onDone: (status) =>
      toastStore.getState().show({
        message: t(status === 'active' ? activated : 'services.deactivated', { name: service.name }),
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
  const [asking, setAsking] = useState(false);
  return (
    <Cell>
      <Switch
        type="button"
        role="switch"
        aria-checked={on}
        aria-label={t('services.onSale', { name: service.name })}
        $on={on}
        onClick={() => (on ? setAsking(true) : setStatus.mutate({ id: service.id, status: 'active' }))}
      />
      {asking && (
        <ConfirmDialog
          open
          destructive
          title={t('services.offSaleTitle', { name: service.name })}
          confirmLabel={t('services.offSaleConfirm')}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            setStatus.mutate({ id: service.id, status: 'inactive' });
          }}
        >
          <p>{t('services.offSaleNote')}</p>
        </ConfirmDialog>
      )}
      {on && offline ? (
        <Waiting>{t(review.status === 'pending' ? 'services.waitingApproval' : 'services.offStorefront')}</Waiting>
      ) : null}
    </Cell>
  );
}
