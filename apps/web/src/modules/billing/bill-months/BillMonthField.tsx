// Bill month picker; with no value it picks the latest open month (the month clerks work on).
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';

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
}

/** 2026-01 -> "January 2026". */
export function billMonthLabel(period: string): string {
  const [y, m] = period.split('-').map(Number);
  if (y === undefined || m === undefined || Number.isNaN(y) || Number.isNaN(m)) return period;
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString('en-PH', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** The latest open month (the list comes newest first), else the newest month. */
export function defaultBillMonth(months: readonly BillMonth[]): BillMonth | undefined {
  return months.find((m) => m.status === 'Open') ?? months[0];
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
}: BillMonthFieldProps) {
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const list = (months.data ?? []).filter((m) => !openOnly || m.status === 'Open');

  useEffect(() => {
    if (value !== null && value !== undefined) return;
    const first = defaultBillMonth(list);
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
      helperText={months.isLoading ? 'Loading bill months…' : list.length === 0 ? 'No bill month yet' : ' '}
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
