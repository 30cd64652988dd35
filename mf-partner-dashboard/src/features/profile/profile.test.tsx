/**
 * @jest-environment ../shared/src/api/fetch-jsdom-environment.cjs
 */
// The company profile screens: the view, the edit form sent as multipart with the logo and the server's
// 422 on its field, the settings (language, notification address, password) and the reviews with their distribution.
import type { ReactNode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { addResources, i18n } from '@mp/shared/i18n';
import { routes } from '@mp/shared/routes';
import { UiProvider } from '@mp/shared/ui';
import { authStore, toastStore } from '@mp/shared/stores';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ProfilePage from './profile-page';
import ProfileEditPage from './profile-edit-page';
import ProfileSettingsPage from './profile-settings-page';
import ProfileReviewsPage from './profile-reviews-page';

addResources('partnerDashboard', { en, pt });
const user = userEvent.setup({ delay: null });
const routeOf = (id: string) => routes.find((r) => r.id === id)!;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const ok = (content: unknown) => json(200, { status: true, content });

const company = {
  id: 4,
  slug: 'lisbon-walks',
  business_name: 'Lisbon Walks Lda',
  trade_name: 'Lisbon Walks',
  tax_number: '509999990',
  iban: 'PT50000201231234567890154',
  bicswift: null,
  address: 'Rua Augusta 1',
  logos: [{ url: '/uploads/logo.png' }],
  zip_code: '1100-048',
  city: 'lisboa',
  country: 'pt',
  number_of_employees: 4,
  description: 'Small groups.',
  description_en: 'Small groups.',
  description_pt: 'Grupos pequenos.',
  website: 'https://lisbonwalks.pt',
  email: 'hello@lisbonwalks.pt',
  company_type: 'experiences',
  modules: { experiences: true, transfers: false },
  status: 'active',
};
const access = {
  company_id: 4,
  owner: true,
  role: null,
  permissions: ['services', 'vehicles', 'bookings', 'sales', 'team', 'company'],
};
let calls: { url: string; method: string; body: FormData | Record<string, unknown> | null }[];
let answer: (url: string, method: string) => Response;

beforeEach(async () => {
  toastStore.getState().clear();
  await i18n.changeLanguage('en');
  calls = [];
  authStore.setState({
    user: { id: 21, user_type: 'SUPPLIER', email: 'partner@demo.pt', first_name: 'P', last_name: 'D' } as never,
  });
  answer = (url) => {
    if (url.includes('/dashboard/access')) return ok(access);
    if (url.includes('/api/companies')) return ok([company]);
    if (url.includes('/dashboard/settings'))
      return ok({
        language: null,
        notification_email: 'hello@lisbonwalks.pt',
        email_chat: true,
        email_news: false,
        pending_notification_email: null,
      });
    return ok({});
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    let body: FormData | Record<string, unknown> | null = null;
    if (request.method === 'POST') {
      body = (request.headers.get('content-type') ?? '').startsWith('multipart/')
        ? await request.formData()
        : ((await request.json()) as Record<string, unknown>);
    }
    calls.push({ url: request.url, method: request.method, body });
    return answer(request.url, request.method);
  }) as unknown as typeof fetch;
});

function wrapper(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </UiProvider>
    </QueryClientProvider>
  );
}

