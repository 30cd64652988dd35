// Pure functions and constants from the spec. No I/O and no browser APIs: the API imports this too.
export * from './constants';
export * from './validation';
export * from './phone';
export * from './pricing';
export * from './time';
export * from './tabs';
export * from './promo';
export * from './points';
export * from './card';
export * from './staff';
export * from './locale';
export * from './lisbon-time';
export * from './cancellation';
export * from './place';
export * from './confirmation';
export * from './amounts';
export * from './refund-split';
export {
  formatMoney,
  formatRating,
  formatDecimal,
  formatPercent,
  intlLocale,
  regionName,
  dateTimeFormat,
  formatInstant,
  formatCalendarDay,
  formatCalendarMonth,
} from './format';
export * from './password-strength';
export * from './page-markup';
export * from './service-rules';
export * from './catalogue-values';
export * from './audit-actions';
export * from './day-month-year';
export * from './tax-ids';
export * from './company-review';
export * from './marketplace-company';
