import { useState } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api';
import { UiProvider, Button } from '../ui';
import { DataTable, type DataColumn } from './data-table';
import { useTableState } from './table-state';

interface Row {
  id: number;
  name: string;
  status: string;
}
const rows: Row[] = [
  { id: 1, name: 'Sintra tour', status: 'active' },
  { id: 2, name: 'Douro cruise', status: 'inactive' },
];
const columns: DataColumn<Row>[] = [
  { id: 'name', header: 'Name', accessorKey: 'name', meta: { sortable: true, csv: (r) => r.name } },
  { id: 'status', header: 'Status', accessorKey: 'status', meta: { csv: (r) => r.status } },
];

let url = new URLSearchParams();
const acted: number[][] = [];

function Harness({
  data,
  loading,
  empty,
  error,
  onRetry,
}: {
  data: Row[] | undefined;
  loading?: boolean;
  empty?: string;
  error?: unknown;
  onRetry?: () => void;
}) {
  const [params, setParamsState] = useState(url);
  const state = useTableState(
    [
      params,
      (next) => {
        url = next;
        setParamsState(next);
      },
    ],
    { filters: ['status'] },
  );
  return (
    <UiProvider>
      <DataTable<Row>
        caption="Services"
        columns={columns}
        rows={data}
        state={state}
        lastPage={3}
        total={data?.length}
        getRowId={(r) => String(r.id)}
        isLoading={loading}
        empty={empty}
        error={error}
        onRetry={onRetry}
        searchLabel="Search services"
        bulkActions={(selected, clear) => (
          <Button
            onClick={() => {
              acted.push(selected.map((r) => r.id));
              clear();
            }}
          >
            Deactivate
          </Button>
        )}
      />
    </UiProvider>
  );
}

beforeEach(() => {
  url = new URLSearchParams();
  acted.length = 0;
});

describe('DataTable', () => {
  it('renders a captioned table whose sortable header cycles the sort in the URL', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    const table = screen.getByRole('table', { name: 'Services' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    await user.click(within(header).getByRole('button'));
    expect(url.get('sort')).toBe('name');
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    expect(url.get('sort')).toBe('-name');
  });

  it('pages and searches through the URL', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(url.get('page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'douro{Enter}');
    expect(url.get('q')).toBe('douro');
    expect(url.get('page')).toBeNull();
  });

  it('searches as the user types, once they pause, without pressing Enter', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), 'sintra');
    // One search after the pause, not one per key.
    expect(url.get('q')).toBeNull();
    await waitFor(() => expect(url.get('q')).toBe('sintra'));
    expect(url.get('page')).toBeNull();
    expect((screen.getByRole('searchbox', { name: 'Search services' }) as HTMLInputElement).value).toBe('sintra');
  });

  it('selects rows and runs a bulk action on exactly those', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select row 2' }));
    expect(screen.getByText('1 selected')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(acted).toEqual([[2]]);
    expect(screen.queryByText('1 selected')).toBeNull();
  });

  it('shows skeleton rows while loading and the empty state when nothing matches', () => {
    const { rerender } = render(<Harness data={undefined} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    rerender(<Harness data={[]} empty="No services yet: create your first one." />);
    expect(screen.getByText('No services yet: create your first one.')).toBeTruthy();
  });

  it('says why a refused list is refused, without a retry that would be refused again', () => {
    const refused = new ApiError(403, { message: 'Your company does not offer transfers.' }, {});
    const { rerender } = render(<Harness data={undefined} error={refused} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('Your company does not offer transfers.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    rerender(<Harness data={undefined} error={new ApiError(500, null, {})} onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toBe('This list could not be loaded.Try again');
  });

  it('lets the user hide a column', async () => {
    const user = userEvent.setup();
    render(<Harness data={rows} />);
    await user.click(screen.getByText('Columns'));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
  });

  it('keeps the state of what a cell draws when the page rebuilds its columns (a dialog opened from a row stays open)', async () => {
    const user = userEvent.setup();
    function Opener({ name }: { name: string }) {
      const [open, setOpen] = useState(false);
      return open ? <p>Answering {name}</p> : <Button onClick={() => setOpen(true)}>Answer {name}</Button>;
    }
    function Rebuilding({ label }: { label: string }) {
      const state = useTableState([new URLSearchParams(), () => {}], {});
      // A new columns array and new cell functions on every change of `label`, as a page's useMemo on `t` does.
      const rebuilt: DataColumn<Row>[] = [
        { id: 'name', header: label, cell: ({ row }) => row.original.name },
        { id: 'actions', header: 'Actions', cell: ({ row }) => <Opener name={row.original.name} /> },
      ];
      return (
        <UiProvider>
          <DataTable<Row>
            caption="Services"
            columns={rebuilt}
            rows={rows}
            state={state}
            lastPage={1}
            getRowId={(r) => String(r.id)}
          />
        </UiProvider>
      );
    }
    const { rerender } = render(<Rebuilding label="Name" />);
    await user.click(screen.getByRole('button', { name: 'Answer Sintra tour' }));
    expect(screen.getByText('Answering Sintra tour')).toBeTruthy();
    rerender(<Rebuilding label="Nome" />);
    expect(screen.getByRole('columnheader', { name: 'Nome' })).toBeTruthy();
    expect(screen.getByText('Answering Sintra tour')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Answer Douro cruise' })).toBeTruthy();
  });

  describe('on a 1280 px screen', () => {
    const wide: DataColumn<Row>[] = [
      { id: 'name', header: 'Name', accessorKey: 'name' },
      { id: 'status', header: 'Status', accessorKey: 'status', meta: { priority: 'low' } },
      {
        id: 'actions',
        header: 'Actions',
        cell: ({ row }) => <Button>Open {row.original.name}</Button>,
        meta: { sticky: true },
      },
    ];
    function Narrow() {
      const state = useTableState([new URLSearchParams(), () => undefined]);
      return (
        <UiProvider>
          <DataTable<Row> caption="Services" columns={wide} rows={rows} state={state} getRowId={(r) => String(r.id)} />
        </UiProvider>
      );
    }
    const matchMedia = window.matchMedia;
    beforeEach(() => {
      window.matchMedia = ((query: string) => ({
        matches: query === '(max-width: 1439px)',
      })) as typeof window.matchMedia;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('hides a column of low priority at first, and the Columns chooser shows it again', async () => {
      const user = userEvent.setup();
      render(<Narrow />);
      expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
      await user.click(screen.getByText('Columns'));
      await user.click(screen.getByRole('checkbox', { name: 'Status' }));
      expect(screen.getByRole('columnheader', { name: 'Status' })).toBeTruthy();
    });

    it('keeps the actions column at the right edge of the table’s scroll box', () => {
      render(<Narrow />);
      expect(screen.getByRole('columnheader', { name: 'Actions' }).className).toContain('sticky-end');
      const cell = screen.getByRole('button', { name: 'Open Sintra tour' }).closest('td')!;
      expect(cell.className).toContain('sticky-end');
      expect(screen.getByRole('columnheader', { name: 'Name' }).className).not.toContain('sticky-end');
    });
  });
});
