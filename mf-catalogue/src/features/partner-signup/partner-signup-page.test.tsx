import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import type { AuthUser } from '@mp/shared/contracts';
import { authStore } from '@mp/shared/stores';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { fill, user } from '../../test-support/forms';
import { PartnerSignupPage } from './partner-signup-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { ...actual.api, post: jest.fn() } };
});
const post = api.post as jest.MockedFunction<typeof api.post>;

addResources('catalogue', { en, pt });
jest.setTimeout(20_000);

function renderPage() {
  window.history.replaceState(null, '', '/be-a-partner');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(
    ['catalogue', 'countries', 'en', '/platformcountries', null],
    [{ code: 'pt', name: 'Portugal', cities: [{ name: 'Lisboa' }] }],
  );
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <PartnerSignupPage
            route={routes.find((r) => r.id === 'be-a-partner')!}
            params={{}}
            title="Become a partner"
          />
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

/** Steps 1 and 2 filled in; `description` typed on step 2. */
async function fillSteps(description?: (field: HTMLElement) => Promise<void>) {
  await fill(screen.getByLabelText(/^Business name/), 'Tejo Tours Lda');
  await fill(screen.getByLabelText(/^Tax number/), '123456789');
  await fill(screen.getByLabelText(/^IBAN/), 'PT50000201231234567890154');
  await user.selectOptions(screen.getByLabelText(/^City/), 'Lisboa');
  await fill(screen.getByLabelText(/^Address/), 'Rua Augusta 1');
  await fill(screen.getByLabelText(/^Postcode/), '1100-048');
  await next();
  await fill(screen.getByLabelText(/^Trade name/), 'Tejo Tours');
  if (description) await description(await screen.findByRole('textbox', { name: 'Description' }));
  await next();
  await fill(screen.getByLabelText(/^First name/), 'Ana');
  await fill(screen.getByLabelText(/^Last name/), 'Silva');
  await fill(screen.getByLabelText(/^Phone/), '912345678');
  await fill(screen.getByLabelText(/^Email/), 'ana@tejo.pt');
  await fill(screen.getByLabelText(/^Password/), 'Secret123');
  await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
}

describe('/be-a-partner: the details, then the mailed code that signs the partner in', () => {
  beforeEach(() => post.mockReset());
  afterEach(() => authStore.getState().logout());

  it('asks for the mailed code (focus on it, nobody signed in), announces a wrong one, signs the partner in with the right one', async () => {
    renderPage();
    await fillSteps();
    post.mockResolvedValueOnce({
      ok: true,
      status: 202,
      data: { status: true, content: { message: 'We sent a message to your e-mail.' } },
    } as never);
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));
    const code = await screen.findByLabelText(/^Code from the e-mail/);
    await waitFor(() => expect(document.activeElement).toBe(code));
    expect(screen.getByText(en.register.codeSentTo.replace('{{email}}', 'ana@tejo.pt'))).toBeTruthy();
    expect(authStore.getState().user).toBeNull();

    post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: null,
      errors: { code: ['The verification code is invalid or has expired.'] },
    } as never);
    await fill(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The verification code is invalid or has expired.'),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Code from the e-mail/)));

    const partner = {
      id: 43,
      user_type: 'SUPPLIER',
      email: 'ana@tejo.pt',
      first_name: 'Ana',
      last_name: 'Silva',
      api_token: 'token-43',
    } as unknown as AuthUser;
    post.mockResolvedValueOnce({ ok: true, status: 200, data: { status: true, content: partner } } as never);
    await user.clear(screen.getByLabelText(/^Code from the e-mail/));
    await fill(screen.getByLabelText(/^Code from the e-mail/), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(authStore.getState().user).toMatchObject({ id: 43, user_type: 'SUPPLIER' }));
    expect(post).toHaveBeenLastCalledWith('/verify-client-register', { email: 'ana@tejo.pt', code: '123456' });
    expect((await screen.findByRole('status')).textContent).toBe(en.partner.success);
  });
});

describe('/be-a-partner step 2', () => {
  beforeEach(() => post.mockReset());

  it('takes a multi-line description, sends it as it was typed, and shows its server error on it', async () => {
    renderPage();
    await fill(screen.getByLabelText(/^Business name/), 'Tejo Tours Lda');
    await fill(screen.getByLabelText(/^Tax number/), '123456789');
    await fill(screen.getByLabelText(/^IBAN/), 'PT50000201231234567890154');
    await user.selectOptions(screen.getByLabelText(/^City/), 'Lisboa');
    await fill(screen.getByLabelText(/^Address/), 'Rua Augusta 1');
    await fill(screen.getByLabelText(/^Postcode/), '1100-048');
    await next();

    const description = await screen.findByRole('textbox', { name: 'Description' });
    expect(description.tagName).toBe('TEXTAREA');
    const text = 'Boat trips on the Tagus.\nSunset cruises every day.';
    await fill(screen.getByLabelText(/^Trade name/), 'Tejo Tours');
    await fill(description, text);
    await next();

    await fill(screen.getByLabelText(/^First name/), 'Ana');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Phone/), '912345678');
    await fill(screen.getByLabelText(/^Email/), 'ana@tejo.pt');
    await fill(screen.getByLabelText(/^Password/), 'Secret123');
    await fill(screen.getByLabelText(/^Confirm password/), 'Secret123');
    post.mockResolvedValueOnce({
      ok: false,
      status: 422,
      body: null,
      errors: { description: ['The description is too long.'] },
    } as never);
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));

    expect((post.mock.calls[0]![1] as FormData).get('description')).toBe(text);
    const back = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(back.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(back.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'The description is too long.',
    );
  });
});
