import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** What the partner sees once the service form has published a service: the news, and where to go next. */
export function PublishedPanel({ name, slug }: { name: string; slug: string }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  return (
    <>
      <p role="status">{t('newService.published', { name })}</p>
      <Actions>
        <LinkButton href={to('service', { slug })}>{t('newService.viewOnStore')}</LinkButton>
        <LinkButton href={to('dashboard.services-preview')} variant="secondary">
          {t('edit.back')}
        </LinkButton>
      </Actions>
    </>
  );
}
