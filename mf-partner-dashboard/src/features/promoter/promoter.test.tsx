/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The promoter area: the request form (reason, wanted discount, the company's services — not drafts),
// the server's 422 on its fields, the list of requests with their status and code, and the info page.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import { toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import PromoterPage from './promoter-page';
import PromoterInfoPage from './promoter-info-page';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const routeOf = (id: string) => routes.find((r) => r.id === id)!;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const pageOf = (data: unknown[]) => ({
  current_page: 1,
  last_page: 1,
  per_page: 10,
  total: data.length,
  next_page_url: null,
  data,
});
const service = (id: number, name: string, status = 'active') => ({
  id,
  slug: `s-${id}`,
  name,
  kind: 'experience',
  status,
  promoted: false,
  value_cents: 1000,
  value_discount_cents: 0,
  image_url: null,
  created_at: '2026-01-01T00:00:00.000Z',
});
const assigned = {
  id: 7,
  status: 'assigned',
  reason: 'Summer campaign',
  wanted_discount_percent: 15,
  services: [{ id: 1, name: 'Alfama by night' }],
  promo_code: { code: 'SUMMER-15', kind: 'percent', value: 15, valid_to: '2026-12-31T00:00:00.000Z' },
  created_at: '2026-06-01T10:00:00.000Z',
  updated_at: '2026-06-02T10:00:00.000Z',
};
let calls: { url: string; method: string; body: Record<string, unknown> | null }[];
let requests: unknown[];
let postAnswer: () => Response;

beforeEach(async () => {
  toastStore.getState().clear();
  await i18n.changeLanguage('en');
  calls = [];
  requests = [assigned];
  postAnswer = () =>
    json(201, { status: true, content: { ...assigned, id: 8, status: 'requested', promo_code: null } });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = request.method === 'POST' ? ((await request.json()) as Record<string, unknown>) : null;
    calls.push({ url: request.url, method: request.method, body });
    if (request.method === 'POST') return postAnswer();
    if (request.url.includes('/dashboard/services'))
      return json(200, {
        status: true,
        content: pageOf([
          service(1, 'Alfama by night'),
          service(2, 'Sintra day', 'inactive'),
          service(3, 'Unfinished', 'draft'),
        ]),
      });
    return json(200, { status: true, content: pageOf(requests) });
  }) as unknown as typeof fetch;
});

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

describe('promoter area', () => {
  it('lists the requests with their status and the assigned code', async () => {
    render(<PromoterPage route={routeOf('dashboard.promoter-area')} params={{}} title="Promoter area" />, {
      wrapper: wrapper('/dashboard/promoter-area'),
    });
    const table = await screen.findByRole('table', { name: 'Your requests' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Assigned')).toBeTruthy();
    expect(within(row).getByText('SUMMER-15 (15%, until 31/12/2026)')).toBeTruthy();
    expect(within(row).getByText('15%')).toBeTruthy();
  });

  it('sends a request for the chosen services (no drafts offered) and says so', async () => {
    render(<PromoterPage route={routeOf('dashboard.promoter-area')} params={{}} title="Promoter area" />, {
      wrapper: wrapper('/dashboard/promoter-area'),
    });
    await screen.findByLabelText('Alfama by night');
    expect(screen.queryByLabelText('Unfinished')).toBeNull();
    await user.type(screen.getByLabelText(/^Why do you want a promo code/), 'Autumn school trips');
    await user.type(screen.getByLabelText(/^Discount you would like/), '20');
    await user.click(screen.getByLabelText('Sintra day'));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        reason: 'Autumn school trips',
        wanted_discount_percent: 20,
        service_ids: [2],
      }),
    );
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Request sent. We will answer soon.'),
    );
  });

  it('checks the fields before sending and shows the server’s 422 on its field', async () => {
    render(<PromoterPage route={routeOf('dashboard.promoter-area')} params={{}} title="Promoter area" />, {
      wrapper: wrapper('/dashboard/promoter-area'),
    });
    await screen.findByLabelText('Alfama by night');
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Why do you want a promo code/).getAttribute('aria-invalid')).toBe('true'),
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    postAnswer = () =>
      json(422, {
        status: false,
        message: 'The given data was invalid.',
        errors: { service_ids: ['Choose services of your company that are on sale or paused (not drafts).'] },
      });
    await user.type(screen.getByLabelText(/^Why do you want a promo code/), 'Autumn school trips');
    await user.type(screen.getByLabelText(/^Discount you would like/), '20');
    await user.click(screen.getByLabelText('Alfama by night'));
    await user.click(screen.getByRole('button', { name: 'Send the request' }));
    expect(
      await screen.findByText('Choose services of your company that are on sale or paused (not drafts).'),
    ).toBeTruthy();
  });

  it('says what to do when there are no requests, in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    requests = [];
    render(<PromoterPage route={routeOf('dashboard.promoter-area')} params={{}} title="Área de promotor" />, {
      wrapper: wrapper('/pt/dashboard/promoter-area'),
    });
    expect(await screen.findByText('Ainda sem pedidos')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Enviar o pedido' })).toBeTruthy();
  });

  it('explains the statuses on the info page', () => {
    render(<PromoterInfoPage route={routeOf('dashboard.promoter-area-info')} params={{}} title="Info" />, {
      wrapper: wrapper('/dashboard/promoter-area/info'),
    });
    expect(screen.getByText('We received your request and have not answered yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the promoter area' })).toBeTruthy();
  });
});
