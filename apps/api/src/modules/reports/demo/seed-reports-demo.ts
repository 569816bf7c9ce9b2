// Report submission demo (issue 18 item 8): NEA, ERC and NPC reports of the finance, technical and
// corporate planning departments since January, most submitted on time, some late, a few missing.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { DemoContext } from '../../../platform/modules/define-module.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { addDays, dueDate, periodsOfYear } from '../compute/report-rules.ts';

const TEMPLATES = [
  {
    code: 'NEA-MFSR',
    name: 'Monthly Financial and Statistical Report (MFSR)',
    regulator: 'NEA',
    period: 'Monthly',
    due: 20,
    dept: 'FSD',
    kinds: [0, 5],
  },
  {
    code: 'NEA-MDAR',
    name: 'Monthly Distribution Analysis Report',
    regulator: 'NEA',
    period: 'Monthly',
    due: 15,
    dept: 'TSD',
    kinds: [0, 5],
  },
  {
    code: 'ERC-QSL',
    name: 'Quarterly Systems Loss Report',
    regulator: 'ERC',
    period: 'Quarterly',
    due: 30,
    dept: 'TSD',
    kinds: [0, 5],
  },
  {
    code: 'NEA-KPS',
    name: 'Key Performance Standards (KPS) Report',
    regulator: 'NEA',
    period: 'Quarterly',
    due: 30,
    dept: 'CPD',
    kinds: [0, 2, 5],
  },
  {
    code: 'NPC-ASIR',
    name: 'Annual Security Incident Report',
    regulator: 'NPC',
    period: 'Annual',
    due: 90,
    dept: 'CPD',
    kinds: [0],
  },
] as const;

export async function seedReportsDemo(
  db: Kysely<Database>,
  log: (msg: string) => void,
  context?: DemoContext,
): Promise<void> {
  const files = context?.files;
  if (!files) return;
  if (await db.selectFrom('report_templates').select('id').limit(1).executeTakeFirst()) return;
  const departments = await db.selectFrom('departments').select(['id', 'code']).execute();
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const submitter = users.find((u) => u.username === 'it.staff')?.id ?? users.find((u) => u.username === 'admin')?.id;
  if (submitter === undefined || departments.length === 0) return;
  const today = manilaToday();
  const year = Number(today.slice(0, 4));
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, t] of TEMPLATES.entries()) {
      const dept = departments.find((d) => d.code === t.dept) ?? departments[0]!;
      const row = await trx
        .insertInto('report_templates')
        .values({
          code: t.code,
          name: t.name,
          regulator: t.regulator,
          period: t.period,
          due_days: t.due,
          department_id: dept.id,
          file_kinds: [...t.kinds],
          description: `${t.regulator} reportorial requirement.`,
          starts_on: `${year - 1}-01-01`,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const y of [year - 1, year]) {
        const past = periodsOfYear(t.period, y).filter((p) => p.end < today);
        for (const [j, p] of past.entries()) {
          const due = dueDate(p, t.due);
          // The distribution report's latest period is not in (missing, or still due); of those not
          // yet due, some are in; every fifth came three days late.
          if (i === 1 && y === year && j === past.length - 1) continue;
          if (due >= today && (i + j) % 2 === 0) continue;
          const on = (i + j) % 5 === 4 ? addDays(due, 3) : addDays(due, -2);
          if (on > today) continue;
          const stored = await files.save(trx, {
            bytes: Buffer.from(`${t.code} ${p.label}\n`),
            originalName: `${t.code}-${p.key}.txt`,
            createdBy: submitter,
          });
          await trx
            .insertInto('report_submissions')
            .values({
              template_id: row.id,
              period_key: p.key,
              file_id: stored.id,
              file_kind: t.kinds[0],
              remarks: null,
              submitted_by: submitter,
              submitted_at: new Date(`${on}T09:30:00+08:00`),
            })
            .execute();
          count += 1;
        }
      }
    }
  });
  log(`reports: ${TEMPLATES.length} templates, ${count} submissions`);
}
