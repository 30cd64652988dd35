/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The affiliate's profile pages: the view, the edit form with the server's 422 on its field, and the
// settings (mail language, password).
import type { ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import { toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { AffiliateProfileEditPage, AffiliateProfilePage, AffiliateSettingsPage } from './affiliate-profile-pages';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const routeOf = (id: string) => routes.find((r) => r.id === id)!;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = {
  id: 5,
  email: 'ana@example.pt',
  first_name: 'Ana',
  last_name: 'Costa',
  phone: '912345678',
  country: 'pt',
  description: 'Travel blog',
  vatnumber: null,
  iban: 'PT50000201231234567890154',
  bicswift: null,
  code: 'ANA-REF',
  status: 'active',
  commission_basis_points: 1000,
  language: null,
};
let calls: { url: string; method: string; body: Record<string, unknown> | null }[];
let postAnswer: () => Response;

beforeEach(async () => {
  toastStore.getState().clear();
  await i18n.changeLanguage('en');
  calls = [];
  postAnswer = () => json(200, { status: true, content: profile });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null;
    calls.push({ url: request.url, method: request.method, body });
    return request.method === 'POST' ? postAnswer() : json(200, { status: true, content: profile });
  }) as unknown as typeof fetch;
});

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

it('shows the affiliate’s name, contact, payout details, code and rate', async () => {
  render(<AffiliateProfilePage route={routeOf('affiliates.profile')} params={{}} title="Profile" />, {
    wrapper: wrapper('/affiliates/profile'),
  });
  expect(await screen.findByRole('heading', { name: 'Ana Costa' })).toBeTruthy();
  expect(screen.getByText('PT50000201231234567890154')).toBeTruthy();
  expect(screen.getByText('ANA-REF')).toBeTruthy();
  expect(screen.getByText('10%')).toBeTruthy();
  expect(screen.getByRole('navigation', { name: 'Profile sections' })).toBeTruthy();
});

it('saves the edit form and puts the server’s 422 on its field', async () => {
  postAnswer = () =>
    json(422, { status: false, message: 'The given data was invalid.', errors: { iban: ['Enter a valid IBAN.'] } });
  render(<AffiliateProfileEditPage route={routeOf('affiliates.profile-edit')} params={{}} title="Edit" />, {
    wrapper: wrapper('/affiliates/profile/edit'),
  });
  const iban = await screen.findByLabelText(/^IBAN/);
  await user.clear(iban);
  await user.type(iban, 'PT00');
  await user.click(screen.getByRole('button', { name: 'Save the profile' }));
  expect(await screen.findByText('Enter a valid IBAN.')).toBeTruthy();
  expect(iban.getAttribute('aria-invalid')).toBe('true');
  expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
    first_name: 'Ana',
    iban: 'PT00',
    phone: '912345678',
  });

  postAnswer = () => json(200, { status: true, content: profile });
  await user.clear(iban);
  await user.type(iban, 'PT50000201231234567890154');
  await user.click(screen.getByRole('button', { name: 'Save the profile' }));
  await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Profile saved.'));
});

it('saves the mail language and changes the password, in Portuguese', async () => {
  await i18n.changeLanguage('pt');
  render(<AffiliateSettingsPage route={routeOf('affiliates.profile-settings')} params={{}} title="Definições" />, {
    wrapper: wrapper('/pt/affiliates/profile/settings'),
  });
  await user.selectOptions(await screen.findByLabelText(/^Língua dos seus e-mails/), 'en');
  await user.click(screen.getByRole('button', { name: 'Guardar as definições de e-mail' }));
  await waitFor(() =>
    expect(calls.find((c) => c.url.includes('/affiliates/settings'))?.body).toEqual({ language: 'en' }),
  );
  postAnswer = () => json(200, { status: true, content: { message: 'Palavra-passe alterada.' } });
  await user.type(screen.getByLabelText(/^Palavra-passe atual/), 'Secret123');
  await user.type(screen.getByLabelText(/^Nova palavra-passe/), 'NewSecret456');
  await user.type(screen.getByLabelText(/^Repita a nova palavra-passe/), 'NewSecret456');
  await user.click(screen.getByRole('button', { name: 'Alterar a palavra-passe' }));
  await waitFor(() =>
    expect(calls.find((c) => c.url.includes('/affiliates/password'))?.body).toEqual({
      current_password: 'Secret123',
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    }),
  );
});
