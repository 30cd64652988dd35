export const invoiceKeys = {
  all: ['back-office', 'invoices'] as const,
  month: (query: { year?: number; month?: number }) => [...invoiceKeys.all, 'month', query] as const,
};
