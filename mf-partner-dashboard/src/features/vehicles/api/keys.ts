// Query keys of the company's vehicles: one factory, so a write invalidates exactly what it changed.
export const vehicleKeys = {
  all: ['dashboard-vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (query: Record<string, string | number>) => [...vehicleKeys.lists(), query] as const,
  detail: (id: number) => [...vehicleKeys.all, 'detail', id] as const,
  pricing: (id: number) => [...vehicleKeys.all, 'pricing', id] as const,
  preview: (id: number, from: string, to: string) => [...vehicleKeys.all, 'preview', id, from, to] as const,
  places: () => ['transfer-places'] as const,
};
