// Europe/Lisbon wall-clock helpers live in @mp/shared/domain (one module for the API and the front ends); this path
// stays so API modules import them from their own lib. lisbonInstant is no longer remembered per date and time: it
// computes the offset from the clock-change rule (ADR 031) instead of formatting two instants with Intl, so a map
// lookup would save nothing.
export { lisbonInstant, lisbonToday, isCalendarDate, isIsoDate } from '@mp/shared/domain';
