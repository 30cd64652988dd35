// The calendar view of /dashboard/calendar-and-bookings (?view=calendar&mode=month|week&date=YYYY-MM-DD): the period's
// items of every list (new, accepted, archived) on their Lisbon day, previous/next period, today, month/week switch.
// A month is a grid of days, a week an hour grid, and a phone an agenda of days.
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { lisbonToday } from '@mp/shared/domain';
import { Button, ErrorState, Spinner } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { useCalendarItems } from '../api/get-calendar-items';
import { BookingAgenda } from './booking-agenda';
import { BookingCalendar } from './booking-calendar';
import { useNarrowScreen } from './use-narrow-screen';
import { WeekTimeGrid } from './week-time-grid';
import { readCalendarState, shiftPeriod, visibleRange, writeCalendarState, type CalendarMode } from './calendar-range';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0 auto 0 0;
    font-size: 1.25rem;
  }
`;
const Toggle = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  button[aria-pressed='true'] {
    font-weight: 700;
    text-decoration: underline;
  }
`;

/** The period's name: "November 2026" / "novembro de 2026", or a week's first and last day. */
export function periodLabel(mode: CalendarMode, date: string, locale: string): string {
  if (mode === 'month')
    return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  const { from, to } = visibleRange('week', date);
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).formatRange(
    new Date(`${from}T00:00:00Z`),
    new Date(`${to}T00:00:00Z`),
  );
}

export function CalendarView({ onOpen }: { onOpen(item: BookingItem): void }): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  // A phone gets the agenda: seven columns would leave each item a few letters wide.
  const narrow = useNarrowScreen();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const today = lisbonToday();
  const { mode, date } = readCalendarState(params, today);
  const range = visibleRange(mode, date);
  const items = useCalendarItems(range);
  const label = periodLabel(mode, date, locale);
  const go = (patch: { mode?: CalendarMode; date?: string }) =>
    setParams((current) => writeCalendarState(current, { view: 'calendar', mode, date, ...patch }));

  const period = {
    mode,
    date,
    today,
    items: items.data ?? [],
    locale,
    caption: t('bookings.calendar.caption', { period: label }),
    onOpen,
  };
  return (
    <section aria-labelledby="calendar-period">
      <Toolbar>
        <h2 id="calendar-period" aria-live="polite">
          {label}
        </h2>
        <Toggle role="group" aria-label={t('bookings.calendar.mode')}>
          {(['month', 'week'] as const).map((m) => (
            <Button key={m} variant="ghost" aria-pressed={m === mode} onClick={() => go({ mode: m })}>
              {t(`bookings.calendar.${m}`)}
            </Button>
          ))}
        </Toggle>
        <Button variant="secondary" onClick={() => go({ date: shiftPeriod(mode, date, -1) })}>
          {t(`bookings.calendar.previous.${mode}`)}
        </Button>
        <Button variant="secondary" onClick={() => go({ date: today })}>
          {t('bookings.calendar.today')}
        </Button>
        <Button variant="secondary" onClick={() => go({ date: shiftPeriod(mode, date, 1) })}>
          {t(`bookings.calendar.next.${mode}`)}
        </Button>
      </Toolbar>
      {items.isError ? (
        <ErrorState message={t('bookings.calendar.failed')} onRetry={() => void items.refetch()} />
      ) : (
        <div aria-busy={items.isFetching || undefined}>
          {items.isPending && <Spinner />}
          {narrow ? (
            <BookingAgenda {...period} />
          ) : mode === 'week' ? (
            <WeekTimeGrid {...period} />
          ) : (
            <BookingCalendar {...period} />
          )}
        </div>
      )}
    </section>
  );
}
