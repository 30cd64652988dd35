/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The calendar feed section of the partner's settings: its state, making the address and showing it once with a copy
// button, a reset asking first, turning it off, Portuguese words, and nothing for a member without the company role.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { authStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderAt } from '../../test-support/render';
import { CalendarFeedSection } from './calendar-feed-section';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (content: unknown) => json(200, { status: true, content });
const OWNER = {
  company_id: 4,
  owner: true,
  role: null,
  permissions: ['services', 'bookings', 'sales', 'team', 'company'],
};
const URL_1 = 'https://roteiro.test/api/calendar-feeds/first-secret-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics';
const URL_2 = 'https://roteiro.test/api/calendar-feeds/second-secret-bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics';

let calls: { path: string; method: string }[];
let access: unknown;
let state: { active: boolean; created_at: string | null };
let made: string[];

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  access = OWNER;
  state = { active: false, created_at: null };
  made = [URL_1, URL_2];
  authStore.setState({
    user: { id: 21, user_type: 'SUPPLIER', email: 'partner@demo.pt', first_name: 'P', last_name: 'D' } as never,
  });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    calls.push({ path, method: request.method });
    if (path.endsWith('/dashboard/access')) return ok(access);
    if (path.endsWith('/dashboard/calendar-feed/revoke')) {
      state = { active: false, created_at: null };
      return ok(state);
    }
    if (path.endsWith('/dashboard/calendar-feed') && request.method === 'POST') {
      state = { active: true, created_at: '2026-11-20T10:00:00.000Z' };
      return ok({ url: made.shift(), created_at: state.created_at });
    }
    if (path.endsWith('/dashboard/calendar-feed')) return ok(state);
    return json(404, { message: 'Not found.' });
  }) as unknown as typeof fetch;
});

const section = () => renderAt(<CalendarFeedSection />, '/dashboard/profile/settings');

describe('calendar feed section', () => {
  it('says there is no feed, makes the address on demand and shows it once with how to add it', async () => {
    section();
    expect(await screen.findByRole('heading', { name: 'Calendar feed' })).toBeTruthy();
    expect(await screen.findByText('No feed yet')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create feed address' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Feed address' });
    expect(field.value).toBe(URL_1);
    expect(field.readOnly).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Copy it now: for your security we show it only once.')).toBeTruthy();
    expect(screen.getByText(/From URL/)).toBeTruthy();
    expect(screen.getByText(/New Calendar Subscription/)).toBeTruthy();
    expect(await screen.findByText('Active since 20 November 2026')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/dashboard/calendar-feed']);
  });

  it('copies the address and says so', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    section();
    await user.click(await screen.findByRole('button', { name: 'Create feed address' }));
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(URL_1);
    expect((await screen.findByRole('status')).textContent).toBe('Copied');
  });

  it('asks before a reset, which leaves the old address alone until confirmed, then shows the new one', async () => {
    state = { active: true, created_at: '2026-11-01T10:00:00.000Z' };
    made = [URL_2];
    section();
    await user.click(await screen.findByRole('button', { name: 'Reset address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset the feed address?' });
    expect(within(dialog).getByText(/The old address stops working/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Reset address' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Reset the feed address?' })).getByRole('button', {
        name: 'Reset address',
      }),
    );
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Feed address' })).value).toBe(URL_2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('turns the feed off after asking, and hides the address shown', async () => {
    section();
    await user.click(await screen.findByRole('button', { name: 'Create feed address' }));
    await screen.findByRole('textbox', { name: 'Feed address' });
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn the calendar feed off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('No feed yet')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Feed address' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/dashboard/calendar-feed/revoke' && c.method === 'POST')).toBe(true);
  });

  it('speaks European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    state = { active: true, created_at: '2026-11-20T10:00:00.000Z' };
    section();
    expect(await screen.findByRole('heading', { name: 'Feed de calendário' })).toBeTruthy();
    expect(await screen.findByText('Ativo desde 20 de novembro de 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Redefinir o endereço' })).toBeTruthy();
  });

  it('shows nothing to a member whose role does not manage the company, and asks nothing of the feed', async () => {
    access = { company_id: 4, owner: false, role: 'Bookings manager', permissions: ['bookings'] };
    const { container } = section();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/dashboard/access'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
    expect(calls.some((c) => c.path.endsWith('/calendar-feed'))).toBe(false);
  });
});
