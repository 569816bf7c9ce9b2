// Correction requests as the screens get them, each with its approval.
import type { CorrectionRequest } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import type { Kysely, Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { fullNameSql } from '../compute.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function correctionQuery(db: Db) {
  return db
    .selectFrom('dtr_correction_requests as c')
    .innerJoin('employees as e', 'e.id', 'c.employee_id')
    .select([
      'c.id',
      'c.employee_id',
      fullNameSql().as('full_name'),
      'c.record_date',
      'c.am_in',
      'c.am_out',
      'c.pm_in',
      'c.pm_out',
      'c.reason',
      'c.status',
      'c.requested_at',
      'c.decided_at',
      'c.decision_remarks',
      'e.department_id',
    ]);
}

type CorrectionFields = {
  id: number;
  employee_id: number;
  full_name: string;
  record_date: string;
  am_in: string | null;
  am_out: string | null;
  pm_in: string | null;
  pm_out: string | null;
  reason: string;
  status: number;
  requested_at: Date;
  decided_at: Date | null;
  decision_remarks: string | null;
};

function toCorrection(r: CorrectionFields): Omit<CorrectionRequest, 'approval'> {
  const t = (v: string | null) => (v ? v.slice(0, 5) : null);
  return {
    id: r.id,
    employeeId: r.employee_id,
    fullName: r.full_name,
    recordDate: r.record_date,
    amIn: t(r.am_in),
    amOut: t(r.am_out),
    pmIn: t(r.pm_in),
    pmOut: t(r.pm_out),
    reason: r.reason,
    status: r.status,
    requestedAt: r.requested_at.toISOString(),
    decidedAt: r.decided_at ? r.decided_at.toISOString() : null,
    decisionRemarks: r.decision_remarks,
  };
}

export const CORRECTION_DOC = 'dtr.correction';

/** Correction requests as the screens get them, each with its approval (step, who may decide). */
export async function toCorrections(
  db: Kysely<Database>,
  user: SessionUser,
  rows: CorrectionFields[],
): Promise<CorrectionRequest[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    CORRECTION_DOC,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({ ...toCorrection(r), approval: approvals.get(r.id) ?? null }));
}
