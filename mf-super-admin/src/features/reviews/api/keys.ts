export const reviewKeys = {
  all: ['back-office', 'reviews'] as const,
  list: (query: Record<string, string | number>) => [...reviewKeys.all, 'list', query] as const,
};
