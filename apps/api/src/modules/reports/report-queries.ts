import { FILE_KINDS, type BoardRow, type ReportTemplate } from '@ilaw/contracts/reports/report';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { SessionUser } from '../../platform/http/context.ts';
import { manilaDate, manilaToday } from '../../platform/time/manila.ts';
import { maySubmit, seesAllReports } from './access.ts';
import { dueDate, periodsOfYear, submissionState, type Period } from './compute/report-rules.ts';

export function templateRows(db: Kysely<Database>) {
  return db
    .selectFrom('report_templates as t')
    .innerJoin('departments as d', 'd.id', 't.department_id')
    .selectAll('t')
    .select('d.name as department_name');
}

type TemplateRow = Awaited<ReturnType<ReturnType<typeof templateRows>['executeTakeFirstOrThrow']>>;

export function toTemplate(r: TemplateRow): ReportTemplate {
  return {
    id: r.id,
    code: r.code,
    name: r.name,
    regulator: r.regulator,
    period: r.period,
    dueDays: r.due_days,
    departmentId: r.department_id,
    departmentName: r.department_name,
    fileKinds: r.file_kinds.map((k) => FILE_KINDS[k] ?? 'Other'),
    description: r.description,
    startsOn: r.starts_on,
    isActive: r.is_active,
  };
}

export async function userDepartment(db: Kysely<Database>, userId: number): Promise<number | null> {
  const u = await db.selectFrom('users').select('department_id').where('id', '=', userId).executeTakeFirst();
  return u?.department_id ?? null;
}

/** Templates the user sees: all, or their department's for a department uploader. */
export async function visibleTemplates(db: Kysely<Database>, user: SessionUser, department: number | null) {
  let q = templateRows(db);
  if (!seesAllReports(user)) q = q.where('t.department_id', '=', department ?? -1);
  return q.orderBy('t.is_active', 'desc').orderBy('t.code').execute();
}

/** The periods of a template that count: those ending on or after the day it starts. */
export function templatePeriods(t: ReportTemplate, year: number): Period[] {
  return periodsOfYear(t.period, year).filter((p) => p.end >= t.startsOn);
}

export async function boardRows(
  db: Kysely<Database>,
  user: SessionUser,
  department: number | null,
  templates: ReportTemplate[],
  year: number,
  today = manilaToday(),
): Promise<BoardRow[]> {
  if (templates.length === 0) return [];
  const subs = await db
    .selectFrom('report_submissions as s')
    .innerJoin('stored_files as f', 'f.id', 's.file_id')
    .innerJoin('users as u', 'u.id', 's.submitted_by')
    .select([
      's.id',
      's.template_id',
      's.period_key',
      's.file_kind',
      's.remarks',
      's.submitted_at',
      'f.original_name',
      'u.full_name',
    ])
    .where(
      's.template_id',
      'in',
      templates.map((t) => t.id),
    )
    .where('s.period_key', 'like', `${year}%`)
    .orderBy('s.submitted_at', 'desc')
    .orderBy('s.id', 'desc')
    .execute();
  return templates.map((t) => ({
    template: t,
    canSubmit: t.isActive && maySubmit(user, department, t.departmentId),
    periods: templatePeriods(t, year).map((p) => {
      const mine = subs.filter((s) => s.template_id === t.id && s.period_key === p.key);
      const first = mine.at(-1) ?? null;
      const due = dueDate(p, t.dueDays);
      return {
        periodKey: p.key,
        label: p.label,
        periodEnd: p.end,
        dueDate: due,
        state: submissionState(p, due, first ? manilaDate(first.submitted_at) : null, today),
        firstSubmittedAt: first?.submitted_at.toISOString() ?? null,
        submissions: mine.map((s) => ({
          id: s.id,
          periodKey: s.period_key,
          fileName: s.original_name,
          fileKind: FILE_KINDS[s.file_kind] ?? 'Other',
          remarks: s.remarks,
          submittedBy: s.full_name,
          submittedAt: s.submitted_at.toISOString(),
        })),
      };
    }),
  }));
}
