// Query keys of the dashboard home's figures.
export const homeKeys = {
  all: ['dashboard-home'] as const,
  views: (days: number) => [...homeKeys.all, 'service-views', days] as const,
  revenue: () => [...homeKeys.all, 'revenue'] as const,
};
