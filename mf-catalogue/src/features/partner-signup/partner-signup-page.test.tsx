import { act, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import { addResources } from '@mp/shared/i18n';
import type { AuthUser } from '@mp/shared/contracts';
import { authStore, localeStore } from '@mp/shared/stores';
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
  for (const locale of ['en', 'pt'])
    client.setQueryData(
      ['catalogue', 'countries', locale, '/platformcountries', null],
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
    expect(screen.getByText(/^We sent a 6-digit code to ana@tejo\.pt\./)).toBeTruthy();
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

describe('/be-a-partner step 1: NIF, IBAN and postcode', () => {
  beforeEach(() => post.mockReset());
  afterEach(() => act(() => localeStore.getState().setLocale('en')));

  /** Step 1 filled in, with `overrides` typed instead; then Next. */
  async function fillStep1(overrides: Partial<Record<'taxNumber' | 'iban' | 'zipCode', string>>, labels = LABELS.en) {
    const values = { taxNumber: '123456789', iban: 'PT50000201231234567890154', zipCode: '1100-048', ...overrides };
    await fill(screen.getByLabelText(labels.businessName), 'Tejo Tours Lda');
    await fill(screen.getByLabelText(labels.taxNumber), values.taxNumber);
    await fill(screen.getByLabelText(labels.iban), values.iban);
    await user.selectOptions(screen.getByLabelText(labels.city), 'Lisboa');
    await fill(screen.getByLabelText(labels.address), 'Rua Augusta 1');
    await fill(screen.getByLabelText(labels.zipCode), values.zipCode);
    await user.click(screen.getByRole('button', { name: labels.next }));
  }
  const LABELS = {
    en: {
      businessName: /^Business name/,
      taxNumber: /^Tax number/,
      iban: /^IBAN/,
      city: /^City/,
      address: /^Address/,
      zipCode: /^Postcode/,
      next: en.partner.next,
    },
    pt: {
      businessName: /^Denominação social/,
      taxNumber: /^Número de contribuinte/,
      iban: /^IBAN/,
      city: /^Cidade/,
      address: /^Morada/,
      zipCode: /^Código postal/,
      next: pt.partner.next,
    },
  };
  /** The message shown on the field (its aria-describedby text), or null when it is not in error. */
  const messageOn = (field: HTMLElement) =>
    field.getAttribute('aria-invalid') === 'true'
      ? (document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? null)
      : null;

  for (const [field, label, value, message] of [
    ['taxNumber', /^Tax number/, '123456780', en.partner.errors.nif],
    ['iban', /^IBAN/, 'PT50 0002 0123 1234 5678 9015 5', en.partner.errors.iban],
    ['zipCode', /^Postcode/, '1100048', en.partner.errors.postcode],
  ] as const)
    it(`keeps the partner on step 1 with a wrong ${field}, the message on the field, and sends nothing`, async () => {
      renderPage();
      await fillStep1({ [field]: value });
      const input = screen.getByLabelText(label);
      await waitFor(() => expect(document.activeElement).toBe(input));
      expect(messageOn(input)).toBe(message);
      expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^Step 1 of 3/);
      expect(screen.queryByLabelText(/^Trade name/)).toBeNull();
      expect(post).not.toHaveBeenCalled();

      // Corrected, it goes on to step 2.
      await user.clear(input);
      await fill(
        input,
        { taxNumber: '123 456 789', iban: 'pt50 0002 0123 1234 5678 9015 4', zipCode: '1100-048' }[field],
      );
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(await screen.findByLabelText(/^Trade name/)).toBeTruthy();
    });

  it('shows the three messages in Portuguese on a Portuguese page', async () => {
    act(() => localeStore.getState().setLocale('pt'));
    renderPage();
    await fillStep1({ taxNumber: '514827361', iban: 'PT5000020123123456789015', zipCode: '1100 048' }, LABELS.pt);
    expect(messageOn(screen.getByLabelText(LABELS.pt.taxNumber))).toBe(pt.partner.errors.nif);
    expect(messageOn(screen.getByLabelText(LABELS.pt.iban))).toBe(pt.partner.errors.iban);
    expect(messageOn(screen.getByLabelText(LABELS.pt.zipCode))).toBe(pt.partner.errors.postcode);
    expect(screen.queryByLabelText(/^Nome comercial/)).toBeNull();
    expect(post).not.toHaveBeenCalled();
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
