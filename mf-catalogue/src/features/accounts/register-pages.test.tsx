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
import { AffiliateSignupPage, PasswordResetPage, RegisterCompletePage, RegisterPage } from './register-pages';

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
  client.setQueryData(['catalogue', 'countries', 'en', '/platformcountries', null], [{ code: 'pt', name: 'Portugal', cities: [] }]);
  return render(
    <UiProvider><BrowserRouter>
      <QueryClientProvider client={client}>
        <>{page}</>
      </QueryClientProvider>
    </BrowserRouter></UiProvider>,
  );
}

/** /register filled in with its required fields for `email`, then sent. */
async function signUpOnRegisterPage(email: string) {
  const page = renderPage(<RegisterPage route={routeOf('register')} params={{}} title="Create an account" />, '/register');
  await fill(screen.getByLabelText(/^First name/), 'Ana');
  await fill(screen.getByLabelText(/^Last name/), 'Silva');
  await fill(screen.getByLabelText(/^Phone/), '912345678');
  await fill(screen.getByLabelText(/^Email/), email);
  await fill(screen.getByLabelText(/^Password/), 'Secret123');
  await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return page;
}

const unprocessable = (errors: Record<string, string[]>) => ({ ok: false as const, status: 422, body: { errors }, errors });

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

  it('signs the customer in at once; the emailed code then marks the signed-in user verified', async () => {
    const created: AuthUser = {
      id: 41, user_type: 'CLIENT', email: 'ana@example.pt', first_name: 'Ana', last_name: 'Silva', phone: '912345678', email_verified: false, company: null,
      profile: { vatnumber: null, birthdate: null, iban: null, bicswift: null, country: 'pt', city: null, address: null, zipcode: null, description: null, avatar_url: null, cover_url: null },
      api_token: 'token-41',
    };
    post.mockResolvedValueOnce({ ok: true, status: 201, data: { status: true, content: created } } as never);
    const signup = await signUpOnRegisterPage('ana@example.pt');
    await waitFor(() => expect(window.location.pathname).toBe('/register-complete'));
    expect(authStore.getState().user).toMatchObject({ id: 41, api_token: 'token-41', email_verified: false });
    signup.unmount();

    const { api_token: _token, ...view } = created;
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: { ...view, email_verified: true } } } as never);
    renderPage(<RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />, '/register-complete?email=ana%40example.pt');
    await fill(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(authStore.getState().user).toMatchObject({ id: 41, api_token: 'token-41', email_verified: true }));
  });
});

describe('account forms: a server 422 lands on its field and takes the focus', () => {
  beforeEach(() => post.mockReset());

  it('/register: the taken email is shown on the email field, which gets the focus; editing it clears the error', async () => {
    post.mockResolvedValue(unprocessable({ email: ['An account with this email already exists.'] }));
    await signUpOnRegisterPage('client@demo.pt');
    const email = screen.getByLabelText(/^Email/);
    await expectFocusedError(email, 'An account with this email already exists.');
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
    renderPage(<RegisterCompletePage route={routeOf('register-complete')} params={{}} title="Verify" />, '/register-complete?email=ana%40example.pt');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('ana@example.pt');
    await fill(screen.getByLabelText(/^Verification code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectFocusedError(screen.getByLabelText(/^Verification code/), 'The verification code is invalid or has expired.');
    expect(post).toHaveBeenCalledWith('/verify-client-register', { email: 'ana@example.pt', code: '123456' });
  });

  it('/password/reset with a token: a weak password is shown on the new password field, which gets the focus', async () => {
    post.mockResolvedValue(unprocessable({ password: ['The password must have at least 8 characters, with letters and numbers.'] }));
    renderPage(<PasswordResetPage route={routeOf('password-reset')} params={{}} title="Reset" />, '/password/reset?token=abc&email=ana%40example.pt');
    await fill(screen.getByLabelText(/^New password/), 'password');
    await fill(screen.getByLabelText(/^Confirm the new password/), 'password');
    await user.click(screen.getByRole('button', { name: 'Save the password' }));
    await expectFocusedError(screen.getByLabelText(/^New password/), 'The password must have at least 8 characters, with letters and numbers.');
    expect(post).toHaveBeenCalledWith('/password/reset', { email: 'ana@example.pt', token: 'abc', password: 'password', password_confirmation: 'password' });
  });

  it('/password/reset and /register: the strength of the new password is said in words while typing (issue 11 item 8)', async () => {
    renderPage(<PasswordResetPage route={routeOf('password-reset')} params={{}} title="Reset" />, '/password/reset?token=abc&email=ana%40example.pt');
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
    renderPage(<AffiliateSignupPage route={routeOf('be-an-affiliate')} params={{}} title="Affiliate" />, '/be-an-affiliate');
    await fill(screen.getByLabelText(/^First name/), 'Ana');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Email/), 'ana@example.pt');
    await fill(screen.getByLabelText(/^Phone/), '912345678');
    await fill(screen.getByLabelText(/^VAT number/), '123456780');
    await fill(screen.getByLabelText(/^Password/), 'Secret123');
    await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Join the programme' }));
    await expectFocusedError(screen.getByLabelText(/^VAT number/), 'The tax number is not valid.');
    expect(post).toHaveBeenCalledWith('/affiliates', expect.objectContaining({ vatnumber: '123456780', country: 'pt' }));
  });
});
