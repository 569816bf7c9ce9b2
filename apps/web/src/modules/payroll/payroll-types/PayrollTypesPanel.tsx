import { createPayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/create-payroll-type';
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import {
  PAY_FREQUENCIES,
  PAY_FREQUENCY_LABELS,
  PAYROLL_KINDS,
  PAYROLL_KIND_LABELS,
  type PayrollType,
  type PayrollTypeFields,
} from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import { updatePayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/update-payroll-type';
import { listStatutoryTablesEndpoint } from '@ilaw/contracts/payroll/statutory-tables/list-statutory-tables';
import { specialBenefitsBodySchema } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

const BLANK: PayrollTypeFields = {
  name: '',
  kind: 'Regular',
  payFrequency: 'SemiMonthly',
  deductsContributions: true,
  isActive: true,
  benefitCode: null,
};

/** The benefits of the special payroll benefits table in force today (decision 066). */
function useSpecialBenefits() {
  const tables = useQuery(endpointQuery(listStatutoryTablesEndpoint, { query: { kind: 'special-benefits' } }));
  const inForce = (tables.data ?? []).find((e) => e.inForce);
  const parsed = specialBenefitsBodySchema.safeParse(inForce?.body);
  return parsed.success ? parsed.data.benefits : [];
}

export function PayrollTypesPanel() {
  const types = useQuery(endpointQuery(listPayrollTypesEndpoint));
  const [editing, setEditing] = useState<PayrollType | 'new' | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} sx={{ mb: 2 }}>
        Add payroll type
      </Button>
      <Table size="small" aria-label="Payroll types">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Benefit</TableCell>
            <TableCell>Frequency (tax table)</TableCell>
            <TableCell>Takes contributions</TableCell>
            <TableCell>Payrolls</TableCell>
            <TableCell>Active</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {(types.data ?? []).map((t) => (
            <TableRow key={t.id}>
              <TableCell>{t.name}</TableCell>
              <TableCell>{PAYROLL_KIND_LABELS[t.kind]}</TableCell>
              <TableCell>{t.benefitCode ?? ''}</TableCell>
              <TableCell>{PAY_FREQUENCY_LABELS[t.payFrequency]}</TableCell>
              <TableCell>{t.deductsContributions ? 'Yes' : 'No'}</TableCell>
              <TableCell>{t.payrollCount}</TableCell>
              <TableCell>{t.isActive ? 'Yes' : 'No'}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(t)}>
                  Edit
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <TypeDialog type={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

function TypeDialog({ type, onClose }: { type: PayrollType | null; onClose: () => void }) {
  const [form, setForm] = useState<PayrollTypeFields>(type ? { ...type } : BLANK);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const create = useEndpointMutation(createPayrollTypeEndpoint, { invalidates: [listPayrollTypesEndpoint] });
  const update = useEndpointMutation(updatePayrollTypeEndpoint, { invalidates: [listPayrollTypesEndpoint] });
  const body: PayrollTypeFields = {
    name: form.name,
    kind: form.kind,
    payFrequency: form.payFrequency,
    deductsContributions: form.deductsContributions,
    isActive: form.isActive,
    benefitCode: form.kind === 'Special' ? (form.benefitCode ?? null) : null,
  };
  const benefits = useSpecialBenefits();
  const submit = async () => {
    try {
      if (type) await update.mutateAsync({ params: { id: type.id }, body });
      else await create.mutateAsync({ body });
      notify.success('The payroll type was saved.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body) setErrors(err.body.errors);
    }
  };
  return (
    <FormDialog
      open
      title={type ? 'Edit payroll type' : 'Add payroll type'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending || update.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label="Name"
          required
          value={form.name}
          onChange={(e) => setForm({ ...form, name: e.target.value })}
          error={Boolean(errors['name'])}
          helperText={errors['name']?.join(' ') ?? ' '}
        />
        <TextField
          select
          label="Kind"
          value={form.kind}
          onChange={(e) => setForm({ ...form, kind: e.target.value as PayrollTypeFields['kind'] })}
          error={Boolean(errors['kind'])}
          helperText={errors['kind']?.join(' ') ?? ' '}
        >
          {PAYROLL_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {PAYROLL_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        {form.kind === 'Special' && (
          <TextField
            select
            label="Benefit paid"
            required
            value={form.benefitCode ?? ''}
            onChange={(e) => setForm({ ...form, benefitCode: e.target.value })}
            error={Boolean(errors['benefitCode'])}
            helperText={
              errors['benefitCode']?.join(' ') ??
              'From the special payroll benefits table (statutory tables): amount, minimum service, proration.'
            }
          >
            {benefits.map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name} ({b.code})
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          select
          label="Frequency (withholding table)"
          value={form.payFrequency}
          onChange={(e) => setForm({ ...form, payFrequency: e.target.value as PayrollTypeFields['payFrequency'] })}
        >
          {PAY_FREQUENCIES.map((f) => (
            <MenuItem key={f} value={f}>
              {PAY_FREQUENCY_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={form.deductsContributions}
              onChange={(e) => setForm({ ...form, deductsContributions: e.target.checked })}
            />
          }
          label="Takes the month's SSS, PhilHealth and Pag-IBIG"
        />
        <FormControlLabel
          control={
            <Switch checked={form.isActive} onChange={(e) => setForm({ ...form, isActive: e.target.checked })} />
          }
          label="Active"
        />
      </Stack>
    </FormDialog>
  );
}
