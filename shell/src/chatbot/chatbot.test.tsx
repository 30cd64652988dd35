// The storefront chatbot: a "Help" button that fetches the window only when pressed, a keyboard
// usable dialog (focus in the input, Escape closes, focus back on the button) with the greeting, FAQ answers and
// the fallback's "talk to our team" (login modal signed out, the support chat signed in); hidden in back offices.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { api, queryClient } from '@mp/shared/api';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import { ChatbotLauncher, showsChatbot } from './chatbot-launcher';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { ...actual.api, get: jest.fn(), post: jest.fn() } };
});
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('shell', { en, pt });
jest.setTimeout(20_000);

const configs = {
  en: {
    language: 'en',
    greeting: 'Hello! Ask me anything.',
    fallback: 'Sorry, I do not know that.',
    faq: [{ question: 'Can I cancel my booking for free?', answer: 'Only when the listing offers free cancellation.' }],
  },
  pt: { language: 'pt', greeting: 'Olá! Pergunte o que quiser.', fallback: 'Lamentamos, não sabemos.', faq: [] },
};
const user = userEvent.setup({ delay: null });
const ok = <T,>(content: T) => ({ ok: true as const, status: 200, data: { success: true, content } });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  queryClient.clear();
  get.mockImplementation(async () => ok(configs[localeStore.getState().locale as 'en' | 'pt']) as never);
  act(() => {
    authStore.getState().logout();
    localeStore.getState().setLocale('en');
  });
  window.history.replaceState(null, '', '/');
});

const ui = () =>
  render(
    <UiProvider>
      <BrowserRouter>
        <ChatbotLauncher />
      </BrowserRouter>
    </UiProvider>,
  );

describe('chatbot launcher', () => {
  it('imports the window only on demand: nothing is fetched before the click', async () => {
    const source = readFileSync(join(__dirname, 'chatbot-launcher.tsx'), 'utf8');
    expect(source).not.toMatch(/from '\.\/chatbot-window'/);
    expect(source).toMatch(/import\('\.\/chatbot-window'\)/);
    ui();
    const button = screen.getByRole('button', { name: 'Help' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(get).not.toHaveBeenCalled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Help from Roteiro' });
    expect(await within(dialog).findByText('Hello! Ask me anything.')).toBeTruthy();
    expect(get).toHaveBeenCalledWith('chatbot-config', expect.anything());
  });

  it('is keyboard usable: focus in the input, Enter asks, answers in a live region, Escape closes and focus returns', async () => {
    ui();
    const button = screen.getByRole('button', { name: 'Help' });
    button.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(document.activeElement).toBe(input));
    await within(dialog).findByText('Hello! Ask me anything.');
    await user.keyboard('CANCELLATION for free?{Enter}');
    const log = within(dialog).getByRole('log');
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(within(log).getByText('Only when the listing offers free cancellation.')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('answers the fallback and, signed out, "talk to our team" opens the login modal', async () => {
    ui();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Hello! Ask me anything.');
    await user.type(within(dialog).getByRole('textbox'), 'what is the weather{Enter}');
    expect(within(dialog).getByText('Sorry, I do not know that.')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Log in to talk to our team' }));
    expect(authStore.getState().loginModal).toEqual({ mode: 'login' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('signed in, "talk to our team" opens the support chat in the user panel', async () => {
    act(() =>
      authStore.getState().login({
        id: 7,
        user_type: 'CLIENT',
        email: 'c@demo.pt',
        first_name: 'C',
        last_name: 'D',
        api_token: 't',
      } as unknown as AuthUser),
    );
    post.mockResolvedValue(ok({ id: 42 }) as never);
    ui();
    await user.click(screen.getByRole('button', { name: 'Help' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('Hello! Ask me anything.');
    await user.type(within(dialog).getByRole('textbox'), 'hello{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Talk to our team' }));
    await waitFor(() => expect(window.location.pathname).toBe('/user-panel/messages/42'));
    expect(post).toHaveBeenCalledWith('chat/support', {});
  });

  it('speaks Portuguese: "Ajuda" and the pt greeting', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    ui();
    await user.click(screen.getByRole('button', { name: 'Ajuda' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajuda do Roteiro' });
    expect(await within(dialog).findByText('Olá! Pergunte o que quiser.')).toBeTruthy();
  });

  it('stays out of the partner, affiliate and back-office areas', () => {
    expect(showsChatbot('/')).toBe(true);
    expect(showsChatbot('/pt/user-panel/bookings')).toBe(true);
    expect(showsChatbot('/experiences')).toBe(true);
    expect(showsChatbot('/dashboard')).toBe(false);
    expect(showsChatbot('/pt/dashboard/services')).toBe(false);
    expect(showsChatbot('/affiliates/links')).toBe(false);
    expect(showsChatbot('/super-admin/chatbot-config')).toBe(false);
    window.history.replaceState(null, '', '/super-admin/dashboard');
    ui();
    expect(screen.queryByRole('button', { name: 'Help' })).toBeNull();
  });
});
