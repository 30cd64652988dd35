/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// /dashboard/services/new: the steps and fields come from the server, each step is posted as multipart onto the
// draft, a 422 shows on its field, and the last step publishes.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ServiceNewPage from './service-new-page';
import { renderAt } from '../../test-support/render';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const route = routes.find((r) => r.id === 'dashboard.services-new')!;
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const category = {
  id: 1,
  category_name: 'experience',
  steps: [
    { id: 11, name: 'About the service', display_order: 1 },
    { id: 12, name: 'Details', display_order: 2 },
  ],
};
const field = (id: number, name: string, field_type: string, label: string, extra: object = {}) => ({
  id,
  name,
  field_type,
  label,
  required: true,
  options: null,
  display_order: id,
  ...extra,
});
const stepOne = {
  id: 11,
  form_category_id: 1,
  name: 'About the service',
  display_order: 1,
  fields: [field(1, 'name_en', 'text', 'Name (English)')],
};
const stepTwo = {
  id: 12,
  form_category_id: 1,
  name: 'Details',
  display_order: 2,
  fields: [
    field(1, 'languages', 'multiselect', 'Languages spoken', {
      options: [
        { value: 'pt', label: 'Portuguese' },
        { value: 'en', label: 'English' },
      ],
    }),
    field(2, 'start_times', 'time', 'Start times'),
  ],
};
let posts: FormData[];
let firstAnswer: number;
/** Where the partner's company stands in Roteiro's review (GET /api/companies). */
let companyStatus: string;

beforeEach(async () => {
  await i18n.changeLanguage('en');
  posts = [];
  firstAnswer = 422;
  companyStatus = 'active';
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = request.url;
    if (url.includes('/dashboard/access'))
      return answer(200, { status: true, content: { company_id: 1, owner: true, role: null, permissions: [] } });
    if (url.endsWith('/api/companies'))
      return answer(200, { status: true, content: [{ id: 1, status: companyStatus, status_reason: null }] });
    if (url.includes('/form-categories/experience')) return answer(200, { status: true, content: category });
    if (url.includes('/form-steps/11')) return answer(200, { status: true, content: stepOne });
    if (url.includes('/form-steps/12')) return answer(200, { status: true, content: stepTwo });
    if (url.includes('/form-submit/experience')) {
      const body = await request.formData();
      posts.push(body);
      if (posts.length === 1 && firstAnswer === 422)
        return answer(422, { status: false, message: 'Invalid', errors: { name_en: ['Fill in this field.'] } });
      const submit = body.get('submit') === '1';
      return answer(200, {
        status: true,
        content: { service_id: 5, slug: 'alfama-by-night', status: submit ? 'active' : 'draft' },
      });
    }
    return answer(404, { status: false, message: 'not found' });
  }) as unknown as typeof fetch;
});

function renderPage(): void {
  renderAt(<ServiceNewPage route={route} params={{}} title="New service" />, '/dashboard/services/new');
}

describe('new service form', () => {
  it('draws the server’s steps, shows a 422 on its field, saves the draft and publishes on the last step', async () => {
    renderPage();
    const name = await screen.findByRole('textbox', { name: /Name \(English\)/ });
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 1 of 2: About the service');

    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
        'Fill in this field.',
      ),
    );
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(name);
    expect(posts[0]!.get('step')).toBe('11');
    expect(posts[0]!.has('service_id')).toBe(false);

    await user.type(name, 'Alfama by night');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    const english = await screen.findByRole('checkbox', { name: 'English' });
    expect(posts[1]!.get('name_en')).toBe('Alfama by night');
    expect(screen.getByRole('listitem', { current: 'step' }).textContent).toBe('Step 2 of 2: Details');

    await user.click(english);
    await user.type(screen.getByLabelText('Start time 1'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Publish the service' }));
    expect((await screen.findByRole('status')).textContent).toContain('Alfama by night is on sale');
    expect(posts[2]!.get('service_id')).toBe('5');
    expect(posts[2]!.get('submit')).toBe('1');
    expect(posts[2]!.getAll('languages[]')).toEqual(['en']);
    expect(posts[2]!.getAll('start_times[]')).toEqual(['10:30']);
    expect(screen.getByRole('link', { name: 'See it on the storefront' }).getAttribute('href')).toBe(
      '/alfama-by-night',
    );
  });

  it('a company under review publishes a service ready for sale: it goes live on approval, no storefront link', async () => {
    companyStatus = 'pending';
    firstAnswer = 200;
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: /Name \(English\)/ }), 'Alfama by night');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await user.click(await screen.findByRole('checkbox', { name: 'English' }));
    await user.type(screen.getByLabelText('Start time 1'), '10:30');
    await user.click(screen.getByRole('button', { name: 'Publish the service' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Alfama by night is ready for sale: it goes live on the storefront when Roteiro approves your company.',
    );
    expect(screen.queryByRole('link', { name: 'See it on the storefront' })).toBeNull();
  });
});
