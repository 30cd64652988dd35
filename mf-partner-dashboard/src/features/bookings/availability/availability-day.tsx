// One day of one service on the availability calendar: the day's places ("sold 6 · 4 left" or "Closed"), each start
// time with what it sold, and the buttons that close or reopen a start time or the whole day.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@mp/shared/i18n';
import { Button } from '@mp/shared/ui';
import type { PartnerAvailabilityDay } from '@mp/shared/contracts';

const Day = styled.li`
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h4 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }
  /* Words wrap between words, never inside one, at 390 px too. */
  overflow-wrap: normal;
  word-break: normal;
  hyphens: none;
`;
const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
  span[data-closed='true'] {
    font-weight: 700;
  }
`;
const Slots = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
`;

export interface ClosureChoice {
  date: string;
  time: string | null;
  closed: boolean;
  sold: number;
}

export function AvailabilityDay({
  day,
  label,
  service,
  onChange,
}: {
  day: PartnerAvailabilityDay;
  /** The day as the partner reads it ("Monday, 12 January"). */
  label: string;
  service: string;
  onChange(choice: ClosureChoice): void;
}): ReactNode {
  const { t } = useTranslation('partnerDashboard');
  const dayClosedByDate = day.closed_reason === 'closed_date';
  const places = t('availabilityCalendar.soldLeft', { sold: day.sold, left: day.left });
  const what = { date: label, service };
  return (
    <Day>
      <h4>{label}</h4>
      <Line>
        <span data-closed={day.closed}>
          {day.closed
            ? `${t(`availabilityCalendar.reason.${day.closed_reason ?? 'blocked_slot'}`)} · ${places}`
            : places}
        </span>
        {day.held > 0 && <span>{t('availabilityCalendar.held', { count: day.held })}</span>}
        {day.closed_reason !== 'weekday' && (
          <Button
            variant="ghost"
            aria-label={t(
              dayClosedByDate ? 'availabilityCalendar.reopenDayLabel' : 'availabilityCalendar.closeDayLabel',
              what,
            )}
            onClick={() => onChange({ date: day.date, time: null, closed: !dayClosedByDate, sold: day.sold })}
          >
            {t(dayClosedByDate ? 'availabilityCalendar.reopenDay' : 'availabilityCalendar.closeDay')}
          </Button>
        )}
      </Line>
      {day.slots.length > 0 && !dayClosedByDate && day.closed_reason !== 'weekday' && (
        <Slots>
          {day.slots.map((slot) => {
            const blocked = slot.closed_reason === 'blocked_slot';
            const slotWhat = { ...what, time: slot.time };
            return (
              <li key={slot.time}>
                <Line>
                  <span data-closed={slot.closed}>
                    <strong>{slot.time}</strong> ·{' '}
                    {slot.closed
                      ? `${t('availabilityCalendar.closed')} · ${t('availabilityCalendar.sold', { sold: slot.sold })}`
                      : t('availabilityCalendar.sold', { sold: slot.sold })}
                  </span>
                  {(blocked || !slot.closed) && (
                    <Button
                      variant="ghost"
                      aria-label={t(
                        blocked ? 'availabilityCalendar.reopenSlotLabel' : 'availabilityCalendar.closeSlotLabel',
                        slotWhat,
                      )}
                      onClick={() => onChange({ date: day.date, time: slot.time, closed: !blocked, sold: slot.sold })}
                    >
                      {t(blocked ? 'availabilityCalendar.reopen' : 'availabilityCalendar.closeSlot')}
                    </Button>
                  )}
                </Line>
              </li>
            );
          })}
        </Slots>
      )}
    </Day>
  );
}
