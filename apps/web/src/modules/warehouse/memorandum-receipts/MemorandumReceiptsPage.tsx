// Memorandum Receipt (decision 091): equipment in employees' keeping. Issue one, have the employee
// sign it on the signature pad, transfer it to another employee or take it back; print by
// description, item or name.
import { formatDate, formatNumber, formatPeso, todayInManila } from '@ilaw/contracts/format';
import type { EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import { createMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/create-memorandum-receipt';
import { listMemorandumReceiptsEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/list-memorandum-receipts';
import {
  MEMORANDUM_STATUSES,
  memorandumReceiptFields,
  type MemorandumReceipt,
} from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import { returnMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/return-memorandum-receipt';
import { signMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/sign-memorandum-receipt';
import { transferMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/transfer-memorandum-receipt';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { MaterialPicker, type PickedMaterial } from '../materials/MaterialPicker.tsx';
import { EmployeePicker } from './EmployeePicker.tsx';

const SignaturePadDialog = lazy(() => import('../requisitions/SignaturePadDialog.tsx'));

function errorsOf(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError)) throw e;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(e.body?.errors ?? {})) if (v[0] !== undefined) out[k] = v[0];
  return out;
}

function IssueDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (r: MemorandumReceipt) => void }) {
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [material, setMaterial] = useState<PickedMaterial | null>(null);
  const [f, setF] = useState({
    issuedOn: todayInManila(),
    description: '',
    serialNo: '',
    quantity: '1',
    unitCost: '',
    remarks: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const parsed = memorandumReceiptFields.safeParse({
      ...f,
      employeeId: employee?.id ?? 0,
      ...(material ? { materialId: material.id } : {}),
    });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[issue.path.join('.') || 'generalErrors'] ??= issue.message;
      return setErrors(next);
    }
    setBusy(true);
    try {
      onSaved(await callEndpoint(createMemorandumReceiptEndpoint, { body: parsed.data, quietStatuses: [400, 409] }));
    } catch (e) {
      setErrors(errorsOf(e));
    } finally {
      setBusy(false);
    }
  };
  const field = (k: keyof typeof f, label: string, required = false) => (
    <TextField
      name={k}
      label={label}
      value={f[k]}
      type={k === 'issuedOn' ? 'date' : 'text'}
      onChange={(e) => setF((x) => ({ ...x, [k]: e.target.value }))}
      error={errors[k] !== undefined}
      helperText={errors[k] ?? ' '}
      required={required}
      slotProps={k === 'issuedOn' ? { inputLabel: { shrink: true } } : {}}
      fullWidth
    />
  );
  return (
    <FormDialog
      open
      title="New Memorandum Receipt"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors']} />
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 4 }}>{field('issuedOn', 'Date issued', true)}</Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <EmployeePicker value={employee} onChange={setEmployee} error={errors['employeeId']} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MaterialPicker
            value={material}
            onChange={(m) => {
              setMaterial(m);
              if (m && !f.description) setF((x) => ({ ...x, description: m.description }));
            }}
            error={errors['materialId']}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('serialNo', 'Serial / property no.')}</Grid>
        <Grid size={12}>{field('description', 'Description', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('quantity', 'Quantity', true)}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('unitCost', 'Unit cost', true)}</Grid>
        <Grid size={12}>{field('remarks', 'Remarks')}</Grid>
      </Grid>
    </FormDialog>
  );
}

