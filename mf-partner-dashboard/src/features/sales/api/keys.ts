// Query keys of the partner's sales figures.
export const salesKeys = {
  all: ['dashboard-sales'] as const,
  range: (query: SalesRange) => [...salesKeys.all, query] as const,
};

export interface SalesRange {
  from: string;
  to: string;
  group: 'day' | 'week' | 'month';
}

// Query keys of the partner's monthly invoices (what the marketplace owes them).
export const invoiceKeys = {
  all: ['dashboard-invoices'] as const,
  list: (query: InvoicesPage) => [...invoiceKeys.all, 'list', query] as const,
};

export interface InvoicesPage {
  page: number;
  per_page: number;
}
