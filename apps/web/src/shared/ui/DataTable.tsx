import type { Paged } from '@ilaw/contracts/http';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { DEFAULT_PAGE } from '@ilaw/contracts/http';
import type { Paging, Sort } from '#web/shared/list/list-params.ts';
import { rowsShown } from './rows-shown.ts';

export type { Paging, Sort };

export interface Column<T> {
  key: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /**
   * The header sorts the list by this column (its key is the endpoint's `sort` value). Only for
   * columns the server sorts by: one page sorted in the browser would mislead.
   */
  sortable?: boolean;
}

export const PAGE_SIZES = [15, 30, 50, 100] as const;

interface DataTableProps<T> {
  columns: readonly Column<T>[];
  /**
   * A paged answer `{ data, total }`; undefined while the first page loads. `totalIsEstimate`
   * (very large lists, e.g. all consumers) shows the total as "about N".
   */
  result: (Paged<T> & { totalIsEstimate?: boolean | undefined }) | undefined;
  loading?: boolean;
  paging: Paging;
  onPagingChange: (paging: Paging) => void;
  /** The server's current order, and a header click (useListParams' `table` gives both). */
  sort?: Sort | undefined;
  onSortChange?: (column: string) => void;
  rowKey: (row: T) => string | number;
  emptyText?: string;
  caption?: string;
  /**
   * The record a row opens: a click anywhere on the row (not on its own buttons and links) goes
   * there, as in Odoo and ERPNext. Keep a link in one cell for the keyboard and new tabs.
   */
  rowHref?: (row: T) => string;
}

/** Whether a click landed on something of its own (a button, link or field) inside the row. */
function onOwnControl(target: EventTarget | null, row: Element): boolean {
  const control =
    target instanceof Element ? target.closest('a, button, input, select, textarea, label, [role="button"]') : null;
  return control !== null && row.contains(control);
}

/** A table bound to a server-paged list: the server sorts, filters and pages. */
export function DataTable<T>({
  columns,
  result,
  loading = false,
  paging,
  onPagingChange,
  sort,
  onSortChange,
  rowKey,
  emptyText = 'No records found.',
  caption,
  rowHref,
}: DataTableProps<T>) {
  const rows = result?.data ?? [];
  const navigate = useNavigate();
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading rows" />}</Box>
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={loading}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell
                  key={c.key}
                  align={c.align}
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: c.width }}
                  sortDirection={sort?.column === c.key ? sort.direction : false}
                >
                  {c.sortable === true && onSortChange !== undefined ? (
                    <TableSortLabel
                      active={sort?.column === c.key}
                      direction={sort?.column === c.key ? sort.direction : 'asc'}
                      onClick={() => onSortChange(c.key)}
                    >
                      {c.header}
                    </TableSortLabel>
                  ) : (
                    c.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                data-row-href={rowHref?.(row)}
                sx={rowHref ? { cursor: 'pointer' } : undefined}
                onClick={
                  rowHref
                    ? (e) => {
                        if (onOwnControl(e.target, e.currentTarget) || window.getSelection()?.toString()) return;
                        void navigate(rowHref(row));
                      }
                    : undefined
                }
              >
                {columns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  {emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={result?.total ?? 0}
        page={Math.max(0, paging.page - 1)}
        rowsPerPage={paging.itemsPerPage}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => onPagingChange({ ...paging, page: page + 1 })}
        onRowsPerPageChange={(e) => onPagingChange({ page: DEFAULT_PAGE, itemsPerPage: Number(e.target.value) })}
        labelDisplayedRows={({ from, to, count }) => rowsShown(from, to, count, result?.totalIsEstimate === true)}
      />
    </Box>
  );
}

/** A table for short lists the server answers whole (departments). */
export function SimpleTable<T>({
  columns,
  rows,
  loading = false,
  rowKey,
  emptyText = 'No records found.',
  caption,
}: Omit<DataTableProps<T>, 'result' | 'paging' | 'onPagingChange' | 'sort' | 'onSortChange'> & {
  rows: readonly T[] | undefined;
}) {
  return (
    <DataTable
      columns={columns}
      result={{ data: [...(rows ?? [])], total: rows?.length ?? 0 }}
      loading={loading}
      paging={{ page: 1, itemsPerPage: Math.max(rows?.length ?? 0, 15) }}
      onPagingChange={() => undefined}
      rowKey={rowKey}
      emptyText={emptyText}
      {...(caption === undefined ? {} : { caption })}
    />
  );
}
