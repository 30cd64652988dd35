// The company's review summary: the average, how many, and how many of each 1–5 stars as bars.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import type { CompanyReviews } from '@mp/shared/contracts';

const Summary = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: max-content minmax(0, 24rem);
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(4)};
  .average {
    font-size: 2.5rem;
    font-weight: 700;
    margin: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  li {
    display: grid;
    grid-template-columns: 4.5rem 1fr 2.5rem;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
  }
  .bar {
    height: 0.6rem;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: 999px;
    overflow: hidden;
  }
  .bar span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr;
  }
`;
export function ReviewSummary({
  summary: data,
}: {
  summary: Pick<CompanyReviews, 'average' | 'count' | 'distribution'>;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  return (
    <Summary aria-label={t('reviews.summary')}>
      <div>
        <p className="average">{data.average?.toLocaleString(locale === 'pt' ? 'pt-PT' : 'en-GB')}</p>
        <p>{t('reviews.count', { count: data.count })}</p>
      </div>
      <ul>
        {[5, 4, 3, 2, 1].map((s) => {
          const n = data.distribution[s - 1] ?? 0;
          return (
            <li key={s}>
              <span>{t('reviews.stars', { count: s })}</span>
              <span className="bar" aria-hidden="true">
                <span style={{ width: `${Math.round((n / data.count) * 100)}%` }} />
              </span>
              <span>{n}</span>
            </li>
          );
        })}
      </ul>
    </Summary>
  );
}
