// Query keys of the partner's booking items (one factory for the feature).
export const bookingItemKeys = {
  all: ['dashboard-booking-items'] as const,
  lists: () => [...bookingItemKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...bookingItemKeys.lists(), query] as const,
  calendar: (range: { from: string; to: string }) => [...bookingItemKeys.all, 'calendar', range] as const,
  history: (userId: number) => [...bookingItemKeys.all, 'history', userId] as const,
};
