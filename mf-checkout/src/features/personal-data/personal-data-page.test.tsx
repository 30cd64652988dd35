import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, queryClient, type ApiResult } from '@mp/shared/api';
import type { AuthUser, User } from '@mp/shared/contracts';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { authStore, cartStore, localeStore, type CartItem } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderScreen } from '../../test-support/render';
import { resetCheckout } from '../../test-support/reset-checkout';
import { pricedCartStore } from '../../shared/priced-cart';
import PersonalDataPage from './personal-data-page';
import { rememberProfile, saveBillingToProfile } from './api/save-profile';

addResources('checkout', { en, pt });
jest.setTimeout(20_000);
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'checkout-personal-data')!;

const emptyProfile: User['profile'] = {
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
};
const rita: AuthUser = {
  id: 7,
  user_type: 'CLIENT',
  email: 'rita@example.pt',
  first_name: 'Rita',
  last_name: 'Sousa',
  phone: '912345678',
  email_verified: true,
  profile: emptyProfile,
  company: null,
  api_token: 'token-7',
};
/** The account as the server has it now: an address saved from another device since this login. */
const onServer: User = {
  ...rita,
  profile: { ...emptyProfile, city: 'Porto', address: 'Rua das Flores 10', zipcode: '4050-262' },
};

const item: CartItem = {
  id: 'a',
  service_id: 1,
  service_slug: 'x',
  kind: 'experience',
  name: 'Sintra day tour',
  image_url: null,
  date: '2030-12-01',
  time: '10:00',
  quantity: 1,
  unit_price_cents: 2500,
  total_cents: 2500,
  discount_cents: 0,
  free_cancellation: 0,
  cancellation_policy: 0,
  notes: {},
};

/** A text field by its accessible name (a required field's visual asterisk is hidden from it). */
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const ok = <T,>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
let posts: { path: string; body: unknown }[];
let holds = 0;
let saveAnswer: () => ApiResult<unknown>;

function renderPage(): void {
  renderScreen(<PersonalDataPage route={route} params={{}} title="Personal data" />, queryClient);
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  act(() => localeStore.getState().setLocale('en'));
  resetCheckout();
  posts = [];
  window.history.pushState(null, '', '/checkout/personal-data');
  act(() => {
    cartStore.getState().clear();
    cartStore.getState().setItems([item]);
    authStore.getState().login(rita);
  });
  jest
    .spyOn(api, 'get')
    .mockImplementation(async (path: string) =>
      path === 'user/7' ? ok({ status: true, content: onServer }) : { ok: false, status: 404, body: null, errors: {} },
    );
  holds = 0;
  jest.spyOn(api, 'post').mockImplementation(async (path: string, body?: unknown) => {
    if (path === 'cart') {
      return ok({
        status: true,
        content: {
          cart_token: null,
          items: [{ ...item, vehicle_id: null, gift_card_value_cents: null }],
          subtotal_cents: item.total_cents,
          discounts: { price_cents: item.discount_cents, promo_cents: 0, points_cents: 0 },
          total_price: item.total_cents - item.discount_cents,
          total: '0.00',
          promo_code: null,
          usedPoints: 0,
          notes: '',
          available_points: 0,
        },
      }) as ApiResult<never>;
    }
    if (path === 'cart/hold') {
      holds += 1;
      const now = new Date();
      return ok({
        status: true,
        content: {
          expires_at: new Date(now.getTime() + 15 * 60_000).toISOString(),
          now: now.toISOString(),
          minutes: 15,
          lines: [],
        },
      }) as ApiResult<never>;
    }
    posts.push({ path, body });
    return saveAnswer() as ApiResult<never>;
  });
  saveAnswer = () =>
    ok({
      status: true,
      content: 'Your details were saved to your profile.',
      profile: { ...onServer, first_name: 'Rita', profile: { ...onServer.profile, vatnumber: '123456789' } },
    });
});

afterEach(() => {
  jest.restoreAllMocks();
  act(() => authStore.getState().logout());
});

