import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import type { AuthUser } from '@mp/shared/contracts';
import { emit } from '@mp/shared/bus';
import { addResources } from '@mp/shared/i18n';
import { chatConnection } from '@mp/shared/realtime';
import { PHONE_HEADER_MEDIA } from '@mp/shared/routes';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { Header } from './header';

addResources('shell', { en, pt });

const customer = {
  id: 3,
  user_type: 'CLIENT',
  email: 'c@demo.pt',
  first_name: 'Ana',
  last_name: 'Demo',
  api_token: 't',
} as unknown as AuthUser;

/** A window as wide as `phone` says: matchMedia answers the header's phone query. */
function viewport(phone: boolean): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: phone && query === PHONE_HEADER_MEDIA,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }),
  });
}

const ui = () =>
  render(
    <UiProvider>
      <BrowserRouter>
        <Header />
        <button type="button">Elsewhere</button>
      </BrowserRouter>
    </UiProvider>,
  );

beforeEach(() => {
  act(() => {
    authStore.getState().logout();
    authStore.getState().closeLoginModal();
    localeStore.getState().setLocale('en');
  });
  window.history.replaceState(null, '', '/');
  viewport(true);
});

afterAll(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('phone header (phone first: one row with a menu)', () => {
  it('keeps logo, search, cart and a closed menu in the row; categories, language and log-in wait in the panel', () => {
    ui();
    const banner = screen.getByRole('banner');
    const menu = within(banner).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!);
    expect(panel?.hidden).toBe(true);
    expect(within(banner).getByRole('link', { name: 'Roteiro, go to the home page' })).toBeTruthy();
    expect(within(banner).getByRole('link', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Show search' })).toBeTruthy();
    // Out of the row and out of the accessibility tree while closed.
    expect(within(banner).queryByRole('navigation')).toBeNull();
    expect(within(banner).queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(within(banner).queryByRole('group', { name: 'Language' })).toBeNull();
    expect(within(banner).queryByRole('searchbox')).toBeNull();
  });

  it('shows a signed-in customer their unread count in the closed row, named for a screen reader', () => {
    jest.spyOn(chatConnection, 'start').mockImplementation(() => undefined);
    act(() => authStore.getState().login(customer));
    ui();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    act(() => emit('chat:unread-changed', { count: 3 }));
    const link = within(banner).getByRole('link', { name: '3 unread messages' });
    expect(link.getAttribute('href')).toBe('/user-panel/messages');
    // In the row itself, not in the closed panel.
    const panel = document.getElementById(
      within(banner).getByRole('button', { name: 'Menu' }).getAttribute('aria-controls')!,
    );
    expect(panel?.contains(link)).toBe(false);
    act(() => emit('chat:unread-changed', { count: 0 }));
    jest.restoreAllMocks();
  });

  it('opens with the keyboard, puts focus on its first link, and Escape closes it with focus back on the button', async () => {
    const user = userEvent.setup();
    ui();
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.getAttribute('aria-label')).toBe('Close menu');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(document.activeElement).toBe(within(nav).getByRole('link', { name: 'Experiences' }));
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(document.activeElement).toBe(menu);
    // The button toggles it too.
    await user.keyboard(' ');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside it, and when a link in it navigates', async () => {
    const user = userEvent.setup();
    ui();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'Transfers' }));
    expect(window.location.pathname).toBe('/transfers');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('closes when it opens the log-in modal, leaving focus on the menu button for the modal to return to', async () => {
    const user = userEvent.setup();
    ui();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(authStore.getState().loginModal).toMatchObject({ mode: 'signup' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('switches language from the panel: the menu closes, its words and <html lang> follow', async () => {
    const user = userEvent.setup();
    ui();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(screen.getByRole('group', { name: 'Language' })).getByRole('button', { name: /PT/ }));
    expect(window.location.pathname).toBe('/pt');
    expect(document.documentElement.lang).toBe('pt-PT');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-label')).toBe('Fechar menu');
    expect(screen.getByRole('navigation', { name: 'Categorias' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sessão' })).toBeTruthy();
  });

  it('shows the search field, focused, from its button', async () => {
    const user = userEvent.setup();
    ui();
    const show = screen.getByRole('button', { name: 'Show search' });
    await user.click(show);
    expect(show.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Search Roteiro' }));
    await user.click(screen.getByRole('button', { name: 'Hide search' }));
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('keeps the desktop header as it was: no menu button, categories, language and log-in in the bar', () => {
    viewport(false);
    ui();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show search' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Categories' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Search Roteiro' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
  });
});
