import type { ComponentProps } from 'react';
import { BrowserRouter } from 'react-router';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { usePriceRange, useSeatRange } from '../../lib/catalogue-api';
import { ListingScreen } from './listing-screen';

// The calls are not what this test is about: every read is still loading.
jest.mock('../../lib/catalogue-api', () => {
  const loading = () => ({ data: undefined, isError: false, isFetching: true, refetch: jest.fn() });
  return {
    useServices: loading,
    useFilterCounts: loading,
    usePriceRange: jest.fn(loading),
    useSeatRange: jest.fn(loading),
  };
});
const seatRange = useSeatRange as jest.MockedFunction<typeof useSeatRange>;
const priceRange = usePriceRange as jest.MockedFunction<typeof usePriceRange>;

addResources('catalogue', { en, pt });

/** The listing at `path` (its query is the filter state). */
function renderListing(path: string, props: ComponentProps<typeof ListingScreen>) {
  window.history.replaceState(null, '', path);
  return render(
    <UiProvider>
      <BrowserRouter>
        <ListingScreen {...props} />
      </BrowserRouter>
    </UiProvider>,
  );
}

describe('listing filters on a phone', () => {
  it('fold behind a toggle that says how many are on and controls the filter form', async () => {
    renderListing('/experiences?city=lisboa&language=en', { kind: 'experience' });
    const toggle = screen.getByRole('button', { name: 'Filters (2 active)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    expect(form.parentElement?.getAttribute('data-open')).toBe('false');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(form.parentElement?.getAttribute('data-open')).toBe('true');
  });
});

describe('the transfers seat slider', () => {
  const answer = (min: number, max: number) =>
    ({ data: { min_value: min, max_value: max }, isError: false, isFetching: false }) as unknown as ReturnType<
      typeof useSeatRange
    >;

  it('runs from the smallest to the largest group the listed transfers take', () => {
    seatRange.mockReturnValue(answer(4, 16));
    renderListing('/transfers', { kind: 'transfer', seatsFilter: true });
    const slider = screen.getByRole('slider', { name: /seats/i });
    expect([slider.getAttribute('min'), slider.getAttribute('max')]).toEqual(['4', '16']);
  });

  it('is left out when every listed transfer takes the same group (nothing to choose)', () => {
    seatRange.mockReturnValue(answer(8, 8));
    renderListing('/transfers', { kind: 'transfer', seatsFilter: true });
    expect(screen.queryByRole('slider')).toBeNull();
  });
});

describe('the price sliders', () => {
  afterEach(() => jest.useRealTimers());

  it('stop at each other: a minimum dragged past the maximum stays at the maximum', () => {
    jest.useFakeTimers();
    priceRange.mockReturnValue({
      data: { min_value: 1000, max_value: 9000 },
      isError: false,
      isFetching: false,
    } as unknown as ReturnType<typeof usePriceRange>);
    renderListing('/experiences?max_price=1500', { kind: 'experience' });
    fireEvent.change(screen.getByRole('slider', { name: /minimum/i }), { target: { value: '3500' } });
    act(() => jest.advanceTimersByTime(500));
    const query = new URLSearchParams(window.location.search);
    expect([query.get('min_price'), query.get('max_price')]).toEqual(['1500', '1500']);
  });
});
