/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The edit screen's child band (docs/adr/023): it shows the stored band, refuses what the shared rule refuses on the
// same field before sending (focused, announced), sends the band in cents or nulls to remove it, and puts the API's
// 422 on the child price field.
import type { ReactNode } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { addResources, i18n } from '@mp/shared/i18n';
import { UiProvider } from '@mp/shared/ui';
import type { DashboardServiceDetail } from '@mp/shared/contracts';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { serviceDetail } from '../../test-support/service-detail';
import { ServiceForm } from './service-form';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const service = serviceDetail({
  short_description: { en: '', pt: '' },
  description: { en: '', pt: '' },
  extraPrices: [],
  child_value_cents: 2500,
  child_age_end: 12,
  children_alone: true,
  start_times: ['10:00'],
});
/** The service form's fields the edit screen draws (as GET /api/form-steps/{x} answers them). */
const formStep = {
  id: 1,
  form_category_id: 1,
  name: 'Price',
  display_order: 1,
  fields: [
    { name: 'value', field_type: 'money', label: 'Price (€)', required: true },
    { name: 'value_discount', field_type: 'money', label: 'Discounted price (€)', required: false },
    { name: 'extra_prices', field_type: 'price_tiers', label: 'Prices for larger groups', required: false },
    {
      name: 'languages',
      field_type: 'multiselect',
      label: 'Languages spoken',
      required: true,
      options: [
        { value: 'en', label: 'English' },
        { value: 'pt', label: 'Portuguese' },
      ],
    },
    {
      name: 'city',
      field_type: 'select',
      label: 'City',
      required: true,
      options: [
        { value: 'lisboa', label: 'Lisboa' },
        { value: 'porto', label: 'Porto' },
      ],
    },
    { name: 'notes', field_type: 'textarea', label: 'Notes for the customer', required: false },
  ].map((f, i) => ({ id: i + 1, options: null, display_order: i + 1, ...f })),
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
    if (request.url.includes('/form-categories/experience'))
      return answer(200, {
        status: true,
        content: { id: 1, category_name: 'experience', steps: [{ id: 1, name: 'Price', display_order: 1 }] },
      });
    if (request.url.includes('/form-steps/1')) return answer(200, { status: true, content: formStep });
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

describe('what the service form set, edited on a live service', () => {
  it('shows the stored price, sends only what changed, in cents, and says it saved', async () => {
    renderForm({ ...service, extraPrices: [{ maxCapacity: 12, value_cents: 4000 }] });
    const price = await screen.findByRole('textbox', { name: 'Price (€)' });
    expect(price).toHaveProperty('value', '45.00');
    expect(screen.getByRole('region', { name: 'Price and discount' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Meeting point' })).toBeTruthy();
    await user.clear(price);
    await user.type(price, '49,90');
    await user.click(screen.getByRole('checkbox', { name: 'Portuguese' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /City/ }), 'porto');
    await user.type(screen.getByRole('textbox', { name: 'Meeting point (English)' }), 'At the kiosk');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      value_cents: 4990,
      languages: ['en', 'pt'],
      city: 'porto',
      meeting_point: { en: 'At the kiosk', pt: '' },
    });
    // Untouched parts are not sent, so they stay as they are.
    expect(posts[0]).not.toHaveProperty('extraPrices');
    expect(posts[0]).not.toHaveProperty('value_discount_cents');
    expect(posts[0]).not.toHaveProperty('annotations');
    expect(await screen.findByText('Saved. The storefront shows the changes now.')).toBeTruthy();
  });

  it('places the meeting point on the map from a pasted map link, with a link to check it, and removes it', async () => {
    renderForm({ ...service, meeting_position: { lat: 38.7097, lng: -9.1334 } });
    const position = await screen.findByRole('textbox', { name: 'Map position' });
    expect(position).toHaveProperty('value', '38.7097, -9.1334');
    await user.clear(position);
    await user.click(position);
    await user.paste('https://www.google.com/maps/place/Largo+do+Intendente/@38.72103,-9.13533,17z');
    const check = screen.getByRole('link', { name: /Check 38.72103, -9.13533 on the map/ });
    expect(check.getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=38.721030,-9.135330');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({ meeting_position: { lat: 38.72103, lng: -9.13533 } });
    await user.clear(position);
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]).toMatchObject({ meeting_position: null });
  });

  it('refuses a map position it cannot read before sending, on its field', async () => {
    renderForm();
    const position = await screen.findByRole('textbox', { name: 'Map position' });
    await user.type(position, 'Largo da Sé');
    expect(screen.queryByRole('link', { name: /on the map/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(position.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(position)).toContain('Paste a map link or type the latitude and longitude');
    expect(document.activeElement).toBe(position);
    expect(posts).toHaveLength(0);
  });

  it('refuses an amount that is not one before sending, on its field', async () => {
    renderForm();
    const discount = await screen.findByRole('textbox', { name: 'Discounted price (€)' });
    await user.type(discount, 'ten');
    await user.click(screen.getByRole('button', { name: 'Save the details' }));
    await waitFor(() => expect(discount.getAttribute('aria-invalid')).toBe('true'));
    expect(errorOf(discount)).toContain('Enter an amount in euros, for example 25 or 12.50.');
    expect(document.activeElement).toBe(discount);
    expect(posts).toHaveLength(0);
  });

  it('puts the API’s 422 for the discount and a tier on those fields, in the page’s language', async () => {
    await i18n.changeLanguage('pt');
    reply = () =>
      answer(422, {
        status: false,
        message: 'Os dados são inválidos.',
        errors: {
          value_discount_cents: ['O preço com desconto tem de ser inferior ao preço.'],
          'extraPrices.0.maxCapacity': ['Um escalão de preço tem de ser para mais de 10 pessoas.'],
        },
      });
    renderForm();
    const discount = await screen.findByRole('textbox', { name: 'Discounted price (€)' });
    await user.type(discount, '50');
    await user.click(screen.getByRole('button', { name: 'Adicionar um escalão de preço' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Escalão 1: grupos até' }), '5');
    await user.type(screen.getByRole('textbox', { name: 'Escalão 1: preço (€)' }), '10');
    await user.click(screen.getByRole('button', { name: 'Guardar os detalhes' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      value_discount_cents: 5000,
      extraPrices: [{ maxCapacity: 5, value_cents: 1000 }],
    });
    await waitFor(() => expect(errorOf(discount)).toContain('O preço com desconto tem de ser inferior ao preço.'));
    expect(screen.getByRole('group', { name: /Prices for larger groups/ }).textContent).toContain(
      'Um escalão de preço tem de ser para mais de 10 pessoas.',
    );
    expect(screen.queryByText('Guardado. A loja já mostra as alterações.')).toBeNull();
  });
});

describe('a kind of service the server form does not make', () => {
  it('asks for no form (an event, a restaurant, a transfer) and still shows its details to edit', async () => {
    const formsAsked = async (kind: DashboardServiceDetail['kind']) => {
      (globalThis.fetch as jest.Mock).mockClear();
      const { unmount } = render(
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <UiProvider>
            <ServiceForm service={{ ...service, kind }} />
          </UiProvider>
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('button', { name: /^Save/ })).toBeTruthy();
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      const asked = (globalThis.fetch as jest.Mock).mock.calls.map(([input]) =>
        input instanceof Request ? input.url : String(input),
      );
      unmount();
      return asked.filter((url) => url.includes('/form-categories/'));
    };
    expect(await formsAsked('experience')).toHaveLength(1);
    for (const kind of ['event', 'restaurant', 'transfer'] as const) expect(await formsAsked(kind)).toEqual([]);
  });
});
