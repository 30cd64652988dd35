// The month or week grid of the calendar view: a real table (weekday column headers, each day cell naming its full
// date to screen readers), each item a button (time, service, status) that opens its details. Empty days stay quiet.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import { VisuallyHidden } from '@mp/shared/ui';
import type { BookingItem } from '@mp/shared/contracts';
import { CalendarItem } from './calendar-item';
import { calendarWeeks, itemsByDay, type CalendarMode } from './calendar-range';

const Grid = styled.table`
  width: 100%;
  table-layout: fixed;
  border-collapse: collapse;
  th {
    padding: ${({ theme }) => theme.space(2)};
    font-weight: 600;
    text-align: start;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    vertical-align: top;
    height: 6.5rem;
    padding: ${({ theme }) => theme.space(1)};
    border: 1px solid ${({ theme }) => theme.colors.divider};
  }
  td[data-outside='true'] {
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
const DayNumber = styled.span<{ $today: boolean }>`
  display: inline-block;
  min-width: 1.75rem;
  margin-bottom: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius};
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $today }) => ($today ? 700 : 400)};
  color: ${({ theme, $today }) => ($today ? theme.colors.primaryText : theme.colors.text)};
  background: ${({ theme, $today }) => ($today ? theme.colors.primary : 'transparent')};
`;
/** A YYYY-MM-DD day as a UTC midnight, so formatting it never shifts it to a neighbouring day. */
export const utcDay = (day: string) => new Date(`${day}T00:00:00Z`);

export interface BookingCalendarProps {
  mode: CalendarMode;
  /** Any day of the period shown. */
  date: string;
  today: string;
  items: readonly BookingItem[];
  locale: string;
  caption: string;
  onOpen(item: BookingItem): void;
}

export function BookingCalendar({
  mode,
  date,
  today,
  items,
  locale,
  caption,
  onOpen,
}: BookingCalendarProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const weeks = calendarWeeks(mode, date);
  const byDay = itemsByDay(items);
  const weekdayShort = dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const weekdayLong = dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  const dayMonth = dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const fullDate = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const month = date.slice(0, 7);

  return (
    <Grid data-testid="booking-calendar" data-mode={mode}>
      <caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <th key={day} scope="col">
              <span aria-hidden="true">
                {weekdayShort.format(utcDay(day))}
                {mode === 'week' && ` ${dayMonth.format(utcDay(day))}`}
              </span>
              <VisuallyHidden>
                {mode === 'week' ? fullDate.format(utcDay(day)) : weekdayLong.format(utcDay(day))}
              </VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayItems = byDay.get(day) ?? [];
              const labelId = `calendar-day-${day}`;
              return (
                <td key={day} data-date={day} data-outside={mode === 'month' && day.slice(0, 7) !== month}>
                  <DayNumber id={labelId} $today={day === today}>
                    <span aria-hidden="true">{Number(day.slice(8))}</span>
                    <VisuallyHidden>
                      {fullDate.format(utcDay(day))}
                      {day === today && `, ${t('bookings.calendar.today')}`}
                      {dayItems.length > 0 && `, ${t('bookings.calendar.itemCount', { count: dayItems.length })}`}
                    </VisuallyHidden>
                  </DayNumber>
                  {dayItems.length > 0 && (
                    <ul>
                      {dayItems.map((item) => (
                        <li key={item.id}>
                          <CalendarItem item={item} describedBy={labelId} locale={locale} onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Grid>
  );
}
