// Picks an employee by name or staff number from the directory (the HR options endpoint).
import { employeeOptionsEndpoint, type EmployeeOption } from '@ilaw/contracts/hr/employees/employee-options';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';

export function EmployeePicker({
  value,
  onChange,
  error,
  label = 'Employee',
}: {
  value: EmployeeOption | null;
  onChange: (e: EmployeeOption | null) => void;
  error?: string | undefined;
  label?: string;
}) {
  const employees = useQuery(endpointQuery(employeeOptionsEndpoint, { query: {} }));
  return (
    <Autocomplete
      options={employees.data ?? []}
      loading={employees.isPending}
      value={value}
      onChange={(_, v) => onChange(v)}
      getOptionLabel={(e) => `${e.fullName} (${e.employeeId})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => (
        <TextField
          {...params}
          name="employeeId"
          label={label}
          required
          error={error !== undefined}
          helperText={error ?? ' '}
        />
      )}
    />
  );
}
