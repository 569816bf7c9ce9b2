// Adding or changing an employee's allowance, recurring deduction, loan or one-time amount
// (decision 064). The server checks everything again; its field errors show under the fields.
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import {
  EARNING_KINDS,
  EMPLOYEE_ITEM_CATEGORIES,
  EMPLOYEE_ITEM_CATEGORY_LABELS,
  EMPLOYEE_ITEM_KINDS,
  EMPLOYEE_ITEM_KIND_LABELS,
  ONE_TIME_KINDS,
  type EmployeeItem,
  type EmployeeItemFields,
  type EmployeeItemKind,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { getEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/get-employee-item';
import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import { listEmployeePaymentsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-payments';
import { updateEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/update-employee-item';
import { listPayrollsEndpoint } from '@ilaw/contracts/payroll/payrolls/list-payrolls';
import { listStatutoryTablesEndpoint } from '@ilaw/contracts/payroll/statutory-tables/list-statutory-tables';
import { deMinimisBodySchema } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import Autocomplete from '@mui/material/Autocomplete';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

const INVALIDATES = [listEmployeeItemsEndpoint, listEmployeePaymentsEndpoint, getEmployeeItemEndpoint];

function fieldsOf(item: EmployeeItem | null, employeeId: number | null): EmployeeItemFields {
  if (!item)
    return {
      employeeId: employeeId ?? '',
      kind: 'Allowance',
      category: 'Allowance',
      label: '',
      taxable: true,
      deMinimisCode: null,
      amount: '',
      principal: null,
      startDate: '',
      endDate: null,
      payrollId: null,
      priority: null,
      reference: null,
      remarks: null,
      isActive: true,
      fromBilling: false,
    };
  return {
    employeeId: item.employeeId,
    kind: item.kind,
    category: item.category,
    label: item.label,
    taxable: item.taxable,
    deMinimisCode: item.deMinimisCode,
    amount: item.amount,
    principal: item.principal,
    startDate: item.startDate,
    endDate: item.endDate,
    payrollId: item.payrollId,
    priority: item.priority,
    reference: item.reference,
    remarks: item.remarks,
    isActive: item.isActive,
    fromBilling: item.fromBilling,
  };
}

export function EmployeeItemDialog({
  item,
  employeeId,
  onClose,
}: {
  item: EmployeeItem | null;
  /** The employee a new item is for (the employee's page); null: chosen in the dialog. */
  employeeId: number | null;
  onClose: () => void;
}) {
  const [form, setForm] = useState<EmployeeItemFields>(() => fieldsOf(item, employeeId));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [search, setSearch] = useState('');
  const employees = useQuery({
    ...endpointQuery(employeeOptionsEndpoint, { query: { search: search || undefined } }),
    enabled: employeeId === null && item === null,
  });
  const deMinimis = useQuery(endpointQuery(listStatutoryTablesEndpoint, { query: { kind: 'de-minimis' } }));
  const benefits = deMinimisBodySchema.safeParse(deMinimis.data?.find((e) => e.inForce)?.body).data?.items ?? [];
  const oneTime = ONE_TIME_KINDS.includes(form.kind);
  const drafts = useQuery({
    ...endpointQuery(listPayrollsEndpoint, { query: { status: 'Draft', itemsPerPage: 50 } }),
    enabled: oneTime,
  });
  const create = useEndpointMutation(createEmployeeItemEndpoint, { invalidates: INVALIDATES });
  const update = useEndpointMutation(updateEmployeeItemEndpoint, { invalidates: INVALIDATES });
  const set = (patch: Partial<EmployeeItemFields>) => setForm((f) => ({ ...f, ...patch }));
  const earning = EARNING_KINDS.includes(form.kind);

  const submit = async () => {
    try {
      if (item) await update.mutateAsync({ params: { id: item.id }, body: form });
      else await create.mutateAsync({ body: form });
      notify.success('Saved.');
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body) setErrors(err.body.errors);
    }
  };
  const help = (key: string) => errors[key]?.join(' ') ?? ' ';
  const text = (key: 'label' | 'amount' | 'principal' | 'reference' | 'remarks', label: string, required = false) => (
    <TextField
      label={label}
      name={key}
      required={required}
      value={form[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value })}
      error={Boolean(errors[key])}
      helperText={help(key)}
    />
  );
  const date = (key: 'startDate' | 'endDate', label: string, required = false) => (
    <TextField
      label={label}
      name={key}
      type="date"
      required={required}
      value={form[key] ?? ''}
      onChange={(e) => set({ [key]: e.target.value || null })}
      error={Boolean(errors[key])}
      helperText={help(key)}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  return (
    <FormDialog
      open
      title={item ? `Change ${item.label}` : 'New recurring payment or deduction'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending || update.isPending}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <GeneralError message={errors['generalErrors']?.join(' ')} />
        {employeeId === null && item === null && (
          <Autocomplete
            options={employees.data ?? []}
            getOptionLabel={(o) => `${o.employeeId} ${o.fullName}`}
            filterOptions={(x) => x}
            onInputChange={(_, v) => setSearch(v)}
            onChange={(_, v) => set({ employeeId: v?.id ?? '' })}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Employee"
                required
                error={Boolean(errors['employeeId'])}
                helperText={help('employeeId')}
              />
            )}
          />
        )}
        <TextField
          select
          label="Kind"
          name="kind"
          required
          value={form.kind}
          onChange={(e) => {
            const kind = e.target.value as EmployeeItemKind;
            set({
              kind,
              category:
                kind === 'Allowance' ? 'Allowance' : ONE_TIME_KINDS.includes(kind) ? 'Adjustment' : form.category,
              principal: kind === 'Loan' ? form.principal : null,
              payrollId: ONE_TIME_KINDS.includes(kind) ? form.payrollId : null,
              deMinimisCode: EARNING_KINDS.includes(kind) ? form.deMinimisCode : null,
            });
          }}
          error={Boolean(errors['kind'])}
          helperText={help('kind')}
        >
          {EMPLOYEE_ITEM_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {EMPLOYEE_ITEM_KIND_LABELS[k]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Category"
          name="category"
          required
          value={form.category}
          onChange={(e) => set({ category: e.target.value as EmployeeItemFields['category'] })}
          error={Boolean(errors['category'])}
          helperText={errors['category']?.join(' ') ?? 'Deductions are taken in the order of their category.'}
        >
          {EMPLOYEE_ITEM_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {EMPLOYEE_ITEM_CATEGORY_LABELS[c]}
            </MenuItem>
          ))}
        </TextField>
        {text('label', 'Description', true)}
        {text('amount', oneTime ? 'Amount' : form.kind === 'Loan' ? 'Monthly amortization' : 'Monthly amount', true)}
        {form.kind === 'Loan' && text('principal', 'Principal', true)}
        {earning && (
          <>
            <FormControlLabel
              control={<Switch checked={form.taxable} onChange={(e) => set({ taxable: e.target.checked })} />}
              label="Taxable (compensation income)"
            />
            <TextField
              select
              label="De minimis benefit"
              name="deMinimisCode"
              value={form.deMinimisCode ?? ''}
              onChange={(e) => set({ deMinimisCode: e.target.value || null })}
              error={Boolean(errors['deMinimisCode'])}
              helperText={errors['deMinimisCode']?.join(' ') ?? 'Exempt up to the ceiling in force; taxable beyond it.'}
            >
              <MenuItem value="">None</MenuItem>
              {benefits.map((b) => (
                <MenuItem key={b.code} value={b.code}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {oneTime ? (
          <TextField
            select
            label="Payroll"
            name="payrollId"
            required
            value={form.payrollId ?? ''}
            onChange={(e) => {
              const p = drafts.data?.data.find((d) => d.id === Number(e.target.value));
              set({ payrollId: p?.id ?? null, startDate: p?.periodStart ?? form.startDate });
            }}
            error={Boolean(errors['payrollId'])}
            helperText={help('payrollId')}
          >
            {(drafts.data?.data ?? []).map((p) => (
              <MenuItem key={p.id} value={p.id}>
                {p.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Stack direction="row" spacing={1}>
            {date('startDate', 'From', true)}
            {date('endDate', 'Until')}
          </Stack>
        )}
        {text('reference', 'Reference (loan or account number)')}
        {form.category === 'PowerBill' && form.kind === 'Deduction' && (
          <FormControlLabel
            control={
              <Switch checked={form.fromBilling ?? false} onChange={(e) => set({ fromBilling: e.target.checked })} />
            }
            label="Read the unpaid bills of this account from billing (the amount is the most taken a month)"
          />
        )}
        {errors['fromBilling'] && (
          <Typography color="error" variant="body2">
            {errors['fromBilling'].join(' ')}
          </Typography>
        )}
        {text('remarks', 'Remarks')}
        <FormControlLabel
          control={<Switch checked={form.isActive} onChange={(e) => set({ isActive: e.target.checked })} />}
          label="Active"
        />
      </Stack>
    </FormDialog>
  );
}
