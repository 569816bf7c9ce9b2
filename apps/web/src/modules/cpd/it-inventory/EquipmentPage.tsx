// /cpd/it-equipment-inventory/:id? (ITPersonnel): without an id the equipment by status or search;
// with one, the record with its accountable employee, ownership history and help-desk requests,
// and its transfer and disposal.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import {
  disposeEquipmentBody,
  EQUIPMENT_CONDITION_LABELS,
  EQUIPMENT_STATUSES,
  transferEquipmentBody,
  type Equipment,
} from '@ilaw/contracts/helpdesk/equipment/equipment';
import { disposeEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/dispose-equipment';
import { getEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/get-equipment';
import { listEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/list-equipment';
import { transferEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/transfer-equipment';
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import type { ResponseOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { EQUIPMENT_READS, OwnersTable } from './equipment-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

const BASE = '/cpd/it-equipment-inventory';
type Detail = ResponseOf<typeof getEquipmentEndpoint>;

export default function EquipmentPage() {
  const raw = useParams()['id'];
  const id = raw !== undefined && /^\d+$/.test(raw) ? Number(raw) : null;
  return id === null ? <EquipmentList /> : <EquipmentDetail id={id} />;
}

function EquipmentList() {
  const list = useListParams({ filters: { search: text, status: oneOf(EQUIPMENT_STATUSES) } });
  const rows = usePagedEndpoint(listEquipmentEndpoint, { query: { ...list.query, ...list.filters } });
  const columns: Column<Equipment>[] = [
    { key: 'no', header: 'Property no.', render: (e) => e.propertyNo },
    { key: 'kind', header: 'Kind', render: (e) => e.kind },
    { key: 'model', header: 'Brand / model', render: (e) => e.brandModel },
    { key: 'serial', header: 'Serial no.', render: (e) => e.serialNo ?? '-' },
    { key: 'owner', header: 'Accountable', render: (e) => e.accountableEmployee ?? '-' },
    { key: 'condition', header: 'Condition', render: (e) => EQUIPMENT_CONDITION_LABELS[e.condition] },
    { key: 'status', header: 'Status', render: (e) => e.status },
  ];
  return (
    <ScreenAccess reads={listEquipmentEndpoint}>
      <Box>
        <PageHeader
          title="IT Equipment Inventory"
          actions={
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to={`${BASE}/form`}>
              New equipment
            </Button>
          }
        />
        <Paper variant="outlined">
          <ListFilterBar>
            <SearchField
              placeholder="Property no., kind, brand or serial"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <FilterSelect
              label="Status"
              name="status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={EQUIPMENT_STATUSES.map((s) => ({ value: s, label: s }))}
            />
          </ListFilterBar>
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(e) => e.id}
            rowHref={(e) => `${BASE}/${e.id}`}
            caption="IT equipment"
            emptyText="No equipment."
          />
        </Paper>
      </Box>
    </ScreenAccess>
  );
}

function EquipmentDetail({ id }: { id: number }) {
  const q = useQuery(endpointQuery(getEquipmentEndpoint, { params: { id } }));
  const [dialog, setDialog] = useState<'transfer' | 'dispose' | null>(null);
  const e = q.data;
  return (
    <ScreenAccess reads={getEquipmentEndpoint}>
      {e && (
        <Box>
          <PageHeader
            title={`${e.propertyNo} ${e.brandModel}`}
            subtitle={`${e.kind} · ${e.status}${e.disposedAt ? ` on ${formatDate(e.disposedAt)}: ${e.disposalReason ?? ''}` : ''}`}
            actions={
              <Stack direction="row" spacing={1}>
                <Button component={RouterLink} to={BASE}>
                  All equipment
                </Button>
                {e.status !== 'Disposed' && (
                  <>
                    <Button component={RouterLink} to={`${BASE}/form/${e.id}`}>
                      Edit
                    </Button>
                    <Button variant="contained" onClick={() => setDialog('transfer')}>
                      Transfer
                    </Button>
                    <Button color="error" onClick={() => setDialog('dispose')}>
                      Dispose
                    </Button>
                  </>
                )}
              </Stack>
            }
          />
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography>{`Accountable: ${e.accountableEmployee ?? 'nobody (spare)'} · Location: ${e.location ?? '-'} · Condition: ${EQUIPMENT_CONDITION_LABELS[e.condition]}`}</Typography>
            <Typography>{`Serial no.: ${e.serialNo ?? '-'} · Acquired: ${e.acquisitionDate ? formatDate(e.acquisitionDate) : '-'} for ${formatPeso(e.acquisitionCost)}`}</Typography>
            <Typography>{`Specs: ${e.specs ?? '-'}`}</Typography>
          </Paper>
          <Typography variant="h6" component="h2">
            Ownership history
          </Typography>
          <OwnersTable owners={e.owners} />
          <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
            Help-desk requests
          </Typography>
          <Paper variant="outlined">
            <SimpleTable
              columns={[
                { key: 'no', header: 'Request no.', render: (t: Detail['tickets'][number]) => t.ticketNo },
                { key: 'subject', header: 'Subject', render: (t: Detail['tickets'][number]) => t.subject },
                { key: 'status', header: 'Status', render: (t: Detail['tickets'][number]) => t.status },
              ]}
              rows={e.tickets}
              rowKey={(t) => t.id}
              rowHref={(t) => `/cpd/it-service-request-admin?ticket=${t.id}`}
              caption="Requests about this equipment"
              emptyText="No requests about this equipment."
            />
          </Paper>
          {dialog === 'transfer' && <TransferDialog equipment={e} onClose={() => setDialog(null)} />}
          {dialog === 'dispose' && <DisposeDialog equipment={e} onClose={() => setDialog(null)} />}
        </Box>
      )}
    </ScreenAccess>
  );
}

function TransferDialog({ equipment, onClose }: { equipment: Detail; onClose: () => void }) {
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: {} }));
  const form = useForm(transferEquipmentBody, { employeeId: 0, fromDate: '', remarks: '' });
  const transfer = useEndpointMutation(transferEquipmentEndpoint, { invalidates: EQUIPMENT_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => transfer.mutateAsync({ params: { id: equipment.id }, body }),
    () => onClose(),
  );
  return (
    <FormDialog
      open
      title={`Transfer ${equipment.propertyNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Transfer"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          select
          required
          fullWidth
          name="employeeId"
          label="Accountable employee"
          value={form.values.employeeId ? String(form.values.employeeId) : ''}
          onChange={(ev) => form.set('employeeId', Number(ev.target.value))}
          error={form.errors.employeeId !== undefined}
          helperText={form.errors.employeeId ?? ' '}
        >
          {(employees.data ?? []).map((o) => (
            <MenuItem key={o.id} value={String(o.id)}>
              {`${o.fullName} (${o.employeeId})`}
            </MenuItem>
          ))}
        </TextField>
        <DateField {...form.text('fromDate')} label="From" required fullWidth />
        <TextField {...form.text('remarks')} label="Remarks" fullWidth />
      </Stack>
    </FormDialog>
  );
}

function DisposeDialog({ equipment, onClose }: { equipment: Detail; onClose: () => void }) {
  const form = useForm(disposeEquipmentBody, { disposedAt: '', reason: '' });
  const dispose = useEndpointMutation(disposeEquipmentEndpoint, { invalidates: EQUIPMENT_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => dispose.mutateAsync({ params: { id: equipment.id }, body }),
    () => onClose(),
  );
  return (
    <FormDialog
      open
      title={`Dispose of ${equipment.propertyNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Dispose"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <DateField {...form.text('disposedAt')} label="Date" required fullWidth />
        <TextField {...form.text('reason')} label="Reason" required fullWidth multiline minRows={2} />
      </Stack>
    </FormDialog>
  );
}
