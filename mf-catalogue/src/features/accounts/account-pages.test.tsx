import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import type { AuthUser } from '@mp/shared/contracts';
import { routes } from '@mp/shared/routes';
import { authStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import type { ReactNode } from 'react';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { fill, user } from '../../test-support/forms';
import { AffiliateSignupPage } from './affiliate-signup-page';
import { PasswordResetPage } from './password-reset-page';
import { RegisterCompletePage } from './register-complete-page';
import { RegisterPage } from './register-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { ...actual.api, post: jest.fn() } };
});
const post = api.post as jest.MockedFunction<typeof api.post>;

addResources('catalogue', { en, pt });
// Whole forms filled through user-event: give a busy 2-core CI machine room (the default is 5 s).
jest.setTimeout(20_000);

const routeOf = (id: string) => routes.find((r) => r.id === id)!;

function renderPage(page: ReactNode, path: string) {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    ['catalogue', 'countries', 'en', '/platformcountries', null],
    [{ code: 'pt', name: 'Portugal', cities: [] }],
  );
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <>{page}</>
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

/** /register filled in with its required fields for `email`, then sent. */
async function signUpOnRegisterPage(email: string) {
  const page = renderPage(
    <RegisterPage route={routeOf('register')} params={{}} title="Create an account" />,
    '/register',
  );
  await fill(screen.getByLabelText(/^First name/), 'Ana');
  await fill(screen.getByLabelText(/^Last name/), 'Silva');
  await fill(screen.getByLabelText(/^Phone/), '912345678');
  await fill(screen.getByLabelText(/^Email/), email);
  await fill(screen.getByLabelText(/^Password/), 'Secret123');
  await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return page;
}

const unprocessable = (errors: Record<string, string[]>) => ({
  ok: false as const,
  status: 422,
  body: { errors },
  errors,
});

/** The field is invalid, says why (its description) and has the focus, so a screen reader reads both. */
async function expectFocusedError(field: HTMLElement, message: string) {
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
  expect(description?.textContent).toBe(message);
}

describe('signing up on /register', () => {
  beforeEach(() => post.mockReset());
  afterEach(() => authStore.getState().logout());

  const verified: AuthUser = {
    id: 41,
    user_type: 'CLIENT',
    email: 'ana@example.pt',
    first_name: 'Ana',
    last_name: 'Silva',
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
    api_token: 'token-41',
  };
  const mailed = {
    ok: true,
    status: 202,
    data: { status: true, content: { message: 'We sent a message to your e-mail.' } },
  } as never;

  it('asks for the mailed code (focus on it, nobody signed in yet), then signs in and goes back where the visitor was', async () => {
    post.mockResolvedValueOnce(mailed);
    window.history.replaceState(null, '', '/register?return=%2Fcart');
    renderPage(
      <RegisterPage route={routeOf('register')} params={{}} title="Create an account" />,
      '/register?return=%2Fcart',
    );
    await fill(screen.getByLabelText(/^First name/), 'Ana');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Phone/), '912345678');
    await fill(screen.getByLabelText(/^Email/), 'ana@example.pt');
    await fill(screen.getByLabelText(/^Password/), 'Secret123');
    await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const code = await screen.findByLabelText(/^Code from the e-mail/);
    expect(
      screen.getByText(
        'We sent a 6-digit code to ana@example.pt. Enter it to finish creating your account (check your spam folder too).',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(authStore.getState().user).toBeNull();

    post.mockResolvedValueOnce(unprocessable({ code: ['The verification code is invalid or has expired.'] }));
    await fill(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await expectFocusedError(
      screen.getByLabelText(/^Code from the e-mail/),
      'The verification code is invalid or has expired.',
    );
    expect(screen.getByRole('alert').textContent).toBe('The verification code is invalid or has expired.');

    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: verified } } as never);
    await user.clear(screen.getByLabelText(/^Code from the e-mail/));
    await fill(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() =>
      expect(authStore.getState().user).toMatchObject({ id: 41, api_token: 'token-41', email_verified: true }),
    );
    expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'ana@example.pt', code: '123456' });
    await waitFor(() => expect(window.location.pathname).toBe('/cart'));
  });

  it('"change e-mail" goes back to the filled form; "send a new code" waits for its cooldown', async () => {
    post.mockResolvedValueOnce(mailed);
    await signUpOnRegisterPage('ana@example.pt');
    await screen.findByLabelText(/^Code from the e-mail/);
    expect(
      (screen.getByRole('button', { name: /^Send a new code \(in \d+ seconds\)/ }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Change e-mail address' }));
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@example.pt');
  });

  it('the one-click link of the mail (/register-complete?token=…) verifies and signs in', async () => {
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: verified } } as never);
    renderPage(
      <RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />,
      '/register-complete?email=ana%40example.pt&token=abcdefghijklmnopqrstuvwxyz0123456789',
    );
    await waitFor(() => expect(authStore.getState().user).toMatchObject({ id: 41, api_token: 'token-41' }));
    expect(post).toHaveBeenCalledWith('/verify-client-register-link', {
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
    });
    expect((await screen.findByRole('status')).textContent).toBe(
      'Your e-mail is confirmed and you are signed in. Welcome!',
    );
  });

  it('the one-click link of a partner sign-up signs in and points to the partner dashboard', async () => {
    post.mockResolvedValueOnce({
      ok: true,
      status: 200,
      data: { status: true, content: { ...verified, id: 44, user_type: 'SUPPLIER' } },
    } as never);
    renderPage(
      <RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />,
      '/register-complete?email=ana%40example.pt&token=abcdefghijklmnopqrstuvwxyz0123456789',
    );
    await waitFor(() => expect(authStore.getState().user).toMatchObject({ id: 44, user_type: 'SUPPLIER' }));
    const link = await screen.findByRole('link', { name: en.partner.toDashboard });
    expect(link.getAttribute('href')).toBe('/dashboard');
  });

  it('a used or expired link says so and offers the code form', async () => {
    post.mockResolvedValueOnce(unprocessable({ token: ['This link is invalid or has expired.'] }));
    renderPage(
      <RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />,
      '/register-complete?email=ana%40example.pt&token=abcdefghijklmnopqrstuvwxyz0123456789',
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This link is invalid or has expired.');
    expect(authStore.getState().user).toBeNull();
    expect(screen.getByLabelText(/^Code from the e-mail/)).toBeTruthy();
  });
});

