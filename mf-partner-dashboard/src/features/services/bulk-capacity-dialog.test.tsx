/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The same places per day for several services: the partner sees every service's places before and after and the
// days that already sold more (from the server's own preview), then confirms exactly what was previewed; a bad
// number and the server's refusals land on the field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { toastStore } from '@mp/shared/stores';
import type { BulkCapacityResult } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { BulkActions } from './bulk-actions';
import { renderAt } from '../../test-support/render';
import { serviceRow } from '../../test-support/service-row';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const row = (id: number, name: string) => serviceRow({ id, name });
const selected = [row(7, 'Sunset sail'), row(8, 'Cork workshop')];
const services: BulkCapacityResult['services'] = [
  { service_id: 7, name_en: 'Sunset sail', name_pt: 'Vela ao pôr do sol', before: 12, after: 8, days_over: 2 },
  { service_id: 8, name_en: 'Cork workshop', name_pt: 'Oficina de cortiça', before: 6, after: 8, days_over: 0 },
];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { method: string; url: string; body: Record<string, unknown> }[];
let refusal: Record<string, string[]> | null;
let clear: jest.Mock;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  toastStore.getState().clear();
  calls = [];
  refusal = null;
  clear = jest.fn();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = JSON.parse(await request.text()) as Record<string, unknown>;
    calls.push({ method: request.method, url: request.url, body });
    if (refusal) {
      const field = Object.keys(refusal)[0];
      return answer(422, { status: false, message: refusal[field!]![0], field, errors: refusal });
    }
    return answer(200, { status: true, content: { preview: body.preview === true, services } });
  }) as unknown as typeof fetch;
});

async function openDialog() {
  renderAt(<BulkActions selected={selected} clear={clear} />, '/dashboard/services');
  await user.click(screen.getByRole('button', { name: 'Change places per day' }));
  return screen.getByRole('dialog', { name: 'Places per day for 2 services' });
}

describe('places per day for several services', () => {
  it('previews every service before and after, then sets exactly what was previewed', async () => {
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText(/^Places per day/), '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    const table = await within(dialog).findByRole('table', { name: 'What changes for 2 services' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.url).toMatch(/\/dashboard\/availability\/bulk-capacity$/);
    expect(calls[0]!.body).toEqual({ service_ids: [7, 8], daily_capacity: 8, preview: true });
    const sail = within(table).getByRole('row', { name: /Sunset sail/ });
    expect(within(sail).getByText('12 → 8')).toBeTruthy();
    expect(within(sail).getByText('2 days keep what they sold')).toBeTruthy();
    const cork = within(table).getByRole('row', { name: /Cork workshop/ });
    expect(within(cork).getByText('6 → 8')).toBeTruthy();
    expect(within(cork).getByText('None')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Set the places' }));
    await waitFor(() => expect(clear).toHaveBeenCalled());
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual({ service_ids: [7, 8], daily_capacity: 8 });
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain('2 services updated.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changing the number drops the preview, so nothing unseen is set', async () => {
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(/^Places per day/);
    await user.type(field, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    await within(dialog).findByRole('table', { name: 'What changes for 2 services' });
    await user.type(field, '0');
    expect(within(dialog).queryByRole('table')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    await within(dialog).findByRole('table');
    expect(calls.map((c) => c.body)).toEqual([
      { service_ids: [7, 8], daily_capacity: 8, preview: true },
      { service_ids: [7, 8], daily_capacity: 80, preview: true },
    ]);
  });

  it('refuses a number that is not whole places on the field, and shows the server’s refusal there too', async () => {
    const dialog = await openDialog();
    const field = within(dialog).getByLabelText(/^Places per day/);
    await user.type(field, '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    expect(calls).toHaveLength(0);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter a whole number of places, 0 or more.')).toBeTruthy();

    refusal = { service_ids: ['Cork workshop is not one of your services.'] };
    await user.clear(field);
    await user.type(field, '8');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the change' }));
    expect(await within(dialog).findByText('Cork workshop is not one of your services.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(clear).not.toHaveBeenCalled();
  });
});
