import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { api } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import MySettingsPage from './my-settings-page';

jest.mock('@mp/shared/api', () => ({
  ...jest.requireActual('@mp/shared/api'),
  api: { get: jest.fn(), post: jest.fn() },
}));
const get = api.get as jest.MockedFunction<typeof api.get>;
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('superAdmin', { en, pt });

const ok = (content: unknown) => ({ ok: true, status: 200, data: { status: true, content } }) as never;

function renderPage() {
  render(
    <UiProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/super-admin/my-settings']}>
          <MySettingsPage title="My notifications" params={{}} route={{} as never} />
        </MemoryRouter>
      </QueryClientProvider>
    </UiProvider>,
  );
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  get.mockResolvedValue(ok({ email_chat: true }));
  post.mockImplementation(async (_path, body) => ok(body));
});
afterEach(() => jest.clearAllMocks());

it('turns the away chat mails off for the staff member, and says their account mails are always sent', async () => {
  renderPage();
  const choices = await screen.findByRole('group', { name: 'E-mails you can turn off' });
  expect(choices.getAttribute('aria-describedby')).toBe('my-settings-always');
  expect(within(choices).getByText(/about your account.*always sent/)).toBeTruthy();
  const chat = within(choices).getByLabelText('An e-mail when a chat message waits for me while I am away');
  expect((chat as HTMLInputElement).checked).toBe(true);
  await userEvent.click(chat);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(post).toHaveBeenCalledWith('/super/me/settings', { email_chat: false });
  expect((await screen.findByRole('status')).textContent).toBe('Your notification settings were saved.');
}, 20_000);

it('stops saying the choices were saved once one is changed again, until it is saved', async () => {
  renderPage();
  const chat = await screen.findByLabelText('An e-mail when a chat message waits for me while I am away');
  await userEvent.click(chat);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('status')).textContent).toBe('Your notification settings were saved.');
  await userEvent.click(chat);
  expect(screen.getByRole('status').textContent).toBe('');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(post).toHaveBeenLastCalledWith('/super/me/settings', { email_chat: true });
  expect((await screen.findByText('Your notification settings were saved.')).getAttribute('role')).toBe('status');
}, 20_000);

it('says in Portuguese when saving failed', async () => {
  await act(() => i18n.changeLanguage('pt'));
  post.mockResolvedValueOnce({ ok: false, status: 500, body: {}, errors: {} } as never);
  renderPage();
  await screen.findByRole('group', { name: 'E-mails que pode desativar' });
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect((await screen.findByRole('alert')).textContent).toBe('Não foi possível guardar. Nada foi alterado.');
}, 20_000);
