// /super-admin/chatbot-config: loads the chosen language, edits greeting, fallback and FAQ pairs (add, remove,
// reorder from the keyboard), saves with a toast and shows the API's 422 map on the fields.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { api, ApiError } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import { localeStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ChatbotConfigPage from './chatbot-config-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });
jest.setTimeout(20_000);

const configs = {
  en: {
    language: 'en',
    greeting: 'Hello there',
    fallback: 'Sorry.',
    faq: [
      { question: 'First?', answer: 'One.' },
      { question: 'Second?', answer: 'Two.' },
    ],
    updated_at: '2026-11-20T10:00:00.000Z',
    updated_by: 'Ana Silva',
  },
  pt: { language: 'pt', greeting: 'Olá', fallback: 'Lamentamos.', faq: [], updated_at: null, updated_by: null },
};
const ok = <T,>(content: T) => ({ ok: true as const, status: 200, data: { status: true, content } });
const user = userEvent.setup({ delay: null });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  act(() => {
    localeStore.getState().setLocale('en');
    toastStore.getState().clear();
  });
  get.mockImplementation(async (path: string) => ok(path.endsWith('/pt') ? configs.pt : configs.en) as never);
});

function renderPage() {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ChatbotConfigPage title="Chatbot" params={{}} route={{} as never} />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

it('loads a language, switches to the other, and saves the edited configuration with a toast', async () => {
  renderPage();
  const greeting = await screen.findByRole('textbox', { name: /Greeting/ });
  expect((greeting as HTMLTextAreaElement).value).toBe('Hello there');
  expect(screen.getByText(/by Ana Silva/)).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/super/chatbot-config/en', expect.anything());

  await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'pt');
  await waitFor(() =>
    expect((screen.getByRole('textbox', { name: /Greeting/ }) as HTMLTextAreaElement).value).toBe('Olá'),
  );
  expect(screen.getByRole('heading', { name: 'FAQ (no questions)' })).toBeTruthy();

  await user.click(screen.getByRole('button', { name: 'Add a question' }));
  const question = screen.getByRole('textbox', { name: /^Question/ });
  expect(document.activeElement).toBe(question);
  await user.type(question, 'Posso pagar com MB WAY?');
  await user.type(screen.getByRole('textbox', { name: /^Answer/ }), 'Sim.');
  post.mockResolvedValue(
    ok({ ...configs.pt, faq: [{ question: 'Posso pagar com MB WAY?', answer: 'Sim.' }] }) as never,
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(post).toHaveBeenCalledWith('/super/chatbot-config', {
    language: 'pt',
    greeting: 'Olá',
    fallback: 'Lamentamos.',
    faq: [{ question: 'Posso pagar com MB WAY?', answer: 'Sim.' }],
  });
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('The Portuguese chatbot was saved.'),
  );
  // The mutation invalidates the configuration: it is read again.
  await waitFor(() =>
    expect(get.mock.calls.filter(([path]) => path === '/super/chatbot-config/pt').length).toBeGreaterThan(1),
  );
});

it('reorders and removes FAQ pairs from the keyboard, focus following the moved pair', async () => {
  renderPage();
  await screen.findByRole('textbox', { name: /Greeting/ });
  const down = screen.getByRole('button', { name: 'Move down: question 1' });
  down.focus();
  await user.keyboard('{Enter}');
  const questions = () =>
    screen.getAllByRole('textbox', { name: /^Question/ }).map((el) => (el as HTMLInputElement).value);
  expect(questions()).toEqual(['Second?', 'First?']);
  expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up: question 2' }));
  expect(screen.getByRole('status').textContent).toBe('Question moved to position 2 of 2.');
  await user.keyboard('{Enter}');
  expect(questions()).toEqual(['First?', 'Second?']);
  screen.getByRole('button', { name: 'Remove: question 1' }).focus();
  await user.keyboard('{Enter}');
  expect(questions()).toEqual(['Second?']);
  expect(screen.getByRole('heading', { name: 'FAQ (1 question)' })).toBeTruthy();
});

it("shows the API's 422 messages on the fields, FAQ items by index", async () => {
  renderPage();
  await screen.findByRole('textbox', { name: /Greeting/ });
  post.mockRejectedValue(
    new ApiError(422, {}, { greeting: ['The greeting is required.'], 'faq.1.answer': ['The answer is too long.'] }),
  );
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('The greeting is required.')).toBeTruthy();
  const second = screen.getAllByRole('group')[1] as HTMLElement;
  expect(within(second).getByText('The answer is too long.')).toBeTruthy();
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Greeting/ })));
});

it('speaks Portuguese', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  const { i18n } = jest.requireActual('@mp/shared/i18n') as { i18n?: { changeLanguage(l: string): Promise<unknown> } };
  await i18n?.changeLanguage('pt');
  renderPage();
  expect(await screen.findByRole('textbox', { name: /Saudação/ })).toBeTruthy();
  expect(get).toHaveBeenCalledWith('/super/chatbot-config/pt', expect.anything());
  await i18n?.changeLanguage('en');
});
