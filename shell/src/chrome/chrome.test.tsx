import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import type { AuthUser, User } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { CART_ICON } from '@mp/shared/routes';
import { authStore, cartStore, localeStore } from '@mp/shared/stores';
import type { CartItem } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import TabSwitcher from '../admin/tab-switcher';
import LoginModal from '../auth/login-modal';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { NotFoundScreen } from '../screens/screens';
import { CartBadge } from './cart-badge';
import { LocaleSwitch } from './locale-switch';

addResources('shell', { en, pt });

const person = (id: number, first: string, type: User['user_type'] = 'CLIENT'): User =>
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

const item = (id: string): CartItem => ({
  id,
  service_id: 1,
  service_slug: 'sintra-tour',
  kind: 'experience',
  name: `Tour ${id}`,
  image_url: null,
  date: null,
  time: null,
  quantity: 1,
  unit_price_cents: 1000,
  total_cents: 1000,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
});

const ui = (node: React.ReactNode) =>
  render(
    <UiProvider>
      <BrowserRouter>{node}</BrowserRouter>
    </UiProvider>,
  );

beforeEach(() => {
  act(() => {
    cartStore.getState().clear();
    authStore.getState().logout();
    localeStore.getState().setLocale('en');
  });
  window.history.replaceState(null, '', '/');
});

describe('header cart badge', () => {
  it('follows cartStore: a change made anywhere (any remote) shows at once', () => {
    ui(<CartBadge />);
    const link = screen.getByRole('link', { name: 'Cart, 0 items' });
    expect(link.getAttribute('href')).toBe('/cart');
    // The icon the gateway draws too (cartIconMarkup), hidden from screen readers.
    expect(link.querySelector('svg[aria-hidden="true"] path')?.getAttribute('d')).toBe(CART_ICON.path);
    act(() => cartStore.getState().addItem(item('a')));
    act(() => cartStore.getState().addItem(item('b')));
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeTruthy();
    act(() => cartStore.getState().removeItem('a'));
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeTruthy();
  });
});

describe('locale switch (spec §9)', () => {
  it('pushes the same page under /pt keeping query and hash, and changes the language', async () => {
    window.history.replaceState(null, '', '/experiences?page=2#list');
    ui(<LocaleSwitch />);
    await userEvent.click(screen.getByRole('button', { name: /PT/ }));
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/pt/experiences?page=2#list',
    );
    expect(localeStore.getState().locale).toBe('pt');
    expect(document.documentElement.lang).toBe('pt-PT');
    expect(document.cookie).toContain('i18n_redirected=pt');
  });

  it('goes back to the root for en', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    window.history.replaceState(null, '', '/pt');
    ui(<LocaleSwitch />);
    await userEvent.click(screen.getByRole('button', { name: /EN/ }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: /EN/ }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('404 screen (spec §8)', () => {
  it("says 'Page Not Found: {path}' as the page heading and title", () => {
    ui(<NotFoundScreen path="/definitely/not/a/page" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page Not Found: /definitely/not/a/page');
    expect(document.title).toBe('Page Not Found: /definitely/not/a/page | Roteiro');
  });
});

describe('super-admin tab switcher (spec §4 tab rule)', () => {
  it('shows the main user first, selects and removes tabs, never more than 3', async () => {
    const admin = { ...person(1, 'Admin', 'SUPER'), api_token: 'token' } as unknown as AuthUser;
    act(() => authStore.getState().login(admin));
    ui(<TabSwitcher />);
    act(() => {
      authStore.getState().addTab(person(2, 'Bea'));
      authStore.getState().addTab(person(3, 'Carla'));
      authStore.getState().addTab(person(4, 'Duarte'));
    });
    const group = screen.getByRole('group', { name: 'Users you are acting as' });
    const names = within(group)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-pressed'))
      .map((b) => b.textContent);
    // The oldest non-first tab (Bea) was dropped; the main user stays first.
    expect(names).toEqual(['Admin Demo (you)', 'Carla Demo', 'Duarte Demo']);
    expect(screen.getByRole('button', { name: 'Duarte Demo' }).getAttribute('aria-pressed')).toBe('true');

    await userEvent.click(screen.getByRole('button', { name: 'Carla Demo' }));
    expect(authStore.getState().impersonating?.id).toBe(3);

    await userEvent.click(screen.getByRole('button', { name: 'Close the tab of Carla Demo' }));
    expect(screen.queryByRole('button', { name: 'Carla Demo' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Admin Demo (you)' }).getAttribute('aria-pressed')).toBe('true');
    expect(authStore.getState().impersonating).toBeNull();
    expect(screen.queryByRole('button', { name: /Close the tab of Admin/ })).toBeNull();
  });
});

describe('login modal', () => {
  it('links to the password reset page in the current locale and closes when the link is followed', async () => {
    act(() => {
      localeStore.getState().setLocale('pt');
      authStore.getState().openLoginModal('login');
    });
    ui(<LoginModal />);
    const link = screen.getByRole('link', { name: 'Esqueceu-se da palavra-passe?' });
    expect(link.getAttribute('href')).toBe('/pt/password/reset');
    await userEvent.click(link);
    expect(authStore.getState().loginModal).toBeNull();
    expect(window.location.pathname).toBe('/pt/password/reset');
  });
});
