// The one i18next instance. It is i18next's default instance on purpose: i18next is a Module
// Federation singleton, so a remote importing `i18next` directly still sees these resources.
//
// A page downloads and evaluates only its own language's strings (docs/adr/053): each namespace is registered with
// one loader per language (a file per language), the page's language is loaded at once, and the other
// language only when the visitor switches to it. i18next applies a switch only once that language's strings of every
// namespace in use have arrived, so nothing is ever drawn with keys in place of words.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '../contracts';
import { splitLocale } from '../routes';

export const COMMON_NS = 'common';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'pt'];

/** One namespace's strings in one language: a JSON module (or its contents), usually a dynamic import. */
export type LocaleLoader = () => Promise<object>;
/** How to load a namespace in each language. */
export type LocaleLoaders = Record<Locale, LocaleLoader>;

export interface LocaleResources {
  en: object;
  pt: object;
}

const loaders = new Map<string, LocaleLoaders>();

const unwrap = (module: object): object =>
  'default' in module && typeof module.default === 'object' && module.default !== null ? module.default : module;

/** i18next's way in for strings that are not inline: the registered loaders. */
const localeChunks: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, ns: string, callback: ReadCallback) {
    const load = loaders.get(ns)?.[language as Locale];
    // A namespace given inline (addResources) has nothing to fetch.
    if (!load) return callback(null, {});
    load().then(
      (module) => callback(null, unwrap(module) as Record<string, unknown>),
      (error: unknown) => {
        // Spec §8: the failure is logged and the screen shows keys instead of crashing.
        console.error('Failed locale loading', error);
        callback(error as Error, false);
      },
    );
  },
};

async function fetchJson(url: URL): Promise<object> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  return (await response.json()) as object;
}

/** The URL decides the language (en at the root, pt under /pt); outside a browser, en. */
function initialLocale(): Locale {
  return typeof window === 'undefined' ? 'en' : splitLocale(window.location.pathname).locale;
}

export const i18n = i18next;

if (!i18n.isInitialized && !i18n.isInitializing) {
  // Unit tests render at once after importing this module, without webpack: there the common strings are inline.
  // In a build this branch is removed (webpack sets NODE_ENV) and the strings come from the page language's chunk.
  const inline =
    process.env.NODE_ENV === 'test'
      ? {
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's CommonJS; never in a build
          en: { [COMMON_NS]: require('./locales/en.json') as object },
          // eslint-disable-next-line @typescript-eslint/no-require-imports -- Jest's CommonJS; never in a build
          pt: { [COMMON_NS]: require('./locales/pt.json') as object },
        }
      : undefined;
  if (!inline) {
    // Files of their own, fetched as JSON: as modules they would be bundled into the @mp/shared chunk every page
    // loads (the build puts every module of @mp/shared's subpaths there), both languages with it.
    loaders.set(COMMON_NS, {
      en: () => fetchJson(new URL('./locales/en.json', import.meta.url)),
      pt: () => fetchJson(new URL('./locales/pt.json', import.meta.url)),
    });
  }
  void i18n
    .use(localeChunks)
    .use(initReactI18next)
    .init({
      resources: inline,
      // Inline strings (tests, addResources) and loaded ones live side by side.
      partialBundledLanguages: true,
      lng: initialLocale(),
      // No fallback language: it would make every pt page load the en strings too. Every en key has a pt
      // translation (the locale tests of each front end enforce it), so a fallback would never be used.
      fallbackLng: false,
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

/**
 * Register a namespace by its loaders, one per language, and load it in the page's language now. Resolves once
 * those strings are in (also when they failed: the failure is logged and keys show). A later language switch loads
 * the namespace in the new language before applying the switch.
 */
export function registerResources(ns: string, resources: LocaleLoaders): Promise<void> {
  loaders.set(ns, resources);
  return i18n.loadNamespaces(ns);
}

/** Resolves once every registered namespace is loaded in the current language (e.g. before a first render). */
export function languageLoaded(): Promise<void> {
  return i18n.loadNamespaces([...loaders.keys()]);
}

/** Register a namespace's strings given inline in both languages. Later calls deep-merge. */
export function addResources(ns: string, resources: LocaleResources): void {
  i18n.addResourceBundle('en', ns, resources.en, true, true);
  i18n.addResourceBundle('pt', ns, resources.pt, true, true);
}

/**
 * Load a namespace lazily in both languages (e.g. a dynamic import of the remote's JSON). A failure is logged as
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
