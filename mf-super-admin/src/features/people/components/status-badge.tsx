import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { CompanyStatus } from '@mp/shared/contracts';
import { useTranslation } from '@mp/shared/i18n';

// The word says the status; the colour only repeats it (never the only signal).
const Badge = styled.span<{ $status: CompanyStatus }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radius};
  font-weight: 600;
  white-space: nowrap;
  color: ${({ theme, $status }) => ($status === 'pending' ? theme.colors.warning : $status === 'active' ? theme.colors.success : theme.colors.danger)};
  background: ${({ theme, $status }) => ($status === 'pending' ? theme.colors.warningSurface : theme.colors.surface)};
`;

export function StatusBadge({ status }: { status: CompanyStatus }): ReactNode {
  const { t } = useTranslation('superAdmin');
  return <Badge $status={status}>{t(`people.statuses.${status}`)}</Badge>;
}