describe('account forms: a server 422 lands on its field and takes the focus', () => {
  beforeEach(() => post.mockReset());

  it('/register: a field error is shown on its field, which gets the focus; editing it clears the error', async () => {
    post.mockResolvedValue(unprocessable({ email: ['The email field must be a valid email address.'] }));
    await signUpOnRegisterPage('client@demo.pt');
    const email = screen.getByLabelText(/^Email/);
    await expectFocusedError(email, 'The email field must be a valid email address.');
    expect(post).toHaveBeenCalledWith('/clients', expect.objectContaining({ email: 'client@demo.pt', country: 'pt' }));
    expect(screen.getByRole('status').textContent).toBe('Some fields need your attention.');
    await fill(email, 'x');
    expect(email.getAttribute('aria-invalid')).toBeNull();
  });

  it('/register: required fields are checked before sending, the first empty one gets the focus', async () => {
    renderPage(<RegisterPage route={routeOf('register')} params={{}} title="Create an account" />, '/register');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await expectFocusedError(screen.getByLabelText(/^First name/), 'Fill in this field.');
    expect(post).not.toHaveBeenCalled();
  });

  it('/register-complete: a wrong code is shown on the code field, which gets the focus', async () => {
    post.mockResolvedValue(unprocessable({ code: ['The verification code is invalid or has expired.'] }));
    renderPage(
      <RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />,
      '/register-complete?email=ana%40example.pt',
    );
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@example.pt');
    await fill(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await expectFocusedError(
      screen.getByLabelText(/^Code from the e-mail/),
      'The verification code is invalid or has expired.',
    );
    expect(post).toHaveBeenCalledWith('/verify-client-register', { email: 'ana@example.pt', code: '123456' });
  });

  it('/password/reset with a token: a weak password is shown on the new password field, which gets the focus', async () => {
    post.mockResolvedValue(
      unprocessable({ password: ['The password must have at least 8 characters, with letters and numbers.'] }),
    );
    renderPage(
      <PasswordResetPage route={routeOf('password-reset')} params={{}} title="Reset" />,
      '/password/reset?token=abc&email=ana%40example.pt',
    );
    await fill(screen.getByLabelText(/^New password/), 'password');
    await fill(screen.getByLabelText(/^Confirm the new password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await expectFocusedError(
      screen.getByLabelText(/^New password/),
      'The password must have at least 8 characters, with letters and numbers.',
    );
    expect(post).toHaveBeenCalledWith('/password/reset', {
      email: 'ana@example.pt',
      token: 'abc',
      password: 'password',
      password_confirmation: 'password',
    });
  });

  it('/password/reset from a team invitation: says it is an invitation to join the team, then saves the password', async () => {
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: null } } as never);
    renderPage(
      <PasswordResetPage route={routeOf('password-reset')} params={{}} title="Reset" />,
      '/password/reset?token=abc&email=ana%40example.pt&invitation=1',
    );
    expect(screen.getByRole('heading', { name: 'Join your team on Roteiro' })).toBeTruthy();
    expect(screen.getByText(/Choose a password to accept the invitation/)).toBeTruthy();
    await fill(screen.getByLabelText(/^New password/), 'Team-Lantern-45');
    await fill(screen.getByLabelText(/^Confirm the new password/), 'Team-Lantern-45');
    await user.click(screen.getByRole('button', { name: 'Save the password and join' }));
    expect(await screen.findByText('You have joined the team. Sign in to open the partner dashboard.')).toBeTruthy();
  });

  it('/password/reset and /register: the strength of the new password is said in words while typing', async () => {
    renderPage(
      <PasswordResetPage route={routeOf('password-reset')} params={{}} title="Reset" />,
      '/password/reset?token=abc&email=ana%40example.pt',
    );
    await fill(screen.getByLabelText(/^New password/), 'Passw0rd');
    expect(screen.getByTestId('password-strength-level').textContent).toBe('Password strength: weak');
    expect(screen.getByTestId('password-strength-level').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('Avoid common passwords and words (password, qwerty, team names).')).toBeTruthy();
  });

  it('/register: the strength meter sits under the password field', async () => {
    renderPage(<RegisterPage route={routeOf('register')} params={{}} title="Create an account" />, '/register');
    await fill(screen.getByLabelText(/^Password/), 'Vento-Norte-Azul-87!');
    expect(screen.getByTestId('password-strength-level').textContent).toBe('Password strength: strong');
  });

  it('/be-an-affiliate: an invalid VAT number from the server is shown on its field, which gets the focus', async () => {
    post.mockResolvedValue(unprocessable({ vatnumber: ['The tax number is not valid.'] }));
    renderPage(
      <AffiliateSignupPage route={routeOf('be-an-affiliate')} params={{}} title="Affiliate" />,
      '/be-an-affiliate',
    );
    await fill(screen.getByLabelText(/^First name/), 'Ana');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Email/), 'ana@example.pt');
    await fill(screen.getByLabelText(/^Phone/), '912345678');
    await fill(screen.getByLabelText(/^VAT number/), '123456780');
    await fill(screen.getByLabelText(/^Password/), 'Secret123');
    await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    await expectFocusedError(screen.getByLabelText(/^VAT number/), 'The tax number is not valid.');
    expect(post).toHaveBeenCalledWith(
      '/affiliates',
      expect.objectContaining({ vatnumber: '123456780', country: 'pt' }),
    );
  });

  it('/be-an-affiliate: asks for the mailed code (focus on it, nobody signed in), announces a wrong one, signs the affiliate in with the right one', async () => {
    post.mockResolvedValueOnce({
      ok: true,
      status: 202,
      data: { status: true, content: { message: 'We sent a message to your e-mail.' } },
    } as never);
    renderPage(
      <AffiliateSignupPage route={routeOf('be-an-affiliate')} params={{}} title="Affiliate" />,
      '/be-an-affiliate',
    );
    await fill(screen.getByLabelText(/^First name/), 'Ana');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Email/), 'ana@example.pt');
    await fill(screen.getByLabelText(/^Phone/), '912345678');
    await fill(screen.getByLabelText(/^Password/), 'Secret123');
    await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    const code = await screen.findByLabelText(/^Code from the e-mail/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(authStore.getState().user).toBeNull();

    post.mockResolvedValueOnce(unprocessable({ code: ['The verification code is invalid or has expired.'] }));
    await fill(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await expectFocusedError(
      screen.getByLabelText(/^Code from the e-mail/),
      'The verification code is invalid or has expired.',
    );
    expect(screen.getByRole('alert').textContent).toBe('The verification code is invalid or has expired.');

    const affiliate: AuthUser = {
      id: 42,
      user_type: 'AFFILIATE',
      email: 'ana@example.pt',
      first_name: 'Ana',
      last_name: 'Silva',
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
      api_token: 'token-42',
    };
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: affiliate } } as never);
    await user.clear(screen.getByLabelText(/^Code from the e-mail/));
    await fill(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() =>
      expect(authStore.getState().user).toMatchObject({ id: 42, user_type: 'AFFILIATE', api_token: 'token-42' }),
    );
    expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'ana@example.pt', code: '123456' });
    expect((await screen.findByRole('status')).textContent).toBe(en.affiliate.success);
    authStore.getState().logout();
  });
});
