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
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
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
  /**
   * On a phone each row is a card: the 'title' column heads it, 'hidden' columns are left out
   * (photos, repeated facts), the rest are label and value lines.
   */
  phone?: 'title' | 'hidden';
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
  // Below 600 px a table cannot show a row at once: each row becomes a card instead.
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down('sm'));
  const open = rowHref
    ? (row: T, e: { target: EventTarget | null; currentTarget: Element }) => {
        if (onOwnControl(e.target, e.currentTarget) || window.getSelection()?.toString()) return;
        void navigate(rowHref(row));
      }
    : undefined;
  const pagination = (
    <TablePagination
      component="div"
      count={result?.total ?? 0}
      page={Math.max(0, paging.page - 1)}
      rowsPerPage={paging.itemsPerPage}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_, page) => onPagingChange({ ...paging, page: page + 1 })}
      onRowsPerPageChange={(e) => onPagingChange({ page: DEFAULT_PAGE, itemsPerPage: Number(e.target.value) })}
      labelDisplayedRows={({ from, to, count }) => rowsShown(from, to, count, result?.totalIsEstimate === true)}
      labelRowsPerPage={phone ? 'Rows' : 'Rows per page:'}
    />
  );
  if (phone) {
    const title = columns.find((c) => c.phone === 'title') ?? columns.find((c) => c.phone !== 'hidden');
    const lines = columns.filter((c) => c !== title && c.phone !== 'hidden');
    return (
      <Box sx={{ position: 'relative' }}>
        <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading rows" />}</Box>
        <Box component="ul" aria-label={caption} aria-busy={loading} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <Box
              component="li"
              key={rowKey(row)}
              data-row-href={rowHref?.(row)}
              onClick={open ? (e) => open(row, e) : undefined}
              sx={{
                px: 2,
                py: 1.25,
                borderBottom: 1,
                borderColor: 'divider',
                cursor: rowHref ? 'pointer' : undefined,
                '&:hover': rowHref ? { bgcolor: 'action.hover' } : undefined,
              }}
            >
              {title && <Box sx={{ fontWeight: 600, mb: 0.5 }}>{title.render(row)}</Box>}
              {lines.map((c) => (
                <Box key={c.key} sx={{ display: 'flex', gap: 1, fontSize: 14, py: 0.25 }}>
                  <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                    {c.header}
                  </Typography>
                  <Box component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {c.render(row)}
                  </Box>
                </Box>
              ))}
            </Box>
          ))}
          {rows.length === 0 && !loading && (
            <Box component="li" sx={{ py: 4, textAlign: 'center', color: 'text.secondary' }}>
              {emptyText}
            </Box>
          )}
        </Box>
        {pagination}
      </Box>
    );
  }
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
                onClick={open ? (e) => open(row, e) : undefined}
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
      {pagination}
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
  rowHref,
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
      {...(rowHref === undefined ? {} : { rowHref })}
    />
  );
}
