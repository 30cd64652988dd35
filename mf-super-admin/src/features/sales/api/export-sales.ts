// GET api/super/sales/export: every sold item matching the filters as CSV, streamed by the server (not pages
// gathered in the browser); saved through `api.blob`, since a plain link would not carry the token.
import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '@mp/shared/api';

export async function exportSales(filters: Record<string, string | number>): Promise<void> {
  const query = new URLSearchParams(Object.entries(filters).map(([k, v]) => [k, String(v)])).toString();
  const result = await api.blob(`/super/sales/export${query ? `?${query}` : ''}`, { accept: 'text/csv' });
  if (!result.ok) throw new Error(`sales export failed: ${result.status}`);
  saveBlob(result.data, 'sales.csv');
}

export function useExportSales() {
  return useMutation({ mutationFn: exportSales });
}
