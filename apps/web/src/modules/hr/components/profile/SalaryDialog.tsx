// A salary entry; the salaries screen puts an employee picker above the fields.
import { SALARY_TYPE, enumOptions } from '@ilaw/contracts/enums';
import { salaryFieldsSchema, type Salary, type SalaryFields } from '@ilaw/contracts/hr/salaries/salary';
import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { listSalariesEndpoint } from '@ilaw/contracts/hr/salaries/list-salaries';
import { updateSalaryEndpoint } from '@ilaw/contracts/hr/salaries/update-salary';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { dateProps } from './section-kit.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

export function SalaryDialog({
  employeeId,
  salary,
  onClose,
  onSaved,
  employeePicker,
}: {
  employeeId: number | null;
  salary: Salary | null;
  onClose: () => void;
  onSaved: () => void;
  employeePicker?: ReactNode;
}) {
  const form = useForm(salaryFieldsSchema, {
    employeeId: salary?.employeeId ?? employeeId ?? ('' as unknown as number),
    salaryType: salary?.salaryType ?? SALARY_TYPE.Monthly.value,
    amount: salary?.amount ?? '',
    effectiveDate: salary?.effectiveDate ?? '',
    remarks: salary?.remarks ?? '',
  } as SalaryFields);
  // On the salaries screen the employee is chosen in the dialog (the picker above the fields).
  const { set } = form;
  useEffect(() => {
    if (employeeId !== null && !salary) set('employeeId', employeeId);
  }, [employeeId, salary, set]);
  const create = useEndpointMutation(createSalaryEndpoint, { invalidates: [listSalariesEndpoint] });
  const update = useEndpointMutation(updateSalaryEndpoint, { invalidates: [listSalariesEndpoint] });
  const { busy, submit } = useDialogSubmit(
    form,
    async (body) => {
      if (salary) await update.mutateAsync({ params: { id: salary.id }, body });
      else await create.mutateAsync({ body });
    },
    onSaved,
  );
  return (
    <FormDialog
      open
      title={salary ? 'Edit salary' : 'Add salary'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        {employeePicker && !salary && <Grid size={12}>{employeePicker}</Grid>}
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            select
            fullWidth
            name="salaryType"
            label="Salary type"
            value={form.values.salaryType}
            onChange={(e) => form.set('salaryType', Number(e.target.value))}
            error={!!form.errors.salaryType}
            helperText={form.errors.salaryType ?? ' '}
          >
            {enumOptions(SALARY_TYPE).map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.label}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('amount')} label="Amount (₱)" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('effectiveDate')} label="Effective date" required fullWidth {...dateProps} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('remarks')} label="Remarks" fullWidth />
        </Grid>
        {form.errors.employeeId && (
          <Grid size={12}>
            <Typography color="error" variant="body2">
              Employee: {form.errors.employeeId}
            </Typography>
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
