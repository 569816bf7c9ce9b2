// The employee leave card (the CSC leave card's vacation and sick columns): one row for the balance
// brought forward, then one row per month with entries, each type's days earned, taken with pay,
// taken without pay, and the balance at the month's last entry as the API computed it.
import { MONTH_NAMES } from '@ilaw/contracts/format';
import { SICK_LEAVE_CODE, VACATION_LEAVE_CODE } from '@ilaw/contracts/leave/leave-applications/leave-application-form';
import { LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE, type LeaveLedgerLine } from '@ilaw/contracts/leave/ledger/ledger-line';

export interface LeaveCardColumn {
  earned: string;
  withPay: string;
  balance: string;
  withoutPay: string;
}

export interface LeaveCardRow {
  /** 'forwarded' or the month 'YYYY-MM'. */
  key: string;
  period: string;
  /** What was taken: the descriptions of the month's Used lines. */
  particulars: string[];
  vacation: LeaveCardColumn;
  sick: LeaveCardColumn;
}

const L = {
  opening: LEAVE_LINE_TYPE.OpeningBalance.value,
  earned: LEAVE_LINE_TYPE.Earned.value,
  used: LEAVE_LINE_TYPE.Used.value,
};
const S = { posted: LEAVE_ENTRY_STATUS.Posted.value, withoutPay: LEAVE_ENTRY_STATUS.WithoutPay.value };

/** Day counts have at most 3 decimals: summed as whole thousandths, so no float error creeps in. */
const thousandths = (days: string) => Math.round(Number(days) * 1000);

function column(lines: readonly LeaveLedgerLine[], code: string, before: string): LeaveCardColumn {
  const mine = lines.filter((l) => l.leaveTypeCode === code);
  const sum = (pick: (l: LeaveLedgerLine) => boolean) =>
    String(mine.filter(pick).reduce((s, l) => s + thousandths(l.days), 0) / 1000);
  return {
    earned: sum((l) => l.status === S.posted && (l.lineType === L.earned || l.lineType === L.opening)),
    withPay: sum((l) => l.status === S.posted && l.lineType === L.used),
    withoutPay: sum((l) => l.status === S.withoutPay),
    balance: mine.at(-1)?.balance ?? before,
  };
}

/** The card's rows from a ledger's lines (in the API's order: date, line type, id). */
export function leaveCardRows(lines: readonly LeaveLedgerLine[]): LeaveCardRow[] {
  const counted = lines.filter(
    (l) =>
      (l.leaveTypeCode === VACATION_LEAVE_CODE || l.leaveTypeCode === SICK_LEAVE_CODE) &&
      l.lineType !== LEAVE_LINE_TYPE.ClosingBalance.value,
  );
  const groups = new Map<string, LeaveLedgerLine[]>();
  for (const l of counted) {
    const key = l.lineType === L.opening ? 'forwarded' : l.entryDate.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), l]);
  }
  const keys = [...groups.keys()].sort((a, b) => (a === 'forwarded' ? -1 : b === 'forwarded' ? 1 : a.localeCompare(b)));
  const rows: LeaveCardRow[] = [];
  let vl = '0';
  let sl = '0';
  for (const key of keys) {
    const month = groups.get(key) ?? [];
    const row: LeaveCardRow = {
      key,
      period: key === 'forwarded' ? 'Balance forwarded' : `${MONTH_NAMES[Number(key.slice(5)) - 1]} ${key.slice(0, 4)}`,
      particulars: month.filter((l) => l.lineType === L.used).map((l) => l.description),
      vacation: column(month, VACATION_LEAVE_CODE, vl),
      sick: column(month, SICK_LEAVE_CODE, sl),
    };
    vl = row.vacation.balance;
    sl = row.sick.balance;
    rows.push(row);
  }
  return rows;
}
