export const teamKeys = {
  all: ['back-office', 'team'] as const,
  list: (query: Record<string, string | number>) => [...teamKeys.all, 'list', query] as const,
  roles: (locale: string) => [...teamKeys.all, 'roles', locale] as const,
};
