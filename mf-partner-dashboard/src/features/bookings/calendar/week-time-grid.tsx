// The week on a desktop: a real table of hours down and days across, as a paper diary reads. Each item sits in the row
// of the hour it starts (Lisbon time), day-only items in an "all day" row on top; the rows run through the working
// hours and widen to an earlier or later item. Each day's column header names its full date to screen readers, and
// each item is described by it.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { VisuallyHidden } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { isDayOnly } from '../item-when';
import { utcDay, type BookingCalendarProps } from './booking-calendar';
import { CalendarItem } from './calendar-item';
import { calendarWeeks, weekGrid } from './calendar-range';

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    font-weight: 600;
    text-align: start;
  }
  thead th {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th:first-child {
    width: 4.5rem;
  }
  th[data-today='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  tbody th {
    vertical-align: top;
    font-weight: 400;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.muted};
  }
  td {
    vertical-align: top;
    height: 2.75rem;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.divider};
  }
  td[data-today='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
`;

function Cell({
  day,
  today,
  items,
  locale,
  onOpen,
}: {
  day: string;
  today: string;
  items: readonly BookingItem[];
  locale: string;
  onOpen(item: BookingItem): void;
}): ReactNode {
  return (
    <td data-date={day} data-today={day === today || undefined}>
      {items.length > 0 && (
        <ul>
          {items.map((item) => (
            <li key={item.id}>
              <CalendarItem item={item} describedBy={`calendar-day-${day}`} locale={locale} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </td>
  );
}

export function WeekTimeGrid({ date, today, items, locale, caption, onOpen }: BookingCalendarProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const days = calendarWeeks('week', date)[0]!;
  const grid = weekGrid(items, isDayOnly);
  const weekday = dateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const fullDate = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const hourLabel = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  const dayCount = (day: string) =>
    (grid.allDay.get(day)?.length ?? 0) + grid.hours.reduce((n, hour) => n + grid.at(day, hour).length, 0);
  return (
    <Grid data-testid="booking-calendar" data-mode="week">
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('bookings.calendar.time')}</th>
          {days.map((day) => (
            <th key={day} scope="col" id={`calendar-day-${day}`} data-today={day === today || undefined}>
              <span aria-hidden="true">{weekday.format(utcDay(day))}</span>
              <VisuallyHidden>
                {fullDate.format(utcDay(day))}
                {day === today && `, ${t('bookings.calendar.today')}`}
                {`, ${t('bookings.calendar.itemCount', { count: dayCount(day) })}`}
              </VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.allDay.size > 0 && (
          <tr>
            <th scope="row">{t('bookings.calendar.allDay')}</th>
            {days.map((day) => (
              <Cell
                key={day}
                day={day}
                today={today}
                items={grid.allDay.get(day) ?? []}
                locale={locale}
                onOpen={onOpen}
              />
            ))}
          </tr>
        )}
        {grid.hours.map((hour) => (
          <tr key={hour} data-hour={hour}>
            <th scope="row">{hourLabel.format(Date.UTC(2000, 0, 1, hour))}</th>
            {days.map((day) => (
              <Cell key={day} day={day} today={today} items={grid.at(day, hour)} locale={locale} onOpen={onOpen} />
            ))}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
