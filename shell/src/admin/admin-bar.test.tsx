import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import type { AuthUser, User } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import AdminBar from './admin-bar';
import { BackOfficePageMemory } from './back-office-page-memory';

addResources('shell', { en, pt });

const person = (id: number, first: string, type: User['user_type']): User =>
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
const admin = { ...person(1, 'Admin', 'SUPER'), api_token: 'token' } as unknown as AuthUser;

/** A URL change made elsewhere (a remote's router): single-spa announces pushState with a popstate. */
function goTo(url: string): void {
  act(() => {
    window.history.pushState(null, '', url);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}

// As the shell renders them for a super admin: the page memory beside the (lazy) bar.
const renderBar = () =>
  render(
    <UiProvider>
      <BrowserRouter>
        <BackOfficePageMemory />
        <AdminBar />
      </BrowserRouter>
    </UiProvider>,
  );

beforeEach(() => {
  act(() => {
    authStore.getState().logout();
    authStore.getState().login(admin);
    localeStore.getState().setLocale('en');
  });
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/super-admin/customers?view=clients');
});

describe('acting-as banner', () => {
  it('shows on every page while acting as someone, and not for the admin themself', () => {
    renderBar();
    expect(screen.queryByRole('region', { name: 'Acting as another user' })).toBeNull();
    act(() => authStore.getState().addTab(person(7, 'Carla', 'CLIENT')));
    const banner = screen.getByRole('region', { name: 'Acting as another user' });
    expect(screen.getByRole('status').textContent).toBe('You are acting as Carla Demo (carla@demo.pt)');
    expect(banner.contains(screen.getByRole('button', { name: 'Back to my account' }))).toBe(true);
    goTo('/experiences');
    expect(screen.getByRole('status').textContent).toBe('You are acting as Carla Demo (carla@demo.pt)');
  });

  it('reads in Portuguese', () => {
    act(() => localeStore.getState().setLocale('pt'));
    renderBar();
    act(() => authStore.getState().addTab(person(7, 'Carla', 'CLIENT')));
    expect(screen.getByRole('status').textContent).toBe('Está a agir como Carla Demo (carla@demo.pt)');
    expect(screen.getByRole('button', { name: 'Voltar à minha conta' })).toBeTruthy();
  });

  it('"Back to my account" selects the first tab and returns to the back-office page the admin left', async () => {
    renderBar();
    act(() => authStore.getState().addTab(person(7, 'Carla', 'CLIENT')));
    goTo('/user-panel/bookings');
    await userEvent.click(screen.getByRole('button', { name: 'Back to my account' }));
    expect(authStore.getState().activeTabId).toBe(1);
    expect(authStore.getState().impersonating).toBeNull();
    expect(authStore.getState().tabs.map((t) => t.id)).toEqual([1, 7]);
    expect(window.location.pathname + window.location.search).toBe('/super-admin/customers?view=clients');
    expect(screen.queryByRole('region', { name: 'Acting as another user' })).toBeNull();
  });
});

describe('tab switcher navigation', () => {
  it("selecting a tab whose user may not open the page goes to that user's home; a page they may open stays", async () => {
    renderBar();
    act(() => {
      authStore.getState().addTab(person(7, 'Carla', 'CLIENT'));
      authStore.getState().addTab(person(8, 'Paulo', 'SUPPLIER'));
    });
    goTo('/pt/user-panel/bookings');
    await userEvent.click(screen.getByRole('button', { name: 'Paulo Demo' }));
    expect(authStore.getState().impersonating?.id).toBe(8);
    expect(window.location.pathname).toBe('/pt/dashboard');
    goTo('/pt/experiences');
    await userEvent.click(screen.getByRole('button', { name: 'Carla Demo' }));
    expect(window.location.pathname).toBe('/pt/experiences');
    // Closing the active tab selects the admin's, who goes back to the back office.
    goTo('/pt/user-panel/bookings');
    await userEvent.click(screen.getByRole('button', { name: 'Close the tab of Carla Demo' }));
    expect(authStore.getState().activeTabId).toBe(1);
    expect(window.location.pathname + window.location.search).toBe('/pt/super-admin/customers?view=clients');
  });
});
