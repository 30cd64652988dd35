// The chatbot configuration's History: the saved versions of the chosen language (Lisbon time, day first; who), a
// read-only preview of one with what differs from the current configuration, and a confirmed restore after which the
// form shows the restored configuration and a toast says so. A save based on an older version than the newest (the
// API's 409) keeps the draft and offers the latest.
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

const full = {
  greeting: 'Hello there',
  fallback: 'Sorry.',
  faq: [
    { question: 'Can I cancel?', answer: 'Yes, up to a day before.' },
    { question: 'Do you take MB WAY?', answer: 'Yes.' },
  ],
};
const wiped = { greeting: 'Hello there', fallback: 'Sorry.', faq: [{ question: 'Hours?', answer: 'Nine to five.' }] };
const current = {
  language: 'en',
  ...wiped,
  updated_at: '2026-07-02T08:00:00.000Z',
  updated_by: 'Rui Staff',
  version_id: 8,
};
const summary = (id: number, savedAt: string, who: string | null, isCurrent: boolean) => ({
  id,
  saved_at: savedAt,
  saved_by_id: who ? id : null,
  saved_by: who,
  summary: 'Hello there',
  restored_from: null,
  current: isCurrent,
});
const list = {
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total: 2,
  next_page_url: null,
  // 22:30 UTC on 1 July is 23:30 in Lisbon (summer time).
  data: [
    summary(8, '2026-07-02T08:00:00.000Z', 'Rui Staff', true),
    summary(7, '2026-07-01T22:30:00.000Z', 'Inês Staff', false),
  ],
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
  get.mockImplementation(async (path: string) => {
    if (path === '/super/chatbot-config/en/versions') return ok(list) as never;
    if (path === '/super/chatbot-config/en/versions/7') return ok({ ...list.data[1], content: full }) as never;
    if (path === '/super/chatbot-config/en') return ok(current) as never;
    throw new Error(`unexpected GET ${path}`);
  });
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

it('lists the versions with who and when in Lisbon time, previews one and restores it after a confirmation', async () => {
  renderPage();
  await screen.findByRole('textbox', { name: /Greeting/ });
  expect(screen.getAllByRole('textbox', { name: /^Question/ })).toHaveLength(1);
  const history = screen.getByRole('region', { name: 'History' });
  await user.click(within(history).getByRole('button', { name: 'Show the history' }));
  const items = within(await within(history).findByRole('list', { name: 'Saved versions' })).getAllByRole('listitem');
  expect(items[0]!.textContent).toContain('Rui Staff');
  expect(items[0]!.textContent).toContain('current');
  expect(items[1]!.textContent).toContain('01/07/2026, 23:30');
  expect(items[1]!.textContent).toContain('Inês Staff');

  await user.click(
    within(items[1]!).getByRole('button', { name: 'Preview the version of 01/07/2026, 23:30 by Inês Staff' }),
  );
  const preview = await within(history).findByRole('region', { name: /^Version of 01\/07\/2026, 23:30/ });
  expect(within(preview).getAllByText('Do you take MB WAY?').length).toBeGreaterThan(0);
  expect(within(preview).queryByRole('textbox')).toBeNull();
  // What the version changes: the first answer and a second pair; the greeting and fallback are the same.
  const differences = within(preview).getByRole('heading', { name: 'What differs from the current version' })
    .nextElementSibling as HTMLElement;
  const changed = within(differences)
    .getAllByRole('term')
    .map((term) => term.textContent);
  expect(changed).toEqual(['Question 1', 'Question 1 · Answer', 'Question 2', 'Question 2 · Answer']);

  post.mockResolvedValue(ok({ ...current, ...full, updated_by: 'Ana Staff' }) as never);
  await user.click(within(preview).getByRole('button', { name: 'Restore this version' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restore this version?' });
  expect(post).not.toHaveBeenCalled();
  await user.click(within(dialog).getByRole('button', { name: 'Restore this version' }));
  await waitFor(() => expect(post).toHaveBeenCalledWith('/super/chatbot-config/en/versions/7/restore', {}));
  await waitFor(() =>
    expect(toastStore.getState().toasts.map((toast) => toast.message)).toContainEqual(
      expect.stringContaining('01/07/2026, 23:30 was restored'),
    ),
  );
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Question/ })).toHaveLength(2));
  expect((screen.getAllByRole('textbox', { name: /^Question/ })[1] as HTMLInputElement).value).toBe(
    'Do you take MB WAY?',
  );
});

