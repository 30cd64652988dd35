/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The team list's actions: removing a member is asked first, naming them; a pending invitation is resent; a member's
// role is changed from the list.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { localeStore, toastStore } from '@mp/shared/stores';
import type { TeamMember } from '@mp/shared/contracts';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderAt } from '../../test-support/render';
import TeamPage from './team-page';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.team')!;

const member = (id: number, first: string, joined: boolean, roleId = 2, isOwner = false): TeamMember => ({
  id,
  first_name: first,
  last_name: 'Costa',
  email: `${first.toLowerCase()}@example.pt`,
  phone: null,
  role: { id: roleId, role_name: roleId === 1 ? 'Administrator' : 'Bookings manager', description: '' },
  joined,
  is_owner: isOwner,
  created_at: '2026-11-01T09:00:00.000Z',
});
const ROLES = [
  { id: 1, role_name: 'Administrator', description: 'Everything', permissions: [] },
  { id: 2, role_name: 'Bookings manager', description: 'Bookings', permissions: [] },
];
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let writes: { path: string; body: unknown }[];
beforeEach(async () => {
  await i18n.changeLanguage('en');
  localeStore.setState({ locale: 'en' });
  toastStore.getState().clear();
  writes = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url, 'http://x').pathname;
    if (request.method === 'POST') {
      writes.push({ path, body: await request.json() });
      if (path.endsWith('/role')) return json(200, { status: true, content: member(7, 'Inês', true, 1) });
      return json(200, { status: true, content: null });
    }
    if (path === '/api/roles') return json(200, { status: true, content: ROLES });
    return json(200, {
      status: true,
      content: [member(6, 'Marta', true, 1, true), member(7, 'Inês', true), member(8, 'Rui', false)],
    });
  }) as typeof fetch;
});

const row = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('the team page', () => {
  it('says which row is the owner and offers no role change or removal there', async () => {
    renderAt(<TeamPage route={route} params={{}} title="Team" />, '/dashboard/profile/team');
    const owner = await row('Marta Costa');
    expect(within(owner).getByText('Owner')).toBeTruthy();
    expect(within(owner).queryByRole('button')).toBeNull();
    expect(within(await row('Inês Costa')).getByRole('button', { name: 'Remove Inês Costa' })).toBeTruthy();
  });

  it('asks before removing a member, naming them, and removes only once confirmed', async () => {
    renderAt(<TeamPage route={route} params={{}} title="Team" />, '/dashboard/profile/team');
    await user.click(within(await row('Inês Costa')).getByRole('button', { name: 'Remove Inês Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Inês Costa from the team?' });
    expect(dialog.textContent).toContain('They are signed out at once');
    expect(dialog.textContent).toContain('you can invite them again');
    expect(writes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(writes).toEqual([{ path: '/api/team-members/7/destroy', body: {} }]));
  });

  it('resends a pending invitation, and offers it only to members who have not joined', async () => {
    renderAt(<TeamPage route={route} params={{}} title="Team" />, '/dashboard/profile/team');
    expect(within(await row('Inês Costa')).queryByRole('button', { name: /Resend/ })).toBeNull();
    await user.click(
      within(await row('Rui Costa')).getByRole('button', { name: 'Resend the invitation to Rui Costa' }),
    );
    await waitFor(() => expect(writes).toEqual([{ path: '/api/team-members/8/resend-invitation', body: {} }]));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Invitation sent again to rui@example.pt.'),
    );
  });

  it('changes a member’s role from the list', async () => {
    renderAt(<TeamPage route={route} params={{}} title="Team" />, '/dashboard/profile/team');
    await user.click(within(await row('Inês Costa')).getByRole('button', { name: 'Change role of Inês Costa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change role of Inês Costa' });
    await user.selectOptions(within(dialog).getByLabelText(/Role/), '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save the role' }));
    await waitFor(() => expect(writes).toEqual([{ path: '/api/team-members/7/role', body: { role_id: 1 } }]));
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.message)).toContain('Role changed.'));
  });
});
