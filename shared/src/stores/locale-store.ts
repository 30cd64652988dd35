import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { emit } from '../bus';
import { i18n, writeLocaleCookie } from '../i18n';
import type { Locale } from '../contracts';
import { htmlLang } from '../routes/head';

export interface LocaleState {
  locale: Locale;
  /** Language, cookie, <html lang> and the `locale:changed` event; the URL is the shell's job. */
  setLocale(locale: Locale): void;
}

const current = (): Locale => (i18n.language === 'pt' ? 'pt' : 'en');

function setHtmlLang(locale: Locale): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(locale);
}

setHtmlLang(current());

export const localeStore = createStore<LocaleState>()((set, get) => ({
  locale: current(),
  setLocale(locale) {
    const changed = locale !== get().locale;
    if (changed) set({ locale });
    writeLocaleCookie(locale);
    setHtmlLang(locale);
    i18n.changeLanguage(locale).catch((error: unknown) => console.error('Failed locale loading', error));
    if (changed) emit('locale:changed', { locale });
  },
}));

// A language switched on i18next directly (a remote calling i18n.changeLanguage) still reaches the store,
// so the Accept-Language header, <html lang> and listeners never disagree with the strings on screen.
i18n.on('languageChanged', (lng: string) => {
  const locale: Locale = lng === 'pt' ? 'pt' : 'en';
  if (locale === localeStore.getState().locale) return;
  localeStore.setState({ locale });
  setHtmlLang(locale);
  emit('locale:changed', { locale });
});

/** The current locale ('en' | 'pt'); re-renders on change. Change it with `localeStore.getState().setLocale`. */
export function useLocale(): Locale {
  return useStore(localeStore, (s) => s.locale);
}
