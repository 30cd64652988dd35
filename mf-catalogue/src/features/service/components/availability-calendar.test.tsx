import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api, writeCartToken } from '@mp/shared/api';
import type { AvailabilityDay, AvailabilityState } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { AvailabilityCalendar } from './availability-calendar';
import { addMonths, monthWeeks } from './calendar-month';

addResources('catalogue', { en, pt });

/** What GET /api/services/{slug}/availability answers in these tests: every day available unless listed. */
let states: Record<string, AvailabilityState>;
/** A bookable day's price, by date; every other bookable day costs €45. */
let prices: Record<string, number>;
let reads: string[];
let sentHeaders: Record<string, string>[];

function day(date: string): AvailabilityDay {
  const state = states[date] ?? 'available';
  const remaining = state === 'available' ? 12 : state === 'low' ? 2 : 0;
  return {
    date,
    state,
    remaining,
    times: remaining
      ? [
          { time: '10:00', remaining },
          { time: '15:00', remaining },
        ]
      : [],
    price_cents: remaining ? (prices[date] ?? 4500) : null,
  };
}

function renderCalendar(props: { value?: string; today?: string; priceUnit?: 'person' | 'group' } = {}) {
  const onChoose = jest.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <AvailabilityCalendar
          slug="sintra-tour"
          value={props.value ?? ''}
          today={props.today ?? '2026-11-24'}
          onChoose={onChoose}
          {...(props.priceUnit ? { priceUnit: props.priceUnit } : {})}
        />
      </QueryClientProvider>
    </UiProvider>,
  );
  return { ...view, onChoose };
}

const dayButton = (n: RegExp | string) => screen.getByRole('button', { name: n });

