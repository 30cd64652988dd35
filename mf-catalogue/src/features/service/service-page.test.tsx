import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { servicePrice } from '@mp/shared/domain';
import { addResources, formatMoney } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { cartStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ServicePage } from './service-page';
import { detail } from './service.fixture';
import type { ServiceDetail } from '@mp/shared/contracts';

addResources('catalogue', { en, pt });
const route = routes.find((r) => r.id === 'service')!;

function renderService(service: ServiceDetail) {
  window.history.replaceState(null, '', `/${service.slug}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['catalogue', 'service', 'en', `/services/${service.slug}`, null], service);
  client.setQueryData(['catalogue', 'suggested', 'en', `/services/suggested/${service.slug}`, null], {
    current_page: 1, last_page: 1, per_page: 8, total: 0, next_page_url: null, data: [],
  });
  return render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <>
          <ServicePage route={route} params={{ slug: service.slug }} title="" />
        </>
      </QueryClientProvider>
    </UiProvider>,
  );
}

describe('service page', () => {
  beforeEach(() => cartStore.getState().clear());

  it('shows the cancellation text only when free_cancellation and cancellation_policy are both above 0 (spec §5)', () => {
    const { unmount } = renderService(detail());
    expect(screen.getByTestId('cancellation-text').textContent).toContain('24 hours');
    unmount();
    const noPolicy = renderService(detail({ annotations: { calendar_price: false, free_cancellation: true, cancellation_policy: 0, notes: null, selected_language: null } }));
    expect(screen.queryByTestId('cancellation-text')).toBeNull();
    noPolicy.unmount();
    renderService(detail({ annotations: { calendar_price: false, free_cancellation: false, cancellation_policy: 48, notes: null, selected_language: null } }));
    expect(screen.queryByTestId('cancellation-text')).toBeNull();
  });

  it('the live price is the domain price for the chosen quantity (tier above maxCapacity), and add to cart uses it', async () => {
    const service = detail();
    renderService(service);
    const people = screen.getByLabelText('People');
    await userEvent.clear(people);
    await userEvent.type(people, '6');
    const expected = servicePrice(service, 6)!;
    expect(screen.getByTestId('live-price').textContent).toContain(formatMoney(expected.total_cents, 'en'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a date.')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(0);
    const date = screen.getByLabelText(/Date/);
    // A typed past date is refused on the field (the field's min does not stop typing).
    await userEvent.type(date, '2020-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Choose a date from today onwards.')).toBeTruthy();
    expect(cartStore.getState().items).toHaveLength(0);
    await userEvent.clear(date);
    await userEvent.type(date, '2030-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const [item] = cartStore.getState().items;
    expect(item).toMatchObject({ service_id: service.id, quantity: 6, date: '2030-05-01', time: '09:00' });
    expect(item!.total_cents - item!.discount_cents).toBe(expected.total_cents);
    expect(cartStore.getState().total_price).toBe(expected.total_cents);
  });

  it('adds JSON-LD (Product + Offer + AggregateRating) to the head as a data block', () => {
    renderService(detail());
    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script!.textContent!)).toMatchObject({ '@type': 'Product', offers: { '@type': 'Offer' }, aggregateRating: { reviewCount: 2 } });
    expect(document.head.querySelector('link[rel="alternate"][hreflang="pt"]')?.getAttribute('href')).toBe('http://localhost/pt/sintra-tour');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost/sintra-tour');
    expect(within(document.body).getByRole('heading', { level: 1 }).textContent).toBe('Sintra tour');
  });

  it('opens with the cover above the name (the markup the gateway draws first) and keeps the other pictures in the gallery', () => {
    const { container } = renderService(detail({ images: [{ url: '/img/sintra.jpg', alt: 'Pena palace' }, { url: '/img/moors.jpg', alt: 'Moorish castle' }] }));
    const hero = container.querySelector('.mp-hero');
    expect(hero?.querySelector('img')?.getAttribute('src')).toBe('/img/sintra.jpg');
    expect(hero?.querySelector('img')?.getAttribute('alt')).toBe('Pena palace');
    expect(hero?.querySelector('.mp-hero-text h1')?.textContent).toBe('Sintra tour');
    expect([...container.querySelectorAll('img')].map((i) => i.getAttribute('src'))).toEqual(['/img/sintra.jpg', '/img/moors.jpg']);
  });

  it('a gift card shows no duration, ages or group size (the experience it is spent on has them)', () => {
    renderService(detail({ kind: 'gift_card' }));
    expect(screen.queryByText('Duration')).toBeNull();
    expect(screen.queryByText('Ages')).toBeNull();
    expect(screen.getByText('Languages')).toBeTruthy();
  });
});
