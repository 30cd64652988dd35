// Where a refund goes, one line a method ("€31.50 to your PayPal account", "1260 points back to your points balance"):
// the lines the server splits by the one refund rule (`refundSplit`), so the cancel dialog, My bookings, the guest's
// manage page, the voucher and the mail agree.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RefundLine } from '../contracts';
import { formatMoney, useTranslation } from '../i18n';
import { useLocale } from '../stores';

const List = styled.ul`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;

export function RefundLines({ lines, label }: { lines: readonly RefundLine[]; label: string }): ReactNode {
  const { t } = useTranslation('common');
  const locale = useLocale();
  return (
    <List aria-label={label} data-testid="refund-lines">
      {lines.map((l) => (
        <li key={`${l.method}-${l.gift_card_last4 ?? ''}`}>
          {l.method === 'points'
            ? t('refundLine.points', { count: l.cents })
            : t(`refundLine.${l.method}`, { amount: formatMoney(l.cents, locale), last4: l.gift_card_last4 ?? '' })}
        </li>
      ))}
    </List>
  );
}
