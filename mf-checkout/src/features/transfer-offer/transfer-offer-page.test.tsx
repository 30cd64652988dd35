/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@mp/shared/api';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { jsonResponse, readCall, type FakeCall } from '../../test-support/fake-fetch';
import { renderScreen } from '../../test-support/render';
import { resetCheckout } from '../../test-support/reset-checkout';
import TransferOfferPage from './transfer-offer-page';

addResources('checkout', { en, pt });
jest.setTimeout(20_000);
const route = routes.find((r) => r.id === 'transfer-offer')!;
const TOKEN = 'offer-token-abcdefghijklmnop';

const offer = {
  id: 4,
  request_id: 3,
  price_cents: 18_500,
  valid_until: '2030-11-28T18:00:00.000Z',
  message: 'Meet at arrivals, door 3.',
  vehicle: { id: 21, name: 'Mercedes V', car_type: 'van', seats: 7 },
  company: { id: 9, trade_name: 'Lisbon Rides' },
  service_id: 30,
  pickup_location: 'Lisbon Airport (LIS)',
  drop_off_location: 'Cascais (CAS)',
  pickup_at: '2030-12-02T09:15:00.000Z',
  is_roundtrip: false,
  passengers: 2,
  booked: false,
  airport_pickup: true,
};

/** What the driver needs of this airport pickup. */
async function fillDriver(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.type(await screen.findByRole('textbox', { name: /^Flight number/ }), 'tp1234');
  await user.type(screen.getByRole('textbox', { name: /^Drop-off address/ }), 'Hotel Albatroz, Cascais');
  await user.type(screen.getByRole('textbox', { name: /^Lead passenger/ }), '+351 912 345 678');
}

let calls: FakeCall<{
  items?: {
    id: string;
    service_id: number;
    date?: string | null;
    time?: string | null;
    notes: Record<string, unknown>;
  }[];
}>[];
let offerStatus: number;
let cartAnswer: Response | null;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  resetCheckout();
  localStorage.clear();
  calls = [];
  offerStatus = 200;
  cartAnswer = null;
  window.history.replaceState(null, '', `/transfer-offer?token=${TOKEN}`);
  act(() => cartStore.getState().clear());
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { call, ready } = readCall<(typeof calls)[number]['body']>(input, init);
    calls.push(call);
    await ready;
    if (call.url.includes(`/api/transfer-offers/${TOKEN}`)) {
      return offerStatus === 200
        ? jsonResponse(200, { status: true, content: offer })
        : jsonResponse(410, { status: false, message: 'This transfer offer has already been booked.' });
    }
    if (call.url.endsWith('/api/cart')) {
      if (cartAnswer) return cartAnswer;
      const line = {
        id: 'transfer-offer-4',
        service_id: 30,
        vehicle_id: 21,
        service_slug: 'lisbon-rides-transfers',
        kind: 'transfer',
        name: 'Lisbon Rides — Mercedes V',
        image_url: null,
        date: '2030-12-02',
        time: '09:15',
        quantity: 2,
        unit_price_cents: 18_500,
        total_cents: 18_500,
        discount_cents: 0,
        free_cancellation: 0,
        cancellation_policy: 0,
        notes: { transfer_offer_token: TOKEN, transfer_offer_id: 4 },
      };
      return jsonResponse(200, {
        status: true,
        content: {
          cart_token: 'guest-token-abcdefghijklmnopqrstu',
          items: [line],
          subtotal_cents: 18_500,
          discounts: { price_cents: 0, promo_cents: 0, points_cents: 0 },
          total_price: 18_500,
          total: '185.00',
          promo_code: null,
          usedPoints: 0,
          notes: '',
          available_points: null,
        },
      });
    }
    return jsonResponse(404, {});
  }) as unknown as typeof fetch;
});

