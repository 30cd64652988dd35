// Shell start-up: locale from the URL, chrome, registry, then single-spa with the five remotes.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { actingRole, authStore, localeStore } from '@mp/shared/stores';
import { addResources } from '@mp/shared/i18n';
import { splitLocale } from '@mp/shared/routes';
import { installChunkReloadGuard } from './chunk-error/reload-guard';
import { AppShell } from './chrome/app-shell';
import { adoptServerSkeleton } from './chrome/server-skeleton';
import { readRegistry } from './federation/registry';
import { refreshActiveRemotes, startRemoteApps } from './federation/remote-apps';
import en from './locales/en.json';
import pt from './locales/pt.json';

installChunkReloadGuard();
addResources('shell', { en, pt });

// The URL prefix decides the language on boot (/pt = pt); back/forward across prefixes too.
const syncLocaleFromUrl = () => {
  const { locale } = splitLocale(window.location.pathname);
  if (localeStore.getState().locale !== locale) localeStore.getState().setLocale(locale);
};
syncLocaleFromUrl();
window.addEventListener('popstate', syncLocaleFromUrl);

// Login, logout and tab switches change who may see the current page: re-run the activity functions.
let lastRole = actingRole(authStore.getState());
authStore.subscribe((state) => {
  const role = actingRole(state);
  if (role === lastRole) return;
  lastRole = role;
  refreshActiveRemotes();
});

const container = document.getElementById('app');
if (!container) throw new Error('#app missing from index.html');
adoptServerSkeleton();
// A transition: React renders the chrome in 5 ms slices (no long task on a slow phone) while the
// server-drawn chrome stays on screen until the first commit replaces it.
const root = createRoot(container);
startTransition(() => root.render(<AppShell />));

void readRegistry().then((registry) => startRemoteApps({ registry, getRole: () => actingRole(authStore.getState()) }));
