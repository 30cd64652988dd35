// What on the partners page waits for staff: companies under review, and companies asking for a module, each with a
// button that shows only them. Said only while the list does not already show just those.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { TableStateHandle } from '@mp/shared/dashboard';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import { useAwaitingPartners } from '../api/get-partners';

const Notice = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
`;

export function AwaitingStaff({ table }: { table: TableStateHandle }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const awaiting = useAwaitingPartners();
  const showing = table.filters;
  return (
    <>
      {awaiting.review > 0 && showing.status !== 'pending' ? (
        <Notice role="status">
          <span>{t('people.waitingReview', { count: awaiting.review })}</span>
          <Button
            variant="secondary"
            onClick={() => table.update({ filters: { status: 'pending', module_request: null } })}
          >
            {t('people.showPending')}
          </Button>
        </Notice>
      ) : null}
      {awaiting.module > 0 && showing.module_request !== '1' ? (
        <Notice role="status">
          <span>{t('people.waitingModule', { count: awaiting.module })}</span>
          <Button variant="secondary" onClick={() => table.update({ filters: { module_request: '1', status: null } })}>
            {t('people.showModuleRequests')}
          </Button>
        </Notice>
      ) : null}
    </>
  );
}