describe('/checkout/personal-data: save to my profile (spec §3 billing data, §7 POST api/clients/{id}, §8)', () => {
  it('shows the order summary above the form: the line, and the server’s discounts once the cart step priced it', () => {
    pricedCartStore.setState({
      cart: {
        cart_token: null,
        items: [{ ...item, vehicle_id: null, gift_card_value_cents: null }],
        subtotal_cents: 2500,
        discounts: { price_cents: 0, promo_cents: 500, points_cents: 0 },
        total_price: 2000,
        total: '20.00',
        promo_code: 'SUMMER',
        usedPoints: 0,
        notes: '',
        available_points: 0,
      },
    });
    renderPage();
    const summary = screen.getByTestId('order-summary');
    expect(within(summary).getByRole('heading', { name: 'Order summary' })).toBeTruthy();
    expect(summary.textContent).toContain('Sintra day tour');
    expect(summary.textContent).toContain('01/12/2030 · 10:00 · 1 person');
    expect(within(summary).getByText('Promo code SUMMER')).toBeTruthy();
    expect(within(summary).getByTestId('summary-due').textContent).toBe('€20.00');
  });

  it('prefills what the stored login lacks from the profile as saved on the server', async () => {
    renderPage();
    expect(field('First name').value).toBe('Rita');
    await waitFor(() => expect(field('City').value).toBe('Porto'));
    expect(field('Address').value).toBe('Rua das Flores 10');
    expect(field('Postcode').value).toBe('4050-262');
  });

  it('ticked: posts the billing data to the customer’s id, shows the answer’s content in an alert, then goes to payment', async () => {
    renderPage();
    await waitFor(() => expect(field('City').value).toBe('Porto'));
    await user.type(field('VAT number'), '123456789');
    await user.click(screen.getByRole('checkbox', { name: 'Save to my profile' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Your details were saved to your profile.');
    expect(within(screen.getByRole('dialog')).getByText('Your details were saved to your profile.')).toBe(alert);
    expect(posts).toEqual([
      {
        path: 'clients/7',
        body: {
          first_name: 'Rita',
          last_name: 'Sousa',
          phone: '912345678',
          profile: {
            country: 'pt',
            city: 'Porto',
            address: 'Rua das Flores 10',
            zipcode: '4050-262',
            vatnumber: '123456789',
          },
        },
      },
    ]);
    // The stored login now carries the saved profile (the next checkout prefills from it) and keeps its token.
    expect(authStore.getState().user).toMatchObject({
      id: 7,
      api_token: 'token-7',
      profile: { city: 'Porto', vatnumber: '123456789' },
    });
    expect(window.location.pathname).toBe('/checkout/personal-data');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'OK' }));
    expect(window.location.pathname).toBe('/checkout/payment');
  });

  it('in Portuguese: the server’s Portuguese content in the alert, the dialog in Portuguese', async () => {
    await act(async () => {
      localeStore.getState().setLocale('pt');
      await i18n.changeLanguage('pt');
    });
    saveAnswer = () => ok({ status: true, content: 'Os seus dados foram guardados no seu perfil.', profile: onServer });
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: pt.personal.saveProfile }));
    await user.click(screen.getByRole('button', { name: pt.personal.continue }));
    expect((await screen.findByRole('alert')).textContent).toBe('Os seus dados foram guardados no seu perfil.');
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: pt.personal.ok })).toBeTruthy();
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('a 422 shows the field errors on their fields and stays on the step, without an alert', async () => {
    saveAnswer = () => ({
      ok: false,
      status: 422,
      body: {},
      errors: { zipcode: ['The postal code field may not be longer than 20 characters.'] },
    });
    renderPage();
    await user.click(screen.getByRole('checkbox', { name: 'Save to my profile' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const zipcode = field('Postcode');
    await waitFor(() => expect(zipcode.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The postal code field may not be longer than 20 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(zipcode);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.location.pathname).toBe('/checkout/personal-data');
  });

  it('entering the step holds the cart’s places and shows the countdown in the summary', async () => {
    renderPage();
    await waitFor(() => expect(holds).toBe(1));
    const summary = screen.getByTestId('order-summary');
    expect((await within(summary).findByTestId('hold-timer')).textContent).toMatch(
      /^We're holding your places for 1[45]:\d\d$/,
    );
  });

  it('not ticked: nothing is saved, straight to payment', async () => {
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(posts).toEqual([]);
    expect(window.location.pathname).toBe('/checkout/payment');
  });

  it('a guest is not offered the box', async () => {
    act(() => {
      authStore.getState().logout();
      cartStore.getState().setItems([item]);
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Continue as guest' }));
    expect(field('First name').value).toBe('');
    expect(screen.queryByRole('checkbox', { name: 'Save to my profile' })).toBeNull();
    expect(api.get).not.toHaveBeenCalled();
  });
});

describe('profile-api', () => {
  it('saveBillingToProfile answers the field errors of a refusal and leaves the stored login alone', async () => {
    saveAnswer = () => ({
      ok: false,
      status: 422,
      body: {},
      errors: { first_name: ['The first name field is required.'] },
    });
    const before = authStore.getState().user;
    const outcome = await saveBillingToProfile(7, {
      first_name: '',
      last_name: 'Sousa',
      phone: '',
      email: 'rita@example.pt',
      country: 'pt',
      city: '',
      address: '',
      zipcode: '',
      vatnumber: '',
    });
    expect(outcome).toEqual({ ok: false, errors: { first_name: ['The first name field is required.'] } });
    expect(authStore.getState().user).toBe(before);
  });

  it('rememberProfile updates the impersonated customer’s tab for a super admin, not the admin’s own login', () => {
    const admin: AuthUser = { ...rita, id: 1, user_type: 'SUPER', email: 'boss@example.pt', api_token: 'token-1' };
    act(() => {
      authStore.getState().login(admin);
      authStore.getState().addTab(rita);
    });
    rememberProfile(onServer);
    const state = authStore.getState();
    expect(state.impersonating?.profile.city).toBe('Porto');
    expect(state.tabs.find((tab) => tab.id === 7)?.user.profile.city).toBe('Porto');
    expect(state.user).toMatchObject({ id: 1, api_token: 'token-1' });
  });
});
