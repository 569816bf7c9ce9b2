// How a non-power bill's lines read on the screens, the DCR and the OR (decision 118): each line
// says whether it is VATable (at its rate) or VAT-exempt, so a deposit on a fee bill reads as such.
import type { NonPowerBillLine } from '@ilaw/contracts/collection/non-power/non-power';
import { formatPeso } from '@ilaw/contracts/format';

/** 'VAT 12%' or 'VAT-exempt'. */
export function vatMark(line: Pick<NonPowerBillLine, 'vatPercent'>): string {
  const rate = line.vatPercent.includes('.') ? line.vatPercent.replace(/0+$/, '').replace(/\.$/, '') : line.vatPercent;
  return /^0*$/.test(rate) ? 'VAT-exempt' : `VAT ${rate}%`;
}

/** "Testing fee (VAT 12%)", falling back to the bill's own description. */
export function lineLabel(line: Pick<NonPowerBillLine, 'description' | 'vatPercent'>, fallback: string): string {
  return `${line.description ?? fallback} (${vatMark(line)})`;
}

/** One text for a bill's lines: "Testing fee ₱1,680.00 (VAT 12%); Guarantee deposit ₱2,000.00 (VAT-exempt)". */
export function linesText(lines: readonly NonPowerBillLine[], fallback: string): string {
  return lines.map((l) => `${l.description ?? fallback} ${formatPeso(l.amount)} (${vatMark(l)})`).join('; ');
}
