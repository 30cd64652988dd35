// GET api/super/<list>/export: every row matching a back-office list's filters as CSV, streamed by the server (not
// pages gathered in the browser); saved through `api.blob`, since a plain link would not carry the token.
import { useMutation } from '@tanstack/react-query';
import { api, saveBlob } from '@mp/shared/api';

export interface CsvExportRequest {
  /** The export's path, e.g. `/super/reviews/export`. */
  path: string;
  /** The downloaded file's name. */
  filename: string;
  /** The list's table query (useTableState): the export takes its filters and search. */
  query: Readonly<Record<string, string | number>>;
}

/** A list's table query as its export's filters: no page, page size or sort; the search box's `q` sent as `search`, as the lists do. */
export function exportFilters(query: Readonly<Record<string, string | number>>): Record<string, string | number> {
  const { page: _page, per_page: _perPage, sort: _sort, q, ...filters } = query;
  return q ? { ...filters, search: q } : filters;
}

export async function exportCsv({ path, filename, query }: CsvExportRequest): Promise<void> {
  const search = new URLSearchParams(Object.entries(exportFilters(query)).map(([k, v]) => [k, String(v)])).toString();
  const result = await api.blob(`${path}${search ? `?${search}` : ''}`, { accept: 'text/csv' });
  if (!result.ok) throw new Error(`${filename} export failed: ${result.status}`);
  saveBlob(result.data, filename);
}

export function useExportCsv() {
  return useMutation({ mutationFn: exportCsv });
}
