// What a cut-off owes or pays for each of an employee's recurring payments and deductions
// (decision 064), as pure functions of the item, what submitted and posted payrolls already did
// with it, and the cut-off's share of a month. computeLine then pays the earnings and takes the
// deductions in priority order above the net pay floor.
import type { EmployeeItemKind } from '@ilaw/contracts/payroll/employee-items/employee-item';
import type { DeMinimisBody } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import { D, ZERO, peso, shown } from './money.ts';

export interface EmployeeItemState {
  id: number;
  kind: EmployeeItemKind;
  label: string;
  amount: string;
  principal: string | null;
  taxable: boolean;
  deMinimisCode: string | null;
  priority: number;
  /** The payroll a one-time amount was entered for. */
  payrollId: number | null;
  /** Taken or paid by other submitted or posted payrolls. */
  settled: string;
  /** Scheduled shares of other submitted or posted payrolls (recurring deductions' arrears). */
  scheduledSoFar: string;
  /**
   * An own power bill read from billing (decision 066): the account's bills unpaid as of the
   * cut-off, less what submitted payrolls took and have not yet paid to them.
   */
  powerBill?: { consumerId: number; accountNo: string; unpaid: string };
}

/** One item as this cut-off sees it: its share, what is due now, and how that was reached. */
export interface EmployeeItemDue {
  id: number;
  side: 'Earning' | 'Deduction';
  label: string;
  scheduled: string;
  due: string;
  taxable: boolean;
  deMinimisCode: string | null;
  priority: number;
  basis: string;
}

/**
 * Due this cut-off, or null when nothing is. `share` is the cut-off's share of a month (1, 1/2,
 * 12/52); `payrollId` the payroll being generated.
 */
export function itemDue(
  item: EmployeeItemState,
  share: { share: Decimal; text: string },
  payrollId: number,
): EmployeeItemDue | null {
  const settled = D(item.settled);
  const amount = D(item.amount);
  const monthly = peso(amount.times(share.share));
  const base = {
    id: item.id,
    label: item.label,
    taxable: item.taxable,
    deMinimisCode: item.deMinimisCode,
    priority: item.priority,
  };
  switch (item.kind) {
    case 'Allowance':
      return {
        ...base,
        side: 'Earning',
        scheduled: monthly.toFixed(2),
        due: monthly.toFixed(2),
        basis: `${shown(amount)} a month for ${share.text}.`,
      };
    case 'Deduction': {
      if (item.powerBill) {
        // The unpaid bills are the arrears: what this cut-off does not take stays on them.
        const unpaid = D(item.powerBill.unpaid);
        const due = Decimal.min(unpaid, monthly);
        if (due.lte(0)) return null;
        return {
          ...base,
          side: 'Deduction',
          scheduled: due.toFixed(2),
          due: due.toFixed(2),
          basis:
            `Power bills of account ${item.powerBill.accountNo} unpaid as of the cut-off ${shown(unpaid)}` +
            (due.lt(unpaid) ? `; at most ${shown(amount)} a month for ${share.text}.` : '.'),
        };
      }
      const arrears = Decimal.max(D(item.scheduledSoFar).minus(settled), 0);
      const due = monthly.plus(arrears);
      return {
        ...base,
        side: 'Deduction',
        scheduled: monthly.toFixed(2),
        due: due.toFixed(2),
        basis:
          `${shown(amount)} a month for ${share.text}` +
          (arrears.gt(0) ? ` + ${shown(arrears)} not taken by earlier payrolls.` : '.'),
      };
    }
    case 'Loan': {
      const balance = D(item.principal ?? 0).minus(settled);
      if (balance.lte(0)) return null;
      const due = Decimal.min(monthly, balance);
      return {
        ...base,
        side: 'Deduction',
        scheduled: due.toFixed(2),
        due: due.toFixed(2),
        basis: `Amortization ${shown(amount)} a month for ${share.text}; balance ${shown(balance)} of ${shown(item.principal ?? 0)}.`,
      };
    }
    case 'OneTimeEarning': {
      if (item.payrollId !== payrollId) return null;
      return { ...base, side: 'Earning', scheduled: item.amount, due: item.amount, basis: 'One-time earning.' };
    }
    case 'OneTimeDeduction': {
      const rest = amount.minus(settled);
      if (rest.lte(0)) return null;
      const own = item.payrollId === payrollId;
      return {
        ...base,
        side: 'Deduction',
        scheduled: rest.toFixed(2),
        due: rest.toFixed(2),
        basis: own
          ? 'One-time deduction.'
          : `One-time deduction of ${shown(amount)} of an earlier payroll; ${shown(rest)} not yet taken.`,
      };
    }
  }
}

/** The ceiling windows of the de minimis benefits: what "per" means on a date. */
export function deMinimisWindow(
  per: DeMinimisBody['items'][number]['per'],
  date: string,
): { from: string; to: string } | null {
  const year = date.slice(0, 4);
  const month = Number(date.slice(5, 7));
  switch (per) {
    case 'Month': {
      const last = new Date(Date.UTC(Number(year), month, 0)).getUTCDate();
      return { from: `${date.slice(0, 7)}-01`, to: `${date.slice(0, 7)}-${String(last).padStart(2, '0')}` };
    }
    case 'Semester':
      return month <= 6
        ? { from: `${year}-01-01`, to: `${year}-06-30` }
        : { from: `${year}-07-01`, to: `${year}-12-31` };
    case 'Year':
      return { from: `${year}-01-01`, to: `${year}-12-31` };
    case 'Occasion':
      // Each payment is its own occasion: the whole ceiling every time.
      return { from: date, to: date };
    case 'DaysOfLeave':
    case 'ShareOfMinimumWage':
      // Not amounts a fixed allowance can be measured against: no exemption through an allowance.
      return null;
  }
}

/**
 * The exemption left for each de minimis benefit this employee has in this cut-off: the ceiling
 * in force less what payrolls of the same window already exempted.
 */
export function deMinimisRoom(
  table: DeMinimisBody | null,
  codes: readonly string[],
  exemptSoFar: ReadonlyMap<string, string>,
  date: string,
): Map<string, Decimal> {
  const room = new Map<string, Decimal>();
  for (const code of codes) {
    const benefit = table?.items.find((b) => b.code === code);
    if (!benefit || deMinimisWindow(benefit.per, date) === null) {
      room.set(code, ZERO);
      continue;
    }
    const used = benefit.per === 'Occasion' ? ZERO : D(exemptSoFar.get(code) ?? 0);
    room.set(code, Decimal.max(D(benefit.ceiling).minus(used), 0));
  }
  return room;
}
