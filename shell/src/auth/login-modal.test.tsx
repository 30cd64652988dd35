// The header's sign-up answers the same for every address (it must not tell who has an account), so the modal then
// asks for the mailed code, and signs in only when the code is right (focus on the code field, errors announced).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter } from 'react-router';
import { api } from '@mp/shared/api';
import type { AuthUser } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../locales/en.json';
import pt from '../locales/pt.json';
import LoginModal from './login-modal';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { ...actual.api, post: jest.fn() } };
});
const post = api.post as jest.MockedFunction<typeof api.post>;
addResources('shell', { en, pt });
jest.setTimeout(20_000);

const user = userEvent.setup({ delay: null });
const fill = async (field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};
const signedIn: AuthUser = {
  id: 7,
  user_type: 'CLIENT',
  email: 'rui@example.pt',
  first_name: 'Rui',
  last_name: 'Novo',
  phone: '912345678',
  email_verified: true,
  company: null,
  profile: {
    vatnumber: null,
    birthdate: null,
    iban: null,
    bicswift: null,
    country: 'pt',
    city: null,
    address: null,
    zipcode: null,
    description: null,
    avatar_url: null,
    cover_url: null,
  },
  api_token: 'token-7',
};

beforeEach(() => {
  post.mockReset();
  act(() => {
    authStore.getState().logout();
    localeStore.getState().setLocale('en');
    authStore.getState().openLoginModal('signup');
  });
});

async function signUp() {
  render(
    <UiProvider>
      <BrowserRouter>
        <LoginModal />
      </BrowserRouter>
    </UiProvider>,
  );
  await fill(screen.getByLabelText(/^First name/), 'Rui');
  await fill(screen.getByLabelText(/^Last name/), 'Novo');
  await fill(screen.getByLabelText(/^Phone/), '912345678');
  await fill(screen.getByRole('textbox', { name: /^Email/ }), 'rui@example.pt');
  await fill(screen.getByLabelText(/^Password/), 'Secret123');
  await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('the header sign-up', () => {
  it('asks for the code (focus on it), signs nobody in before it, announces a wrong one, signs in with the right one', async () => {
    post.mockResolvedValueOnce({
      ok: true,
      status: 202,
      data: { status: true, content: { message: 'sent' } },
    } as never);
    await signUp();
    const code = await screen.findByLabelText(/^Code from the e-mail/);
    expect(
      screen.getByText(
        'We sent a 6-digit code to rui@example.pt. Enter it to finish creating your account (check your spam folder too).',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(authStore.getState().user).toBeNull();
    expect(
      (screen.getByRole('button', { name: /^Send a new code \(in \d+ seconds\)/ }) as HTMLButtonElement).disabled,
    ).toBe(true);

    post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: {},
      errors: { code: ['The verification code is invalid or has expired.'] },
    } as never);
    await fill(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The verification code is invalid or has expired.'),
    );
    expect(document.activeElement).toBe(screen.getByLabelText(/^Code from the e-mail/));
    expect(authStore.getState().user).toBeNull();

    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: signedIn } } as never);
    await user.clear(screen.getByLabelText(/^Code from the e-mail/));
    await fill(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(authStore.getState().user).toMatchObject({ id: 7, api_token: 'token-7' }));
    expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'rui@example.pt', code: '123456' });
    expect(authStore.getState().loginModal).toBeNull();
  });

  it('"change e-mail address" goes back to the filled form', async () => {
    post.mockResolvedValueOnce({
      ok: true,
      status: 202,
      data: { status: true, content: { message: 'sent' } },
    } as never);
    await signUp();
    await user.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    expect((screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe('rui@example.pt');
  });
});

describe('the header sign-up in Portuguese', () => {
  it('names the countries in European Portuguese (Polónia, Chéquia), not in Brazilian', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    render(
      <UiProvider>
        <BrowserRouter>
          <LoginModal />
        </BrowserRouter>
      </UiProvider>,
    );
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(expect.arrayContaining(['Polónia', 'Chéquia']));
    expect(names).not.toContain('Polônia');
  });
});
