import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatCalendarDay, formatMoney, useTranslation } from '@mp/shared/i18n';
import { lisbonToday } from '@mp/shared/domain';
import { useLocale } from '@mp/shared/stores';
import type { RemotePageProps } from '@mp/shared/remote';
import type { TeamPermission } from '@mp/shared/contracts';
import { PageFrame, Spinner } from '@mp/shared/ui';
import { LineChart, StatCard, StatGrid } from '@mp/shared/dashboard';
import { useAccess } from '../../shared/access/api/get-access';
import { useRevenue } from './api/get-revenue';
import { useServiceViews } from './api/get-service-views';
import { HOME_VIEWS_DAYS } from './home-queries';
import { ItemsPanel } from './waiting-items';

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(6)};
`;

/**
 * /dashboard: what needs the partner now, what comes next, this month's net sales (accepted, completed or late-cancelled items, as
 * docs/money-figures.md defines them) with what still awaits their answer apart, and 30 days of service views.
 */
export default function HomePage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const today = lisbonToday();
  const access = useAccess();
  const may = (p: TeamPermission) => access.data?.permissions.includes(p) ?? false;
  const revenue = useRevenue(may('sales'));
  const views = useServiceViews(HOME_VIEWS_DAYS, may('services'));

  if (access.isPending)
    return (
      <PageFrame title={title}>
        <Spinner />
      </PageFrame>
    );
  return (
    <PageFrame title={title}>
      {(may('sales') || may('services')) && (
        <StatGrid>
          {revenue.data && (
            <StatCard
              label={t('home.netThisMonth')}
              value={formatMoney(revenue.data.this_month_cents, locale)}
              current={revenue.data.this_month_cents}
              previous={revenue.data.last_month_cents}
              hint={t('home.lastMonth', { value: formatMoney(revenue.data.last_month_cents, locale) })}
            />
          )}
          {revenue.data && (
            <StatCard
              label={t('home.awaitingThisMonth')}
              value={formatMoney(revenue.data.this_month_pending_cents, locale)}
              hint={t('home.awaitingHint')}
            />
          )}
          {views.data && <StatCard label={t('home.views30')} value={String(views.data.total)} />}
        </StatGrid>
      )}
      {may('bookings') && (
        <Panels>
          <ItemsPanel list="new" title={t('home.waiting')} />
          <ItemsPanel list="accepted" title={t('home.upcoming')} />
        </Panels>
      )}
      {views.data && (
        <LineChart
          title={t('home.viewsChart')}
          points={views.data.days.map((d) => ({
            label: formatCalendarDay(d.date, locale),
            value: d.views,
            partial: d.date === today,
          }))}
          seriesLabel={t('home.views')}
        />
      )}
    </PageFrame>
  );
}
