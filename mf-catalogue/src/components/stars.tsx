import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: #7a4f00;
  font-size: 0.95rem;
`;

/** Stars for a rating (1–5), read out as "4.5 out of 5 (12 reviews)". */
export function Stars({ value, count }: { value: number; count?: number }): ReactNode {
  const { t, i18n } = useTranslation('catalogue');
  const full = Math.round(value);
  // "4.5" in English, "4,5" in Portuguese.
  const shown = new Intl.NumberFormat(i18n.language === 'pt' ? 'pt-PT' : 'en-GB', { maximumFractionDigits: 1 }).format(value);
  const label = count === undefined ? t('rating.stars', { value: shown }) : t('rating.starsCount', { value: shown, count });
  return (
    <Row role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(full)}{'☆'.repeat(Math.max(0, 5 - full))}</span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </Row>
  );
}
