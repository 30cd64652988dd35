export const calendarFeedKeys = {
  all: ['dashboard', 'calendar-feed'] as const,
};
