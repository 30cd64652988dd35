// Start-up stage 1 (ADR 008): locale from the URL, the role watch and the remote of this page. React and the chrome
// are not evaluated yet: they come in the next task (./chrome).
import { actingRole, actingUser, authStore, localeStore, type AuthState } from '@mp/shared/stores';
import { splitLocale } from '@mp/shared/routes';
import { readRegistry } from '../federation/registry';
import { refreshActiveRemotes, remountActiveRemotes, startRemoteApps } from '../federation/remote-apps';
import { actingChange, type Acting } from '../routing/acting-change';
import { resetHeadOnNavigation } from './head';
import { nextTask } from './next-task';

export function startState(): void {
  // The URL prefix decides the language on boot (/pt = pt); back/forward across prefixes too.
  const syncLocaleFromUrl = () => {
    const { locale } = splitLocale(window.location.pathname);
    if (localeStore.getState().locale !== locale) localeStore.getState().setLocale(locale);
  };
  syncLocaleFromUrl();
  window.addEventListener('popstate', syncLocaleFromUrl);
  resetHeadOnNavigation();

  // Login, logout and tab switches change who may see the current page: re-run the activity functions; a switch to
  // another user of the same role mounts the page's remote afresh (routing/acting-change.ts).
  const actingOf = (state: AuthState): Acting => ({ role: actingRole(state), userId: actingUser(state)?.id ?? null });
  let last = actingOf(authStore.getState());
  authStore.subscribe((state) => {
    const next = actingOf(state);
    const change = actingChange(last, next);
    last = next;
    if (change === 'refresh') refreshActiveRemotes();
    else if (change === 'remount') void remountActiveRemotes();
  });

  // The page's remote starts loading now; it mounts into its region of the outlet, which the chrome's
  // <main> adopts when it commits.
  // The API client is the shell's (already downloaded in its mp-shared chunk): loaded before any remote starts, so a
  // remote that needs it at once takes the shell's instead of loading its own copy of @mp/shared (federation's
  // loaded-first strategy picks whichever copy is loaded; the storefront's listing asked before the shell had one).
  // Each in a task of its own (ADR 008): evaluating the API client, and single-spa's start with the federation's
  // remote lookup, were ~80 ms of one task at 8× CPU after the stores and i18n.
  void Promise.all([readRegistry(), import(/* webpackMode: "eager" */ '@mp/shared/api')])
    .then(async ([registry]) => {
      await nextTask();
      return registry;
    })
    .then((registry) => startRemoteApps({ registry, getRole: () => actingRole(authStore.getState()) }));
}
