import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PARTNER_TEAM_EMAIL } from '@mp/shared/domain';
import { useTranslation } from '@mp/shared/i18n';
import { useCompanyReview } from '../../shared/company/api/get-company-review';

const Banner = styled.div<{ $tone: 'warning' | 'danger' }>`
  margin-bottom: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.warning)};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
  p {
    margin: ${({ theme }) => theme.space(1)} 0 0;
  }
  strong {
    display: block;
  }
`;

/**
 * Above every page of the partner dashboard while the company is not live (docs/partner-review.md): under review
 * (what they can do meanwhile), not approved or suspended (staff's reason, what next and whom to write to). Nothing
 * for a live company or before its status is known.
 */
export function CompanyReviewBanner(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const review = useCompanyReview();
  if (!review || review.live) return null;
  const key = `review.${review.status}` as const;
  return (
    <Banner role="status" $tone={review.status === 'pending' ? 'warning' : 'danger'} data-testid="company-review">
      <strong>{t(`${key}.title`)}</strong>
      <p>{t(`${key}.text`)}</p>
      {review.reason ? <p>{t('review.reason', { reason: review.reason })}</p> : null}
      {review.status !== 'pending' ? (
        <p>
          {t(`${key}.next`)} <a href={`mailto:${PARTNER_TEAM_EMAIL}`}>{PARTNER_TEAM_EMAIL}</a>
        </p>
      ) : null}
    </Banner>
  );
}
