import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { useTransferLocations } from '../api/transfers-api';
import { parseTransferQuery } from '../transfer-query';
import { QuoteForm } from './quote-form';

// The places are still on their way, unless a test gives them.
jest.mock('../api/transfers-api', () => ({
  useTransferLocations: jest.fn(() => ({ data: undefined, isError: false, refetch: jest.fn() })),
}));
const locations = useTransferLocations as jest.MockedFunction<typeof useTransferLocations>;
const PLACES = [
  {
    value: 'lisbon-airport',
    type: 'point_of_interest',
    name: 'Lisbon Airport',
    city: 'Lisboa',
    district: 'Lisboa',
    country: 'pt',
    maps_id: 'a',
    slug: 'lisbon-airport',
    lat: 0,
    lng: 0,
  },
  {
    value: 'cascais',
    type: 'town',
    name: 'Cascais',
    city: 'Cascais',
    district: 'Lisboa',
    country: 'pt',
    maps_id: 'c',
    slug: null,
    lat: 0,
    lng: 0,
  },
];

const renderForm = (query = '') =>
  render(
    <UiProvider>
      <BrowserRouter>
        <QuoteForm initial={parseTransferQuery(new URLSearchParams(query))} />
      </BrowserRouter>
    </UiProvider>,
  );

addResources('catalogue', { en, pt });

describe('transfer quote form', () => {
  it('is drawn whole while the places load (nothing below it moves later); the place fields and searching wait for them', () => {
    render(
      <UiProvider>
        <BrowserRouter>
          <QuoteForm initial={parseTransferQuery(new URLSearchParams())} />
        </BrowserRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Pick-up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Drop-off' }).hasAttribute('disabled')).toBe(true);
    const search = screen.getByRole('button', { name: 'See offers' });
    expect(search.hasAttribute('disabled')).toBe(true);
    expect(search.getAttribute('aria-busy')).toBe('true');
  });

  describe('with the places loaded', () => {
    beforeEach(() =>
      locations.mockReturnValue({ data: PLACES, isError: false, refetch: jest.fn() } as unknown as ReturnType<
        typeof useTransferLocations
      >),
    );

    it('an invalid submit puts the focus on the first field in error (read with its message), not on the button', async () => {
      renderForm();
      await userEvent.click(screen.getByRole('button', { name: 'See offers' }));
      const pickup = screen.getByRole('combobox', { name: 'Pick-up' });
      await waitFor(() => expect(document.activeElement).toBe(pickup));
      expect(pickup.getAttribute('aria-invalid')).toBe('true');
    });

    it('pick-up and return times are typed into time fields in 5-minute steps, not picked from a 288-option list', async () => {
      renderForm('isRoundtrip=1');
      expect(screen.queryAllByRole('option').filter((o) => /^\d\d:\d\d$/.test(o.textContent ?? ''))).toHaveLength(0);
      for (const name of ['Pick-up time', 'Return time']) {
        const field = screen.getByLabelText(new RegExp(`^${name}`)) as HTMLInputElement;
        expect(field.type).toBe('time');
        expect(field.step).toBe('300');
      }
      fireEvent.change(screen.getByLabelText(/^Pick-up time/), { target: { value: '10:07' } });
      await userEvent.click(screen.getByRole('button', { name: 'See offers' }));
      expect(await screen.findByText('Choose a time in 5-minute steps, such as 10:05.')).toBeTruthy();
    });

    it('a complete trip opens the offers at the top of the page (the search button is far down on a phone)', async () => {
      const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      renderForm('pickupLocation=lisbon-airport&dropOffLocation=cascais&pickupDate=2099-06-01&pickupTime=10:05');
      await userEvent.click(screen.getByRole('button', { name: 'See offers' }));
      await waitFor(() => expect(window.location.pathname).toBe('/transfers/offers'));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
      scrollTo.mockRestore();
    });

    it('a count can be emptied and retyped (Backspace then 4 gives 4), and leaving it empty shows the last number again', async () => {
      renderForm();
      const passengers = screen.getByRole('spinbutton', { name: 'Passengers' }) as HTMLInputElement;
      await userEvent.clear(passengers);
      expect(passengers.value).toBe('');
      await userEvent.type(passengers, '4');
      expect(passengers.value).toBe('4');
      await userEvent.clear(passengers);
      await userEvent.tab();
      expect(passengers.value).toBe('4');
    });
  });
});
