// The words of a biometric log upload's result: counts with thousands separators and the right
// plural ("1 line", "12,345 lines").
import type { BiometricImport } from '@ilaw/contracts/dtr/log-imports/log-import';
import { formatNumber } from '@ilaw/contracts/format';

const count = (n: number, one: string, many: string) => `${formatNumber(n, 0)} ${n === 1 ? one : many}`;

export function uploadSummary(
  r: Pick<BiometricImport, 'fileName' | 'totalLines' | 'inserted' | 'duplicates' | 'rejectedLines'>,
): string {
  return `${r.fileName}: ${count(r.totalLines, 'line', 'lines')}, ${count(r.inserted, 'new log', 'new logs')}, ${formatNumber(r.duplicates, 0)} already recorded, ${formatNumber(r.rejectedLines.length, 0)} rejected.`;
}
