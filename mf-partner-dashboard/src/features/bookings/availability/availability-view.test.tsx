/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The availability view: per day and start time the places sold and left or "Closed", the service filter in the URL,
// closing a start time after a confirmation that names the places booked there, reopening at once, the live status,
// and the bulk change previewed before it is applied.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore } from '@mp/shared/stores';
import type { PartnerAvailability } from '@mp/shared/contracts';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { renderAt } from '../../../test-support/render';
import { AvailabilityView } from './availability-view';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const day = (date: string, o: Partial<PartnerAvailability['services'][number]['days'][number]> = {}) => ({
  date,
  capacity: 10,
  sold: 0,
  held: 0,
  left: 10,
  closed: false,
  closed_reason: null,
  slots: [
    { time: '10:00', sold: 0, closed: false, closed_reason: null },
    { time: '15:00', sold: 0, closed: false, closed_reason: null },
  ],
  ...o,
});
const WEEK = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const DATA: PartnerAvailability = {
  services: [
    {
      service_id: 7,
      name_en: 'Sunset sail',
      name_pt: 'Vela ao pôr do sol',
      days: WEEK.map((d) =>
        d === '2026-11-23'
          ? day(d, {
              sold: 6,
              left: 4,
              slots: [
                { time: '10:00', sold: 6, closed: false, closed_reason: null },
                { time: '15:00', sold: 0, closed: true, closed_reason: 'blocked_slot' },
              ],
            })
          : d === '2026-11-24'
            ? day(d, { closed: true, closed_reason: 'closed_date' })
            : day(d),
      ),
    },
    { service_id: 8, name_en: 'Tile workshop', name_pt: 'Oficina de azulejos', days: WEEK.map((d) => day(d)) },
  ],
};

let writes: { url: string; body: unknown }[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localeStore.setState({ locale: 'en' });
  writes = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url, 'http://x');
    if (request.method === 'PUT') {
      const body = await request.json();
      writes.push({ url: url.pathname, body });
      if (url.pathname === '/api/dashboard/availability/bulk')
        return json(200, {
          status: true,
          content: {
            preview: body.preview === true,
            services: body.service_ids.map((id: number) => ({
              service_id: id,
              name_en: '',
              name_pt: '',
              changes: 1,
              booked_places: id === 7 ? 6 : 0,
            })),
          },
        });
      return json(200, { status: true, content: { service_id: 7, booked_places: 6, day: day(body.date) } });
    }
    expect(url.pathname).toBe('/api/dashboard/availability');
    expect(url.searchParams.get('from')).toBe('2026-11-23');
    expect(url.searchParams.get('to')).toBe('2026-11-29');
    return json(200, { status: true, content: DATA });
  }) as typeof fetch;
});

const open = (query = '') => renderAt(<AvailabilityView />, `/?view=availability&date=2026-11-25${query}`);

describe('the availability view', () => {
  it('shows per day the places sold and left, per start time what sold, and what is closed', async () => {
    open();
    const monday = (await screen.findAllByRole('heading', { name: 'Monday 23 November' }))[0]!.closest('li')!;
    expect(within(monday).getByText('sold 6 · 4 left')).toBeTruthy();
    expect(within(monday).getByText(/sold 6$/)).toBeTruthy();
    expect(within(monday).getByText(/Closed · sold 0/)).toBeTruthy();
    // Buttons name the day, the time and the service for a screen reader.
    expect(
      within(monday).getByRole('button', { name: 'Close this slot: 10:00 on Monday 23 November, Sunset sail' }),
    ).toBeTruthy();
    expect(
      within(monday).getByRole('button', { name: 'Reopen 15:00 on Monday 23 November, Sunset sail' }),
    ).toBeTruthy();
    const tuesday = screen.getAllByRole('heading', { name: 'Tuesday 24 November' })[0]!.closest('li')!;
    expect(within(tuesday).getByText('Closed · sold 0 · 10 left')).toBeTruthy();
    expect(
      within(tuesday).getByRole('button', { name: 'Reopen this day: Tuesday 24 November, Sunset sail' }),
    ).toBeTruthy();
  });

  it('filters one service from the URL', async () => {
    open('&service=8');
    expect(await screen.findByRole('heading', { name: 'Tile workshop', level: 3 })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sunset sail', level: 3 })).toBeNull();
  });

  it('asks before closing a start time, naming the places booked there, then says it is closed', async () => {
    open();
    await user.click(
      await screen.findByRole('button', { name: 'Close this slot: 10:00 on Monday 23 November, Sunset sail' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Close 10:00 on Monday 23 November?' });
    expect(
      within(dialog).getByText('6 places are already booked here. Those bookings stand: only new sales stop.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close this slot' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Closed: 10:00 on Monday 23 November (Sunset sail).'),
    );
    expect(writes).toEqual([
      { url: '/api/dashboard/services/7/closures', body: { date: '2026-11-23', start_time: '10:00', closed: true } },
    ]);
  });

  it('reopens a closed start time at once', async () => {
    open();
    await user.click(await screen.findByRole('button', { name: 'Reopen 15:00 on Monday 23 November, Sunset sail' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ date: '2026-11-23', start_time: '15:00', closed: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('previews a bulk close of two services before applying exactly that', async () => {
    open();
    await user.click(await screen.findByRole('button', { name: 'Change several services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change several services' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Sunset sail' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Tile workshop' }));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Sunset sail: 1 day changes. 6 places already booked stand.')).toBeTruthy();
    expect(within(dialog).getByText('Tile workshop: 1 day changes.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Availability changed for 2 services.'));
    expect(writes.map((w) => (w.body as { preview: boolean }).preview)).toEqual([true, false]);
  });

  it('speaks European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    localeStore.setState({ locale: 'pt' });
    open();
    expect(await screen.findByRole('heading', { name: 'Vela ao pôr do sol', level: 3 })).toBeTruthy();
    expect(screen.getAllByText('vendidos 6 · restam 4')[0]).toBeTruthy();
  });
});
