import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { LinkButton, usePathTo } from '@mp/shared/remote';
import { useCompanyReview, usePublishedKey } from '../company/api/get-company-review';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/**
 * What the partner sees once the service form has published a service: the news, and where to go next. A company
 * that is not live is told the service waits for approval, and is not sent to a storefront page that does not exist.
 */
export function PublishedPanel({ name, slug }: { name: string; slug: string }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const to = usePathTo();
  // Until the company's review is known the service is taken as live, as the words above it are.
  const review = useCompanyReview();
  const publishedKey = usePublishedKey();
  return (
    <>
      <p role="status">{t(publishedKey, { name })}</p>
      <Actions>
        {review === undefined || review.live ? (
          <LinkButton href={to('service', { slug })}>{t('newService.viewOnStore')}</LinkButton>
        ) : null}
        <LinkButton href={to('dashboard.services-preview')} variant="secondary">
          {t('edit.back')}
        </LinkButton>
      </Actions>
    </>
  );
}
