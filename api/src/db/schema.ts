// The whole data model of spec §3: every table exists from the start, so the model is whole before each feature.
// Money is integer euro cents, times are timestamptz (displayed in Europe/Lisbon), and every status column
// carries a CHECK so a bad state cannot be written even by hand-written SQL.
// One file per area under ./schema/; this module re-exports them all (drizzle.config.ts reads it, code imports it).
export * from './schema/statuses';
export * from './schema/users';
export * from './schema/places';
export * from './schema/partners';
export * from './schema/catalogue';
export * from './schema/transfers';
export * from './schema/rewards';
export * from './schema/bookings';
export * from './schema/payments';
export * from './schema/chat';
export * from './schema/reviews';
export * from './schema/events';
export * from './schema/platform';
export * from './schema/availability';
export * from './schema/back-office';
export * from './schema/affiliates';
export * from './schema/calendar-feeds';
