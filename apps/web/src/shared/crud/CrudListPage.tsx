import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { EndpointDef } from '@ilaw/contracts/http';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useInvalidateEndpoints } from '../api/query.ts';
import { notify } from '../feedback/notify.ts';
import { SimpleTable, type Column } from '../ui/DataTable.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { StatusChip } from '../ui/StatusChip.tsx';

/** What a create/edit dialog of a list page is given: the row (null for a new one) and its exits. */
export interface CrudDialogProps<Row> {
  row: Row | null;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

/** A whole list in one table, or a page's own table (e.g. a paged DataTable) given the columns. */
type CrudTable<Row> =
  | { list: UseQueryResult<Row[]>; renderTable?: undefined }
  | { list?: undefined; renderTable: (columns: Column<Row>[]) => ReactNode };

export type CrudListPageProps<Row> = CrudTable<Row> & {
  /** The page's heading; without one the list is part of a page (a tab) and shows no header. */
  title?: string;
  subtitle?: ReactNode;
  /** The button and the table's accessible caption, e.g. 'New department' and 'Departments'. */
  newLabel: string;
  caption: string;
  /** The GET endpoints whose answers saving changes: refreshed after each save. */
  invalidates: readonly Pick<EndpointDef, 'method' | 'path'>[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** How a row is named in the edit button's label and the saved toast. */
  rowName: (row: Row) => string;
  savedMessage: (row: Row) => string;
  Dialog: (props: CrudDialogProps<Row>) => ReactNode;
  emptyText?: string;
  /** False for a reader without the editing role: no New button and no Edit (default true). */
  canEdit?: boolean;
  /** Filters between the header and the table. */
  filters?: ReactNode;
  /** A row's other buttons, shown before Edit (e.g. a reader's routes). */
  rowActions?: (row: Row) => ReactNode;
  /** The page's other dialogs (those its row actions open). */
  children?: ReactNode;
};

/**
 * A list of records edited one at a time (departments, fiscal years, leave types, devices, ...):
 * a table, a "New" button and one dialog for create and edit. Pages give columns and the dialog;
 * this gives the rest. With a `title` it is the whole page; without, a part of one (a tab).
 */
export function CrudListPage<Row>(props: CrudListPageProps<Row>) {
  const { columns, rowKey, rowName, Dialog, rowActions, canEdit = true } = props;
  const invalidate = useInvalidateEndpoints();
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const actions: Column<Row> = {
    key: 'actions',
    header: 'Actions',
    align: 'right',
    render: (row) => (
      <Box sx={{ whiteSpace: 'nowrap' }}>
        {rowActions?.(row)}
        {canEdit && (
          <Tooltip title="Edit">
            <IconButton size="small" aria-label={`Edit ${rowName(row)}`} onClick={() => setEditing(row)}>
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Box>
    ),
  };
  const withActions = canEdit || rowActions !== undefined ? [...columns, actions] : columns;
  const newButton = canEdit && (
    <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
      {props.newLabel}
    </Button>
  );
  const table =
    props.list === undefined ? (
      props.renderTable(withActions)
    ) : (
      <SimpleTable
        caption={props.caption}
        columns={withActions}
        rows={props.list.data}
        loading={props.list.isFetching}
        rowKey={rowKey}
        emptyText={props.emptyText}
      />
    );
  return (
    <Box sx={props.title === undefined ? { p: 2 } : undefined}>
      {props.title === undefined ? (
        <>
          {props.subtitle !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {props.subtitle}
            </Typography>
          )}
          <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            {newButton}
            {props.filters}
          </Stack>
        </>
      ) : (
        <>
          <PageHeader title={props.title} subtitle={props.subtitle} actions={newButton} />
          {props.filters}
        </>
      )}
      {props.title === undefined ? table : <Paper variant="outlined">{table}</Paper>}
      {editing !== undefined && (
        <Dialog
          row={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(saved) => {
            notify.success(props.savedMessage(saved));
            setEditing(undefined);
            void invalidate(...props.invalidates);
          }}
        />
      )}
      {props.children}
    </Box>
  );
}

/** The Status column of rows that can be deactivated instead of deleted. */
export function activeStatusColumn<Row>(isActive: (row: Row) => boolean): Column<Row> {
  return {
    key: 'status',
    header: 'Status',
    render: (row) => (
      <StatusChip status={isActive(row) ? 'active' : 'inactive'} label={isActive(row) ? 'Active' : 'Inactive'} />
    ),
  };
}

export function ActiveSwitch({
  checked,
  onChange,
  label = 'Active',
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label?: string;
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} name="isActive" />}
      label={label}
    />
  );
}

// Kept where dialogs found it first; the component lives with the forms.
export { GeneralError } from '#web/shared/forms/GeneralError.tsx';
