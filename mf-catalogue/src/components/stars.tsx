import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatRating, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.star};
  font-size: 0.95rem;
`;

/** Stars for a rating (1–5), read out as "4.5 out of 5 (12 reviews)". */
export function Stars({ value, count }: { value: number; count?: number }): ReactNode {
  const { t } = useTranslation('catalogue');
  const full = Math.round(value);
  const shown = formatRating(value, useLocale());
  const label =
    count === undefined ? t('rating.stars', { value: shown }) : t('rating.starsCount', { value: shown, count });
  return (
    <Row role="img" aria-label={label}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(Math.max(0, 5 - full))}
      </span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </Row>
  );
}
