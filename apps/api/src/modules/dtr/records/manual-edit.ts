// A manual edit of one day (DtrManualInput, or an approved correction request): the punches are
// stored beside the log punches (never over them), with who, when and why, and the day is
// computed again from the edited punches.
import type { Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { computeDtr } from '../compute.ts';

type PunchKey = 'amIn' | 'amOut' | 'pmIn' | 'pmOut';
const COLUMNS: Record<
  PunchKey,
  [
    'manual_am_in' | 'manual_am_out' | 'manual_pm_in' | 'manual_pm_out',
    'log_am_in' | 'log_am_out' | 'log_pm_in' | 'log_pm_out',
  ]
> = {
  amIn: ['manual_am_in', 'log_am_in'],
  amOut: ['manual_am_out', 'log_am_out'],
  pmIn: ['manual_pm_in', 'log_pm_in'],
  pmOut: ['manual_pm_out', 'log_pm_out'],
};

export async function applyPunchEdit(
  trx: Transaction<Database>,
  actor: Actor,
  edit: {
    employeeId: number;
    recordDate: string;
    punches: Partial<Record<PunchKey, string | null>>;
    isTravel?: boolean | undefined;
    overtimeAuthorized?: boolean | undefined;
    reason: string;
    source: 'manual' | 'correction';
    correctionRequestId?: number;
  },
): Promise<void> {
  await computeDtr(trx, [edit.employeeId], edit.recordDate, edit.recordDate);
  const row = await trx
    .selectFrom('daily_time_records')
    .selectAll()
    .where('employee_id', '=', edit.employeeId)
    .where('record_date', '=', edit.recordDate)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const manual = row.manual_at !== null;
  const t = (v: string | null) => (v ? v.slice(0, 5) : null);
  const current: Record<PunchKey, string | null> = {
    amIn: t(manual ? row.manual_am_in : row.log_am_in),
    amOut: t(manual ? row.manual_am_out : row.log_am_out),
    pmIn: t(manual ? row.manual_pm_in : row.log_pm_in),
    pmOut: t(manual ? row.manual_pm_out : row.log_pm_out),
  };
  const next = { ...current };
  let punchesChanged = false;
  for (const k of Object.keys(COLUMNS) as PunchKey[]) {
    if (k in edit.punches && edit.punches[k] !== undefined) {
      next[k] = edit.punches[k] ?? null;
      punchesChanged = true;
    }
  }
  const oldValues = { ...current, isTravel: row.is_travel, overtimeAuthorized: row.overtime_authorized };
  const newValues = {
    ...next,
    isTravel: edit.isTravel ?? row.is_travel,
    overtimeAuthorized: edit.overtimeAuthorized ?? row.overtime_authorized,
  };
  // The same manual edit sent again (a double submit, a retry) changes nothing and records nothing.
  const unchanged =
    edit.source === 'manual' &&
    (manual || !punchesChanged) &&
    row.manual_reason === edit.reason &&
    JSON.stringify(oldValues) === JSON.stringify(newValues);
  if (unchanged) return;
  await trx
    .updateTable('daily_time_records')
    .set({
      ...(punchesChanged || manual
        ? {
            manual_am_in: next.amIn,
            manual_am_out: next.amOut,
            manual_pm_in: next.pmIn,
            manual_pm_out: next.pmOut,
            manual_at: new Date(),
            manual_by: actor.userId,
          }
        : {}),
      manual_reason: edit.reason,
      is_travel: newValues.isTravel,
      overtime_authorized: newValues.overtimeAuthorized,
    })
    .where('id', '=', row.id)
    .execute();
  await computeDtr(trx, [edit.employeeId], edit.recordDate, edit.recordDate);
  await trx
    .insertInto('dtr_manual_edits')
    .values({
      employee_id: edit.employeeId,
      record_date: edit.recordDate,
      source: edit.source,
      correction_request_id: edit.correctionRequestId ?? null,
      old_values: JSON.stringify(oldValues),
      new_values: JSON.stringify(newValues),
      reason: edit.reason,
      edited_by: actor.userId,
    })
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'daily-time-record',
    entityId: row.id,
    action: edit.source === 'manual' ? 'edited' : 'corrected',
    oldValues,
    newValues: { ...newValues, reason: edit.reason },
  });
}