describe('availability calendar', () => {
  beforeEach(() => {
    states = {};
    prices = {};
    reads = [];
    sentHeaders = [];
    window.localStorage.clear();
    jest
      .spyOn(api, 'get')
      .mockImplementation(
        (path: string, options?: { searchParams?: Record<string, unknown>; headers?: Record<string, string> }) => {
          const { from, to } = options?.searchParams as { from: string; to: string };
          reads.push(`${path}?${from}..${to}`);
          sentHeaders.push(options?.headers ?? {});
          const days = monthWeeks(from.slice(0, 7))
            .flat()
            .filter((d): d is string => d !== null && d >= from && d <= to)
            .map(day);
          return Promise.resolve({
            ok: true as const,
            status: 200,
            data: { status: true, content: { service_id: 7, days } } as never,
          });
        },
      );
  });
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => localeStore.getState().setLocale('en'));
  });

  it('reads the shown month from the availability endpoint and labels each day with its date and state', async () => {
    states = { '2026-11-26': 'sold_out', '2026-11-27': 'low', '2026-11-29': 'closed' };
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeTruthy();
    await waitFor(() => expect(dayButton('Thursday, 26 November 2026, sold out')).toBeTruthy());
    expect(reads).toEqual(['services/sintra-tour/availability?2026-11-01..2026-11-30']);
    expect(dayButton('Thursday, 26 November 2026, sold out').getAttribute('aria-disabled')).toBe('true');
    expect(dayButton('Sunday, 29 November 2026, not available').getAttribute('aria-disabled')).toBe('true');
    const low = dayButton('Friday, 27 November 2026, few places left');
    expect(low.getAttribute('aria-disabled')).toBeNull();
    expect(low.getAttribute('data-state')).toBe('low');
    expect(dayButton('Saturday, 28 November 2026, available').getAttribute('aria-disabled')).toBeNull();
    // Monday first, as in en-GB.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(dayButton(/^Tuesday, 24 November 2026/).getAttribute('aria-current')).toBe('date');
  });

  it("sends this browser's guest cart token, so the traveller's own checkout hold counts as theirs", async () => {
    writeCartToken('guest_0123456789abcdefghij');
    renderCalendar();
    await waitFor(() => expect(sentHeaders).toHaveLength(1));
    expect(sentHeaders[0]).toEqual({ 'x-cart-token': 'guest_0123456789abcdefghij' });
  });

  it('a sold-out or closed day cannot be chosen; an open one hands its day (with its start times) to the box', async () => {
    states = { '2026-11-26': 'sold_out', '2026-11-29': 'closed', '2026-11-27': 'low' };
    const { onChoose } = renderCalendar();
    await waitFor(() => expect(dayButton(/26 November 2026, sold out/)).toBeTruthy());
    await userEvent.click(dayButton(/26 November 2026, sold out/));
    await userEvent.click(dayButton(/29 November 2026, not available/));
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(dayButton(/27 November 2026, few places left/));
    expect(onChoose).toHaveBeenCalledWith({
      date: '2026-11-27',
      state: 'low',
      remaining: 2,
      times: [
        { time: '10:00', remaining: 2 },
        { time: '15:00', remaining: 2 },
      ],
      price_cents: 4500,
    });
  });

  it('shows the chosen day as pressed and keeps one tab stop on it', async () => {
    renderCalendar({ value: '2026-12-03' });
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    const chosen = await screen.findByRole('button', { name: 'Thursday, 3 December 2026, available' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('data-date') && b.tabIndex === 0)).toEqual([
      chosen,
    ]);
  });

  it('moves between months with the buttons, never before the current month nor past a year ahead', async () => {
    renderCalendar();
    const previous = screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    await waitFor(() => expect(reads).toContain('services/sintra-tour/availability?2026-12-01..2026-12-31'));
    expect(previous.disabled).toBe(false);
    for (let i = 0; i < 11; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { name: 'November 2027' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    expect(addMonths('2026-11', 12)).toBe('2027-11');
  });

  it('arrow keys move the focus by day and week, across into the next month', async () => {
    renderCalendar({ value: '2026-11-28' });
    const start = await screen.findByRole('button', { name: /^Saturday, 28 November 2026/ });
    start.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-29');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-06');
    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-11-30');
    await userEvent.keyboard('{PageDown}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-12-30');
  });

  it('shows no price on the days when every bookable day of the month costs the same', async () => {
    states = { '2026-11-26': 'sold_out' };
    renderCalendar();
    await waitFor(() => expect(dayButton('Thursday, 26 November 2026, sold out')).toBeTruthy());
    expect(screen.queryAllByTestId('day-price')).toHaveLength(0);
    expect(dayButton('Friday, 27 November 2026, available')).toBeTruthy();
    expect(screen.queryByTestId('calendar-price-note')).toBeNull();
  });

  it('where prices differ, shows each bookable day’s price under it and in its name; none on a day that cannot be booked', async () => {
    // Weekend days cost more; a sold-out Saturday has no price to show.
    prices = { '2026-11-28': 5500, '2026-11-29': 5550 };
    states = { '2026-12-05': 'sold_out', '2026-11-26': 'closed' };
    renderCalendar();
    const saturday = await screen.findByRole('button', {
      name: 'Saturday, 28 November 2026, available, €55.00 per person',
    });
    expect(saturday.textContent).toBe('28€55');
    expect(dayButton('Sunday, 29 November 2026, available, €55.50 per person').textContent).toBe('29€55.50');
    expect(dayButton('Friday, 27 November 2026, available, €45.00 per person').textContent).toBe('27€45');
    expect(dayButton('Thursday, 26 November 2026, not available').textContent).toBe('26');
    expect(screen.getByTestId('calendar-price-note').textContent).toBe('Prices per person');
  });

  it('says the group price in pt', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    prices = { '2026-11-28': 12000 };
    renderCalendar({ priceUnit: 'group' });
    const saturday = await screen.findByRole('button', {
      name: 'sábado, 28 de novembro de 2026, disponível, 120,00\u00a0€ pelo grupo',
    });
    expect(saturday.textContent).toBe('28120\u00a0€');
    expect(screen.getByTestId('calendar-price-note').textContent).toBe('Preços pelo grupo');
  });

  it('says so and offers a retry when the availability cannot be read', async () => {
    jest.spyOn(api, 'get').mockResolvedValue({ ok: false as const, status: 500, body: null, errors: {} });
    renderCalendar();
    // One retry (a second apart) before the read counts as failed.
    expect(
      await screen.findByText(
        'Availability could not be loaded. You can still type a date below.',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(dayButton(/^Wednesday, 25 November 2026, availability not known yet$/).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('speaks Portuguese (pt-PT) names in pt', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    states = { '2026-11-26': 'sold_out' };
    renderCalendar();
    expect(screen.getByRole('heading', { name: 'Novembro de 2026' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'quinta-feira, 26 de novembro de 2026, esgotado' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'seg',
      'ter',
      'qua',
      'qui',
      'sex',
      'sáb',
      'dom',
    ]);
    expect(screen.getByRole('button', { name: 'Mês seguinte' })).toBeTruthy();
  });
});
