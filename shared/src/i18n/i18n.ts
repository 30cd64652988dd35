// The one i18next instance. It is i18next's default instance on purpose: i18next is a Module
// Federation singleton, so a remote importing `i18next` directly still sees these resources.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../contracts';
import { splitLocale } from '../routes';
import en from './locales/en.json';
import pt from './locales/pt.json';

export const COMMON_NS = 'common';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'pt'];

/** The URL decides the language (en at the root, pt under /pt); outside a browser, en. */
function initialLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale;
}

export const i18n = i18next;

if (!i18n.isInitialized) {
  // Synchronous init (initAsync: false + inline resources) so the first render is already translated.
  void i18n.use(initReactI18next).init({
    resources: { en: { [COMMON_NS]: en }, pt: { [COMMON_NS]: pt } },
    lng: initialLocale(),
    fallbackLng: 'en',
    supportedLngs: [...SUPPORTED_LOCALES],
    ns: [COMMON_NS],
    defaultNS: COMMON_NS,
    // Keys nest with '.', so route titles are nested objects: routes.user-panel.bookings.
    keySeparator: '.',
    interpolation: { escapeValue: false }, // React escapes
    initAsync: false,
    returnNull: false,
  });
}

export interface LocaleResources {
  en: object;
  pt: object;
}

/** Register a remote's (or the shell's) own namespace in both languages. Later calls deep-merge. */
export function addResources(ns: string, resources: LocaleResources): void {
  i18n.addResourceBundle('en', ns, resources.en, true, true);
  i18n.addResourceBundle('pt', ns, resources.pt, true, true);
}

/**
 * Load a namespace lazily (e.g. a dynamic import of the remote's JSON). A failure is logged as
 * spec §8 says and the screen falls back to the keys instead of crashing. Resolves to whether it loaded.
 */
export async function loadResources(ns: string, loader: () => Promise<LocaleResources>): Promise<boolean> {
  try {
    addResources(ns, await loader());
    return true;
  } catch (error) {
    console.error('Failed locale loading', error);
    return false;
  }
}
