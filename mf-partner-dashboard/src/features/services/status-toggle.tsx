import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import type { DashboardServiceRow } from '@mp/shared/contracts';
import { useSetServiceStatus } from './api/set-service-status';

export const Switch = styled.button<{ $on: boolean }>`
  position: relative;
  width: 2.75rem;
  height: 1.5rem;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surfaceAlt)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    top: 2px;
    left: ${({ $on }) => ($on ? '1.35rem' : '2px')};
    width: 1.1rem;
    height: 1.1rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    transition: left 120ms ease;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** On sale or not: optimistic, rolled back (with a toast) when the server refuses. */
export function StatusToggle({ service }: { service: DashboardServiceRow }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  // Toasts from the hook's own callbacks: they run even if a list refresh re-renders this row meanwhile.
  const setStatus = useSetServiceStatus({
    onDone: (status) => toastStore.getState().show({ message: t(status === 'active' ? 'services.activated' : 'services.deactivated', { name: service.name }), kind: 'success' }),
    onFailed: () => toastStore.getState().show({ message: t('services.statusFailed', { name: service.name }), kind: 'error' }),
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
