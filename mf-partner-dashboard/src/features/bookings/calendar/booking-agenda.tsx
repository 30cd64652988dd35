// The calendar on a phone: the period's days one under another, each with its full date as a heading and its booking
// items at full width (time, service, status, customer), instead of seven columns a few letters wide. A week lists
// every day; a month the days that hold items, and today.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { dateTimeFormat, useTranslation } from '@mp/shared/i18n';
import type { BookingItem } from '@mp/shared/contracts';
import { utcDay, type BookingCalendarProps } from './booking-calendar';
import { CalendarItem } from './calendar-item';
import { agendaDays, itemsByDay } from './calendar-range';

const Days = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  li[data-today='true'] h3 {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export function BookingAgenda({ mode, date, today, items, locale, caption, onOpen }: BookingCalendarProps): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const byDay = itemsByDay(items);
  const days = agendaDays(mode, date, today, new Set(byDay.keys()));
  const fullDate = dateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  if (days.length === 0) return <p data-testid="booking-agenda">{t('bookings.calendar.nothingThisMonth')}</p>;
  return (
    <Days data-testid="booking-agenda" aria-label={caption}>
      {days.map((day) => {
        const dayItems: readonly BookingItem[] = byDay.get(day) ?? [];
        const headingId = `agenda-day-${day}`;
        return (
          <li key={day} data-date={day} data-today={day === today}>
            <h3 id={headingId}>
              {fullDate.format(utcDay(day))}
              {day === today && ` · ${t('bookings.calendar.today')}`}
            </h3>
            {dayItems.length > 0 ? (
              <ul>
                {dayItems.map((item) => (
                  <li key={item.id}>
                    <CalendarItem item={item} describedBy={headingId} locale={locale} withCustomer onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>{t('bookings.calendar.itemCount', { count: 0 })}</p>
            )}
          </li>
        );
      })}
    </Days>
  );
}
