import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

/** A label and its value in a record's details table (trip tickets, travel orders). */
export function DetailRow({
  label,
  children,
  labelWidth = '28%',
}: {
  label: string;
  children: ReactNode;
  labelWidth?: string;
}) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: labelWidth, fontWeight: 600 }}>
        {label}
      </TableCell>
      <TableCell>{children}</TableCell>
    </TableRow>
  );
}
