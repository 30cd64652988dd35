import { on } from '../bus';
import { cartStore } from './cart-store';
import {
  actingRole,
  actingUser,
  authStore,
  AUTH_USER_KEY,
  COOKIE_CONSENT_FLAG,
  ONBOARDING_FLAGS,
  WELCOME_SEEN_FLAG,
} from './auth-store';
import { makeAuthUser, makeUser } from './test-users';
import type { CartItem } from './types';

const auth = () => authStore.getState();
const item: CartItem = {
  id: 'svc-1-2026-12-01',
  service_id: 1,
  service_slug: 'sunset-cruise',
  kind: 'experience',
  name: 'Sunset cruise',
  image_url: null,
  date: '2026-12-01',
  time: '18:00',
  quantity: 2,
  unit_price_cents: 2500,
  total_cents: 5000,
  discount_cents: 0,
  free_cancellation: 1,
  cancellation_policy: 24,
  notes: {},
};

beforeEach(() => {
  auth().logout();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('auth store (spec §4)', () => {
  it('spec §4: login success stores the user locally and emits auth:changed', () => {
    const handler = jest.fn();
    const off = on('auth:changed', handler);
    const user = makeAuthUser(7, 'CLIENT');
    auth().login(user);
    expect(auth().user).toEqual(user);
    expect(JSON.parse(window.localStorage.getItem(AUTH_USER_KEY) ?? 'null')).toEqual(user);
    expect(handler).toHaveBeenCalledWith({ user, acting: user });
    off();
  });

  it('a stored login is restored when the store loads (page reload)', () => {
    const user = makeAuthUser(8, 'CLIENT');
    window.localStorage.setItem(AUTH_USER_KEY, JSON.stringify(user));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./auth-store') as typeof import('./auth-store');
      expect(fresh.authStore.getState().user).toEqual(user);
    });
  });

  it('spec §4: logout clears local and session storage but keeps the two onboarding flags', () => {
    expect(ONBOARDING_FLAGS).toEqual([COOKIE_CONSENT_FLAG, WELCOME_SEEN_FLAG]);
    auth().login(makeAuthUser(7, 'CLIENT'));
    cartStore.getState().addItem(item);
    window.localStorage.setItem(COOKIE_CONSENT_FLAG, 'accepted');
    window.localStorage.setItem(WELCOME_SEEN_FLAG, '1');
    window.localStorage.setItem('something-else', 'x');
    window.sessionStorage.setItem('draft', 'y');
    const handler = jest.fn();
    const off = on('auth:changed', handler);
    auth().logout();
    expect(auth().user).toBeNull();
    expect(window.localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(window.localStorage.getItem('something-else')).toBeNull();
    expect(window.sessionStorage.getItem('draft')).toBeNull();
    expect(window.localStorage.getItem(COOKIE_CONSENT_FLAG)).toBe('accepted');
    expect(window.localStorage.getItem(WELCOME_SEEN_FLAG)).toBe('1');
    expect(window.localStorage.length).toBe(2);
    expect(cartStore.getState().items).toEqual([]);
    expect(handler).toHaveBeenCalledWith({ user: null, acting: null });
    off();
  });

  it('spec §4: the cart is removed when a supplier logs in', () => {
    cartStore.getState().addItem(item);
    auth().login(makeAuthUser(3, 'SUPPLIER'));
    expect(cartStore.getState().items).toEqual([]);
    expect(window.localStorage.getItem('mp.cart')).toBeNull();
  });

  it('a client login keeps the cart filled before logging in', () => {
    cartStore.getState().addItem(item);
    auth().login(makeAuthUser(4, 'CLIENT'));
    expect(cartStore.getState().items).toEqual([item]);
  });

  it('opens and closes the login modal with a mode and return path', () => {
    auth().openLoginModal();
    expect(auth().loginModal).toEqual({ mode: 'login' });
    auth().openLoginModal('signup', '/pt/cart');
    expect(auth().loginModal).toEqual({ mode: 'signup', returnTo: '/pt/cart' });
    auth().closeLoginModal();
    expect(auth().loginModal).toBeNull();
  });
});

describe('super-admin tabs (spec §4 tab rule)', () => {
  const admin = makeAuthUser(1, 'SUPER');

  it('spec §4: the first tab is the main user; selecting a non-first tab impersonates that user', () => {
    auth().login(admin);
    expect(auth().tabs.map((t) => t.id)).toEqual([1]);
    expect(auth().tabs[0]?.user).not.toHaveProperty('api_token');
    const handler = jest.fn();
    const off = on('auth:changed', handler);
    auth().addTab(makeUser(20, 'CLIENT'));
    expect(auth().impersonating?.id).toBe(20);
    expect(actingUser(auth())?.id).toBe(20);
    expect(actingRole(auth())).toBe('CLIENT');
    expect(handler).toHaveBeenLastCalledWith({ user: admin, acting: expect.objectContaining({ id: 20 }) });
    auth().selectTab(1);
    expect(auth().impersonating).toBeNull();
    expect(actingRole(auth())).toBe('SUPER');
    off();
  });

  it('spec §4/§9: at most 3 tabs; the oldest non-first tab is dropped', () => {
    auth().login(admin);
    auth().addTab(makeUser(20, 'CLIENT'));
    auth().addTab(makeUser(30, 'SUPPLIER'));
    auth().addTab(makeUser(40, 'AFFILIATE'));
    expect(auth().tabs.map((t) => t.id)).toEqual([1, 30, 40]);
    expect(auth().activeTabId).toBe(40);
    expect(actingRole(auth())).toBe('AFFILIATE');
  });

  it('spec §4: removing a tab selects the first (the super admin again)', () => {
    auth().login(admin);
    auth().addTab(makeUser(20, 'CLIENT'));
    auth().removeTab(20);
    expect(auth().tabs.map((t) => t.id)).toEqual([1]);
    expect(auth().activeTabId).toBe(1);
    expect(auth().impersonating).toBeNull();
  });

  it('only a super admin can open tabs', () => {
    auth().login(makeAuthUser(5, 'CLIENT'));
    auth().addTab(makeUser(20, 'CLIENT'));
    expect(auth().tabs).toEqual([]);
    expect(auth().impersonating).toBeNull();
  });

  it('the tabs and the impersonated user survive a reload', () => {
    auth().login(admin);
    auth().addTab(makeUser(20, 'CLIENT'));
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const fresh = require('./auth-store') as typeof import('./auth-store');
      expect(fresh.authStore.getState().impersonating?.id).toBe(20);
      expect(fresh.authStore.getState().tabs.map((t) => t.id)).toEqual([1, 20]);
    });
  });
});

describe('other browser tabs', () => {
  const fromOtherTab = (key: string, newValue: string | null) => {
    if (newValue === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: window.localStorage }));
  };

  it('a logout in another tab logs this tab out too', () => {
    auth().login(makeAuthUser(7, 'CLIENT'));
    const handler = jest.fn();
    const off = on('auth:changed', handler);
    fromOtherTab(AUTH_USER_KEY, null);
    expect(auth().user).toBeNull();
    expect(handler).toHaveBeenCalledWith({ user: null, acting: null });
    off();
  });

  it('a login in another tab is picked up', () => {
    const user = makeAuthUser(9, 'CLIENT');
    fromOtherTab(AUTH_USER_KEY, JSON.stringify(user));
    expect(auth().user).toEqual(user);
  });
});
