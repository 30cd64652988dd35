import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser, User } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { authStore, localeStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { OpenAsUser, type OpenAsUserProps } from './open-as-user';

jest.mock('@mp/shared/api', () => ({ ...jest.requireActual('@mp/shared/api'), api: { get: jest.fn() } }));
const get = api.get as jest.MockedFunction<typeof api.get>;
addResources('superAdmin', { en, pt });

const person = (id: number, type: User['user_type'], first: string): User =>
  ({
    id,
    user_type: type,
    email: `${first.toLowerCase()}@demo.pt`,
    first_name: first,
    last_name: 'Demo',
    phone: null,
    email_verified: true,
    profile: {},
    company: null,
  }) as unknown as User;
const admin = { ...person(1, 'SUPER', 'Admin'), api_token: 'token' } as unknown as AuthUser;

function Where(): React.ReactNode {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderButton(props: OpenAsUserProps) {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/customers']}>
          <OpenAsUser {...props} />
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(() => {
  get.mockReset();
  act(() => {
    authStore.getState().logout();
    authStore.getState().login(admin);
    localeStore.getState().setLocale('en');
    toastStore.getState().clear();
  });
});

describe('open as this user', () => {
  it.each([
    ['CLIENT', '/user-panel/bookings'],
    ['SUPPLIER', '/dashboard'],
    ['AFFILIATE', '/affiliates'],
  ] as const)('asks the API for the %s as whom it acts, opens a tab and goes to their home %s', async (type, home) => {
    get.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: person(7, type, 'Carla') },
    } as never);
    renderButton({ userId: 7, name: 'Carla Demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Open as this user: Carla Demo' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(home));
    expect(get).toHaveBeenCalledWith('/me', { searchParams: { impersonate_id: 7 } });
    const { tabs, activeTabId, impersonating } = authStore.getState();
    expect(tabs.map((t) => t.id)).toEqual([1, 7]);
    expect(activeTabId).toBe(7);
    expect(impersonating?.email).toBe('carla@demo.pt');
  });

  it('goes to the Portuguese home in pt', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    get.mockResolvedValue({
      ok: true,
      status: 200,
      data: { status: true, content: person(7, 'CLIENT', 'Carla') },
    } as never);
    renderButton({ userId: 7, name: 'Carla Demo' });
    await userEvent.click(screen.getByRole('button', { name: 'Abrir como este utilizador: Carla Demo' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pt/user-panel/bookings'));
  });

  it('opens no tab and says why when the API refuses (403)', async () => {
    get.mockResolvedValue({ ok: false, status: 403, body: { status: false, message: 'no' }, errors: {} } as never);
    renderButton({ userId: 9, name: 'Other Admin' });
    await userEvent.click(screen.getByRole('button', { name: 'Open as this user: Other Admin' }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('You may not act as Other Admin.'),
    );
    expect(authStore.getState().tabs.map((t) => t.id)).toEqual([1]);
    expect(authStore.getState().impersonating).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/super-admin/customers');
  });

  it('is not offered for a super admin', () => {
    renderButton({ userId: 2, name: 'Other Admin', userType: 'SUPER' });
    expect(screen.queryByRole('button')).toBeNull();
  });
});
