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

/** One formatter per language ("4.5" / "4,5"), made once: a page draws many ratings. */
const ratingFormats = new Map<string, Intl.NumberFormat>();
function ratingNumber(value: number, language: string): string {
  const locale = language === 'pt' ? 'pt-PT' : 'en-GB';
  let format = ratingFormats.get(locale);
  if (!format) ratingFormats.set(locale, (format = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })));
  return format.format(value);
}

/** Stars for a rating (1–5), read out as "4.5 out of 5 (12 reviews)". */
export function Stars({ value, count }: { value: number; count?: number }): ReactNode {
  const { t, i18n } = useTranslation('catalogue');
  const full = Math.round(value);
  // "4.5" in English, "4,5" in Portuguese.
  const shown = ratingNumber(value, i18n.language);
  const label = count === undefined ? t('rating.stars', { value: shown }) : t('rating.starsCount', { value: shown, count });
  return (
    <Row role="img" aria-label={label}>
      <span aria-hidden="true">{'★'.repeat(full)}{'☆'.repeat(Math.max(0, 5 - full))}</span>
      {count !== undefined && <span aria-hidden="true">({count})</span>}
    </Row>
  );
}