it('speaks Portuguese: Histórico, and an empty history says what the next save does', async () => {
  act(() => localeStore.getState().setLocale('pt'));
  get.mockImplementation(async (path: string) => {
    if (path === '/super/chatbot-config/pt/versions') return ok({ ...list, total: 0, data: [] }) as never;
    if (path === '/super/chatbot-config/pt') return ok({ ...current, language: 'pt' }) as never;
    throw new Error(`unexpected GET ${path}`);
  });
  renderPage();
  const history = await screen.findByRole('region', { name: 'Histórico' });
  await user.click(within(history).getByRole('button', { name: 'Mostrar o histórico' }));
  expect(await within(history).findByText(/Ainda não há versões guardadas/)).toBeTruthy();
});

it('previews the chatbot window before saving, with the words being typed', async () => {
  renderPage();
  const greeting = await screen.findByRole('textbox', { name: /Greeting/ });
  const preview = screen.getByRole('region', { name: 'Preview before saving' });
  expect(within(preview).getByText('Hours?')).toBeTruthy();
  await user.clear(greeting);
  await user.type(greeting, 'Olá! Welcome.');
  expect(within(preview).getByText('Olá! Welcome.')).toBeTruthy();
  expect(within(preview).getByText('Nine to five.')).toBeTruthy();
});

it('a save refused as based on an older version keeps the draft, shows what differs and reloads the latest', async () => {
  const newer = {
    ...current,
    faq: [...wiped.faq, { question: 'Parking?', answer: 'At the door.' }],
    updated_by: 'Inês Staff',
    version_id: 9,
  };
  let latest = current;
  get.mockImplementation(async (path: string) => {
    if (path === '/super/chatbot-config/en') return ok(latest) as never;
    if (path === '/super/chatbot-config/en/versions') return ok(list) as never;
    throw new Error(`unexpected GET ${path}`);
  });
  renderPage();
  const fallback = await screen.findByRole('textbox', { name: /Fallback/ });
  await user.clear(fallback);
  await user.type(fallback, 'Ask our team.');
  post.mockImplementation(async () => {
    latest = newer;
    throw new ApiError(409, { message: 'newer version' }, {});
  });
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(post).toHaveBeenCalledWith('/super/chatbot-config', expect.objectContaining({ based_on_version: 8 }));
  const notice = await screen.findByRole('alert');
  expect(notice.textContent).toContain('A newer version was saved while you were editing');
  await waitFor(() => expect(notice.textContent).toContain('Inês Staff saved this after you opened it'));
  expect(document.activeElement).toBe(notice);
  // The draft is kept until staff choose.
  expect((screen.getByRole('textbox', { name: /Fallback/ }) as HTMLTextAreaElement).value).toBe('Ask our team.');
  await user.click(within(notice).getByText('See what differs'));
  expect(
    within(notice)
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Fallback answer', 'Question 2', 'Question 2 · Answer']);

  await user.click(within(notice).getByRole('button', { name: 'Reload the latest' }));
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  expect((screen.getByRole('textbox', { name: /Fallback/ }) as HTMLTextAreaElement).value).toBe('Sorry.');
  expect(screen.getAllByRole('textbox', { name: /^Question/ })).toHaveLength(2);
  post.mockReset();
  post.mockResolvedValue(ok({ ...newer, version_id: 10 }) as never);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(post).toHaveBeenCalledWith('/super/chatbot-config', expect.objectContaining({ based_on_version: 9 }));
});
