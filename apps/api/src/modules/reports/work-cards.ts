// Reminders on My work (the portal's notifications, decision 101): a department's reports whose
// period is over and not yet submitted (due or already missing) for its uploaders, and every
// missing report for the monitors. Last year's periods count too (annual reports fall due in
// the new year).
import type { WorkCardSource } from '../../platform/dashboard/dashboard-cards.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { SessionUser } from '../../platform/http/context.ts';
import { manilaToday } from '../../platform/time/manila.ts';
import { boardRows, templateRows, toTemplate, userDepartment } from './report-queries.ts';

async function countStates(
  db: Kysely<Database>,
  user: SessionUser,
  departmentOnly: boolean,
  states: readonly string[],
): Promise<number> {
  const department = await userDepartment(db, user.id);
  let q = templateRows(db).where('t.is_active', '=', true);
  if (departmentOnly) q = q.where('t.department_id', '=', department ?? -1);
  const templates = (await q.execute()).map(toTemplate);
  const today = manilaToday();
  const year = Number(today.slice(0, 4));
  let n = 0;
  for (const y of [year - 1, year]) {
    for (const row of await boardRows(db, user, department, templates, y, today)) {
      n += row.periods.filter((p) => states.includes(p.state)).length;
    }
  }
  return n;
}

export const departmentReportsDue: WorkCardSource = {
  key: 'reports.department-due',
  label: 'Reports to submit for your department',
  link: '/cpd/report-submission?view=submit',
  roles: ['DepartmentReportUploader'],
  count: (db, user) => countStates(db, user, true, ['Due', 'Missing']),
};

export const missingReports: WorkCardSource = {
  key: 'reports.missing',
  label: 'Reports missing (past due)',
  link: '/cpd/report-submission?state=Missing',
  roles: ['SubmissionMonitoring', 'CoopReports'],
  count: (db, user) => countStates(db, user, false, ['Missing']),
};
