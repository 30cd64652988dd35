// The partner's promo code requests: when, for which services, the discount asked, why, where each stands, and the
// code with its value and last day once the back office assigned one.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, formatDate, formatMoney } from '@mp/shared/i18n';
import { formatPercent } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import { Table } from '@mp/shared/ui';
import type { PartnerPromoRequest } from '@mp/shared/contracts';

const Status = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: 999px;
  font-weight: 600;
  background: ${({ theme, $status }) => ($status === 'assigned' ? theme.colors.success : $status === 'used' ? theme.colors.muted : theme.colors.surfaceAlt)};
  color: ${({ theme, $status }) => ($status === 'requested' ? theme.colors.text : theme.colors.primaryText)};
`;

export function PromoRequestTable({ requests }: { requests: PartnerPromoRequest[] }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const code = (r: PartnerPromoRequest) =>
    r.promo_code
      ? t('promoter.codeValue', {
          code: r.promo_code.code,
          value:
            r.promo_code.kind === 'percent'
              ? formatPercent(r.promo_code.value, locale)
              : formatMoney(r.promo_code.value, locale),
          date: formatDate(r.promo_code.valid_to),
        })
      : '—';
  return (
    <Table
      caption={t('promoter.listTitle')}
      rows={requests}
      rowKey={(r) => r.id}
      // Six columns do not fit a phone: the box scrolls, and a keyboard can focus and scroll it.
      scrolls
      columns={[
        { key: 'created', header: t('promoter.col.date'), render: (r) => formatDate(r.created_at) },
        {
          key: 'services',
          header: t('promoter.col.services'),
          render: (r) => r.services.map((s) => s.name).join(', '),
        },
        {
          key: 'discount',
          header: t('promoter.col.discount'),
          render: (r) => (r.wanted_discount_percent ? formatPercent(r.wanted_discount_percent, locale) : '—'),
        },
        { key: 'reason', header: t('promoter.col.reason'), render: (r) => r.reason ?? '' },
        {
          key: 'status',
          header: t('promoter.col.status'),
          render: (r) => <Status $status={r.status}>{t(`promoter.status.${r.status}`)}</Status>,
        },
        { key: 'code', header: t('promoter.col.code'), render: code },
      ]}
    />
  );
}