describe('profile view', () => {
  it('shows the company: name, logo, description, contact and modules, with the sections for the role', async () => {
    render(<ProfilePage route={routeOf('dashboard.profile')} params={{}} title="Profile" />, {
      wrapper: wrapper('/dashboard/profile'),
    });
    expect(await screen.findByRole('heading', { name: 'Lisbon Walks' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo of Lisbon Walks' })).toBeTruthy();
    expect(screen.getByText('Small groups.')).toBeTruthy();
    expect(screen.getByText('hello@lisbonwalks.pt')).toBeTruthy();
    expect(screen.getByText('Experiences')).toBeTruthy();
    const nav = await screen.findByRole('navigation', { name: 'Company profile sections' });
    await waitFor(() =>
      expect(
        within(nav)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Company', 'Edit', 'Reviews', 'Settings', 'Team']),
    );
  });

  it('shows the page in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    render(<ProfilePage route={routeOf('dashboard.profile')} params={{}} title="Perfil" />, {
      wrapper: wrapper('/pt/dashboard/profile'),
    });
    expect(await screen.findByRole('link', { name: 'Editar o perfil' })).toBeTruthy();
    expect(screen.getByText('Experiências')).toBeTruthy();
  });
});

describe('profile edit', () => {
  it('sends the fields and the logo as multipart to the partner’s own address', async () => {
    answer = (url, method) =>
      method === 'POST'
        ? ok({
            ...company,
            trade_name: 'Lisbon Walks & Talks',
            module_request: 'transfers',
            module_requested_at: '2026-11-30T10:00:00Z',
          })
        : url.includes('/api/companies')
          ? ok([company])
          : ok(access);
    render(<ProfileEditPage route={routeOf('dashboard.profile-edit')} params={{}} title="Edit" />, {
      wrapper: wrapper('/dashboard/profile/edit'),
    });
    const name = await screen.findByLabelText(/^Trade name/);
    await user.clear(name);
    await user.type(name, 'Lisbon Walks & Talks');
    await user.click(screen.getByLabelText('Transfers'));
    await user.upload(
      screen.getByLabelText('Choose a new logo'),
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save the profile' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(new URL(post.url).pathname).toBe('/api/dashboard/partners/21');
    const form = post.body as FormData;
    expect(form.get('trade_name')).toBe('Lisbon Walks & Talks');
    expect(form.get('transfers')).toBe('1');
    expect(form.get('description_pt')).toBe('Grupos pequenos.');
    expect((form.get('logo') as File).name).toBe('logo.png');
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toEqual(
        expect.arrayContaining([
          'Lisbon Walks & Talks saved.',
          'We asked the Roteiro team to review Transfers. We will e-mail you their answer.',
        ]),
      ),
    );
  });

  it('shows a module asked for as switched on and waiting for the Roteiro team, in Portuguese too', async () => {
    const asked = { ...company, module_request: 'transfers', module_requested_at: '2026-11-30T10:00:00Z' };
    answer = (url) => (url.includes('/api/companies') ? ok([asked]) : ok(access));
    render(<ProfileEditPage route={routeOf('dashboard.profile-edit')} params={{}} title="Edit" />, {
      wrapper: wrapper('/dashboard/profile/edit'),
    });
    const transfers = (await screen.findByLabelText('Transfers')) as HTMLInputElement;
    expect(transfers.checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe(
      'Transfers: asked for on 30/11/2026, waiting for the Roteiro team’s review.',
    );
    expect(screen.getByText(/Switching on a module you do not sell yet asks the Roteiro team/)).toBeTruthy();
    await i18n.changeLanguage('pt');
    expect(
      await screen.findByText('Transferes: pedido em 30/11/2026, a aguardar a análise da equipa Roteiro.'),
    ).toBeTruthy();
  });

  it('puts the server’s 422 on the fields and the logo’s on the logo', async () => {
    answer = (url, method) =>
      method === 'POST'
        ? json(422, {
            status: false,
            message: 'The given data was invalid.',
            errors: { website: ['Enter a valid web address.'], 'logo.0': ['This file is not an image.'] },
          })
        : url.includes('/api/companies')
          ? ok([company])
          : ok(access);
    render(<ProfileEditPage route={routeOf('dashboard.profile-edit')} params={{}} title="Edit" />, {
      wrapper: wrapper('/dashboard/profile/edit'),
    });
    await user.click(await screen.findByRole('button', { name: 'Save the profile' }));
    expect(await screen.findByText('Enter a valid web address.')).toBeTruthy();
    expect(screen.getByLabelText(/^Website/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This file is not an image.')).toBeTruthy();
    expect(screen.getByLabelText('Choose a new logo').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('profile settings', () => {
  it('saves the mail language and the notification address, and changes the password with the current one', async () => {
    render(<ProfileSettingsPage route={routeOf('dashboard.profile-settings')} params={{}} title="Settings" />, {
      wrapper: wrapper('/dashboard/profile/settings'),
    });
    await user.selectOptions(await screen.findByLabelText(/^Language of your e-mails/), 'en');
    const email = screen.getByLabelText(/^Notification e-mail/);
    await user.clear(email);
    await user.type(email, 'desk@lisbonwalks.pt');
    const choices = screen.getByRole('group', { name: 'E-mails you can turn off' });
    expect(within(choices).getByText(/about bookings .* are always sent/)).toBeTruthy();
    await user.click(within(choices).getByLabelText('New chat messages while I am away'));
    await user.click(within(choices).getByLabelText('News and offers from Roteiro'));
    await user.click(screen.getByRole('button', { name: 'Save the e-mail settings' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.includes('/dashboard/settings'))?.body).toEqual({
        language: 'en',
        email_chat: false,
        email_news: true,
        notification_email: 'desk@lisbonwalks.pt',
      }),
    );

    answer = (url, method) =>
      method === 'POST'
        ? json(422, {
            status: false,
            message: 'The given data was invalid.',
            errors: { current_password: ['Your current password is not right.'] },
          })
        : ok(access);
    await user.type(screen.getByLabelText(/^Current password/), 'wrong');
    await user.type(screen.getByLabelText(/^New password/), 'NewSecret456');
    await user.type(screen.getByLabelText(/^Repeat the new password/), 'NewSecret456');
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    expect(await screen.findByText('Your current password is not right.')).toBeTruthy();
    expect(calls.find((c) => c.url.includes('/dashboard/password'))?.body).toEqual({
      current_password: 'wrong',
      password: 'NewSecret456',
      password_confirmation: 'NewSecret456',
    });
  });
});

describe('a new notification address', () => {
  const pendingSettings = {
    language: null,
    notification_email: 'hello@lisbonwalks.pt',
    email_chat: true,
    email_news: false,
    pending_notification_email: { email: 'desk@lisbonwalks.pt', expires_at: '2026-12-03T10:00:00.000Z' },
  };
  beforeEach(() => toastStore.setState({ toasts: [] }));
  const renderSettings = (path = '/dashboard/profile/settings') =>
    render(<ProfileSettingsPage route={routeOf('dashboard.profile-settings')} params={{}} title="Settings" />, {
      wrapper: wrapper(path),
    });

  it('waits for the link mailed to it: the page says where mails go until then, sends the link again or cancels', async () => {
    let settings: object = { ...pendingSettings, pending_notification_email: null };
    answer = (url, method) => {
      if (url.includes('/dashboard/access')) return ok(access);
      if (url.includes('/dashboard/settings/notification-email')) {
        settings = { ...pendingSettings, pending_notification_email: null };
        return ok(settings);
      }
      if (url.includes('/dashboard/settings') && method === 'POST') settings = pendingSettings;
      return ok(settings);
    };
    renderSettings();
    const email = await screen.findByLabelText(/^Notification e-mail/);
    await user.clear(email);
    await user.type(email, 'Desk@LisbonWalks.pt');
    await user.click(screen.getByRole('button', { name: 'Save the e-mail settings' }));
    const notice = await screen.findByTestId('pending-notification-email');
    expect(notice.textContent).toMatch(
      /Booking e-mails will go to desk@lisbonwalks\.pt once the link we sent there is opened, by .+\. Until then they keep going to hello@lisbonwalks\.pt\./,
    );
    expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
      'We sent a confirmation link to desk@lisbonwalks.pt. The address changes once it is opened.',
    );

    await user.click(within(notice).getByRole('button', { name: 'Send the link again' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/dashboard/settings')).at(-1)?.body).toEqual({
        notification_email: 'desk@lisbonwalks.pt',
      }),
    );
    await user.click(within(notice).getByRole('button', { name: 'Cancel the change' }));
    await waitFor(() => expect(screen.queryByTestId('pending-notification-email')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/dashboard/settings/notification-email'))).toBe(
      true,
    );
  });

  it('confirms it once from the mailed link, and says so', async () => {
    let settings: object = pendingSettings;
    answer = (url) => {
      if (url.includes('/dashboard/access')) return ok(access);
      if (url.includes('/notification-email/confirm'))
        settings = { ...pendingSettings, notification_email: 'desk@lisbonwalks.pt', pending_notification_email: null };
      return ok(settings);
    };
    renderSettings('/dashboard/profile/settings?confirm-email=s3cret');
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.message)).toContain(
        'Booking e-mails now go to desk@lisbonwalks.pt.',
      ),
    );
    await waitFor(() =>
      expect((screen.getByLabelText(/^Notification e-mail/) as HTMLInputElement).value).toBe('desk@lisbonwalks.pt'),
    );
    const confirms = calls.filter((c) => c.url.includes('/notification-email/confirm'));
    expect(confirms.map((c) => [c.method, c.body])).toEqual([['POST', { token: 's3cret' }]]);
  });

  it('says why a used or expired link did not work, and that a role without the company may not use it', async () => {
    answer = (url) => {
      if (url.includes('/dashboard/access')) return ok(access);
      if (url.includes('/notification-email/confirm'))
        return json(422, {
          status: false,
          message: 'The given data was invalid.',
          errors: { token: ['This confirmation link has expired. Ask for the change again in your settings.'] },
        });
      return ok(pendingSettings);
    };
    const first = renderSettings('/dashboard/profile/settings?confirm-email=old');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'The new address could not be confirmedThis confirmation link has expired. Ask for the change again in your settings.',
    );
    first.unmount();

    calls = [];
    answer = (url) =>
      url.includes('/dashboard/access')
        ? ok({ ...access, owner: false, permissions: ['bookings'] })
        : ok(pendingSettings);
    renderSettings('/dashboard/profile/settings?confirm-email=s3cret');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your team role cannot change the company’s notification address.',
    );
    expect(calls.some((c) => c.url.includes('/notification-email/confirm'))).toBe(false);
    // Without the company permission the pending change is not shown either.
    expect(screen.queryByTestId('pending-notification-email')).toBeNull();
  });
});

describe('profile settings in Portuguese', () => {
  it('names the mail choices and what is always sent', async () => {
    await i18n.changeLanguage('pt');
    render(<ProfileSettingsPage route={routeOf('dashboard.profile-settings')} params={{}} title="Definições" />, {
      wrapper: wrapper('/dashboard/profile/settings'),
    });
    const choices = await screen.findByRole('group', { name: 'E-mails que pode desativar' });
    expect(within(choices).getByText(/sobre reservas .* são sempre enviados/)).toBeTruthy();
    await user.click(within(choices).getByLabelText('Notícias e ofertas da Roteiro'));
    await user.click(screen.getByRole('button', { name: pt.settings.save }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST' && c.url.includes('/dashboard/settings'))?.body).toMatchObject({
        email_chat: true,
        email_news: true,
      }),
    );
  }, 20_000);
});

describe('profile reviews', () => {
  const reviews = {
    average: 4.3,
    count: 3,
    distribution: [0, 0, 1, 0, 2],
    reviews: {
      current_page: 1,
      last_page: 1,
      per_page: 10,
      total: 3,
      next_page_url: null,
      data: [
        {
          id: 1,
          service_id: 2,
          service_name: 'Alfama by night',
          stars: 5,
          text: 'Lovely evening.',
          author: 'Ana S.',
          language: 'en',
          created_at: '2026-10-01T10:00:00.000Z',
        },
      ],
    },
  };

  it('shows the average, the distribution and the list, and filters by rating in the URL', async () => {
    answer = (url) => (url.includes('/dashboard/reviews') ? ok(reviews) : ok(access));
    render(<ProfileReviewsPage route={routeOf('dashboard.profile-reviews')} params={{}} title="Reviews" />, {
      wrapper: wrapper('/dashboard/profile/reviews'),
    });
    expect(await screen.findByText('4.3')).toBeTruthy();
    expect(screen.getByText('3 reviews')).toBeTruthy();
    const summary = screen.getByRole('region', { name: 'Rating summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['5 stars2', '4 stars0', '3 stars1', '2 stars0', '1 star0']);
    expect(screen.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(screen.getByText('Lovely evening.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Show'), '3');
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('stars') === '3')).toBe(true));
  });

  it('says what to expect when there are no reviews yet', async () => {
    answer = (url) =>
      url.includes('/dashboard/reviews')
        ? ok({
            ...reviews,
            average: null,
            count: 0,
            distribution: [0, 0, 0, 0, 0],
            reviews: { ...reviews.reviews, total: 0, data: [] },
          })
        : ok(access);
    render(<ProfileReviewsPage route={routeOf('dashboard.profile-reviews')} params={{}} title="Reviews" />, {
      wrapper: wrapper('/dashboard/profile/reviews'),
    });
    expect(await screen.findByText('No reviews yet')).toBeTruthy();
  });
});
