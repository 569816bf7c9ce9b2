// Which bill month a billing screen opens on, and the sentence that says why (issue 11, items 3
// and 12; docs/decisions/047). Screens that enter or compute work on the latest open month; reports
// open on the latest month with posted bills, not a new open month with nothing in it yet.
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';

export type MonthPurpose = 'work' | 'report';

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

/** The latest month with posted bills, else the working month. */
export function defaultReportMonth(months: readonly BillMonth[]): BillMonth | undefined {
  return months.find((m) => m.billCount > 0) ?? defaultBillMonth(months);
}

export function defaultMonthFor(purpose: MonthPurpose, months: readonly BillMonth[]): BillMonth | undefined {
  return purpose === 'report' ? defaultReportMonth(months) : defaultBillMonth(months);
}

/** "Showing January 2026, the latest open month." and the like. */
export function monthChoiceText(
  purpose: MonthPurpose,
  months: readonly BillMonth[],
  value: number | null | undefined,
): string {
  const shown = months.find((m) => m.id === value);
  if (shown === undefined) return '';
  const label = billMonthLabel(shown.period);
  const preferred = defaultMonthFor(purpose, months);
  if (preferred?.id === shown.id) {
    const why =
      purpose === 'report'
        ? shown.billCount > 0
          ? 'the latest month with posted bills'
          : 'the working month (nothing is posted yet)'
        : shown.status === 'Open'
          ? 'the latest open month'
          : 'the newest month (none is open)';
    return `Showing ${label}, ${why}.`;
  }
  const closed = shown.status === 'Closed' ? ' (closed)' : '';
  const usual = purpose === 'report' ? 'the latest month with posted bills' : 'the latest open month';
  return preferred === undefined
    ? `Showing ${label}${closed}, as chosen.`
    : `Showing ${label}${closed}, as chosen; ${usual} is ${billMonthLabel(preferred.period)}.`;
}
