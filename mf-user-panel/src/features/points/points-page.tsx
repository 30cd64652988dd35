// /user-panel/points-term (spec §2): the customer's points balance and history, and the real rules
// (rates from the API, so the page and the checkout never disagree).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { actingUser, useAuth, useLocale } from '@mp/shared/stores';
import { EmptyState, ErrorState, PageFrame, Spinner, Table } from '@mp/shared/ui';
import { useUserPoints } from './api/get-user-points';

const Balance = styled.p`
  font-size: 1.3rem;
  margin: 0 0 ${({ theme }) => theme.space(4)};
`;

function PointsPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('userPanel');
  const locale = useLocale();
  const user = useAuth(actingUser);
  const query = useUserPoints(user?.id ?? null);
  const data = query.data;
  return (
    <PageFrame title={title}>
      {query.isPending && query.fetchStatus !== 'idle' && <Spinner />}
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {data && (
        <>
          <Balance data-testid="points-balance">
            {t('points.balance', { count: data.points, value: formatMoney(data.value_cents, locale) })}
          </Balance>
          <section aria-labelledby="points-rules">
            <h2 id="points-rules">{t('points.rulesTitle')}</h2>
            <ul>
              <li>{t('points.ruleRedeem', { count: data.points_per_euro_redeemed })}</li>
              <li>{t('points.ruleEarn', { count: data.points_earned_per_euro })}</li>
              <li>{t('points.ruleRefund')}</li>
            </ul>
          </section>
          <section aria-labelledby="points-history">
            <h2 id="points-history">{t('points.historyTitle')}</h2>
            {data.history.length === 0 ? (
              <EmptyState title={t('points.empty')} />
            ) : (
              <Table
                caption={t('points.historyTitle')}
                rows={data.history}
                rowKey={(h) => String(h.id)}
                columns={[
                  { key: 'date', header: t('points.date'), render: (h) => formatDate(h.created_at) },
                  { key: 'reason', header: t('points.what'), render: (h) => t(`points.reason.${h.reason}`) },
                  { key: 'booking', header: t('points.booking'), render: (h) => h.booking_reference ?? '—' },
                  {
                    key: 'delta',
                    header: t('points.points'),
                    render: (h) => (h.delta > 0 ? `+${h.delta}` : String(h.delta)),
                  },
                ]}
              />
            )}
          </section>
        </>
      )}
    </PageFrame>
  );
}

export default PointsPage;
