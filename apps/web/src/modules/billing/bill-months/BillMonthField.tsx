// Bill month picker; with no value it picks the latest open month (the month clerks work on), or
// for a report the latest month with posted bills, and says which month it shows and why.
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { billMonthLabel, defaultMonthFor, monthChoiceText, type MonthPurpose } from './month-choice.ts';

export { billMonthLabel, defaultBillMonth } from './month-choice.ts';

export interface BillMonthFieldProps {
  /** The chosen bill month id; null or undefined picks the latest open month once loaded. */
  value: number | null | undefined;
  onChange: (id: number, month: BillMonth) => void;
  label?: string;
  /** List only open months (screens that change data). */
  openOnly?: boolean;
  size?: 'small' | 'medium';
  disabled?: boolean;
  name?: string;
  sx?: object;
  /** 'work' (default): opens on the latest open month; 'report': on the latest month with posted bills. */
  purpose?: MonthPurpose;
}

export function BillMonthField({
  value,
  onChange,
  label = 'Bill month',
  openOnly = false,
  size = 'small',
  disabled,
  name = 'billMonthId',
  sx,
  purpose = 'work',
}: BillMonthFieldProps) {
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const list = (months.data ?? []).filter((m) => !openOnly || m.status === 'Open');

  useEffect(() => {
    if (value !== null && value !== undefined) return;
    const first = defaultMonthFor(purpose, list);
    if (first !== undefined) onChange(first.id, first);
    // Only when the list arrives or the value is cleared (onChange is a new function each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, months.data]);

  const known = list.some((m) => m.id === value);
  return (
    <TextField
      select
      fullWidth={false}
      name={name}
      label={label}
      size={size}
      value={known ? String(value) : ''}
      onChange={(e) => {
        const month = list.find((m) => m.id === Number(e.target.value));
        if (month !== undefined) onChange(month.id, month);
      }}
      disabled={disabled || months.isLoading}
      // Which month the screen shows and why (the latest open month, the latest with posted bills).
      helperText={
        months.isLoading
          ? 'Loading bill months…'
          : list.length === 0
            ? 'No bill month yet'
            : monthChoiceText(purpose, list, value) || ' '
      }
      slotProps={{ formHelperText: { 'data-testid': 'bill-month-choice' } as object }}
      sx={{ minWidth: 200, ...sx }}
    >
      {list.map((m) => (
        <MenuItem key={m.id} value={String(m.id)}>
          {billMonthLabel(m.period)} {m.status === 'Closed' ? '(closed)' : ''}
        </MenuItem>
      ))}
    </TextField>
  );
}
