import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser, BookItemsByCategory } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ByCategoryPage from './by-category-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const get = (api as unknown as { get: jest.Mock }).get;
addResources('userPanel', { en, pt });

beforeEach(() =>
  act(() => {
    localeStore.getState().setLocale('en');
    authStore.getState().login({
      id: 4,
      user_type: 'CLIENT',
      email: 'c@x.pt',
      first_name: 'C',
      last_name: 'X',
      api_token: 't',
    } as unknown as AuthUser);
  }),
);
afterEach(() => act(() => authStore.getState().logout()));

const item = (id: number, name: string, status: string, date: string) =>
  ({
    id,
    booking_item_status: status,
    booking_date: date,
    service: { service_name: name },
  }) as unknown as BookItemsByCategory[number]['items'][number];
const answer = (content: unknown) => get.mockResolvedValue({ ok: true, status: 200, data: { status: true, content } });
const page = () =>
  render(
    <MemoryRouter initialEntries={['/user-panel/anything']}>
      <UiProvider>
        <ByCategoryPage {...({ title: 'Bookings by category' } as RemotePageProps)} />
      </UiProvider>
    </MemoryRouter>,
  );

it('shows one section per category with each item’s service, date, status and a link to its booking list', async () => {
  answer([
    {
      category: { slug: 'tours', name: 'Tours' },
      items: [
        item(1, 'Alfama walk', 'confirmed', '2026-12-01T10:00:00Z'),
        item(2, 'Fado night', 'completed', '2026-10-01T19:00:00Z'),
      ],
    },
    {
      category: { slug: 'wellness', name: 'Wellness' },
      items: [item(3, 'Spa day', 'cancelled', '2026-09-01T09:00:00Z')],
    },
  ]);
  page();
  const tours = await screen.findByRole('region', { name: 'Tours (2 items)' });
  expect(get).toHaveBeenCalledWith('client-book-items/by-category', expect.anything());
  const rows = within(tours).getAllByRole('listitem');
  expect(rows[0]!.textContent).toContain('Alfama walk');
  expect(rows[0]!.textContent).toContain('Confirmed');
  expect(rows[0]!.textContent).toContain('1 Dec 2026');
  expect(within(rows[0]!).getByRole('link', { name: 'See it in upcoming bookings' }).getAttribute('href')).toBe(
    '/user-panel/bookings',
  );
  expect(within(rows[1]!).getByRole('link', { name: 'See it in previous bookings' }).getAttribute('href')).toBe(
    '/user-panel/bookings/previous',
  );
  const wellness = screen.getByRole('region', { name: 'Wellness (1 item)' });
  expect(within(wellness).getByRole('link').getAttribute('href')).toBe('/user-panel/bookings/canceled');
});

it('says so when nothing was booked yet and offers the catalogue', async () => {
  answer([]);
  page();
  expect(await screen.findByRole('heading', { name: 'You have not booked anything yet.' })).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Find something to book' }).getAttribute('href')).toBe('/');
});
