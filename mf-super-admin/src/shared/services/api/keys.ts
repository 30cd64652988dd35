export const serviceKeys = {
  all: ['back-office', 'services'] as const,
  list: (query: Record<string, string | number>) => [...serviceKeys.all, 'list', query] as const,
};
