import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { maskCode } from './api/get-client-gift-cards';
import GiftCardsPage from './gift-cards-page';

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

it('masks all but the last group of a code', () => {
  expect(maskCode('GC-7F3K-9QX2-ABCD')).toBe('••-••••-••••-ABCD');
});

it('shows each card masked until asked, with balance and its transactions', async () => {
  get.mockResolvedValue({
    ok: true,
    status: 200,
    data: {
      status: true,
      content: {
        current_page: 1,
        last_page: 1,
        per_page: 15,
        total: 1,
        next_page_url: null,
        data: [
          {
            id: 1,
            code: 'GC-7F3K-9QX2-ABCD',
            service_name: 'Gift card €50',
            value_cents: 5000,
            balance_cents: 3000,
            status: 'active',
            expires_at: '2027-06-01T00:00:00Z',
            created_at: '2026-06-01T00:00:00Z',
            transactions: [
              { id: 1, kind: 'issue', amount_cents: 5000, booking_reference: null, created_at: '2026-06-01T00:00:00Z' },
              {
                id: 2,
                kind: 'redeem',
                amount_cents: 2000,
                booking_reference: 'MP-9',
                created_at: '2026-07-01T00:00:00Z',
              },
            ],
          },
        ],
      },
    },
  });
  render(
    <UiProvider>
      <GiftCardsPage {...({ title: 'Gift cards' } as RemotePageProps)} />
    </UiProvider>,
  );
  const code = await screen.findByTestId('gift-card-code');
  expect(code.textContent).toBe('••-••••-••••-ABCD');
  await userEvent.click(screen.getByRole('button', { name: 'Show code' }));
  expect(code.textContent).toBe('GC-7F3K-9QX2-ABCD');
  expect(screen.getByText(/Balance €30\.00 of €50\.00/)).toBeTruthy();
  const rows = within(screen.getByRole('table', { name: 'Transactions' })).getAllByRole('row');
  expect(rows[2]?.textContent).toContain('MP-9');
  expect(rows[2]?.textContent).toContain('−€20.00');
});
