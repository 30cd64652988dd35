import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { OpenRefund, ReconciliationDifference, ReconciliationRun } from '@mp/shared/contracts';
import { isCalendarDate, lisbonToday } from '@mp/shared/domain';
import { formatDate, formatInstant, formatMoney, useTranslation } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { useLocale } from '@mp/shared/stores';
import { Button, DateField, EmptyState, ErrorNotice, PageFrame, Spinner } from '@mp/shared/ui';
import { useReconciliationDay, useReconciliationOverview } from './api/get-reconciliation';
import { useRetryRefund } from './api/retry-refund';
import { useRunDay } from './api/run-day';
import { SettleRefund } from './settle-refund';

const yesterday = () => lisbonToday(new Date(Date.now() - 24 * 3600_000));

/**
 * /super-admin/reconciliation (finance): a day's payments and refunds beside each gateway's records, with every
 * difference the check found; the days that had one; and the refunds not (yet) at a gateway, to retry or pay by hand.
 */
export default function ReconciliationPage({ title }: RemotePageProps): ReactNode {
  const { t } = useTranslation('superAdmin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  const day = isCalendarDate(asked) ? asked : yesterday();
  const [picked, setPicked] = useState(day);
  const overview = useReconciliationOverview();
  const runs = useReconciliationDay(day);
  const check = useRunDay();
  return (
    <PageFrame title={title}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (isCalendarDate(picked) && picked <= lisbonToday()) setParams({ day: picked });
        }}
        style={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}
      >
        <DateField label={t('reconciliation.day')} value={picked} onChange={setPicked} />
        <Button type="submit" variant="secondary">
          {t('reconciliation.show')}
        </Button>
        <Button type="button" disabled={check.isPending} onClick={() => check.mutate(day)}>
          {check.isPending ? t('reconciliation.checking') : t('reconciliation.checkAgain', { day: formatDate(day) })}
        </Button>
      </form>
      {check.isError ? <ErrorNotice role="alert">{t('reconciliation.checkFailed')}</ErrorNotice> : null}

      <section aria-labelledby="reconciliation-day-heading">
        <h2 id="reconciliation-day-heading">{t('reconciliation.dayTitle', { day: formatDate(day) })}</h2>
        {runs.isPending ? (
          <Spinner />
        ) : (runs.data?.runs.length ?? 0) === 0 ? (
          <EmptyState title={t('reconciliation.notChecked')} />
        ) : (
          runs.data?.runs.map((run) => <RunView key={run.method} run={run} />)
        )}
      </section>

      <section aria-labelledby="reconciliation-days-heading">
        <h2 id="reconciliation-days-heading">{t('reconciliation.daysTitle')}</h2>
        {overview.isPending ? (
          <Spinner />
        ) : (overview.data?.days.length ?? 0) === 0 ? (
          <EmptyState title={t('reconciliation.noDays')} />
        ) : (
          <ul>
            {overview.data?.days.map((d) => (
              <li key={d.day}>
                <a
                  href={`?day=${d.day}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setPicked(d.day);
                    setParams({ day: d.day });
                  }}
                >
                  {formatDate(d.day)}
                </a>{' '}
                {t('reconciliation.dayCounts', { differences: d.differences, errors: d.errors })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <OpenRefunds refunds={overview.data?.open_refunds ?? []} pending={overview.isPending} />
    </PageFrame>
  );
}

function RunView({ run }: { run: ReconciliationRun }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const side = (s: ReconciliationDifference['ours']) =>
    s
      ? `${formatMoney(s.amount_cents, locale)} · ${t(`reconciliation.status.${s.status}`, { defaultValue: s.status })}`
      : '—';
  return (
    <article aria-label={t(`reconciliation.methods.${run.method}`)}>
      <h3>
        {t(`reconciliation.methods.${run.method}`)} <small>({run.provider})</small>
      </h3>
      <p>
        {t('reconciliation.counts', { ours: run.ours, theirs: run.theirs, at: formatInstant(run.checked_at, locale) })}
      </p>
      {run.error ? (
        <ErrorNotice role="alert">{t('reconciliation.gatewayError', { error: run.error })}</ErrorNotice>
      ) : run.differences.length === 0 ? (
        <p>{t('reconciliation.agrees')}</p>
      ) : (
        <table>
          <caption>{t('reconciliation.differencesCaption', { count: run.differences.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reconciliation.payment')}</th>
              <th scope="col">{t('reconciliation.kind')}</th>
              <th scope="col">{t('reconciliation.problem')}</th>
              <th scope="col">{t('reconciliation.ours')}</th>
              <th scope="col">{t('reconciliation.gateway')}</th>
            </tr>
          </thead>
          <tbody>
            {run.differences.map((d) => (
              <tr key={`${d.kind}:${d.external_id}`}>
                <td>{d.external_id}</td>
                <td>{t(`reconciliation.kinds.${d.kind}`)}</td>
                <td>{t(`reconciliation.problems.${d.problem}`)}</td>
                <td>{side(d.ours)}</td>
                <td>{side(d.gateway)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </article>
  );
}

function OpenRefunds({ refunds, pending }: { refunds: readonly OpenRefund[]; pending: boolean }): ReactNode {
  const { t } = useTranslation('superAdmin');
  const locale = useLocale();
  const retry = useRetryRefund();
  return (
    <section aria-labelledby="reconciliation-refunds-heading">
      <h2 id="reconciliation-refunds-heading">{t('reconciliation.refundsTitle')}</h2>
      {pending ? (
        <Spinner />
      ) : refunds.length === 0 ? (
        <EmptyState title={t('reconciliation.noRefunds')} />
      ) : (
        <table>
          <caption>{t('reconciliation.refundsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reconciliation.booking')}</th>
              <th scope="col">{t('reconciliation.method')}</th>
              <th scope="col">{t('reconciliation.amount')}</th>
              <th scope="col">{t('reconciliation.reason')}</th>
              <th scope="col">{t('reconciliation.state')}</th>
              <th scope="col">{t('reconciliation.lastError')}</th>
              <th scope="col">{t('reconciliation.action')}</th>
            </tr>
          </thead>
          <tbody>
            {refunds.map((r) => (
              <tr key={r.id}>
                <td>{r.booking_id}</td>
                <td>{t(`reconciliation.methods.${r.provider}`, { defaultValue: r.provider })}</td>
                <td>{formatMoney(r.amount_cents, locale)}</td>
                <td>{t(`reconciliation.reasons.${r.reason}`)}</td>
                <td>
                  {r.status === 'manual'
                    ? t('reconciliation.manual')
                    : t('reconciliation.retrying', {
                        attempts: r.attempts,
                        next: r.next_attempt_at ? formatInstant(r.next_attempt_at, locale) : '',
                      })}
                </td>
                <td>{r.last_error ?? ''}</td>
                <td>
                  {r.status === 'pending' ? (
                    <Button
                      variant="secondary"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(r.id)}
                      aria-label={t('reconciliation.retryOf', { id: r.id })}
                    >
                      {t('reconciliation.retry')}
                    </Button>
                  ) : (
                    <SettleRefund refund={r} />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