function EndDialog({
  r,
  transfer,
  onClose,
  onSaved,
}: {
  r: MemorandumReceipt;
  transfer: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [employee, setEmployee] = useState<EmployeeOption | null>(null);
  const [on, setOn] = useState(todayInManila());
  const [remarks, setRemarks] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      if (transfer) {
        await callEndpoint(transferMemorandumReceiptEndpoint, {
          params: { id: r.id },
          body: { employeeId: employee?.id ?? 0, transferredOn: on, remarks },
          quietStatuses: [400, 409],
        });
      } else {
        await callEndpoint(returnMemorandumReceiptEndpoint, {
          params: { id: r.id },
          body: { returnedOn: on, remarks },
          quietStatuses: [400, 409],
        });
      }
      onSaved();
    } catch (e) {
      setErrors(errorsOf(e));
    } finally {
      setBusy(false);
    }
  };
  const dateField = transfer ? 'transferredOn' : 'returnedOn';
  return (
    <FormDialog
      open
      title={`${transfer ? 'Transfer' : 'Return'} ${r.controlNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={transfer ? 'Transfer' : 'Return'}
    >
      <GeneralError message={errors['generalErrors']} />
      {transfer && (
        <EmployeePicker label="Transfer to" value={employee} onChange={setEmployee} error={errors['employeeId']} />
      )}
      <TextField
        name={dateField}
        label={transfer ? 'Date transferred' : 'Date returned'}
        type="date"
        value={on}
        onChange={(e) => setOn(e.target.value)}
        error={errors[dateField] !== undefined}
        helperText={errors[dateField] ?? ' '}
        slotProps={{ inputLabel: { shrink: true } }}
        fullWidth
      />
      <TextField
        name="remarks"
        label="Remarks"
        value={remarks}
        onChange={(e) => setRemarks(e.target.value)}
        fullWidth
      />
    </FormDialog>
  );
}

function Screen() {
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const list = useListParams({ filters: { status: oneOf(MEMORANDUM_STATUSES), search: text } });
  const rows = usePagedEndpoint(listMemorandumReceiptsEndpoint, {
    query: {
      ...list.query,
      ...(list.filters.status ? { status: list.filters.status } : {}),
      ...(list.filters.search ? { search: list.filters.search } : {}),
    },
  });
  const [issuing, setIssuing] = useState(false);
  const [ending, setEnding] = useState<{ r: MemorandumReceipt; transfer: boolean } | null>(null);
  const [signing, setSigning] = useState<MemorandumReceipt | null>(null);
  const refresh = () => void invalidate(listMemorandumReceiptsEndpoint);
  const keeper = can(createMemorandumReceiptEndpoint);
  const columns: Column<MemorandumReceipt>[] = [
    { key: 'no', header: 'MR no.', phone: 'title', render: (r) => r.controlNo },
    { key: 'date', header: 'Issued', render: (r) => formatDate(r.issuedOn) },
    { key: 'employee', header: 'Employee', render: (r) => r.employeeName },
    {
      key: 'item',
      header: 'Description',
      render: (r) =>
        `${r.description}${r.serialNo ? ` (SN ${r.serialNo})` : ''}${r.itemCode ? ` · ${r.itemCode}` : ''}`,
    },
    { key: 'qty', header: 'Qty', align: 'right', render: (r) => formatNumber(r.quantity) },
    { key: 'amount', header: 'Amount', align: 'right', render: (r) => formatPeso(r.amount) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Box>
          <StatusChip status={r.status} label={r.status} />
          {r.transferredToControlNo && <Box sx={{ fontSize: 12 }}>to {r.transferredToControlNo}</Box>}
          {r.transferredFromControlNo && <Box sx={{ fontSize: 12 }}>from {r.transferredFromControlNo}</Box>}
          {r.signature && (
            <Box
              component="img"
              src={r.signature}
              alt={`Signature of ${r.signedByName ?? ''}`}
              sx={{ height: 32, display: 'block' }}
            />
          )}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {r.signature === null && (keeper || can(signMemorandumReceiptEndpoint)) && (
            <Button size="small" variant="outlined" onClick={() => setSigning(r)}>
              Sign
            </Button>
          )}
          {keeper && r.status === 'Active' && (
            <>
              <Button size="small" onClick={() => setEnding({ r, transfer: true })}>
                Transfer
              </Button>
              <Button size="small" color="warning" onClick={() => setEnding({ r, transfer: false })}>
                Return
              </Button>
            </>
          )}
          <Button
            size="small"
            component={RouterLink}
            to={`/isd/warehouse/memorandum-receipt/print/by-description/${r.id}`}
          >
            Print
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Memorandum Receipt"
        subtitle="Equipment in employees' keeping: issued, signed for on screen, transferred or returned."
        actions={
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/isd/warehouse/memorandum-receipt/print/by-name">
              Print by name
            </Button>
            <Button component={RouterLink} to="/isd/warehouse/memorandum-receipt/print/by-item">
              Print by item
            </Button>
            <Button component={RouterLink} to="/isd/warehouse/memorandum-receipt/print/by-description">
              Print by description
            </Button>
            {keeper && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setIssuing(true)}>
                New Memorandum Receipt
              </Button>
            )}
          </Stack>
        }
      />
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <SearchField
          value={list.filters.search}
          onChange={(v) => list.setFilter('search', v)}
          label="Search MR no., employee, description, serial"
        />
        <FilterSelect
          label="Status"
          name="status"
          value={list.filters.status}
          options={MEMORANDUM_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Stack>
      <Paper variant="outlined">
        <DataTable
          caption="Memorandum receipts"
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
        />
      </Paper>
      {issuing && (
        <IssueDialog
          onClose={() => setIssuing(false)}
          onSaved={(r) => {
            notify.success(`${r.controlNo} issued to ${r.employeeName}.`);
            setIssuing(false);
            refresh();
          }}
        />
      )}
      {ending && (
        <EndDialog
          r={ending.r}
          transfer={ending.transfer}
          onClose={() => setEnding(null)}
          onSaved={() => {
            notify.success(`${ending.r.controlNo} ${ending.transfer ? 'transferred' : 'returned'}.`);
            setEnding(null);
            refresh();
          }}
        />
      )}
      {signing && (
        <Suspense fallback={null}>
          <SignaturePadDialog
            title={`Sign ${signing.controlNo}`}
            defaultName={signing.employeeName}
            onClose={() => setSigning(null)}
            onSign={async ({ receivedByName, signature }) => {
              try {
                await callEndpoint(signMemorandumReceiptEndpoint, {
                  params: { id: signing.id },
                  body: { signedByName: receivedByName, signature },
                  quietStatuses: [400, 403, 409],
                });
              } catch (e) {
                return Object.values(errorsOf(e))[0] ?? 'The signature was not saved.';
              }
              notify.success(`${signing.controlNo} signed.`);
              setSigning(null);
              refresh();
              return null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default function MemorandumReceiptsPage() {
  return (
    <ScreenAccess reads={listMemorandumReceiptsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
