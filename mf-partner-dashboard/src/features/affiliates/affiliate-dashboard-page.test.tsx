/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// /affiliates: the referral link with the affiliate's code, the figures, and the commissions from the server.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import AffiliateDashboardPage from './affiliate-dashboard-page';
import AffiliateInfoPage from './affiliate-info-page';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });
const route = routes.find((r) => r.id === 'affiliates.dashboard')!;
const answer = (body: unknown) =>
  new Response(JSON.stringify({ status: true, content: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const months = Array.from({ length: 12 }, (_, i) => ({
  month: `2026-${String(i + 1).padStart(2, '0')}`,
  clicks: i,
  bookings: 0,
  commission_cents: i === 10 ? 650 : 0,
}));
const dashboard = {
  code: 'ANA-REF',
  commission_basis_points: 1000,
  status: 'active',
  clicks: 40,
  bookings: 2,
  conversion: 0.05,
  pending_cents: 650,
  earned_cents: 200,
  cancelled_cents: 0,
  months,
};
const commission = {
  booking_item_id: 9,
  booking_reference: 'RT-ABC123',
  service_name: 'Alfama by night',
  paid_at: '2026-11-02T10:00:00.000Z',
  amount_cents: 3000,
  commission_basis_points: 1000,
  commission_cents: 300,
  status: 'pending',
};
let urls: string[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  urls = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    urls.push(url);
    if (url.includes('/affiliates/dashboard')) return answer(dashboard);
    return answer({ current_page: 1, last_page: 1, per_page: 15, total: 1, next_page_url: null, data: [commission] });
  }) as unknown as typeof fetch;
});

function renderPage(Page: typeof AffiliateDashboardPage = AffiliateDashboardPage): void {
  renderAt(<Page route={route} params={{}} title="Affiliate area" />, '/affiliates?page=2');
}

describe('affiliate dashboard', () => {
  it('shows the referral link with the code, the figures and the commissions of the page kept in the URL', async () => {
    renderPage();
    const link = (await screen.findByRole('textbox', { name: 'Your referral link' })) as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/?ref=ANA-REF`);
    expect(screen.getByText('5%')).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Commissions' });
    expect(within(table).getByText('RT-ABC123')).toBeTruthy();
    expect(within(table).getByText('Pending')).toBeTruthy();
    expect(urls.some((u) => u.includes('/api/affiliates/commissions?page=2&per_page='))).toBe(true);
    expect(screen.getByText('Commission per month')).toBeTruthy();
  });
});

describe('commissions CSV', () => {
  it('holds every commission of the affiliate, however many pages of 100 the list has', async () => {
    const rows = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        ...commission,
        booking_item_id: from + i,
        booking_reference: `RT-${String(from + i).padStart(6, '0')}`,
      }));
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname.endsWith('/affiliates/dashboard')) return answer(dashboard);
      const perPage = Number(url.searchParams.get('per_page'));
      const pageNo = Number(url.searchParams.get('page'));
      const total = 230;
      const from = (pageNo - 1) * perPage + 1;
      return answer({
        current_page: pageNo,
        last_page: Math.ceil(total / perPage),
        per_page: perPage,
        total,
        next_page_url: null,
        data: rows(from, Math.max(0, Math.min(perPage, total - from + 1))),
      });
    }) as unknown as typeof fetch;
    let file: Blob | undefined;
    URL.createObjectURL = jest.fn((blob: Blob) => {
      file = blob;
      return 'blob:commissions';
    });
    URL.revokeObjectURL = jest.fn();
    renderPage();
    await screen.findByRole('table', { name: 'Commissions' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(file).toBeDefined());
    const lines = (await file!.text()).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 230);
    expect(lines[1]).toContain('RT-000001');
    expect(lines[230]).toContain('RT-000230');
  });

  it('says so on the page when the file could not be made', async () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(new Request(input, init).url);
      if (url.pathname.endsWith('/affiliates/dashboard')) return answer(dashboard);
      if (url.searchParams.get('per_page') === '100')
        return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } });
      return answer({ current_page: 1, last_page: 1, per_page: 15, total: 1, next_page_url: null, data: [commission] });
    }) as unknown as typeof fetch;
    renderPage();
    await screen.findByRole('table', { name: 'Commissions' });
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The CSV could not be made. Nothing was downloaded; try again.',
    );
    quiet.mockRestore();
  });
});

describe('affiliate info', () => {
  it('explains the link, the 30 days and the affiliate’s own rate, in pt too', async () => {
    await i18n.changeLanguage('pt');
    renderPage(AffiliateInfoPage);
    expect(await screen.findByText(/lembramos a visita durante 30 dias/)).toBeTruthy();
    expect(screen.getByText(/Ganha 10% de cada item reservado/)).toBeTruthy();
    expect(screen.getByText(/ANA-REF/)).toBeTruthy();
  });
});
