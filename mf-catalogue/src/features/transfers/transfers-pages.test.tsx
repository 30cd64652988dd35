import { act, render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PageOf, TransferLocation, TransferOffer } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore, type CartItem } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { user } from '../../test-support/forms';
import { TransferOfferPage, TransferOffersPage } from './transfers-pages';
import { parseTransferQuery, transferQuery } from './transfer-query';
import { OFFER } from './offer-fixture';

addResources('catalogue', { en, pt });
jest.setTimeout(20_000);

const place = (name: string, value: string): TransferLocation =>
  ({
    value,
    name,
    city: name,
    district: 'Lisboa',
    country: 'pt',
    type: 'town',
    maps_id: value,
    slug: null,
  }) as unknown as TransferLocation;
const LOCATIONS = [place('Lisboa', 'pt-lisboa-lisboa'), place('Sintra', 'pt-lisboa-sintra')];

const offer = OFFER;

// The changed trip: another time than the line in the cart, so another line id.
const TRIP =
  'pickupLocation=pt-lisboa-lisboa&dropOffLocation=pt-lisboa-sintra&pickupDate=2030-05-01&pickupTime=11:30&isRoundtrip=0&numberOfPassengers=2&babySeats=0&childSeats=0&boosterSeats=0&luggagePieces=1';
const key = transferQuery(parseTransferQuery(new URLSearchParams(TRIP))).toString();

const oldLine: CartItem = {
  id: 'transfer-5-old-trip',
  service_id: 40,
  service_slug: 'lisbon-transfers',
  kind: 'transfer',
  name: 'Lisboa → Sintra (Mercedes V)',
  image_url: null,
  date: '2030-05-01',
  time: '09:00',
  quantity: 2,
  unit_price_cents: 6000,
  total_cents: 6000,
  discount_cents: 0,
  free_cancellation: 1,
  cancellation_policy: 24,
  notes: {
    pickupLocation: 'Lisboa',
    dropOffLocation: 'Sintra',
    pickupDate: '2030-05-01',
    pickupTime: '09:00',
    pickupMapsId: 'pt-lisboa-lisboa',
    pickupAddress: 'Rua Augusta 1',
    leadPhone: '+351912345678',
  },
};
const other: CartItem = { ...oldLine, id: 'tour-1', kind: 'experience', name: 'Sintra tour', notes: {} };

function renderAt(path: string, page: 'offer' | 'offers') {
  window.history.replaceState(null, '', path);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['catalogue', 'transfer-locations', 'en'], LOCATIONS);
  client.setQueryData(['catalogue', 'transfer-offer', 'en', '5', key], offer);
  client.setQueryData(['catalogue', 'transfer-offers', 'en', key], {
    data: [offer],
    total: 1,
  } as unknown as PageOf<TransferOffer>);
  const route = routes.find((r) => r.id === (page === 'offer' ? 'transfers-offer' : 'transfers-offers'))!;
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          {page === 'offer' ? (
            <TransferOfferPage route={route} params={{ id: '5' }} title="Transfer" />
          ) : (
            <TransferOffersPage route={route} params={{}} title="Transfers" />
          )}
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

describe('"Change trip" (replace=<line id>)', () => {
  beforeEach(() => act(() => cartStore.getState().setItems([other, oldLine])));

  it('the offers keep the line to replace on the way to the chosen vehicle', () => {
    renderAt(`/transfers/offers?${TRIP}&replace=${oldLine.id}`, 'offers');
    const choose = screen.getByRole('link', { name: /Mercedes V/ });
    expect(new URL(choose.getAttribute('href') ?? '', 'http://x').searchParams.get('replace')).toBe(oldLine.id);
  });

  it('adding the new vehicle replaces the line being changed instead of adding a second transfer', async () => {
    renderAt(`/transfers/offers/5?${TRIP}&replace=${oldLine.id}`, 'offer');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    const items = cartStore.getState().items;
    expect(items.map((i) => i.id)).toEqual(['tour-1', expect.stringMatching(/^transfer-5-/)]);
    expect(items[1]!.id).not.toBe(oldLine.id);
    expect(items[1]!.time).toBe('11:30');
  });

  it('without replace, another trip is a line of its own', async () => {
    renderAt(`/transfers/offers/5?${TRIP}`, 'offer');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(cartStore.getState().items).toHaveLength(3);
  });
});
