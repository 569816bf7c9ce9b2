// Sales Invoice Printers (Admin): the receipt printer of each teller's window, as the local
// printer service reaches it (USB, serial port or network address) and its paper width.
import { createSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/create-sales-invoice-printer';
import { listSalesInvoicePrintersEndpoint } from '@ilaw/contracts/collection/printers/list-sales-invoice-printers';
import { PRINTER_CONNECTIONS, printerFields, type Printer } from '@ilaw/contracts/collection/printers/printer';
import { updateSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/update-sales-invoice-printer';
import { listTellersEndpoint } from '@ilaw/contracts/collection/tellers/list-tellers';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

function PrinterDialog({ row, onClose, onSaved }: CrudDialogProps<Printer>) {
  const form = useForm(printerFields, {
    name: row?.name ?? '',
    tellerId: row?.tellerId ?? null,
    connection: row?.connection ?? 'USB',
    address: row?.address ?? '',
    paperWidthMm: (row?.paperWidthMm ?? 80) as 58 | 80,
    isActive: row?.isActive ?? true,
  });
  const tellers = useQuery(endpointQuery(listTellersEndpoint, { query: {} }));
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createSalesInvoicePrinterEndpoint, { body })
        : callEndpoint(updateSalesInvoicePrinterEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New printer' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('name')} label="Name" required autoFocus fullWidth sx={{ mt: 1 }} />
      <TextField
        select
        label="Teller"
        name="tellerId"
        value={form.values.tellerId === null ? '' : String(form.values.tellerId)}
        onChange={(e) => form.set('tellerId', e.target.value === '' ? null : Number(e.target.value))}
        fullWidth
        sx={{ mb: 2 }}
      >
        <MenuItem value="">None</MenuItem>
        {(tellers.data ?? []).map((t) => (
          <MenuItem key={t.id} value={String(t.id)}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Connection"
        name="connection"
        value={form.values.connection}
        onChange={(e) => form.set('connection', e.target.value as Printer['connection'])}
        fullWidth
        sx={{ mb: 2 }}
      >
        {PRINTER_CONNECTIONS.map((c) => (
          <MenuItem key={c} value={c}>
            {c}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.text('address')} label="Address (port, COM or host:port)" fullWidth />
      <TextField
        select
        label="Paper"
        name="paperWidthMm"
        value={String(form.values.paperWidthMm)}
        onChange={(e) => form.set('paperWidthMm', Number(e.target.value) as 58 | 80)}
        fullWidth
        sx={{ mb: 2 }}
      >
        <MenuItem value="80">80 mm</MenuItem>
        <MenuItem value="58">58 mm</MenuItem>
      </TextField>
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<Printer>[] = [
  { key: 'name', header: 'Name', render: (r) => <strong>{r.name}</strong> },
  { key: 'teller', header: 'Teller', render: (r) => r.tellerName ?? '-' },
  { key: 'connection', header: 'Connection', render: (r) => `${r.connection}${r.address ? ` ${r.address}` : ''}` },
  { key: 'paper', header: 'Paper', render: (r) => `${r.paperWidthMm} mm` },
  activeStatusColumn((r) => r.isActive),
];

export default function SalesInvoicePrintersPage() {
  const printers = useQuery(endpointQuery(listSalesInvoicePrintersEndpoint));
  return (
    <CrudListPage
      title="Sales Invoice Printers"
      subtitle="Receipt printers of the tellers' windows."
      newLabel="New printer"
      caption="Receipt printers"
      emptyText="No printer yet."
      list={printers}
      invalidates={[listSalesInvoicePrintersEndpoint]}
      columns={columns}
      rowKey={(r) => r.id}
      rowName={(r) => r.name}
      savedMessage={(r) => `Printer ${r.name} saved.`}
      Dialog={PrinterDialog}
    />
  );
}
