// The pieces every profile section shares: a compact table, its title bar, row buttons.
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode } from 'react';

export function SectionTable<T>({
  rows,
  columns,
  rowKey,
  empty,
}: {
  rows: T[];
  columns: { header: string; render: (r: T) => ReactNode; align?: 'right' }[];
  rowKey: (r: T) => number;
  empty: string;
}) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {columns.map((c) => (
            <TableCell key={c.header} align={c.align} sx={{ fontWeight: 700 }}>
              {c.header}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={rowKey(r)}>
            {columns.map((c) => (
              <TableCell key={c.header} align={c.align}>
                {c.render(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={columns.length} align="center" sx={{ color: 'text.secondary' }}>
              {empty}
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}

export function SectionBar({ title, action }: { title: string; action?: ReactNode }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
      <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {action}
    </Stack>
  );
}

export const dateProps = { type: 'date', slotProps: { inputLabel: { shrink: true } } } as const;
export const rowActions = (label: string, onEdit: () => void, onDelete: () => void) => (
  <Box sx={{ whiteSpace: 'nowrap' }}>
    <IconButton size="small" aria-label={`Edit ${label}`} onClick={onEdit}>
      <Edit fontSize="small" />
    </IconButton>
    <IconButton size="small" color="error" aria-label={`Delete ${label}`} onClick={onDelete}>
      <DeleteOutline fontSize="small" />
    </IconButton>
  </Box>
);
