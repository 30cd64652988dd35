import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../bus';
import type { AuthUser, User } from '../contracts';
import type { Role } from '../routes';
import { addTabRule, impersonatedTab, removeTabRule, selectTabRule } from '../domain';
import { cartStore } from './cart-store';
import { clearStorageKeeping, readJson, writeJson } from './storage';
import type { UserTab } from './types';

import { AUTH_USER_KEY } from '../domain';

export { AUTH_USER_KEY };
export const AUTH_TABS_KEY = 'mp.auth.tabs';
/** Set once the visitor answered the cookie banner. */
export const COOKIE_CONSENT_FLAG = 'mp.onboarding.cookie-consent';
/** Set once the visitor closed the welcome introduction. */
export const WELCOME_SEEN_FLAG = 'mp.onboarding.welcome-seen';
/** The two onboarding flags logout keeps (spec §4). */
export const ONBOARDING_FLAGS: readonly string[] = [COOKIE_CONSENT_FLAG, WELCOME_SEEN_FLAG];

export interface LoginModalState {
  mode: 'login' | 'signup';
  /** Where to go after a successful login (a locale-free or localized path). */
  returnTo?: string;
}

export interface AuthState {
  user: AuthUser | null;
  /** The user a super admin acts as (the active non-first tab), else null. */
  impersonating: User | null;
  tabs: UserTab[];
  activeTabId: number | null;
  loginModal: LoginModalState | null;
  login(user: AuthUser): void;
  logout(): void;
  openLoginModal(mode?: LoginModalState['mode'], returnTo?: string): void;
  closeLoginModal(): void;
  /** Super admin only: open a tab acting as `user` (spec §4 tab rule). */
  addTab(user: User): void;
  selectTab(userId: number): void;
  removeTab(userId: number): void;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isAuthUser = (v: unknown): v is AuthUser =>
  isObject(v) && typeof v.id === 'number' && typeof v.api_token === 'string' && typeof v.user_type === 'string';
const isTabs = (v: unknown): v is { tabs: UserTab[]; activeTabId: number | null } =>
  isObject(v) &&
  Array.isArray(v.tabs) &&
  v.tabs.every((t) => isObject(t) && typeof t.id === 'number' && isObject(t.user));

/** The token never goes into a tab (tabs are shown and persisted apart). */
function plainUser(user: AuthUser): User {
  const { api_token: _token, ...rest } = user;
  return rest;
}

const signedOut = {
  user: null,
  impersonating: null,
  tabs: [],
  activeTabId: null,
  loginModal: null,
} satisfies Partial<AuthState>;

function hydrate(): Pick<AuthState, 'user' | 'impersonating' | 'tabs' | 'activeTabId'> {
  const user = readJson('local', AUTH_USER_KEY, isAuthUser);
  if (!user) return { user: null, impersonating: null, tabs: [], activeTabId: null };
  const saved = user.user_type === 'SUPER' ? readJson('local', AUTH_TABS_KEY, isTabs) : null;
  const tabState = saved && saved.tabs[0]?.id === user.id ? saved : { tabs: [], activeTabId: null };
  return { user, ...tabState, impersonating: impersonatedTab(tabState)?.user ?? null };
}

export const authStore = createStore<AuthState>()((set, get) => ({
  ...hydrate(),
  loginModal: null,
  login(user) {
    const isSuper = user.user_type === 'SUPER';
    set({
      user,
      impersonating: null,
      tabs: isSuper ? [{ id: user.id, user: plainUser(user) }] : [],
      activeTabId: isSuper ? user.id : null,
      loginModal: null,
    });
    // Spec §4: a supplier does not buy; a cart left by a previous visitor is removed.
    if (user.user_type === 'SUPPLIER') cartStore.getState().clear();
  },
  logout() {
    cartStore.getState().clear();
    set({ ...signedOut });
    // Spec §4: local and session storage are cleared, except the two onboarding flags.
    clearStorageKeeping(ONBOARDING_FLAGS);
  },
  openLoginModal(mode = 'login', returnTo) {
    set({ loginModal: returnTo === undefined ? { mode } : { mode, returnTo } });
  },
  closeLoginModal() {
    set({ loginModal: null });
  },
  addTab(user) {
    const state = get();
    if (state.user?.user_type !== 'SUPER') return;
    const base =
      state.tabs.length > 0
        ? state
        : { tabs: [{ id: state.user.id, user: plainUser(state.user) }], activeTabId: state.user.id };
    const next = addTabRule(base, { id: user.id, user });
    set({ ...next, impersonating: impersonatedTab(next)?.user ?? null });
  },
  selectTab(userId) {
    const next = selectTabRule(get(), userId);
    set({ tabs: next.tabs, activeTabId: next.activeTabId, impersonating: impersonatedTab(next)?.user ?? null });
  },
  removeTab(userId) {
    const next = removeTabRule(get(), userId);
    set({ tabs: next.tabs, activeTabId: next.activeTabId, impersonating: impersonatedTab(next)?.user ?? null });
  },
}));

/** The user requests act as: the impersonated user, or the logged-in one. */
export function actingUser(state: Pick<AuthState, 'user' | 'impersonating'>): User | null {
  return state.impersonating ?? state.user;
}

/** The role routes and menus use (the impersonated user's while impersonating). */
export function actingRole(state: Pick<AuthState, 'user' | 'impersonating'>): Role | null {
  return actingUser(state)?.user_type ?? null;
}

// Persist the login and the tabs; tell the other front ends who is acting.
authStore.subscribe((state, prev) => {
  if (state.user !== prev.user && state.user) writeJson('local', AUTH_USER_KEY, state.user);
  if (state.user && (state.tabs !== prev.tabs || state.activeTabId !== prev.activeTabId)) {
    writeJson('local', AUTH_TABS_KEY, { tabs: state.tabs, activeTabId: state.activeTabId });
  }
  if (state.user !== prev.user || state.impersonating !== prev.impersonating) {
    emit('auth:changed', { user: state.user, acting: actingUser(state) });
  }
});

// Another browser tab logged in or out: follow it, so a logout anywhere ends the session everywhere.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage || (event.key !== AUTH_USER_KEY && event.key !== null)) return;
    const stored = readJson('local', AUTH_USER_KEY, isAuthUser);
    const current = authStore.getState().user;
    if (!stored && current) authStore.setState({ ...signedOut });
    else if (stored && stored.api_token !== current?.api_token) authStore.setState({ ...hydrate(), loginModal: null });
  });
}

export function useAuth(): AuthState;
export function useAuth<T>(selector: (state: AuthState) => T): T;
export function useAuth<T>(selector?: (state: AuthState) => T): T | AuthState {
  return useStore(authStore, (selector ?? ((s: AuthState) => s)) as (state: AuthState) => T | AuthState);
}
