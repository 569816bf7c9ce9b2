import TextField from '@mui/material/TextField';
import { dateRangeInOrder } from './list-params.ts';

interface DateRangeFilterProps {
  /** ISO dates as the list holds them; undefined when not set. */
  from: string | undefined;
  to: string | undefined;
  onFromChange: (from: string | undefined) => void;
  onToChange: (to: string | undefined) => void;
  fromLabel?: string;
  toLabel?: string;
  fromName?: string;
  toName?: string;
}

/**
 * A list's from-to date filter. An end before the start is said under the end field; the list
 * should not ask the server until it is mended (see `dateRangeInOrder`).
 */
export function DateRangeFilter({
  from,
  to,
  onFromChange,
  onToChange,
  fromLabel = 'From',
  toLabel = 'To',
  fromName = 'dateFrom',
  toName = 'dateTo',
}: DateRangeFilterProps) {
  const inOrder = dateRangeInOrder(from, to);
  return (
    <>
      <TextField
        size="small"
        fullWidth={false}
        type="date"
        label={fromLabel}
        name={fromName}
        value={from ?? ''}
        onChange={(e) => onFromChange(e.target.value || undefined)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        fullWidth={false}
        type="date"
        label={toLabel}
        name={toName}
        value={to ?? ''}
        onChange={(e) => onToChange(e.target.value || undefined)}
        error={!inOrder}
        {...(inOrder ? {} : { helperText: 'The end date must not be before the start date.' })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </>
  );
}
