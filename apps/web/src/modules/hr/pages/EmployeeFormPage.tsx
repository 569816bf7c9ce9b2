import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { CIVIL_STATUS, EMPLOYEE_STATUS, EMPLOYMENT_TYPE, GENDER, enumOptions } from '@ilaw/contracts/enums';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { type Employee, type EmployeeFields, employeeFieldsSchema } from '@ilaw/contracts/hr/employees/employee';
import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import { linkableUsersEndpoint } from '@ilaw/contracts/hr/employees/linkable-users';
import { updateEmployeeEndpoint } from '@ilaw/contracts/hr/employees/update-employee';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useUnsavedChanges } from '#web/shared/forms/unsaved-changes.tsx';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { EMPLOYEE_READS } from '../components/employee-reads.ts';

function initialValues(e: Employee | null): EmployeeFields {
  return {
    employeeId: e?.employeeId ?? '',
    firstName: e?.firstName ?? '',
    middleName: e?.middleName ?? '',
    lastName: e?.lastName ?? '',
    suffix: e?.suffix ?? '',
    birthDate: e?.birthDate ?? '',
    gender: e?.gender ?? null,
    civilStatus: e?.civilStatus ?? null,
    address: e?.address ?? '',
    contactNumber: e?.contactNumber ?? '',
    email: e?.email ?? '',
    departmentId: e?.departmentId ?? null,
    branchCode: e?.branchCode ?? null,
    position: e?.position ?? '',
    employmentType: e?.employmentType ?? EMPLOYMENT_TYPE.Regular.value,
    employeeStatus: e?.employeeStatus ?? EMPLOYEE_STATUS.Active.value,
    dateHired: e?.dateHired ?? '',
    dateRegularized: e?.dateRegularized ?? '',
    dateSeparated: e?.dateSeparated ?? '',
    biometricUserId: e?.biometricUserId ?? '',
    sssNo: e?.sssNo ?? '',
    pagIbigNo: e?.pagIbigNo ?? '',
    philHealthNo: e?.philHealthNo ?? '',
    hmoNo: e?.hmoNo ?? '',
    tinNo: e?.tinNo ?? '',
    userId: e?.userId ?? null,
  };
}

function EmployeeFormPageScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const existing = useQuery({
    ...endpointQuery(getEmployeeEndpoint, { params: { employeeId: id ?? 0 } }),
    enabled: id !== null,
  });
  if (id !== null && existing.isPending) return <CircularProgress aria-label="Loading employee" />;
  if (id !== null && !existing.data) return <Alert severity="error">The employee could not be loaded.</Alert>;
  return <EmployeeForm key={id ?? 'new'} employee={existing.data ?? null} />;
}

