import { render, screen } from '@testing-library/react';
import { addResources } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import en from '../../../locales/en.json';
import pt from '../../../locales/pt.json';
import { parseTransferQuery } from '../transfer-query';
import { QuoteForm } from './quote-form';

// The places are still on their way.
jest.mock('../api/transfers-api', () => ({
  useTransferLocations: () => ({ data: undefined, isError: false, refetch: jest.fn() }),
}));

addResources('catalogue', { en, pt });

describe('transfer quote form', () => {
  it('is drawn whole while the places load (nothing below it moves later); the place fields and searching wait for them', () => {
    render(
      <UiProvider>
        <QuoteForm initial={parseTransferQuery(new URLSearchParams())} />
      </UiProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Pick-up' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Drop-off' }).hasAttribute('disabled')).toBe(true);
    const search = screen.getByRole('button', { name: 'See offers' });
    expect(search.hasAttribute('disabled')).toBe(true);
    expect(search.getAttribute('aria-busy')).toBe('true');
  });
});
