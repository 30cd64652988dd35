// The booking box's month grid, so a visitor sees which days can be booked without trying them one by one: each day
// as the availability read answers it, sold-out and closed days greyed and not choosable, days with few places marked,
// before anything is chosen. A grid with one tab stop (arrows, Home/End, Page Up/Down move the focus) whose day
// buttons say the date and its state. Where the month's bookable days do not all cost the same, each says its price
// too (under the number, and in its name).
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { AvailabilityDay, AvailabilityState } from '@mp/shared/contracts';
import { formatMoney, useTranslation } from '@mp/shared/i18n';
import { useLocale } from '@mp/shared/stores';
import { weekdayOf } from '@mp/shared/domain';
import type { Locale } from '@mp/shared/routes';
import { Button } from '@mp/shared/ui';
import { useMonthAvailability } from '../api/get-availability';
import { addDays, addMonths, longDate, monthOf, monthTitle, monthWeeks, weekdayNames } from './calendar-month';

/** How far ahead the grid goes (the availability read answers any month; a year is what a visitor plans). */
export const CALENDAR_MONTHS_AHEAD = 12;

const Frame = styled.div`
  margin-bottom: ${({ theme }) => theme.space(3)};
`;
const Header = styled.div`
  display: grid;
  grid-template-columns: 44px 1fr 44px;
  align-items: center;
  h3 {
    margin: 0;
    font-size: 1rem;
    text-align: center;
  }
`;
const NavButton = styled.button`
  min-width: 44px;
  min-height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: 1.25rem;
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  table-layout: fixed;
  th {
    padding: ${({ theme }) => theme.space(1)} 0;
    font-size: 0.8rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
  td {
    padding: 1px;
    text-align: center;
  }
`;
const unavailable = css`
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
  cursor: not-allowed;
`;
const DayButton = styled.button<{ $state: AvailabilityState | 'unknown'; $chosen: boolean; $priced: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  width: 100%;
  min-height: ${({ $priced }) => ($priced ? '52px' : '44px')};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.borderSubtle};
  border-radius: 6px;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ $state }) => ($state === 'closed' || $state === 'sold_out' || $state === 'unknown') && unavailable}
  ${({ $state }) =>
    $state === 'sold_out' &&
    css`
      text-decoration: line-through;
    `}
  ${({ $chosen, theme }) =>
    $chosen &&
    css`
      background: ${theme.colors.primary};
      border-color: ${theme.colors.primary};
      color: ${theme.colors.primaryText};
    `}
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
    z-index: 1;
  }
`;
const DayPrice = styled.span`
  font-size: 0.7rem;
  font-weight: 400;
  line-height: 1.2;
  white-space: nowrap;
`;
/** The few-places dot: under the number, or in the top corner when a price is under it. */
const LowMark = styled.span<{ $chosen: boolean; $priced: boolean }>`
  position: absolute;
  ${({ $priced }) =>
    $priced
      ? css`
          top: 4px;
          right: 4px;
        `
      : css`
          left: 50%;
          bottom: 5px;
          margin-left: -3px;
        `}
  width: 6px;
  height: 6px;
  border-radius: 50%;
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.primaryText : theme.colors.warning)};
`;
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(4)}`};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
`;
const Swatch = styled.span<{ $kind: 'low' | 'off' }>`
  display: inline-block;
  ${({ $kind, theme }) =>
    $kind === 'low'
      ? css`
          width: 8px;
          height: 8px;
          border-radius: 50%;
          background: ${theme.colors.warning};
        `
      : css`
          width: 14px;
          height: 14px;
          border-radius: 3px;
          background: ${theme.colors.surfaceAlt};
          border: 1px solid ${theme.colors.borderSubtle};
        `}
`;
const Status = styled.div`
  min-height: 1.5em;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: 0.9rem;
