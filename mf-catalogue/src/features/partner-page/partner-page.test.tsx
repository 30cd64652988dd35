import { render, screen } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PartnerPage as PartnerPageData } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { PartnerPage } from './partner-page';

addResources('catalogue', { en, pt });

const data: PartnerPageData = {
  company: {
    id: 3,
    slug: 'tejo-tours',
    trade_name: 'Tejo Tours',
    description: 'Boat trips on the Tagus.',
    website: null,
    city: 'Lisboa',
    country: 'pt',
    logos: [],
    company_type: 'experiences',
    modules: { experiences: true, transfers: false },
    rating: { average: 0, count: 0 },
    services_count: 0,
  },
  services: { current_page: 1, last_page: 1, per_page: 12, total: 0, next_page_url: null, data: [] },
};

describe('/partner/{slug}', () => {
  it('names the partner and its city', () => {
    window.history.replaceState(null, '', '/partner/tejo-tours');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(['catalogue', 'partner', 'en', '/partners/tejo-tours', { page: 1, per_page: 12 }], data);
    render(
      <UiProvider>
        <BrowserRouter>
          <QueryClientProvider client={client}>
            <PartnerPage route={routes.find((r) => r.id === 'partner')!} params={{ slug: 'tejo-tours' }} title="" />
          </QueryClientProvider>
        </BrowserRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tejo Tours');
    expect(screen.getByText('Lisboa')).toBeTruthy();
  });
});
