// Query keys of the partner's services: one factory, so a write invalidates exactly the lists it changed.
export const serviceKeys = {
  all: ['dashboard-services'] as const,
  lists: () => [...serviceKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...serviceKeys.lists(), query] as const,
  detail: (id: number) => [...serviceKeys.all, 'detail', id] as const,
};
