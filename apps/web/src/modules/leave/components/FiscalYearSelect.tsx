import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useFiscalYearOptions } from '#web/shared/reference/reference-data.ts';

/** The active fiscal year's id once the options are loaded (the default of every leave screen). */
export function useActiveFiscalYearId(): number | undefined {
  const years = useFiscalYearOptions();
  return years.data?.find((y) => y.isActive)?.id ?? years.data?.[0]?.id;
}

export function FiscalYearSelect({
  value,
  onChange,
  label = 'Fiscal year',
}: {
  value: number | undefined;
  onChange: (id: number) => void;
  label?: string;
}) {
  const years = useFiscalYearOptions();
  return (
    <TextField
      select
      label={label}
      name="fiscalYearId"
      value={value !== undefined && years.data?.some((y) => y.id === value) ? String(value) : ''}
      onChange={(e) => onChange(Number(e.target.value))}
      fullWidth={false}
      sx={{ width: 190 }}
    >
      {(years.data ?? []).map((y) => (
        <MenuItem key={y.id} value={String(y.id)}>
          {y.name}
          {y.isActive ? ' (active)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
