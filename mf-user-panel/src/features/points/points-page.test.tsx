import { act, render, screen, within } from '@testing-library/react';
import { api } from '@mp/shared/api';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import PointsPage from './points-page';

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

it('shows the balance with its value, the real rates and the ledger with the booking', async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        points: 250,
        value_cents: 250,
        points_per_euro_redeemed: 100,
        points_earned_per_euro: 1,
        history: [
          { id: 2, delta: -100, reason: 'spent', booking_reference: 'MP-2', created_at: '2026-11-02T10:00:00Z' },
          { id: 1, delta: 350, reason: 'earned', booking_reference: 'MP-1', created_at: '2026-10-01T10:00:00Z' },
        ],
      },
    },
  });
  render(
    <UiProvider>
      <PointsPage {...({ title: 'Points' } as RemotePageProps)} />
    </UiProvider>,
  );
  expect((await screen.findByTestId('points-balance')).textContent).toMatch(/^You have 250 points, worth €2\.50\.$/);
  expect(screen.getByText('100 points take €1 off a booking (1 point = 1 cent).')).toBeTruthy();
  const table = screen.getByRole('table', { name: 'Points history' });
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => r.textContent);
  expect(rows[0]).toContain('Spent');
  expect(rows[0]).toContain('MP-2');
  expect(rows[0]).toContain('-100');
  expect(rows[1]).toContain('+350');
});