`;

const STATUS_KEY: Record<AvailabilityState | 'unknown', string> = {
  available: 'calendar.available',
  low: 'calendar.low',
  sold_out: 'calendar.soldOut',
  closed: 'calendar.closed',
  unknown: 'calendar.unknown',
};

export const isChoosable = (state: AvailabilityState | 'unknown'): boolean => state === 'available' || state === 'low';

/** Whether the bookable days of a month do not all cost the same (only then does each day show its price). */
export function pricesDiffer(days: readonly AvailabilityDay[]): boolean {
  return new Set(days.filter((d) => isChoosable(d.state) && d.price_cents !== null).map((d) => d.price_cents)).size > 1;
}

/** A price short enough for a day cell: whole euros without their ",00" ("€45", "45 €"), cents kept otherwise. */
export function dayPriceText(cents: number, locale: Locale): string {
  return formatMoney(cents, locale).replace(/[.,]00(?=\D|$)/, '');
}

export interface AvailabilityCalendarProps {
  slug: string;
  /** The chosen date (YYYY-MM-DD) or ''. */
  value: string;
  /** Today on the visitor's clock (YYYY-MM-DD): the first month shown and the earliest one reachable. */
  today: string;
  onChoose: (day: AvailabilityDay) => void;
  /** What a day's price is for: one person, or the whole group. */
  priceUnit?: 'person' | 'group';
}

export function AvailabilityCalendar({
  slug,
  value,
  today,
  onChoose,
  priceUnit = 'person',
}: AvailabilityCalendarProps): ReactNode {
  const { t } = useTranslation('catalogue');
  const locale = useLocale();
  const titleId = useId();
  const firstMonth = monthOf(today);
  const lastMonth = addMonths(firstMonth, CALENDAR_MONTHS_AHEAD);
  const clampMonth = (m: string) => (m < firstMonth ? firstMonth : m > lastMonth ? lastMonth : m);
  const [month, setMonth] = useState(() => clampMonth(monthOf(value || today)));
  const [focusDate, setFocusDate] = useState<string | null>(null);
  const moveFocus = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  const query = useMonthAvailability(slug, month);

  // A date typed in the date field brings its month into view.
  useEffect(() => {
    if (value) setMonth(clampMonth(monthOf(value)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value moves the grid
  }, [value]);

  const byDate = useMemo(() => new Map((query.data?.days ?? []).map((d) => [d.date, d])), [query.data]);
  const weeks = useMemo(() => monthWeeks(month), [month]);
  const weekdays = useMemo(() => weekdayNames(locale), [locale]);
  const stateOf = (date: string): AvailabilityState | 'unknown' => byDate.get(date)?.state ?? 'unknown';
  const showPrices = useMemo(() => pricesDiffer(query.data?.days ?? []), [query.data]);
  const priceOf = (date: string): number | null => {
    const day = byDate.get(date);
    return showPrices && day && isChoosable(day.state) ? day.price_cents : null;
  };
  const labelOf = (date: string): string => {
    const price = priceOf(date);
    const parts = [longDate(date, locale), t(STATUS_KEY[stateOf(date)])];
    if (price !== null) parts.push(t(`calendar.price.${priceUnit}`, { price: formatMoney(price, locale) }));
    return parts.join(', ');
  };

  // One tab stop: the focused day if it is in view, else the chosen day, else the first choosable day, else the 1st.
  const inMonth = (d: string | null): d is string => d !== null && monthOf(d) === month;
  const tabStop = inMonth(focusDate)
    ? focusDate
    : inMonth(value)
      ? value
      : (weeks.flat().find((d) => d !== null && isChoosable(stateOf(d))) ?? `${month}-01`);

  useEffect(() => {
    if (!moveFocus.current || !focusDate) return;
    moveFocus.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`)?.focus();
  }, [focusDate, month]);

  const focusOn = (date: string) => {
    const target = monthOf(date);
    if (target < firstMonth || target > lastMonth) return;
    moveFocus.current = true;
    setMonth(target);
    setFocusDate(date);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const weekday = weekdayOf(date);
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => sameDayIn(date, -1),
      PageDown: () => sameDayIn(date, 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusOn(move());
  };

  const choose = (date: string) => {
    const day = byDate.get(date);
    setFocusDate(date);
    if (day && isChoosable(day.state)) onChoose(day);
  };

  return (
    <Frame role="group" aria-labelledby={titleId} data-testid="availability-calendar">
      <Header>
        <NavButton
          type="button"
          aria-label={t('calendar.previousMonth')}
          disabled={month <= firstMonth}
          onClick={() => setMonth(addMonths(month, -1))}
        >
          <span aria-hidden="true">‹</span>
        </NavButton>
        <h3 id={titleId} aria-live="polite">
          {monthTitle(month, locale)}
        </h3>
        <NavButton
          type="button"
          aria-label={t('calendar.nextMonth')}
          disabled={month >= lastMonth}
          onClick={() => setMonth(addMonths(month, 1))}
        >
          <span aria-hidden="true">›</span>
        </NavButton>
      </Header>
      <Grid role="grid" aria-labelledby={titleId} ref={grid}>
        <thead>
          <tr>
            {weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? ''}>
              {week.map((date, i) =>
                date === null ? (
                  <td key={`pad-${i}`} />
                ) : (
                  <td key={date}>
                    <DayCell
                      date={date}
                      state={stateOf(date)}
                      chosen={date === value}
                      today={date === today}
                      tabbable={date === tabStop}
                      label={labelOf(date)}
                      price={priceOf(date) === null ? null : dayPriceText(priceOf(date) ?? 0, locale)}
                      priced={showPrices}
                      onChoose={choose}
                      onKeyDown={onKeyDown}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Grid>
      <Legend aria-hidden="true">
        <li>
          <Swatch $kind="low" /> {t('calendar.legendLow')}
        </li>
        <li>
          <Swatch $kind="off" /> {t('calendar.legendOff')}
        </li>
        {showPrices && <li data-testid="calendar-price-note">{t(`calendar.pricesNote.${priceUnit}`)}</li>}
      </Legend>
      <Status role="status">
        {query.isPending ? t('calendar.loading') : query.isError ? t('calendar.error') : null}
      </Status>
      {query.isError && (
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('calendar.retry')}
        </Button>
      )}
    </Frame>
  );
}

/** The same day of the month `n` months on (the month's last day when it is shorter). */
function sameDayIn(date: string, n: number): string {
  const month = addMonths(monthOf(date), n);
  const last = monthWeeks(month).flat().filter(Boolean).length;
  const day = Math.min(Number(date.slice(8, 10)), last);
  return `${month}-${String(day).padStart(2, '0')}`;
}

interface DayCellProps {
  date: string;
  state: AvailabilityState | 'unknown';
  chosen: boolean;
  today: boolean;
  tabbable: boolean;
  label: string;
  /** The day's price, short, shown under its number; null: none shown. */
  price: string | null;
  /** Whether the month shows prices (every cell then has the room for one). */
  priced: boolean;
  onChoose: (date: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, date: string) => void;
}

function DayCell({
  date,
  state,
  chosen,
  today,
  tabbable,
  label,
  price,
  priced,
  onChoose,
  onKeyDown,
}: DayCellProps): ReactNode {
  // aria-disabled, not disabled: a day that cannot be chosen keeps its place in the arrow-key order and is still read.
  return (
    <DayButton
      type="button"
      data-date={date}
      data-state={state}
      $state={state}
      $chosen={chosen}
      $priced={priced}
      tabIndex={tabbable ? 0 : -1}
      aria-label={label}
      aria-pressed={chosen}
      aria-disabled={isChoosable(state) ? undefined : true}
      aria-current={today ? 'date' : undefined}
      onClick={() => onChoose(date)}
      onKeyDown={(e) => onKeyDown(e, date)}
    >
      <span aria-hidden="true">{Number(date.slice(8, 10))}</span>
      {price !== null && (
        <DayPrice aria-hidden="true" data-testid="day-price">
          {price}
        </DayPrice>
      )}
      {state === 'low' && <LowMark $chosen={chosen} $priced={priced} aria-hidden="true" />}
    </DayButton>
  );
}
