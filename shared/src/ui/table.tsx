import type { ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

const Scroll = styled.div`
  overflow-x: auto;
`;
const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  tbody th {
    font-weight: 600;
  }
`;

export interface TableColumn<T> {
  key: string;
  header: ReactNode;
  render(row: T): ReactNode;
}

export interface TableProps<T> {
  /** Names the table for screen readers (shown as its caption). */
  caption: string;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  /** Shown in one full-width cell when there are no rows. */
  empty?: ReactNode;
  /**
   * The table may be wider than the space it is given: its scrolling box becomes a region named by the caption that a
   * keyboard user can focus and scroll with the arrow keys.
   */
  scrolls?: boolean;
  /** The scrolling box, for a caller that moves the focus there (a table that appears after an action). */
  regionRef?: Ref<HTMLDivElement>;
  /** The key of the column that names each row: its cells are row headers, read before a row's other cells. */
  rowHeader?: string;
}

/** Data table with real header cells (scope=col) and a caption. */
export function Table<T>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  scrolls = false,
  regionRef,
  rowHeader,
}: TableProps<T>): ReactNode {
  const { t } = useTranslation('common');
  return (
    <Scroll ref={regionRef} {...(scrolls ? { tabIndex: 0, role: 'region', 'aria-label': caption } : {})}>
      <StyledTable>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>{empty ?? t('app.noResults')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c) =>
                  c.key === rowHeader ? (
                    <th key={c.key} scope="row">
                      {c.render(row)}
                    </th>
                  ) : (
                    <td key={c.key}>{c.render(row)}</td>
                  ),
                )}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroll>
  );
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface PagerProps {
  /** 1-based current page (Laravel current_page). */
  page: number;
  /** Laravel last_page. */
  lastPage: number;
  onPageChange(page: number): void;
}

/** Previous / next navigation for a Laravel-style page; hidden when everything fits on one page. */
export function Pager({ page, lastPage, onPageChange }: PagerProps): ReactNode {
  const { t } = useTranslation('common');
  if (lastPage <= 1) return null;
  return (
    <Nav aria-label={t('app.pagination')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('app.previousPage')}
      </Button>
      <span aria-current="page" aria-live="polite">
        {t('app.pageOf', { page, last: lastPage })}
      </span>
      <Button variant="secondary" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
        {t('app.nextPage')}
      </Button>
    </Nav>
  );
}