describe('/transfer-offer?token=', () => {
  it('shows the offer and books it through the cart with the link token (the server prices it)', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TransferOfferPage route={route} params={{}} title="Your transfer offer" />, queryClient);
    expect(
      await screen.findByRole('heading', { name: 'Your transfer from Lisbon Airport (LIS) to Cascais (CAS)' }),
    ).toBeTruthy();
    expect(screen.getByTestId('offer-price').textContent).toMatch(/185[.,]00/);
    expect(screen.getByText('Meet at arrivals, door 3.')).toBeTruthy();
    // An airport pickup asks the flight number (and the rest the driver needs) before booking.
    await user.click(screen.getByRole('button', { name: 'Book this transfer' }));
    const flight = screen.getByRole('textbox', { name: /^Flight number/ });
    expect(flight.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(flight);
    expect(calls.some((c) => c.url.endsWith('/api/cart'))).toBe(false);
    await fillDriver(user);
    await user.click(screen.getByRole('button', { name: 'Book this transfer' }));
    const cartCall = calls.find((c) => c.url.endsWith('/api/cart'));
    expect(cartCall?.body.items?.[0]).toMatchObject({
      service_id: 30,
      notes: {
        transfer_offer_token: TOKEN,
        flightNumber: 'TP1234',
        dropOffAddress: 'Hotel Albatroz, Cascais',
        leadPhone: '+351 912 345 678',
      },
    });
    // The trip travels on the line, so the cart, the order summary and the confirmation show route, pickup and vehicle.
    expect(cartCall?.body.items?.[0]).toMatchObject({
      date: '2030-12-02',
      time: '09:15',
      notes: {
        pickupLocation: 'Lisbon Airport (LIS)',
        dropOffLocation: 'Cascais (CAS)',
        pickupDate: '2030-12-02',
        pickupTime: '09:15',
        numberOfPassengers: 2,
        vehicleName: 'Mercedes V',
        carType: 'van',
      },
    });
    expect(cartStore.getState().items[0]?.total_cents).toBe(18_500);
    expect(window.location.pathname).toBe('/cart');
  });

  it('a refused offer shows the error of the offer line, appended after the lines already in the cart', async () => {
    const user = userEvent.setup({ delay: null });
    act(() =>
      cartStore.getState().setItems([
        {
          id: 'gift-1',
          service_id: 7,
          service_slug: 'gift',
          kind: 'gift_card',
          name: 'Gift card',
          image_url: null,
          date: null,
          time: null,
          quantity: 1,
          unit_price_cents: 5000,
          total_cents: 5000,
          discount_cents: 0,
          free_cancellation: 0,
          cancellation_policy: 0,
          notes: {},
        },
      ]),
    );
    cartAnswer = jsonResponse(422, {
      status: false,
      message: 'The given data was invalid.',
      errors: {
        'items.0': ['The gift card line has a problem.'],
        'items.1': ['This transfer offer is no longer available.'],
      },
    });
    renderScreen(<TransferOfferPage route={route} params={{}} title="Your transfer offer" />, queryClient);
    await fillDriver(user);
    await user.click(await screen.findByRole('button', { name: 'Book this transfer' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This transfer offer is no longer available.');
    // The refused offer line is taken back out; the line already there stays.
    expect(cartStore.getState().items.map((i) => i.id)).toEqual(['gift-1']);
  });

  it('a driver detail the server refuses (items.<index>.<field>) is shown on its field', async () => {
    const user = userEvent.setup({ delay: null });
    act(() =>
      cartStore.getState().setItems([
        {
          id: 'gift-1',
          service_id: 7,
          service_slug: 'gift',
          kind: 'gift_card',
          name: 'Gift card',
          image_url: null,
          date: null,
          time: null,
          quantity: 1,
          unit_price_cents: 5000,
          total_cents: 5000,
          discount_cents: 0,
          free_cancellation: 0,
          cancellation_policy: 0,
          notes: {},
        },
      ]),
    );
    cartAnswer = jsonResponse(422, {
      status: false,
      message: 'The given data was invalid.',
      errors: {
        'items.0': ['The gift card line has a problem.'],
        'items.1.leadPhone': ['Enter the lead passenger’s phone.'],
      },
    });
    renderScreen(<TransferOfferPage route={route} params={{}} title="Your transfer offer" />, queryClient);
    await fillDriver(user);
    await user.click(await screen.findByRole('button', { name: 'Book this transfer' }));
    const phone = screen.getByRole('textbox', { name: /^Lead passenger/ });
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(
      document.getElementById(
        phone
          .getAttribute('aria-describedby')
          ?.split(' ')
          .find((id) => id.endsWith('-error')) ?? '',
      )?.textContent,
    ).toBe('Enter the lead passenger’s phone.');
  });

  it('a booked or expired offer shows the server’s words and no booking button', async () => {
    offerStatus = 410;
    renderScreen(<TransferOfferPage route={route} params={{}} title="Your transfer offer" />, queryClient);
    expect((await screen.findByRole('alert')).textContent).toBe('This transfer offer has already been booked.');
    expect(screen.queryByRole('button', { name: 'Book this transfer' })).toBeNull();
  });
});
