import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { monthIndex } from './schedule-queries.ts';

/** Bills each schedule's installment of `period` not billed yet; answers how many were made. */
export async function generateRecurringBills(
  trx: Transaction<Database>,
  actor: { userId: number; name: string | null; ip: string | null },
  period: string,
): Promise<number> {
  await lockSubject(trx, 'collection-recurring-bills', period);
  const due = await sql<{
    id: number;
    type_id: number;
    consumer_id: number;
    payer_name: string;
    description: string;
    amount: string;
  }>`
    SELECT s.id, s.type_id, s.consumer_id, c.name AS payer_name,
      coalesce(s.description, t.name) || ' (' || (${monthIndex('p.period')} - ${monthIndex('s.first_period')} + 1)
        || ' of ' || s.months || ')' AS description,
      s.amount::text AS amount
    FROM collection_non_power_schedules s
    JOIN collection_non_power_types t ON t.id = s.type_id
    JOIN billing_consumers c ON c.id = s.consumer_id
    CROSS JOIN (SELECT ${period}::text AS period) p
    WHERE ${monthIndex('p.period')} - ${monthIndex('s.first_period')} BETWEEN 0 AND s.months - 1
      AND NOT EXISTS (SELECT 1 FROM collection_non_power_bills n WHERE n.schedule_id = s.id AND n.period = p.period)
    ORDER BY s.id`.execute(trx);
  if (due.rows.length === 0) return 0;
  const year = period.slice(0, 4);
  const first = await nextDocumentNumbers(trx, 'collection-non-power-bill', year, due.rows.length);
  await trx
    .insertInto('collection_non_power_bills')
    .values(
      due.rows.map((r, i) => ({
        bill_no: formatDocumentNumber('NPB', year, first + i),
        type_id: r.type_id,
        consumer_id: r.consumer_id,
        payer_name: r.payer_name,
        description: r.description,
        amount: r.amount,
        bill_date: `${period}-01`,
        created_by: actor.userId,
        schedule_id: r.id,
        period,
      })),
    )
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'collection-non-power-schedule',
    entityId: period,
    action: 'generated',
    newValues: { period, bills: due.rows.length, schedules: due.rows.map((r) => r.id) },
  });
  return due.rows.length;
}
