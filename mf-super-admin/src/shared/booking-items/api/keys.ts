export const bookingKeys = {
  all: ['back-office', 'booking-items'] as const,
  list: (query: Record<string, string | number>) => [...bookingKeys.all, 'list', query] as const,
  detail: (id: number) => [...bookingKeys.all, 'detail', id] as const,
};
