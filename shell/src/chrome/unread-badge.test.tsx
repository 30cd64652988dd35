import { act, render, screen } from '@testing-library/react';
import type { AuthUser } from '@mp/shared/contracts';
import { emit } from '@mp/shared/bus';
import { chatConnection } from '@mp/shared/realtime';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import { MemoryRouter } from 'react-router';
import { UnreadBadge } from './unread-badge';

const client = {
  id: 3,
  user_type: 'CLIENT',
  email: 'c@demo.pt',
  first_name: 'Ana',
  last_name: 'Demo',
  api_token: 't',
} as unknown as AuthUser;

beforeEach(() => {
  // No real socket in jsdom: the count arrives as the connection would announce it.
  jest.spyOn(chatConnection, 'start').mockImplementation(() => undefined);
  act(() => {
    authStore.getState().logout();
    localeStore.getState().setLocale('en');
  });
});
afterEach(() => jest.restoreAllMocks());

describe('header unread messages badge', () => {
  it('shows the unread count live for a signed-in customer and links to their messages', () => {
    act(() => authStore.getState().login(client));
    render(
      <UiProvider>
        <MemoryRouter>
          <UnreadBadge />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(chatConnection.start).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Messages No unread messages' }).getAttribute('href')).toBe(
      '/user-panel/messages',
    );
    act(() => emit('chat:unread-changed', { count: 3 }));
    expect(screen.getByRole('link', { name: 'Messages 3 unread messages' })).toBeTruthy();
    expect(screen.getByTestId('messages-unread').textContent).toBe('3');
    act(() => localeStore.getState().setLocale('pt'));
    expect(screen.getByRole('link', { name: 'Mensagens 3 mensagens por ler' }).getAttribute('href')).toBe(
      '/pt/user-panel/messages',
    );
  });

  it('compact (the closed phone row): appears with the count as its name once something is unread, live', () => {
    act(() => authStore.getState().login(client));
    render(
      <UiProvider>
        <MemoryRouter>
          <UnreadBadge compact />
        </MemoryRouter>
      </UiProvider>,
    );
    // Nothing unread: the row stays as it was (the menu keeps the full link).
    expect(screen.queryByTestId('messages-link-compact')).toBeNull();
    act(() => emit('chat:unread-changed', { count: 3 }));
    const link = screen.getByRole('link', { name: '3 unread messages' });
    expect(link.getAttribute('href')).toBe('/user-panel/messages');
    expect(screen.getByTestId('messages-unread-compact').textContent).toBe('3');
    act(() => emit('chat:unread-changed', { count: 1 }));
    expect(screen.getByRole('link', { name: '1 unread message' })).toBeTruthy();
    act(() => localeStore.getState().setLocale('pt'));
    expect(screen.getByRole('link', { name: '1 mensagem por ler' }).getAttribute('href')).toBe(
      '/pt/user-panel/messages',
    );
    act(() => emit('chat:unread-changed', { count: 0 }));
    expect(screen.queryByTestId('messages-link-compact')).toBeNull();
  });

  it('is not shown to visitors', () => {
    render(
      <UiProvider>
        <MemoryRouter>
          <UnreadBadge />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.queryByTestId('messages-link')).toBeNull();
  });
});
