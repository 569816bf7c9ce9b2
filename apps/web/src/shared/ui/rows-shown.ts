import { formatNumber } from '@ilaw/contracts/format';

/** The pager's "1–15 of 1,234"; an estimated total (very large lists) reads "of about 310,000". */
export function rowsShown(from: number, to: number, count: number, estimate: boolean): string {
  return `${formatNumber(from, 0)}–${formatNumber(to, 0)} of ${estimate ? 'about ' : ''}${formatNumber(count, 0)}`;
}
