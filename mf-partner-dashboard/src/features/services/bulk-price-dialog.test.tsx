/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// A bulk price change: the partner sees every selected service before and after (from the server's own preview),
// chooses what happens to discounts, and confirms exactly what was previewed; the server's refusals land on the field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import type { ServicePriceChange } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { BulkActions } from './bulk-actions';
import { renderAt } from '../../test-support/render';
import { serviceRow } from '../../test-support/service-row';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });

const selected = [
  serviceRow({ id: 7, name: 'Sunset sail', value_cents: 4500, value_discount_cents: 3600 }),
  serviceRow({ id: 8, name: 'Private boat', value_cents: 12000 }),
];
const changes: ServicePriceChange[] = [
  {
    id: 7,
    name: 'Sunset sail',
    price_type: 'per_person',
    before: {
      value_cents: 4500,
      value_discount_cents: 3600,
      child_value_cents: 2000,
      tiers: [{ max_capacity: 12, value_cents: 4000 }],
    },
    after: {
      value_cents: 4950,
      value_discount_cents: 3960,
      child_value_cents: 2200,
      tiers: [{ max_capacity: 12, value_cents: 4400 }],
    },
  },
  {
    id: 8,
    name: 'Private boat',
    price_type: 'per_group',
    before: { value_cents: 12000, value_discount_cents: 0, child_value_cents: null, tiers: [] },
    after: { value_cents: 13200, value_discount_cents: 0, child_value_cents: null, tiers: [] },
  },
];
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let calls: { url: string; body: Record<string, unknown> }[];
let refusal: Record<string, string[]> | null;
let clear: jest.Mock;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  calls = [];
  refusal = null;
  clear = jest.fn();
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body = JSON.parse(await request.text()) as Record<string, unknown>;
    calls.push({ url: request.url, body });
    if (refusal) {
      const field = Object.keys(refusal)[0];
      return answer(422, { status: false, message: refusal[field!]![0], field, errors: refusal });
    }
    return answer(200, { status: true, content: { updated: body.preview ? 0 : 2, changes } });
  }) as unknown as typeof fetch;
});

async function openDialog() {
  renderAt(<BulkActions selected={selected} clear={clear} />, '/dashboard/services/preview');
  await user.click(screen.getByRole('button', { name: 'Change price' }));
  return screen.getByRole('dialog', { name: 'New price for 2 services' });
}

describe('bulk price change', () => {
  it('shows every service before and after, per person or per group, before anything changes', async () => {
    const dialog = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Change the price'), 'percent');
    await user.type(within(dialog).getByLabelText('Change (%)'), '10');
    await user.selectOptions(within(dialog).getByLabelText('Existing discounts'), 'keep_percent');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the new prices' }));

    const table = await within(dialog).findByRole('table', { name: 'New prices of 2 services' });
    expect(document.activeElement).toBe(within(dialog).getByRole('region', { name: 'New prices of 2 services' }));
    const [sail, boat] = within(table).getAllByRole('row').slice(1);
    expect(within(sail!).getByRole('rowheader').textContent).toBe('Sunset sail');
    expect(sail!.textContent).toContain('per person');
    expect(sail!.textContent).toContain('€45.00 → to €49.50');
    expect(sail!.textContent).toContain('€36.00 → to €39.60');
    // The child and larger-group prices move with it, and say so.
    expect(sail!.textContent).toContain('Child: €20.00 → to €22.00');
    expect(sail!.textContent).toContain('Groups up to 12: €40.00 → to €44.00');
    expect(within(dialog).getByLabelText('Change (%)').getAttribute('aria-describedby')).toBeTruthy();
    expect(dialog.textContent).toContain('Child and larger-group prices move by the same share as the list price.');
    expect(boat!.textContent).toContain('per group');
    expect(boat!.textContent).toContain('€120.00 → to €132.00');
    expect(boat!.textContent).toContain('no discount');
    expect(within(boat!).getAllByRole('cell').at(-1)?.textContent).toBe('none');
    expect(calls).toEqual([
      {
        url: expect.stringContaining('/api/dashboard/services/bulk-update'),
        body: { ids: [7, 8], action: 'change_price', percent: 10, discount: 'keep_percent', preview: true },
      },
    ]);
    expect(clear).not.toHaveBeenCalled();
  });

  it('applies exactly what was previewed, with the discount choice the partner made', async () => {
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('New list price (€)'), '50,00');
    await user.selectOptions(within(dialog).getByLabelText('Existing discounts'), 'remove');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the new prices' }));
    await within(dialog).findByRole('table');
    await user.click(within(dialog).getByRole('button', { name: 'Apply the new prices' }));

    await waitFor(() => expect(clear).toHaveBeenCalled());
    expect(calls.map((c) => c.body)).toEqual([
      { ids: [7, 8], action: 'change_price', value_cents: 5000, discount: 'remove', preview: true },
      { ids: [7, 8], action: 'change_price', value_cents: 5000, discount: 'remove' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forgets the preview when the partner edits the change, so nothing unseen is applied', async () => {
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('New list price (€)'), '50');
    await user.selectOptions(within(dialog).getByLabelText('Existing discounts'), 'remove');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the new prices' }));
    await within(dialog).findByRole('table');
    await user.type(within(dialog).getByLabelText('New list price (€)'), '5');
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Preview the new prices' })).toBeTruthy();
  });

  it('shows the server’s refusal on the field it names', async () => {
    refusal = { percent: ['Sunset sail would cost less than €0.01.'] };
    const dialog = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('Change the price'), 'percent');
    await user.type(within(dialog).getByLabelText('Change (%)'), '-90');
    await user.selectOptions(within(dialog).getByLabelText('Existing discounts'), 'remove');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the new prices' }));

    const field = within(dialog).getByLabelText('Change (%)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      'Sunset sail would cost less than €0.01.',
    );
    expect(within(dialog).queryByRole('table')).toBeNull();
  });

  it('shows a refused discount choice on the discount field', async () => {
    refusal = { discount: ['Choose what happens to existing discounts.'] };
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('New list price (€)'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Preview the new prices' }));
    const field = within(dialog).getByLabelText('Existing discounts');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(calls[0]?.body).not.toHaveProperty('discount');
  });
});
