/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The partner's home says what its money figure counts: the month's net sales (accepted, completed or late-cancelled items), with what
// still waits for the partner's answer beside it, not inside it (docs/money-figures.md).
import { screen } from '@testing-library/react';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderAt } from '../../test-support/render';
import HomePage from './home-page';

addResources('partnerDashboard', { en, pt });
jest.setTimeout(30_000);
const route = routes.find((r) => r.id === 'dashboard.home')!;
const answer = (body: unknown) =>
  new Response(JSON.stringify({ status: true, content: body }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new Request(input, init).url;
    if (url.includes('/dashboard/access'))
      return answer({ company_id: 1, owner: true, role: null, permissions: ['sales'] });
    if (url.includes('/dashboard/revenue'))
      return answer({
        this_month_cents: 12_500,
        last_month_cents: 9_000,
        this_month_pending_cents: 4_000,
        currency: 'EUR',
      });
    return new Response(JSON.stringify({ status: false, message: 'not found' }), { status: 404 });
  }) as unknown as typeof fetch;
});

it('shows the net sales of the month and what awaits an answer apart', async () => {
  renderAt(<HomePage route={route} params={{}} title="Dashboard" />, '/dashboard');
  expect(await screen.findByText('Net sales this month (accepted, completed or cancelled late)')).toBeTruthy();
  expect(screen.getByText('€125.00')).toBeTruthy();
  expect(screen.getByText('Awaiting your answer this month')).toBeTruthy();
  expect(screen.getByText('€40.00')).toBeTruthy();
});
