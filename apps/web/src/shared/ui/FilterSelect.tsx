import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';

export interface FilterOption<V extends string | number> {
  value: V;
  label: string;
}

interface FilterSelectProps<V extends string | number> {
  label: string;
  name: string;
  /** undefined: the "All" entry. */
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  options: readonly FilterOption<V>[];
  /** The entry that clears the filter ('All', 'All departments'); null for a filter that must be set. */
  allLabel?: string | null;
  size?: 'small' | 'medium';
  helperText?: string;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}

/** The filter select of list screens: a label, an "All" entry and typed options. */
export function FilterSelect<V extends string | number>({
  label,
  name,
  value,
  onChange,
  options,
  allLabel = 'All',
  size,
  helperText,
  disabled,
  sx = { minWidth: 170 },
}: FilterSelectProps<V>) {
  return (
    <TextField
      select
      label={label}
      name={name}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value)}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      fullWidth={false}
      {...(size === undefined ? {} : { size })}
      {...(helperText === undefined ? {} : { helperText })}
      {...(disabled === undefined ? {} : { disabled })}
      sx={sx}
    >
      {allLabel !== null && <MenuItem value="">{allLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={String(o.value)}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
