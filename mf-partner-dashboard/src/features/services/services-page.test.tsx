/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The services list: the company's services of one list, and the on-sale switch that is optimistic and rolls back.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ServicesPage from './services-page';
import { renderAt } from '../../test-support/render';
import { serviceRow } from '../../test-support/service-row';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.services-preview')!;

const row = serviceRow({ id: 7, slug: 'sunset-sail', name: 'Sunset sail' });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { url: string; method: string; body: unknown }[];
let statusAnswer: number;
/** Where the partner's company stands in Roteiro's review (GET /api/companies). */
let companyStatus: string;
/** The listed service's status (the list's answer). */
let rowStatus: string;
/** Holds the status call's answer until the test lets it go (to see the optimistic state). */
let release: () => void;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toastStore.getState().clear();
  calls = [];
  statusAnswer = 200;
  companyStatus = 'active';
  rowStatus = 'active';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = request.url;
    const text = request.method === 'GET' ? '' : await request.text();
    calls.push({ url, method: request.method, body: text ? JSON.parse(text) : null });
    if (url.includes('/dashboard/access'))
      return answer(200, { status: true, content: { company_id: 1, owner: true, role: null, permissions: [] } });
    if (url.endsWith('/api/companies'))
      return answer(200, { status: true, content: [{ id: 1, status: companyStatus, status_reason: null }] });
    if (url.includes('/status')) {
      await new Promise<void>((resolve) => (release = resolve));
      if (statusAnswer === 422)
        return answer(422, {
          status: false,
          message: 'This draft is not complete.',
          errors: { service_status: ['This draft is not complete.'], images: ['Add at least one photo.'] },
        });
      return statusAnswer === 200
        ? answer(200, {
            status: true,
            content: {
              ...row,
              status: (JSON.parse(text) as { service_status: string }).service_status,
            },
          })
        : answer(statusAnswer, { status: false, message: 'down' });
    }
    if (url.includes('/destroy')) return answer(200, { status: true, content: null });
    return answer(200, {
      status: true,
      content: {
        current_page: 1,
        last_page: 1,
        per_page: 25,
        total: 1,
        next_page_url: null,
        data: [
          { ...row, status: rowStatus },
          { ...row, id: 8, slug: 'hammam', name: 'Hammam', confirmation: 'instant' },
        ],
      },
    });
  }) as unknown as typeof fetch;
});

function renderPage(): void {
  renderAt(<ServicesPage route={route} params={{}} title="Services" />, '/dashboard/services/preview?sort=-price');
}
const toasts = () => toastStore.getState().toasts.map((t) => t.message);

/** Confirms the "take it off sale" question the switch asks before a service goes off sale. */
async function confirmOffSale(): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: /off sale\?$/ });
  await user.click(within(dialog).getByRole('button', { name: 'Take it off sale' }));
}

describe('services list', () => {
  it('a company under review puts a service on sale: it waits for approval, and the toast says it goes live then', async () => {
    companyStatus = 'pending';
    rowStatus = 'inactive';
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Sunset sail on sale' });
    expect(toggle.parentElement?.textContent).toBe('');
    await user.click(toggle);
    await waitFor(() => expect(calls.some((c) => c.url.includes('/status'))).toBe(true));
    rowStatus = 'active';
    release();
    await waitFor(() =>
      expect(toasts()).toEqual(['Sunset sail is ready for sale: it goes live when Roteiro approves your company.']),
    );
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Sunset sail on sale' }).parentElement?.textContent).toBe(
        'Waiting for approval',
      ),
    );
  });

  it('asks before taking a service off sale, then tells the partner it is no longer on sale', async () => {
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Sunset sail on sale' });
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Take “Sunset sail” off sale?' });
    expect(dialog.textContent).toContain('Bookings already made are kept');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(calls.some((c) => c.url.includes('/status'))).toBe(false);
    await user.click(toggle);
    await confirmOffSale();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/status'))).toBe(true));
    release();
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Sunset sail is no longer on sale.'),
    );
  });

  it('asks for the active list with the URL’s sort and shows the service', async () => {
    renderPage();
    expect(await screen.findByText('Sunset sail')).toBeTruthy();
    const list = calls.find((c) => c.url.includes('/api/dashboard/services'))!;
    const params = new URL(list.url, 'http://x').searchParams;
    expect(params.get('status')).toBe('active');
    expect(params.get('sort')).toBe('price');
    expect(params.get('order')).toBe('desc');
  });

  it('marks a service whose bookings are confirmed on payment, and only that one', async () => {
    renderPage();
    expect(await screen.findByText('Hammam')).toBeTruthy();
    expect(screen.getAllByTestId('instant-confirmation').map((e) => e.closest('tr')?.textContent)).toEqual([
      expect.stringContaining('Hammam'),
    ]);
    expect(screen.getByTestId('instant-confirmation').textContent).toBe('Instant confirmation');
  });

  it('switches a service off at once and back on when the server refuses', async () => {
    statusAnswer = 500;
    renderPage();
    const toggle = await screen.findByRole('switch', { name: 'Sunset sail on sale' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);
    await confirmOffSale();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/api/dashboard/services/7/status'))).toBe(true));
    // Off at once, before the server answers…
    expect(screen.getByRole('switch', { name: 'Sunset sail on sale' }).getAttribute('aria-checked')).toBe('false');
    release();
    // …and back on when it refuses.
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Sunset sail on sale' }).getAttribute('aria-checked')).toBe('true'),
    );
    expect(calls.find((c) => c.url.includes('/status'))?.body).toEqual({ service_status: 'inactive' });
  });

  it('says why the server refused to put a draft on sale, not only that nothing was saved', async () => {
    statusAnswer = 422;
    renderPage();
    await user.click(await screen.findByRole('switch', { name: 'Sunset sail on sale' }));
    await confirmOffSale();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/status'))).toBe(true));
    release();
    await waitFor(() =>
      expect(toasts()).toContain(
        'Sunset sail could not be changed. This draft is not complete. Add at least one photo. Nothing was saved.',
      ),
    );
  });

  it('deletes a draft after a confirmation, from the drafts list only', async () => {
    const drafts = routes.find((r) => r.id === 'dashboard.services-preview-draft')!;
    renderAt(<ServicesPage route={drafts} params={{}} title="Drafts" />, '/dashboard/services/preview/draft');
    await user.click(await screen.findByRole('button', { name: 'Delete the draft Sunset sail' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the draft Sunset sail?' });
    expect(dialog.textContent).toContain('This cannot be undone.');
    expect(calls.some((c) => c.url.includes('/destroy'))).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('The draft Sunset sail was deleted.'));
    expect(calls.find((c) => c.url.includes('/destroy'))).toMatchObject({
      method: 'POST',
      url: expect.stringContaining('/api/dashboard/services/7/destroy'),
    });
  });

  it('offers no Delete on services that were on sale', async () => {
    renderPage();
    expect(await screen.findByText('Sunset sail')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete the draft Sunset sail' })).toBeNull();
  });
});
