// i18next for the API's own messages. The locale of a request comes from Accept-Language (spec §7: the front
// ends send the stored locale); anything that is not Portuguese falls back to English, the default locale.
import i18next, { type TFunction } from 'i18next';
import type { Locale } from '@mp/shared/contracts';
import { messages } from './messages';
import { localeFromAcceptLanguage } from '@mp/shared/domain';

const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { translation: messages.en }, pt: { translation: messages.pt } },
  lng: 'en',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = TFunction;

export function translator(locale: Locale): Translate {
  return i18n.getFixedT(locale);
}

/** Picks en or pt from an Accept-Language header, honouring q-values (`en;q=0.5, pt-PT` → pt). */
export function localeFromHeader(header: string | undefined): Locale {
  return localeFromAcceptLanguage(header);
}

/** Translated label of a field (`first_name` → "first name" / "nome"); unknown fields are humanised. */
export function fieldLabel(t: Translate, field: string): string {
  const base = field.split('.')[0] ?? field;
  const key = `fields.${base}`;
  const label = t(key);
  return label === key ? base.replace(/_/g, ' ') : label;
}
