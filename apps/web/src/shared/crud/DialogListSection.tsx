import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { SimpleTable, type Column } from '../ui/DataTable.tsx';

export interface DialogListSectionProps<Row> {
  /** The button above the table that opens the dialog for a new record, e.g. 'Record a breach'. */
  addLabel: string;
  caption: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  rowKey: (row: Row) => string | number;
  emptyText: string;
  /** The first column (the row's title on a phone): a button opening the dialog on the row. */
  opener?: { key: string; header: string; label: (row: Row) => string };
  columns: Column<Row>[];
  /** The dialog for a new record (`row` null) or the one opened; it saves and notifies itself. */
  dialog: (row: Row | null, close: () => void) => ReactNode;
}

/**
 * A tab's list of records kept through one dialog (report templates, agreement versions, the
 * breach register): the add button on the right, the whole list in an outlined table, the dialog.
 * Lists with their own header and an Edit column use CrudListPage instead.
 */
export function DialogListSection<Row>(props: DialogListSectionProps<Row>) {
  // undefined: closed; null: a new record; a row: that record.
  const [open, setOpen] = useState<Row | null | undefined>(undefined);
  const { opener } = props;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
        <Button variant="contained" startIcon={<Add />} onClick={() => setOpen(null)}>
          {props.addLabel}
        </Button>
      </Stack>
      <Paper variant="outlined">
        <SimpleTable
          caption={props.caption}
          rows={props.rows}
          loading={props.loading}
          rowKey={props.rowKey}
          emptyText={props.emptyText}
          columns={opener === undefined ? props.columns : [openerColumn(opener, setOpen), ...props.columns]}
        />
      </Paper>
      {open !== undefined && props.dialog(open, () => setOpen(undefined))}
    </>
  );
}

function openerColumn<Row>(
  opener: NonNullable<DialogListSectionProps<Row>['opener']>,
  open: (row: Row) => void,
): Column<Row> {
  return {
    key: opener.key,
    header: opener.header,
    phone: 'title',
    render: (row) => (
      <Button size="small" onClick={() => open(row)}>
        {opener.label(row)}
      </Button>
    ),
  };
}
