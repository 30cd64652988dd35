// The one list component of the dashboards (user panel, partner dashboard, back office): @tanstack/react-table
// for columns, sorting, row selection and column choice; the server pages, sorts and filters (state in the URL,
// see table-state.ts); CSV export of the filtered rows; skeleton, empty and error states.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type VisibilityState,
} from '@tanstack/react-table';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { ApiError, serverMessage } from '../api';
import { Button, ErrorState, Pager, VisuallyHidden } from '../ui';
import type { PageOf } from '../contracts/common';
import { downloadCsv, everyRow, toCsv, type CsvColumn } from './csv';
import { PER_PAGE_OPTIONS, type TableStateHandle } from './table-state';

/**
 * A column's `cell` or `header`, called as a function. react-table's `flexRender` renders a function as a component
 * type, so a page whose columns are rebuilt (its `useMemo` depends on `t` and the locale) would remount every cell:
 * a dialog opened from a row (answer a quote, refund a booking) closed itself when the columns changed under it.
 * Called here, the elements a cell returns keep their identity and their state. A cell is a plain render function
 * (no hooks), as every column of the dashboards is.
 */
function renderPart<C>(part: ReactNode | ((context: C) => ReactNode) | undefined, context: C): ReactNode {
  return typeof part === 'function' ? (part as (context: C) => ReactNode)(context) : (part ?? null);
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  > .grow {
    flex: 1 1 16rem;
  }
`;
const ExportError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radius};
`;
const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    vertical-align: middle;
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: nowrap;
  }
  tbody tr[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* A row's actions stay in view at the right edge while the rest of a wide table scrolls under them. */
  .sticky-end {
    position: sticky;
    right: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: -1px 0 0 ${({ theme }) => theme.colors.surfaceAlt};
  }
  th.sticky-end,
  tbody tr[aria-selected='true'] .sticky-end {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }
`;
const SortButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-weight: 700;
  color: inherit;
  cursor: pointer;
`;
const Bone = styled.span`
  display: block;
  height: 1em;
  border-radius: 4px;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;
const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
  label {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  select {
    min-height: 44px;
    font: inherit;
  }
`;
const Chooser = styled.details`
  position: relative;
  summary {
    min-height: 44px;
    display: inline-flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
  }
  fieldset {
    position: absolute;
    right: 0;
    z-index: 5;
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    box-shadow: ${({ theme }) => theme.shadow};
    min-width: 12rem;
  }
  label {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    min-height: 36px;
  }
`;
const BulkBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * Column meta the table reads: `sortable` (the server can sort by the column id), `csv` (value in the export),
 * `priority: 'low'` (hidden at first on a screen narrower than WIDE_SCREEN_PX, so a back-office list fits 1280 px; the
 * Columns chooser shows it again), `sticky` (the column stays at the right edge of the table's scroll box: a row's
 * actions, always visible however wide the table).
 */
export interface DataColumnMeta<T> {
  sortable?: boolean;
  csv?: (row: T) => string | number | boolean | null | undefined;
  priority?: 'low';
  sticky?: boolean;
}

/** From this width on, columns of low priority are shown at first too. */
export const WIDE_SCREEN_PX = 1440;

/** The columns hidden at first: those of low priority, on a screen narrower than WIDE_SCREEN_PX. */
function initialVisibility<T>(columns: readonly DataColumn<T>[]): VisibilityState {
  const narrow =
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${WIDE_SCREEN_PX - 1}px)`).matches;
  if (!narrow) return {};
  return Object.fromEntries(columns.filter((c) => c.meta?.priority === 'low').map((c) => [c.id, false]));
}

export type DataColumn<T> = ColumnDef<T, unknown> & { id: string; meta?: DataColumnMeta<T> };

export interface DataTableProps<T> {
  /** Names the table for screen readers (its caption). */
  caption: string;
  columns: readonly DataColumn<T>[];
  rows: readonly T[] | undefined;
  /** The table's URL state (useTableState). */
  state: TableStateHandle;
  /** Laravel page fields of the answer; without them the pager is hidden. */
  lastPage?: number | undefined;
  total?: number | undefined;
  getRowId(row: T): string;
  isLoading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Shown instead of the table when the query has no rows (say what to do next). */
  empty?: ReactNode;
  /** Filters and buttons shown above the table, beside the search box. */
  toolbar?: ReactNode;
  /** Label of the search box; no search box without it. */
  searchLabel?: string;
  /** With row selection: the actions for the selected rows (e.g. activate, deactivate). */
  bulkActions?: (selected: T[], clear: () => void) => ReactNode;
  /**
   * CSV export: the file name and how to get one page of the filtered rows, at most `CSV_PAGE_SIZE` to a page; the
   * table asks for every page, so the file holds every filtered row however many there are. Columns with `meta.csv`
   * are exported, or `columns` where the file needs other columns than the screen (a reference, a status, money and
   * times a spreadsheet reads).
   */
  csv?: { filename: string; fetchPage: (page: number) => Promise<PageOf<T>>; columns?: readonly CsvColumn<T>[] };
}

/**
 * What a react-query read of one Laravel page gives a DataTable: its rows, the pager's figures, the loading and error
 * states and the retry. Spread it: `<DataTable {...pageQueryProps(query)} … />`.
 */
export function pageQueryProps<T>(query: {
  data?: { data: readonly T[]; last_page: number; total: number } | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}): Pick<DataTableProps<T>, 'rows' | 'lastPage' | 'total' | 'isLoading' | 'error' | 'onRetry'> {
  return {
    rows: query.data?.data,
    lastPage: query.data?.last_page,
    total: query.data?.total,
    isLoading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
  };
}

const SKELETON_ROWS = 5;
/** How long the search box waits after the last key before it searches. */
const SEARCH_DEBOUNCE_MS = 300;

export function DataTable<T>(props: DataTableProps<T>): ReactNode {
  const {
    caption,
    columns,
    rows,
    state,
    lastPage,
    total,
    getRowId,
    isLoading,
    error,
    onRetry,
    empty,
    toolbar,
    searchLabel,
    bulkActions,
    csv,
  } = props;
  const { t } = useTranslation('common');
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(() => initialVisibility(columns));
  const [exporting, setExporting] = useState(false);
  const [exportFailed, setExportFailed] = useState(false);
  const [searchDraft, setSearchDraft] = useState(state.search);
  const { search: urlSearch, update: updateState } = state;
  // The box searches as the user types, once they pause; Enter searches at once.
  useEffect(() => {
    if (searchDraft.trim() === urlSearch) return;
    const timer = setTimeout(() => updateState({ search: searchDraft }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchDraft]);
  // Back, a shared link or a cleared filter changes the URL: the box shows what the rows were searched for.
  const lastUrlSearch = useRef(urlSearch);
  useEffect(() => {
    if (lastUrlSearch.current === urlSearch) return;
    lastUrlSearch.current = urlSearch;
    setSearchDraft((draft) => (draft.trim() === urlSearch ? draft : urlSearch));
  }, [urlSearch]);
  const data = useMemo(() => [...(rows ?? [])], [rows]);

  const selectColumn = useMemo<DataColumn<T> | null>(
    () =>
      bulkActions
        ? {
            id: '__select',
            enableHiding: false,
            header: ({ table }) => (
              <input
                type="checkbox"
                aria-label={t('dashboard.selectAll')}
                checked={table.getIsAllRowsSelected()}
                ref={(el) => {
                  if (el) el.indeterminate = table.getIsSomeRowsSelected();
                }}
                onChange={table.getToggleAllRowsSelectedHandler()}
              />
            ),
            cell: ({ row }) => (
              <input
                type="checkbox"
                aria-label={t('dashboard.selectRow', { row: row.id })}
                checked={row.getIsSelected()}
                onChange={row.getToggleSelectedHandler()}
              />
            ),
          }
        : null,
    [bulkActions, t],
  );

  const table = useReactTable<T>({
    data,
    columns: selectColumn ? [selectColumn, ...columns] : [...columns],
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableRowSelection: Boolean(bulkActions),
    state: { rowSelection, columnVisibility },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: setColumnVisibility,
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);
  const clearSelection = () => setRowSelection({});
  const visibleCount = table.getVisibleLeafColumns().length;

  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    setExportFailed(false);
    try {
      const all = await everyRow(csv.fetchPage);
      const csvColumns: readonly CsvColumn<T>[] =
        csv.columns ??
        columns
          .filter((c) => c.meta?.csv && table.getColumn(c.id)?.getIsVisible() !== false)
          .map((c) => ({ header: typeof c.header === 'string' ? c.header : c.id, value: c.meta!.csv! }));
      downloadCsv(csv.filename, toCsv(all, csvColumns));
    } catch {
      setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };

  const sortState = (id: string): 'ascending' | 'descending' | 'none' =>
    state.sort?.id === id ? (state.sort.desc ? 'descending' : 'ascending') : 'none';
  const toggleSort = (id: string) => {
    const current = state.sort?.id === id ? state.sort : null;
    state.update({ sort: !current ? { id, desc: false } : !current.desc ? { id, desc: true } : null });
  };

  let body: ReactNode;
  // A refusal says why (the team role, or a module the company has not got); trying again would not change it.
  const forbidden = error instanceof ApiError && error.status === 403;
  if (error) {
    body = (
      <tr>
        <td colSpan={visibleCount}>
          {forbidden ? (
            <ErrorState message={serverMessage(error) ?? t('dashboard.loadFailed')} />
          ) : (
            <ErrorState message={t('dashboard.loadFailed')} {...(onRetry ? { onRetry } : {})} />
          )}
        </td>
      </tr>
    );
  } else if (isLoading && !rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <tr key={`skeleton-${i}`} aria-hidden="true">
        {table.getVisibleLeafColumns().map((c) => (
          <td key={c.id}>
            <Bone />
          </td>
        ))}
      </tr>
    ));
  } else if (data.length === 0) {
    body = (
      <tr>
        <td colSpan={visibleCount}>{empty ?? t('app.noResults')}</td>
      </tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <tr key={row.id} aria-selected={bulkActions ? row.getIsSelected() : undefined}>
        {row.getVisibleCells().map((cell) => (
          <td
            key={cell.id}
            className={(cell.column.columnDef.meta as DataColumnMeta<T> | undefined)?.sticky ? 'sticky-end' : undefined}
          >
            {renderPart(cell.column.columnDef.cell, cell.getContext())}
          </td>
        ))}
      </tr>
    ));
  }

  const hideable = table.getAllLeafColumns().filter((c) => c.getCanHide());
  return (
    <div>
      <Toolbar>
        {searchLabel && (
          <form
            className="grow"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              state.update({ search: searchDraft });
            }}
          >
            <label>
              <VisuallyHidden>{searchLabel}</VisuallyHidden>
              <input
                type="search"
                value={searchDraft}
                placeholder={searchLabel}
                onChange={(event) => setSearchDraft(event.target.value)}
                style={{ minHeight: 44, width: '100%', font: 'inherit', padding: '8px 12px' }}
              />
            </label>
          </form>
        )}
        {toolbar}
        {hideable.length > 1 && (
          <Chooser>
            <summary>{t('dashboard.columns')}</summary>
            <fieldset>
              <legend>{t('dashboard.visibleColumns')}</legend>
              {hideable.map((c) => (
                <label key={c.id}>
                  <input type="checkbox" checked={c.getIsVisible()} onChange={c.getToggleVisibilityHandler()} />
                  {typeof c.columnDef.header === 'string' ? c.columnDef.header : c.id}
                </label>
              ))}
            </fieldset>
          </Chooser>
        )}
        {csv && (
          <Button variant="secondary" onClick={() => void exportCsv()} disabled={exporting}>
            {exporting ? t('dashboard.exporting') : t('dashboard.exportCsv')}
          </Button>
        )}
        {exportFailed && <ExportError role="alert">{t('dashboard.exportFailed')}</ExportError>}
      </Toolbar>
      {bulkActions && selected.length > 0 && (
        <BulkBar role="region" aria-label={t('dashboard.bulkActions')}>
          <span aria-live="polite">{t('dashboard.selectedCount', { count: selected.length })}</span>
          {bulkActions(selected, clearSelection)}
          <Button variant="secondary" onClick={clearSelection}>
            {t('dashboard.clearSelection')}
          </Button>
        </BulkBar>
      )}
      {/* Focusable, so a keyboard can scroll a table wider than the screen (axe scrollable-region-focusable). */}
      <Scroll tabIndex={0} role="region" aria-label={caption}>
        <Grid aria-busy={isLoading ? true : undefined}>
          <caption>{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as DataColumnMeta<T> | undefined;
                  const content = header.isPlaceholder
                    ? null
                    : renderPart(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={meta?.sticky ? 'sticky-end' : undefined}
                      aria-sort={meta?.sortable ? sortState(header.column.id) : undefined}
                    >
                      {meta?.sortable ? (
                        <SortButton type="button" onClick={() => toggleSort(header.column.id)}>
                          {content}
                          <span aria-hidden="true">
                            {{ ascending: '▲', descending: '▼', none: '↕' }[sortState(header.column.id)]}
                          </span>
                        </SortButton>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>{body}</tbody>
        </Grid>
      </Scroll>
      <Footer>
        <span aria-live="polite">{total !== undefined ? t('dashboard.total', { count: total }) : null}</span>
        <label>
          {t('dashboard.perPage')}
          <select value={state.perPage} onChange={(event) => state.update({ perPage: Number(event.target.value) })}>
            {PER_PAGE_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </Footer>
      {lastPage !== undefined && (
        <Pager page={state.page} lastPage={lastPage} onPageChange={(page) => state.update({ page })} />
      )}
    </div>
  );
}
