import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'react-router';
import { BarChart, LineChart, StatCard, StatGrid } from '@mp/shared/dashboard';
import { formatCalendarDay, formatMoney, useTranslation } from '@mp/shared/i18n';
import { lisbonToday } from '@mp/shared/domain';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, DateField, ErrorState, PageFrame, Spinner } from '@mp/shared/ui';
import { useRevenue } from './api/get-revenue';
import { useServiceViews } from './api/get-service-views';
import { dayRangeOf, type DayRange } from './api/keys';

const RangeForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: end;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

/** The period's figures the dashboard shows, in order: each label's key and its field in the totals
 * (docs/money-figures.md). */
const MONEY_FIGURES = [
  ['revenue', 'revenue_cents'],
  ['commission', 'commission_cents'],
  ['items', 'items'],
  ['booked', 'booked_cents'],
  ['cancelled', 'refunded_cents'],
  ['pending', 'pending_cents'],
] as const;

/** /super-admin/dashboard: revenue and service views over a range, beside the period before it (daily aggregates). */
export default function DashboardPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const range: DayRange = dayRangeOf(params);
  const [draft, setDraft] = useState({ from: range.from ?? '', to: range.to ?? '' });
  const revenue = useRevenue(range);
  const views = useServiceViews(range);
  const money = (cents: number) => formatMoney(cents, locale);
  const longDay = (day: string) => formatCalendarDay(day, locale, { day: 'numeric', month: 'short', year: 'numeric' });
  const today = lisbonToday();
  const fieldError =
    revenue.error && 'errors' in revenue.error ? (revenue.error as { errors: Record<string, string[]> }).errors : {};
  return (
    <PageFrame title={title}>
      <RangeForm
        onSubmit={(e) => {
          e.preventDefault();
          const next = new URLSearchParams(params);
          for (const key of ['from', 'to'] as const) {
            if (draft[key]) next.set(key, draft[key]);
            else next.delete(key);
          }
          setParams(next);
        }}
      >
        <DateField
          label={t('dashboard.from')}
          value={draft.from}
          error={fieldError.from?.[0]}
          onChange={(from) => setDraft({ ...draft, from })}
        />
        <DateField
          label={t('dashboard.to')}
          value={draft.to}
          error={fieldError.to?.[0]}
          onChange={(to) => setDraft({ ...draft, to })}
        />
        <Button type="submit">{t('dashboard.show')}</Button>
      </RangeForm>
      <div aria-live="polite" aria-busy={revenue.isPending || views.isPending}>
        {revenue.isPending ? (
          <Spinner />
        ) : revenue.data ? (
          <>
            <p>
              {t('dashboard.period', {
                from: longDay(revenue.data.from),
                to: longDay(revenue.data.to),
                previousFrom: longDay(revenue.data.previous_from),
                previousTo: longDay(revenue.data.previous_to),
              })}
            </p>
            <StatGrid>
              {MONEY_FIGURES.map(([key, field]) => {
                const { current, previous } = revenue.data.totals;
                return (
                  <StatCard
                    key={key}
                    label={t(`dashboard.${key}`)}
                    value={field === 'items' ? String(current.items) : money(current[field])}
                    current={current[field]}
                    previous={previous[field]}
                  />
                );
              })}
              <StatCard
                label={t('dashboard.views')}
                value={String(views.data?.totals.current ?? 0)}
                current={views.data?.totals.current ?? 0}
                previous={views.data?.totals.previous}
              />
            </StatGrid>
            <p>{t('dashboard.figureNote')}</p>
            <LineChart
              title={t('dashboard.revenueChart')}
              points={revenue.data.current.map((d, i) => ({
                label: formatCalendarDay(d.day, locale),
                value: d.revenue_cents,
                previous: revenue.data.previous[i]?.revenue_cents ?? 0,
                partial: d.day === today,
              }))}
              format={money}
              seriesLabel={t('dashboard.current')}
              previousLabel={t('dashboard.previous')}
            />
          </>
        ) : (
          <ErrorState message={t('dashboard.failed')} onRetry={() => void revenue.refetch()} />
        )}
        {views.data ? (
          <BarChart
            title={t('dashboard.viewsChart')}
            points={views.data.current.map((d, i) => ({
              label: formatCalendarDay(d.day, locale),
              value: d.views,
              previous: views.data.previous[i]?.views ?? 0,
              partial: d.day === today,
            }))}
            seriesLabel={t('dashboard.current')}
            previousLabel={t('dashboard.previous')}
          />
        ) : null}
        <Columns>
          <TopList
            title={t('dashboard.topServices')}
            rows={(revenue.data?.top_services ?? []).map((s) => [s.name, money(s.revenue_cents)])}
            empty={t('dashboard.none')}
          />
          <TopList
            title={t('dashboard.topPartners')}
            rows={(revenue.data?.top_partners ?? []).map((p) => [p.name, money(p.revenue_cents)])}
            empty={t('dashboard.none')}
          />
          <TopList
            title={t('dashboard.topViewed')}
            rows={(views.data?.top_services ?? []).map((s) => [s.name, String(s.views)])}
            empty={t('dashboard.none')}
          />
        </Columns>
      </div>
    </PageFrame>
  );
}

function TopList({
  title,
  rows,
  empty,
}: {
  title: string;
  rows: readonly (readonly [string, string])[];
  empty: string;
}): ReactNode {
  return (
    <section>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ol>
          {rows.map(([name, figure]) => (
            <li key={name}>
              {name}: <strong>{figure}</strong>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
