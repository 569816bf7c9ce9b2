import { formatNumber } from '@ilaw/contracts/format';

const plural = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

/**
 * What a print holds: employees counted once however many months they have ("1 employee,
 * 3 forms" for one employee over three months, not "3 employees").
 */
export function sheetCount(sheets: readonly { employeeId: number }[]): string {
  const employees = new Set(sheets.map((s) => s.employeeId)).size;
  const people = plural(employees, 'employee', 'employees');
  return employees === sheets.length ? people : `${people}, ${plural(sheets.length, 'form', 'forms')}`;
}
