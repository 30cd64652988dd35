import { act, render } from '@testing-library/react';
import { BrowserRouter } from 'react-router';
import type { AuthUser, User } from '@mp/shared/contracts';
import { authStore } from '@mp/shared/stores';
import { BACK_OFFICE_PAGE_KEY } from './acting-home';
import { BackOfficePageMemory } from './back-office-page-memory';

const admin = {
  id: 1,
  user_type: 'SUPER',
  email: 'admin@demo.pt',
  first_name: 'Admin',
  last_name: 'Demo',
  api_token: 't',
} as unknown as AuthUser;
const client = {
  id: 7,
  user_type: 'CLIENT',
  email: 'carla@demo.pt',
  first_name: 'Carla',
  last_name: 'Demo',
} as unknown as User;

beforeEach(() => {
  act(() => {
    authStore.getState().logout();
    authStore.getState().login(admin);
  });
  window.sessionStorage.clear();
});

it('remembers the back-office page on its own, before any admin bar has loaded, and not while acting as someone else', () => {
  window.history.replaceState(null, '', '/super-admin/partners?status=active');
  render(
    <BrowserRouter>
      <BackOfficePageMemory />
    </BrowserRouter>,
  );
  expect(window.sessionStorage.getItem(BACK_OFFICE_PAGE_KEY)).toBe('/super-admin/partners?status=active');
  act(() => authStore.getState().addTab(client));
  act(() => {
    window.history.pushState(null, '', '/super-admin/customers');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  expect(window.sessionStorage.getItem(BACK_OFFICE_PAGE_KEY)).toBe('/super-admin/partners?status=active');
});
