// Europe/Lisbon wall-clock helpers live in @mp/shared/domain (one module for the API and the front ends); this path
// stays so API modules import them from their own lib.
export { lisbonToday, lisbonInstant, isCalendarDate, isIsoDate } from '@mp/shared/domain';
