export const peopleKeys = {
  all: ['back-office', 'people'] as const,
  partners: (query: Record<string, string | number>) => [...peopleKeys.all, 'partners', query] as const,
  companyServices: (id: number) => [...peopleKeys.all, 'company-services', id] as const,
  affiliates: (query: Record<string, string | number>) => [...peopleKeys.all, 'affiliates', query] as const,
  customers: (query: Record<string, string | number>) => [...peopleKeys.all, 'customers', query] as const,
  clients: (query: Record<string, string | number>) => [...peopleKeys.all, 'clients', query] as const,
};

/** The table's query as the API reads it: the search box is `search`. */
export function listParams(query: Record<string, string | number>): Record<string, string | number> {
  const { q, ...rest } = query;
  return q ? { ...rest, search: q } : rest;
}
