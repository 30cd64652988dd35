import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { ListingScreen } from './listing-screen';

// The calls are not what this test is about: every read is still loading.
jest.mock('../../../lib/catalogue-api', () => {
  const loading = () => ({ data: undefined, isError: false, isFetching: true, refetch: jest.fn() });
  return { useServices: loading, useFilterCounts: loading, usePriceRange: loading, useSeatRange: loading };
});

addResources('catalogue', { en, pt });

describe('listing filters on a phone', () => {
  it('fold behind a toggle that says how many are on and controls the filter form', async () => {
    window.history.replaceState(null, '', '/experiences?city=lisboa&language=en');
    render(
      <UiProvider>
        <ListingScreen kind="experience" />
      </UiProvider>,
    );
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
