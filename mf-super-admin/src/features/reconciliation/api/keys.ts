export const reconciliationKeys = {
  all: ['back-office', 'reconciliation'] as const,
  overview: () => [...reconciliationKeys.all, 'overview'] as const,
  day: (day: string) => [...reconciliationKeys.all, 'day', day] as const,
};
