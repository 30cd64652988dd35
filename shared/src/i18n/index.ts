export {
  i18n,
  addResources,
  loadResources,
  registerResources,
  languageLoaded,
  COMMON_NS,
  SUPPORTED_LOCALES,
  type LocaleResources,
  type LocaleLoader,
  type LocaleLoaders,
} from './i18n';
export { LOCALE_COOKIE, readLocaleCookie, writeLocaleCookie, localeCookieString } from './locale-cookie';
export {
  formatMoney,
  formatRating,
  formatDate,
  intlLocale,
  regionName,
  dateTimeFormat,
  formatInstant,
  formatCalendarDay,
  formatCalendarMonth,
} from './format';
export { useTranslation, Trans } from 'react-i18next';
export { partyText, partyPricedText } from './party';
export { cancellationText } from './cancellation';
