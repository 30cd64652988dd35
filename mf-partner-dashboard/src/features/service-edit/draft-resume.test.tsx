/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// A saved draft on the editor: it reopens in the service form at the first step with a required field still empty,
// names what is missing, keeps what was answered, and publishing it from the last step says it is on sale.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import { renderAt } from '../../test-support/render';
import { serviceDetail } from '../../test-support/service-detail';
import ServiceEditPage from './service-edit-page';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
// A page with two steps drawn from fetched answers takes a while on a loaded machine.
jest.setTimeout(30_000);
const route = routes.find((r) => r.id === 'dashboard.services-edit')!;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const field = (id: number, name: string, field_type: string, label: string) => ({
  id,
  name,
  field_type,
  label,
  required: true,
  options: null,
  display_order: id,
});
const steps = [
  {
    id: 11,
    form_category_id: 1,
    name: 'About',
    display_order: 1,
    fields: [field(1, 'name_en', 'text', 'Name (English)')],
  },
  {
    id: 12,
    form_category_id: 1,
    name: 'Price',
    display_order: 2,
    fields: [field(2, 'value', 'money', 'Price (€)'), field(3, 'daily_capacity', 'number', 'Places per day')],
  },
  {
    id: 13,
    form_category_id: 1,
    name: 'Photos',
    display_order: 3,
    fields: [field(4, 'pictures', 'images', 'Pictures')],
  },
];
const draft = serviceDetail({
  status: 'draft',
  value_cents: 0,
  daily_capacity: 0,
  photos: [{ id: 3, url: '/api/files/services/form-3.jpg', alt: { en: '', pt: '' } }],
  missing: ['value', 'daily_capacity'],
});
let posts: FormData[];
/** Reads of the service after it was published (the editor reloads it then). */
let readsAfterPublish: number;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posts = [];
  readsAfterPublish = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = request.url;
    if (url.includes('/form-categories/experience'))
      return answer(200, { status: true, content: { id: 1, category_name: 'experience', steps } });
    const step = steps.find((s) => url.includes(`/form-steps/${s.id}`));
    if (step) return answer(200, { status: true, content: step });
    if (url.includes('/form-submit/experience')) {
      const body = await request.formData();
      posts.push(body);
      const submit = body.get('submit') === '1';
      return answer(200, {
        status: true,
        content: { service_id: 7, slug: 'family-fado-walk', status: submit ? 'active' : 'draft' },
      });
    }
    if (url.includes('/dashboard/services/7/availability'))
      return answer(200, {
        status: true,
        content: { weekly: [], daily_capacity: 0, blocked_dates: [], cutoff_hours: 0 },
      });
    if (url.includes('/dashboard/services/7')) {
      const published = posts.some((p) => p.get('submit') === '1');
      if (published) readsAfterPublish += 1;
      return answer(200, { status: true, content: published ? { ...draft, status: 'active' } : draft });
    }
    return answer(404, { status: false, message: 'not found' });
  }) as unknown as typeof fetch;
});

describe('a saved draft on the service editor', () => {
  it('reopens at its first unanswered step, says what is missing, and is published from the last step', async () => {
    renderAt(<ServiceEditPage route={route} params={{ id: '7' }} title="Edit service" />, '/dashboard/services/edit/7');
    const price = await screen.findByRole('textbox', { name: /Price \(€\)/ });
    expect(price).toHaveProperty('value', '');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 2 of 3: Price');
    expect(screen.getByText('Still to fill in: Price (€), Places per day.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Name \(English\)/ })).toHaveProperty('value', 'Family fado walk');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await user.type(await screen.findByRole('textbox', { name: /Price \(€\)/ }), '45');
    await user.type(screen.getByRole('spinbutton', { name: /Places per day/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('This draft has 1 photo; choose files only to replace it.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Publish the service' }));

    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'See it on the storefront' }).getAttribute('href')).toBe(
        '/family-fado-walk',
      ),
    );
    // The service read again is on sale now: the page still says it was published, with its storefront link.
    await waitFor(() => expect(readsAfterPublish).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('link', { name: 'See it on the storefront' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Photos' })).toBeNull();
    expect(posts.map((p) => [p.get('step'), p.get('service_id'), p.get('submit')])).toEqual([
      ['11', '7', null],
      ['12', '7', null],
      ['13', '7', '1'],
    ]);
    expect(posts[1]!.get('value')).toBe('45');
  });
});
