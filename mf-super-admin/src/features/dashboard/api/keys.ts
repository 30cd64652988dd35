/** A Lisbon day range; empty: the API's default (the last 30 days). */
export type DayRange = { from?: string; to?: string };

export const dashboardKeys = {
  all: ['back-office', 'dashboard'] as const,
  revenue: (range: DayRange) => [...dashboardKeys.all, 'revenue', range] as const,
  views: (range: DayRange) => [...dashboardKeys.all, 'views', range] as const,
};
