// The sales page's totals for its filters (docs/money-figures.md), each under the name of what it counts, in one compact
// row at 1280 px so the list starts on the first screen; what each counts is one click away.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SalesTotal } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';

/** The totals in one compact row at 1280 px, so the list starts on the first screen. */
const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(7.5rem, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  > div {
    padding: ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font-size: 1.15rem;
    font-weight: 700;
  }
`;
const Note = styled.details`
  margin-bottom: ${({ theme }) => theme.space(2)};
  summary {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
  }
`;

export function SalesTotals({ total }: { total: SalesTotal | undefined }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const cents = (pick: (f: SalesTotal) => number) => (total ? formatMoney(pick(total), locale) : '…');
  const figures: [string, string][] = [
    ['sales.items', String(total?.items ?? '…')],
    ['sales.booked', cents((f) => f.total_cents)],
    ['sales.cancelled', cents((f) => f.cancelled_cents)],
    ['sales.pending', cents((f) => f.pending_cents)],
    ['sales.net', cents((f) => f.net_cents)],
    ['sales.commissionOnNet', cents((f) => f.commission_cents)],
    ['sales.partnerNet', cents((f) => f.partner_net_cents)],
  ];
  return (
    <>
      <Figures aria-live="polite">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <Note>
        <summary>{t('sales.figureNoteTitle')}</summary>
        <p>{t('sales.figureNote')}</p>
      </Note>
    </>
  );
}
