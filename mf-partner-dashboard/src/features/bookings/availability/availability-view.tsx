// The availability view of /dashboard/calendar-and-bookings (?view=availability&date=YYYY-MM-DD&service={id}): a week of
// the company's services, day by day and per start time the places sold and left or "Closed"; closing or reopening a
// start time or a day (with a confirmation naming the places booked there), and the bulk change of several services.
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { lisbonToday } from '@mp/shared/domain';
import { Button, EmptyState, ErrorState, SelectField, Spinner } from '@mp/shared/ui';
import { useAvailability } from '../api/get-availability';
import { useSetClosure, type Closure } from '../api/set-closure';
import { readCalendarState, shiftPeriod, visibleRange, writeCalendarState } from '../calendar/calendar-range';
import { periodLabel } from '../calendar/calendar-view';
import { AvailabilityDay, type ClosureChoice } from './availability-day';
import { ClosureConfirm, type PendingClosure } from './closure-confirm';
import { BulkDialog } from './bulk-dialog';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0 auto 0 0;
    font-size: 1.25rem;
    flex-basis: 100%;
  }
`;
const Days = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
`;

export function AvailabilityView(): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = lisbonToday();
  const { date } = readCalendarState(params, today);
  const range = visibleRange('week', date);
  const availability = useAvailability(range);
  const closure = useSetClosure();
  const [pending, setPending] = useState<PendingClosure | null>(null);
  const [status, setStatus] = useState('');
  const [bulkOpen, setBulkOpen] = useState(false);
  const serviceParam = params.get('service') ?? '';
  const dayLabel = (day: string) =>
    dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${day}T00:00:00Z`),
    );
  const go = (patch: Record<string, string>) =>
    setParams((current) => {
      const next = writeCalendarState(current, { view: 'availability', date });
      for (const [key, value] of Object.entries(patch)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const services = availability.data?.services ?? [];
  const shown = serviceParam ? services.filter((s) => String(s.service_id) === serviceParam) : services;
  const nameOf = (s: { name_en: string; name_pt: string }) => (locale === 'pt' ? s.name_pt : s.name_en);

  const apply = (change: Closure, what: string) =>
    closure.mutate(change, {
      onSuccess: () =>
        setStatus(
          t(change.closed ? 'availabilityCalendar.done.closed' : 'availabilityCalendar.done.reopened', { what }),
        ),
      onError: () => setStatus(t('availabilityCalendar.changeFailed')),
      onSettled: () => setPending(null),
    });
  const choose = (serviceId: number, service: string) => (choice: ClosureChoice) => {
    const dateLabel = dayLabel(choice.date);
    const what = choice.time
      ? t('availabilityCalendar.what.slot', { time: choice.time, date: dateLabel, service })
      : t('availabilityCalendar.what.day', { date: dateLabel, service });
    if (choice.closed)
      setPending({ serviceId, service, date: choice.date, dateLabel, time: choice.time, sold: choice.sold });
    else apply({ serviceId, date: choice.date, time: choice.time, closed: false }, what);
  };

  return (
    <section aria-labelledby="availability-period">
      <Toolbar>
        <h2 id="availability-period">
          {t('availabilityCalendar.heading', { period: periodLabel('week', date, locale) })}
        </h2>
        <SelectField
          label={t('availabilityCalendar.service')}
          value={serviceParam}
          onChange={(e) => go({ service: e.target.value })}
          options={[
            { value: '', label: t('availabilityCalendar.allServices') },
            ...services.map((s) => ({ value: String(s.service_id), label: nameOf(s) })),
          ]}
        />
        <Button variant="secondary" onClick={() => go({ date: shiftPeriod('week', date, -1) })}>
          {t('availabilityCalendar.previous')}
        </Button>
        <Button variant="secondary" onClick={() => go({ date: today })}>
          {t('availabilityCalendar.today')}
        </Button>
        <Button variant="secondary" onClick={() => go({ date: shiftPeriod('week', date, 1) })}>
          {t('availabilityCalendar.next')}
        </Button>
        {services.length > 0 && (
          <Button onClick={() => setBulkOpen(true)}>{t('availabilityCalendar.bulk.open')}</Button>
        )}
      </Toolbar>
      <p role="status" aria-live="polite">
        {status}
      </p>
      {availability.isError ? (
        <ErrorState message={t('availabilityCalendar.failed')} onRetry={() => void availability.refetch()} />
      ) : availability.isPending ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <EmptyState title={t('availabilityCalendar.empty')} />
      ) : (
        <div aria-busy={availability.isFetching || undefined}>
          {shown.map((s) => (
            <section key={s.service_id} aria-labelledby={`availability-service-${s.service_id}`}>
              <h3 id={`availability-service-${s.service_id}`}>{nameOf(s)}</h3>
              <Days>
                {s.days.map((day) => (
                  <AvailabilityDay
                    key={day.date}
                    day={day}
                    label={dayLabel(day.date)}
                    service={nameOf(s)}
                    onChange={choose(s.service_id, nameOf(s))}
                  />
                ))}
              </Days>
            </section>
          ))}
        </div>
      )}
      <ClosureConfirm
        pending={pending}
        busy={closure.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          const what = pending.time
            ? t('availabilityCalendar.what.slot', {
                time: pending.time,
                date: pending.dateLabel,
                service: pending.service,
              })
            : t('availabilityCalendar.what.day', { date: pending.dateLabel, service: pending.service });
          apply({ serviceId: pending.serviceId, date: pending.date, time: pending.time, closed: true }, what);
        }}
      />
      {bulkOpen && (
        <BulkDialog
          services={services.map((s) => ({ id: s.service_id, name: nameOf(s) }))}
          from={range.from < today ? today : range.from}
          onClose={() => setBulkOpen(false)}
          onDone={(message) => {
            setBulkOpen(false);
            setStatus(message);
          }}
        />
      )}
    </section>
  );
}
