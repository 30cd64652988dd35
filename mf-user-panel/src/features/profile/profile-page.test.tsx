import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@mp/shared/api';
import type { AuthUser, User } from '@mp/shared/contracts';
import { addResources } from '@mp/shared/i18n';
import type { RemotePageProps } from '@mp/shared/remote';
import { authStore, localeStore } from '@mp/shared/stores';
import { UiProvider } from '@mp/shared/ui';
import en from '../../locales/en.json';
import pt from '../../locales/pt.json';
import ProfilePage from './profile-page';

jest.mock('@mp/shared/api', () => {
  const actual = jest.requireActual('@mp/shared/api');
  return { ...actual, api: { get: jest.fn(), post: jest.fn() } };
});
const mocked = api as unknown as { get: jest.Mock; post: jest.Mock };
addResources('userPanel', { en, pt });
const makeUser = (id: number, user_type: User['user_type']): User =>
  ({
    id,
    user_type,
    email: `user${id}@example.pt`,
    first_name: 'Ana',
    last_name: 'Silva',
    phone: null,
    email_verified: true,
    company: null,
    profile: {
      vatnumber: null,
      birthdate: null,
      iban: null,
      bicswift: null,
      country: 'pt',
      city: 'Lisboa',
      address: null,
      zipcode: null,
      description: null,
      avatar_url: null,
      cover_url: null,
    },
  }) as User;
const ok = <T,>(content: T) => ({ ok: true, status: 200, data: { status: true, content } });

beforeEach(() => {
  act(() => {
    localeStore.getState().setLocale('en');
    authStore.getState().login({ ...makeUser(4, 'CLIENT'), api_token: 't' } as AuthUser);
  });
  mocked.get.mockImplementation(async (path: string) => {
    if (path === 'user/4') return ok(makeUser(4, 'CLIENT'));
    if (path === 'platformcountries')
      return ok([
        {
          id: 1,
          code: 'pt',
          name: 'Portugal',
          phone_prefix: '351',
          cities: [{ id: 1, slug: 'lisboa', name: 'Lisboa', district: 'Lisboa' }],
        },
        {
          id: 2,
          code: 'es',
          name: 'Spain',
          phone_prefix: '34',
          cities: [{ id: 2, slug: 'madrid', name: 'Madrid', district: 'Madrid' }],
        },
      ]);
    throw new Error(`unexpected GET ${path}`);
  });
});
afterEach(() => {
  act(() => authStore.getState().logout());
  jest.clearAllMocks();
});

it('saves the data, puts the server errors on their fields, and a new country empties the city', async () => {
  render(
    <UiProvider>
      <ProfilePage {...({ title: 'Profile' } as RemotePageProps)} />
    </UiProvider>,
  );
  const city = (await screen.findByLabelText('City')) as HTMLSelectElement;
  await screen.findByRole('option', { name: 'Lisboa' });
  expect(city.value).toBe('Lisboa');
  await userEvent.selectOptions(screen.getByLabelText('Country'), 'es');
  expect(city.value).toBe('');

  mocked.post.mockResolvedValueOnce({
    ok: false,
    status: 422,
    body: {},
    errors: { vatnumber: ['The VAT number is not valid.'] },
  });
  await userEvent.type(screen.getByLabelText('VAT number (NIF)'), '123');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(mocked.post).toHaveBeenCalledWith(
    'clients/4',
    expect.objectContaining({ country: 'es', city: '', vatnumber: '123' }),
  );
  expect(await screen.findByText('The VAT number is not valid.')).toBeTruthy();

  mocked.post.mockResolvedValueOnce({
    ok: true,
    status: 200,
    data: { status: true, content: 'Your data was saved.', profile: makeUser(4, 'CLIENT') },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Your data was saved.')).toBeTruthy();
});
