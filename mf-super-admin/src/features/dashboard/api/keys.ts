/** A Lisbon day range; empty: the API's default (the last 30 days). */
export type DayRange = { from?: string; to?: string };

/** The range of the page's `from`/`to` search parameters (the page and its prefetch read it alike). */
export function dayRangeOf(params: URLSearchParams): DayRange {
  const from = params.get('from');
  const to = params.get('to');
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export const dashboardKeys = {
  all: ['back-office', 'dashboard'] as const,
  revenue: (range: DayRange) => [...dashboardKeys.all, 'revenue', range] as const,
  views: (range: DayRange) => [...dashboardKeys.all, 'views', range] as const,
};
