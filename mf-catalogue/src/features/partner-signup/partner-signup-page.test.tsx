import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
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
  client.setQueryData(['catalogue', 'countries', 'en', '/platformcountries', null], [{ code: 'pt', name: 'Portugal', cities: [{ name: 'Lisboa' }] }]);
  return render(
    <UiProvider><BrowserRouter>
      <QueryClientProvider client={client}>
        <PartnerSignupPage route={routes.find((r) => r.id === 'be-a-partner')!} params={{}} title="Become a partner" />
      </QueryClientProvider>
    </BrowserRouter></UiProvider>,
  );
}

const next = () => user.click(screen.getByRole('button', { name: 'Next' }));

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
    post.mockResolvedValueOnce({ ok: false, status: 422, body: null, errors: { description: ['The description is too long.'] } } as never);
    await user.click(screen.getByRole('button', { name: 'Create partner account' }));

    expect((post.mock.calls[0]![1] as FormData).get('description')).toBe(text);
    const back = await screen.findByRole('textbox', { name: 'Description' });
    await waitFor(() => expect(document.activeElement).toBe(back));
    expect(back.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(back.getAttribute('aria-describedby') ?? '')?.textContent).toBe('The description is too long.');
  });
});
