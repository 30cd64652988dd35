import { render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { api } from '@mp/shared/api';
import type { TransferLocation } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { fill, user } from '../../test-support/forms';
import { TransferQuoteRequestPage } from './quote-request-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { ...actual.api, post: jest.fn() } };
});
const post = api.post as jest.MockedFunction<typeof api.post>;

addResources('catalogue', { en, pt });
// Whole forms filled through user-event: give a busy 2-core CI machine room (the default is 5 s).
jest.setTimeout(20_000);

const route = routes.find((r) => r.id === 'transfers-quote-request')!;

const place = (name: string, value: string): TransferLocation =>
  ({
    value,
    name,
    city: name,
    district: name,
    country: 'pt',
    type: 'town',
    maps_id: value,
  }) as unknown as TransferLocation;
const LOCATIONS = [place('Lisboa', 'pt-lisboa-lisboa'), place('Évora', 'pt-evora-evora')];

function renderPage(search: string) {
  window.history.replaceState(null, '', `/transfers-quote-request?${search}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['catalogue', 'transfer-locations', 'en'], LOCATIONS);
  return render(
    <UiProvider>
      <BrowserRouter>
        <QueryClientProvider client={client}>
          <>
            <TransferQuoteRequestPage route={route} params={{}} title="Ask for a transfer quote" />
          </>
        </QueryClientProvider>
      </BrowserRouter>
    </UiProvider>,
  );
}

const TRIP =
  'pickupLocation=pt-lisboa-lisboa&dropOffLocation=pt-evora-evora&pickupDate=2030-05-01&pickupTime=09:10&isRoundtrip=1&returnPickupDate=2030-05-04&returnPickupTime=18:45&numberOfPassengers=20&babySeats=0&childSeats=2&boosterSeats=0&luggagePieces=12';

describe('/transfers-quote-request', () => {
  beforeEach(() => post.mockReset());

  it('takes the trip from the offers link and sends it with the contact details (booleans as 1/0)', async () => {
    post.mockResolvedValue({ ok: true, status: 201, data: { status: true, content: {} } });
    renderPage(TRIP);
    expect((screen.getByRole('combobox', { name: 'Pick-up' }) as HTMLInputElement).value).toBe('Lisboa');
    expect((screen.getByRole('combobox', { name: 'Drop-off' }) as HTMLInputElement).value).toBe('Évora');
    await fill(screen.getByLabelText(/^First name/), 'Tomás');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Email/), 'tomas@example.pt');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(await screen.findByText('Thank you: your request was sent and our team will reply by email.')).toBeTruthy();
    expect(post).toHaveBeenCalledWith(
      '/transfers-quote-request',
      expect.objectContaining({
        first_name: 'Tomás',
        last_name: 'Silva',
        email: 'tomas@example.pt',
        pickupLocation: 'pt-lisboa-lisboa',
        dropOffLocation: 'pt-evora-evora',
        pickupDate: '2030-05-01',
        pickupTime: '09:10',
        isRoundtrip: 1,
        returnPickupDate: '2030-05-04',
        returnPickupTime: '18:45',
        numberOfPassengers: 20,
        childSeats: 2,
        luggagePieces: 12,
      }),
    );
  });

  it('shows a server 422 on its field and moves the focus there', async () => {
    post.mockResolvedValue({ ok: false, status: 422, body: {}, errors: { email: ['Enter a valid email address.'] } });
    renderPage(TRIP);
    await fill(screen.getByLabelText(/^First name/), 'Tomás');
    await fill(screen.getByLabelText(/^Last name/), 'Silva');
    await fill(screen.getByLabelText(/^Email/), 'tomas@');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid email address.',
    );
  });
});
