/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The edit screen's child band (docs/adr/023): it shows the stored band, refuses what the shared rule refuses on the
// same field before sending (focused, announced), sends the band in cents or nulls to remove it, and puts the API's
// 422 on the child price field.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import type { DashboardServiceDetail } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { ServiceForm } from './service-form';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const service: DashboardServiceDetail = {
  id: 7,
  slug: 'family-fado-walk',
  kind: 'experience',
  status: 'active',
  promoted: false,
  category_id: 1,
  city_id: 1,
  name: { en: 'Family fado walk', pt: 'Passeio de fado em família' },
  short_description: { en: '', pt: '' },
  description: { en: '', pt: '' },
  annotations: {
    calendar_price: false,
    free_cancellation: true,
    cancellation_policy: 24,
    notes: null,
    selected_language: 'en',
  },
  languages: ['en'],
  priceType: 'per_person',
  maxCapacity: 10,
  value_cents: 4500,
  value_discount_cents: 0,
  extraPrices: [],
  duration: 120,
  age_start: 4,
  age_end: 99,
  child_value_cents: 2500,
  child_age_end: 12,
  children_alone: true,
  image_urls: [],
};
let posts: Record<string, unknown>[];
let reply: () => Response;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posts = [];
  reply = () => answer(200, { status: true, content: service });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && request.url.includes('/dashboard/services/7')) {
      posts.push((await request.json()) as Record<string, unknown>);
      return reply();
    }
    return answer(404, { status: false, message: 'not found' });
  }) as unknown as typeof fetch;
});

function renderForm(s: DashboardServiceDetail = service): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>{children}</UiProvider>
    </QueryClientProvider>
  );
  render(<ServiceForm service={s} />, { wrapper: Wrapper });
}

const band = () => within(screen.getByRole('group', { name: 'Children’s price' }));
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the child band on the service edit form', () => {
  it('shows the stored band and sends a changed one in cents', async () => {
    renderForm();
    const price = band().getByRole('textbox', { name: 'Child price (€)' });
    const age = band().getByRole('spinbutton', { name: 'Children up to age' });
    const alone = band().getByRole('checkbox', { name: 'Children may book without an adult' });
    expect(price).toHaveProperty('value', '25.00');
    expect(age).toHaveProperty('value', '12');
    expect(alone).toHaveProperty('checked', true);
    expect(errorOf(age)).toContain('Children are aged from 4 up to this age');

    await user.clear(price);
    await user.type(price, '15,50');
    await user.clear(age);
    await user.type(age, '10');
    await user.click(alone);
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      child_value_cents: 1550,
      child_age_end: 10,
      children_alone: false,
      age_start: 4,
      age_end: 99,
    });
  });

  it('refuses an age outside the service’s before sending, on the age field, focused', async () => {
    renderForm();
    const age = band().getByRole('spinbutton', { name: 'Children up to age' });
    await user.clear(age);
    await user.type(age, '99');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(age.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(age)).toContain('Enter an age from 4 to 98 (below the maximum age).');
    expect(document.activeElement).toBe(age);
    expect(posts).toHaveLength(0);

    // A half-set band names the half that is missing.
    const price = band().getByRole('textbox', { name: 'Child price (€)' });
    await user.clear(price);
    await user.clear(age);
    await user.type(age, '10');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(errorOf(price)).toContain("Enter the child price, or leave the children's age empty."));
    expect(document.activeElement).toBe(price);
    expect(posts).toHaveLength(0);
  });

  it('"Remove the child price" empties both fields and sends nulls', async () => {
    renderForm();
    await user.click(band().getByRole('button', { name: 'Remove the child price' }));
    expect(band().getByRole('textbox', { name: 'Child price (€)' })).toHaveProperty('value', '');
    expect(band().getByRole('spinbutton', { name: 'Children up to age' })).toHaveProperty('value', '');
    expect(band().queryByRole('button', { name: 'Remove the child price' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ child_value_cents: null, child_age_end: null });
  });

  it('puts the API’s 422 for the child price on the child price field, in the page’s language', async () => {
    await i18n.changeLanguage('pt');
    reply = () =>
      answer(422, {
        status: false,
        message: 'Os dados são inválidos.',
        errors: { child_value_cents: ['Um preço de criança precisa de um preço por pessoa.'] },
      });
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Guardar os detalhes' }));
    const price = within(screen.getByRole('group', { name: 'Preço de criança' })).getByRole('textbox', {
      name: 'Preço de criança (€)',
    });
    await waitFor(() => expect(errorOf(price)).toContain('Um preço de criança precisa de um preço por pessoa.'));
    expect(price.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(price);
  });

  it('a group price shows why it has no child price instead of the fields', () => {
    renderForm({
      ...service,
      priceType: 'per_group',
      child_value_cents: null,
      child_age_end: null,
      children_alone: false,
    });
    expect(band().getByText(/a child price needs a price per person/)).toBeTruthy();
    expect(band().queryByRole('textbox')).toBeNull();
  });
});
