import type { ReactNode } from 'react';
import type { PageOf } from '@mp/shared/contracts';
import { DataTable, pageQueryProps, type DataColumn, type TableStateHandle } from '@mp/shared/dashboard';
import { EmptyState } from '@mp/shared/ui';

export interface PartTableProps<T extends { id: number }> {
  /** The section's heading and the table's caption. */
  title: string;
  headingId: string;
  columns: readonly DataColumn<T>[];
  query: { data?: PageOf<T> | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  state: TableStateHandle;
  empty: string;
  /** Above the table (a form that adds a row). */
  children?: ReactNode;
}

/** One section of the customer's page: its heading and a page of its rows, with the loading, empty and error states. */
export function PartTable<T extends { id: number }>({
  title,
  headingId,
  columns,
  query,
  state,
  empty,
  children,
}: PartTableProps<T>): ReactNode {
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      <DataTable
        caption={title}
        columns={columns}
        {...pageQueryProps(query)}
        state={state}
        getRowId={(row) => String(row.id)}
        empty={<EmptyState title={empty} />}
      />
    </section>
  );
}
