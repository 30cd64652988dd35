import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import MessagesPage from './messages-page';

// The chat screen itself is @mp/shared/chat's (tested there): here only which conversation the page opens.
jest.mock('@mp/shared/chat', () => ({
  ChatPanel: ({ chatId }: { chatId: number | null }) => <p data-testid="panel">chat {String(chatId)}</p>,
}));
addResources('userPanel', { en, pt });
const route = routes.find((r) => r.id === 'user-panel.messages')!;

const at = (entry: { pathname: string; state?: unknown }) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <UiProvider>
        <Routes>
          <Route
            path="/user-panel/messages/:id?"
            element={<MessagesPage route={route} params={{}} title="Messages" />}
          />
        </Routes>
      </UiProvider>
    </MemoryRouter>,
  );

beforeEach(() => act(() => localeStore.getState().setLocale('en')));

describe('the messages page', () => {
  it('names the booking a conversation was opened from, above it (in pt too)', async () => {
    const about = { chatId: 5, reference: 'MP-1', service: 'Alfama walking tour' };
    at({ pathname: '/user-panel/messages/5', state: { about } });
    expect(await screen.findByTestId('panel')).toBeTruthy();
    expect(screen.getByTestId('chat-about').textContent).toBe('About booking MP-1: Alfama walking tour');
    act(() => localeStore.getState().setLocale('pt'));
    expect(screen.getByTestId('chat-about').textContent).toBe('Sobre a reserva MP-1: Alfama walking tour');
  });

  it('names no booking for another conversation or one opened from the list', async () => {
    at({ pathname: '/user-panel/messages/6', state: { about: { chatId: 5, reference: 'MP-1', service: 'Tour' } } });
    expect((await screen.findByTestId('panel')).textContent).toBe('chat 6');
    expect(screen.queryByTestId('chat-about')).toBeNull();
  });
});
