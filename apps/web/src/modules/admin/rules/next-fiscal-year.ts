/**
 * The year a New Fiscal Year dialog proposes: this year if it has none yet, otherwise the year
 * after the latest one (never a year that exists).
 */
export function proposedFiscalYear(existing: readonly number[], thisYear: number): number {
  if (!existing.includes(thisYear)) return thisYear;
  return Math.max(...existing) + 1;
}