function EmployeeForm({ employee }: { employee: Employee | null }) {
  const navigate = useNavigate();
  const create = useEndpointMutation(createEmployeeEndpoint, { invalidates: EMPLOYEE_READS });
  const update = useEndpointMutation(updateEmployeeEndpoint, { invalidates: EMPLOYEE_READS });
  const form = useForm(employeeFieldsSchema, initialValues(employee));
  const unsaved = useUnsavedChanges();
  const { values, set, errors, text } = form;
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const branches = useBranches();
  const users = useQuery(endpointQuery(linkableUsersEndpoint, { query: employee ? { forEmployee: employee.id } : {} }));

  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      employee === null ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id: employee.id }, body }),
    (saved) => {
      notify.success(`${saved.fullName} was saved.`);
      unsaved.markSaved();
      void navigate(`/isd/hr/employees/${saved.id}`);
    },
  );

  const field = (name: Parameters<typeof text>[0], label: string, extra: Record<string, unknown> = {}) => (
    <TextField {...text(name)} label={label} fullWidth {...extra} />
  );
  const date = (name: Parameters<typeof text>[0], label: string, required = false) =>
    field(name, label, { type: 'date', required, slotProps: { inputLabel: { shrink: true } } });
  const select = <
    K extends 'gender' | 'civilStatus' | 'departmentId' | 'branchCode' | 'employmentType' | 'employeeStatus' | 'userId',
  >(
    name: K,
    label: string,
    options: { value: string | number; label: string }[],
    opts: { required?: boolean; numeric?: boolean } = {},
  ) => (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      required={opts.required}
      value={values[name] ?? ''}
      onChange={(e) => {
        const raw = e.target.value;
        set(name, (raw === '' ? null : opts.numeric ? Number(raw) : raw) as EmployeeFields[K]);
      }}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
    >
      {!opts.required && <MenuItem value="">-</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  const section = (title: string, children: ReactNode) => (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Grid container columnSpacing={2}>
        {children}
      </Grid>
    </Paper>
  );
  const cell = (node: ReactNode, size = 4) => <Grid size={{ xs: 12, sm: 6, md: size }}>{node}</Grid>;

  return (
    <Box component="form" noValidate onInput={unsaved.onInput} onSubmit={(e) => (e.preventDefault(), void submit())}>
      {unsaved.prompt}
      <PageHeader
        title={employee ? `Edit ${employee.fullName}` : 'New employee'}
        subtitle={employee ? `Employee ID ${employee.employeeId}` : 'Fields marked * are required.'}
      />
      <GeneralError message={errors.generalErrors} />
      {section(
        'Personal details',
        <>
          {cell(field('employeeId', 'Employee ID', { required: true }), 3)}
          {cell(field('lastName', 'Last name', { required: true }), 3)}
          {cell(field('firstName', 'First name', { required: true }), 3)}
          {cell(field('middleName', 'Middle name'), 2)}
          {cell(field('suffix', 'Suffix'), 1)}
          {cell(date('birthDate', 'Birth date'), 3)}
          {cell(select('gender', 'Gender', enumOptions(GENDER)), 3)}
          {cell(select('civilStatus', 'Civil status', enumOptions(CIVIL_STATUS)), 3)}
          {cell(field('contactNumber', 'Contact number'), 3)}
          {cell(field('address', 'Address'), 8)}
          {cell(field('email', 'Email', { type: 'email' }), 4)}
        </>,
      )}
      {section(
        'Employment',
        <>
          {cell(
            select(
              'departmentId',
              'Department',
              (departments.data ?? []).map((d) => ({ value: d.id, label: `${d.code} - ${d.name}` })),
              { numeric: true },
            ),
          )}
          {cell(
            select(
              'branchCode',
              'Branch',
              (branches.data ?? []).map((b) => ({ value: b.code, label: b.name })),
              { numeric: true },
            ),
          )}
          {cell(field('position', 'Position'))}
          {cell(
            select('employmentType', 'Employment type', enumOptions(EMPLOYMENT_TYPE), {
              required: true,
              numeric: true,
            }),
            3,
          )}
          {cell(
            select('employeeStatus', 'Employee status', enumOptions(EMPLOYEE_STATUS), {
              required: true,
              numeric: true,
            }),
            3,
          )}
          {cell(field('biometricUserId', 'Biometric user ID'), 3)}
          {cell(
            select(
              'userId',
              'Portal account',
              (users.data ?? []).map((u) => ({ value: u.id, label: `${u.fullName} (${u.username})` })),
              { numeric: true },
            ),
            3,
          )}
          {cell(date('dateHired', 'Date hired', true))}
          {cell(date('dateRegularized', 'Date regularized'))}
          {cell(date('dateSeparated', 'Date separated'))}
        </>,
      )}
      {section(
        'Government numbers',
        <>
          {cell(field('sssNo', 'SSS', { placeholder: '00-0000000-0' }), 4)}
          {cell(field('pagIbigNo', 'PAG-IBIG', { placeholder: '0000-0000-0000' }), 4)}
          {cell(field('philHealthNo', 'PhilHealth', { placeholder: '00-000000000-0' }), 4)}
          {cell(field('tinNo', 'TIN', { placeholder: '000-000-000' }), 4)}
          {cell(field('hmoNo', 'HMO'), 4)}
        </>,
      )}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={employee ? `/isd/hr/employees/${employee.id}` : '/isd/hr/employees'}
          disabled={busy}
        >
          Cancel
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {employee ? 'Save changes' : 'Create employee'}
        </Button>
      </Stack>
    </Box>
  );
}

export default function EmployeeFormPage() {
  return (
    <ScreenAccess reads={createEmployeeEndpoint}>
      <EmployeeFormPageScreen />
    </ScreenAccess>
  );
}
