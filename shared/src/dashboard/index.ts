// @mp/shared/dashboard: the list, form, chart and confirmation building blocks of the three dashboards (user panel,
// partner and affiliate dashboard, back office). Not a startup singleton: only dashboard pages import it, so
// @tanstack/react-table and react-hook-form never reach a storefront page.
export {
  readTableState,
  writeTableState,
  tableQuery,
  parseSort,
  formatSort,
  useTableState,
  patchParams,
  PER_PAGE_OPTIONS,
  type TableState,
  type TableSort,
  type TableDefaults,
  type TableStatePatch,
  type TableStateHandle,
  type SearchParamsPair,
} from './table-state';
export { DataTable, pageQueryProps, type DataTableProps, type DataColumn, type DataColumnMeta } from './data-table';
export { toCsv, csvCell, downloadCsv, everyRow, CSV_PAGE_SIZE, type CsvColumn } from './csv';
export {
  useContractForm,
  typeboxResolver,
  contractValues,
  applyServerErrors,
  fieldError,
  validationMessage,
  FormTextField,
  FormTextAreaField,
  FormSelectField,
  FormCheckbox,
} from './forms';
/** react-hook-form's form types, for helpers that take any dashboard form (the remotes do not depend on it directly). */
export type { FieldValues, UseFormReturn } from 'react-hook-form';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { ReasonDialog, type ReasonDialogProps } from './reason-dialog';
export { BarChart, LineChart, niceMax, type ChartPoint, type ChartProps } from './charts';
export { StatCard, StatGrid, percentChange, type StatCardProps } from './stat-card';
