// Issuing a requisition in parts (decision 119): what each line has left is its quantity less what
// issuing documents (pending or posted) took; an issue names the lines and quantities it takes, or,
// naming none, takes everything left. Nothing here reads the database: the caller holds the
// requisition's row lock while it reads the balances and files the document.
import { Decimal } from 'decimal.js';

export interface RequisitionLineBalance {
  id: number;
  materialId: number;
  quantity: string;
  /** Taken by issuing documents that are pending or posted. */
  taken: string;
}

export interface AskedIssueLine {
  requisitionLineId?: number | undefined;
  quantity: string;
}

export interface IssuePlan {
  lines: { requisitionLineId: number; materialId: number; quantity: string }[];
  /** Nothing is left to issue after this one. */
  completes: boolean;
}

export interface IssueRefusal {
  field: string;
  message: string;
  /** 409 (the requisition's state) rather than 400 (the request's shape). */
  conflict: boolean;
}

export const NOTHING_LEFT = 'Nothing of this requisition is left to issue.';
export const NOT_ON_REQUISITION = 'This line is not on the requisition.';
export const NAME_EVERY_LINE =
  'Name the requisition line of every material issued, or of none to issue all that is left.';
export const onlyLeft = (left: Decimal) => `Only ${left.toFixed(2)} of this line is left to issue.`;

export const leftOf = (b: RequisitionLineBalance): Decimal => Decimal.max(new Decimal(b.quantity).minus(b.taken), 0);

export function planIssue(
  balances: readonly RequisitionLineBalance[],
  asked: readonly AskedIssueLine[],
): IssuePlan | { refused: IssueRefusal } {
  const left = new Map(balances.map((b) => [b.id, leftOf(b)]));
  const named = asked.filter((a) => a.requisitionLineId !== undefined).length;
  let lines: IssuePlan['lines'];
  if (named === 0) {
    lines = balances
      .filter((b) => left.get(b.id)!.gt(0))
      .map((b) => ({ requisitionLineId: b.id, materialId: b.materialId, quantity: left.get(b.id)!.toFixed(2) }));
  } else {
    lines = [];
    for (const [i, a] of asked.entries()) {
      if (a.requisitionLineId === undefined)
        return { refused: { field: `lines.${i}.requisitionLineId`, message: NAME_EVERY_LINE, conflict: false } };
      const b = balances.find((x) => x.id === a.requisitionLineId);
      if (!b)
        return { refused: { field: `lines.${i}.requisitionLineId`, message: NOT_ON_REQUISITION, conflict: false } };
      const has = left.get(b.id)!;
      if (has.lt(a.quantity))
        return { refused: { field: `lines.${i}.quantity`, message: onlyLeft(has), conflict: true } };
      left.set(b.id, has.minus(a.quantity));
      lines.push({ requisitionLineId: b.id, materialId: b.materialId, quantity: new Decimal(a.quantity).toFixed(2) });
    }
  }
  if (lines.length === 0) return { refused: { field: 'requisitionId', message: NOTHING_LEFT, conflict: true } };
  if (named === 0) for (const l of lines) left.set(l.requisitionLineId, new Decimal(0));
  return { lines, completes: [...left.values()].every((v) => v.lte(0)) };
}

/** A line as the requisition shows it: issued (posted), in issue (pending), left, and cancelled. */
export function lineProgress(
  quantity: string,
  issued: string,
  inIssue: string,
  restCancelled: boolean,
): { issued: string; inIssue: string; remaining: string; cancelled: string } {
  const rest = Decimal.max(new Decimal(quantity).minus(issued).minus(inIssue), 0);
  return {
    issued: new Decimal(issued).toFixed(2),
    inIssue: new Decimal(inIssue).toFixed(2),
    remaining: restCancelled ? '0.00' : rest.toFixed(2),
    cancelled: restCancelled ? rest.toFixed(2) : '0.00',
  };
}
