import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { authStore, localeStore, toastStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import SettingsPage from './settings-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const mocked = api as unknown as { get: jest.Mock; post: jest.Mock };
addResources('userPanel', { en, pt });
const ok = <T,>(content: T) => ({ ok: true, status: 200, data: { status: true, content } });

beforeEach(() => {
  toastStore.getState().clear();
  act(() => {
    localeStore.getState().setLocale('en');
    authStore.getState().login({
      id: 4,
      user_type: 'CLIENT',
      email: 'c@x.pt',
      first_name: 'C',
      last_name: 'X',
      api_token: 't',
    } as unknown as AuthUser);
  });
  mocked.get.mockResolvedValue(
    ok({ language: null, email_chat: true, email_reminders: true, email_reviews: true, email_news: false }),
  );
});
afterEach(() => {
  act(() => authStore.getState().logout());
  jest.clearAllMocks();
});

const page = () =>
  render(
    <MemoryRouter initialEntries={['/user-panel/settings']}>
      <UiProvider>
        <SettingsPage {...({ title: 'Settings' } as RemotePageProps)} />
      </UiProvider>
    </MemoryRouter>,
  );

it('saves the mail language and choices, and says which emails are always sent', async () => {
  mocked.post.mockImplementation(async (_path: string, body: unknown) => ok(body));
  page();
  await userEvent.selectOptions(await screen.findByLabelText('Language of our emails'), 'pt');
  const choices = screen.getByRole('group', { name: 'Emails you can turn off' });
  expect(choices.getAttribute('aria-describedby')).toBe('settings-always');
  expect(document.getElementById('settings-always')?.textContent).toMatch(
    /bookings, payments and refunds .* always sent/,
  );
  await userEvent.click(within(choices).getByLabelText('New messages while I am away'));
  await userEvent.click(within(choices).getByLabelText('A reminder the day before a booked service'));
  await userEvent.click(within(choices).getByLabelText('News and offers'));
  expect(
    (within(choices).getByLabelText('An invitation to review a service after it') as HTMLInputElement).checked,
  ).toBe(true);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(mocked.post).toHaveBeenCalledWith('client-settings', {
    language: 'pt',
    email_chat: false,
    email_reminders: false,
    email_reviews: true,
    email_news: true,
  });
  expect(await screen.findByText('Your email settings were saved.')).toBeTruthy();
}, 20_000);

it('offers the same choices in Portuguese', async () => {
  mocked.post.mockImplementation(async (_path: string, body: unknown) => ok(body));
  act(() => localeStore.getState().setLocale('pt'));
  page();
  const choices = await screen.findByRole('group', { name: 'E-mails que pode desativar' });
  await userEvent.click(within(choices).getByLabelText('Um convite para avaliar um serviço depois de o usar'));
  expect(within(choices).getByText(/reservas, pagamentos e reembolsos .* são sempre enviados/)).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
  expect(mocked.post).toHaveBeenCalledWith('client-settings', {
    language: null,
    email_chat: true,
    email_reminders: true,
    email_reviews: false,
    email_news: false,
  });
}, 20_000);

it('changes the password; a wrong current password lands on its field', async () => {
  page();
  mocked.post.mockResolvedValueOnce({
    ok: false,
    status: 422,
    body: {},
    errors: { current_password: ['Your current password is not right.'] },
  });
  await userEvent.type(screen.getByLabelText(/^Current password/), 'wrong');
  await userEvent.type(screen.getByLabelText(/^New password/), 'NewSecret456');
  await userEvent.type(screen.getByLabelText(/^Repeat the new password/), 'NewSecret456');
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
  mocked.post.mockResolvedValueOnce(ok({ message: 'Your password was changed. Your other sessions were signed out.' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(/Your other sessions were signed out/)).toBeTruthy();
  expect(mocked.post).toHaveBeenLastCalledWith('client-settings/password', {
    current_password: 'wrong',
    password: 'NewSecret456',
    password_confirmation: 'NewSecret456',
  });
});

it('offers the data download', async () => {
  page();
  mocked.get.mockResolvedValueOnce(ok({ account: { email: 'c@x.pt' } }));
  const created: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => (created.push(blob), 'blob:x'),
    revokeObjectURL: () => undefined,
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
  expect(mocked.get).toHaveBeenCalledWith('client-settings/export');
  expect(click).toHaveBeenCalled();
  expect(created[0]?.type).toBe('application/json');
});

it('deletes the account from a dialog confirmed by the password: a refusal is shown, then success signs out', async () => {
  page();
  const opener = await screen.findByRole('button', { name: 'Delete my account' });
  await userEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete your account for good?' });
  // Focus moves into the dialog, on the password field.
  expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Your password/));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
  expect(mocked.post).not.toHaveBeenCalled();

  const refusal =
    'You still have booked services to come. Cancel them, or wait until they have taken place, then delete your account.';
  mocked.post.mockResolvedValueOnce({ ok: false, status: 422, body: {}, errors: { account: [refusal] } });
  await userEvent.type(within(dialog).getByLabelText(/^Your password/), 'Secret123');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
  expect(await within(dialog).findByText(refusal)).toBeTruthy();
  expect(within(dialog).getByRole('alert').textContent).toBe(refusal);
  expect(authStore.getState().user).not.toBeNull();

  mocked.post.mockResolvedValueOnce(ok({ message: 'Your account was deleted.' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete my account for good' }));
  expect(mocked.post).toHaveBeenLastCalledWith('clients/4/delete', { password: 'Secret123' });
  await waitFor(() => expect(authStore.getState().user).toBeNull());
  expect(toastStore.getState().toasts.at(-1)?.message).toBe('Your account was deleted.');
});

it('closes the dialog with "Keep my account" and gives focus back to the button', async () => {
  page();
  const opener = await screen.findByRole('button', { name: 'Delete my account' });
  await userEvent.click(opener);
  await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Keep my account' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(opener);
});
