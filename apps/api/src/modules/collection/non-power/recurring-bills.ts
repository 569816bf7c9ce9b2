// Recurring non-power bills (decision 057): schedules kept by NonPowerBill, and the generation of a
// bill month's installments, set-based and once (a lock per month orders two generators; the
// unique index on (schedule, month) backs it).
import {
  createNonPowerScheduleEndpoint,
  generateRecurringBillsEndpoint,
  listNonPowerSchedulesEndpoint,
  type NonPowerSchedule,
} from '@ilaw/contracts/collection/non-power/recurring';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { NON_POWER_READERS, NON_POWER_WRITERS } from '../access.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Months from `first` to `period` (both YYYY-MM): 0 for the first month. */
const monthIndex = (col: string) => sql.raw(`(substr(${col}, 1, 4)::int * 12 + substr(${col}, 6, 2)::int)`);

async function loadSchedules(db: Db, id?: number): Promise<NonPowerSchedule[]> {
  let q = db
    .selectFrom('collection_non_power_schedules as s')
    .innerJoin('collection_non_power_types as t', 't.id', 's.type_id')
    .innerJoin('billing_consumers as c', 'c.id', 's.consumer_id')
    .select([
      's.id',
      's.type_id',
      't.name as type_name',
      's.consumer_id',
      'c.account_no',
      'c.name',
      's.description',
      's.amount',
      's.first_period',
      's.months',
      sql<number>`(SELECT count(*)::int FROM collection_non_power_bills n WHERE n.schedule_id = s.id)`.as('generated'),
    ])
    .orderBy('s.id', 'desc');
  if (id !== undefined) q = q.where('s.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    typeId: r.type_id,
    typeName: r.type_name,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    payerName: r.name,
    description: r.description,
    amount: r.amount,
    firstPeriod: r.first_period,
    months: r.months,
    generated: r.generated,
  }));
}

export const listNonPowerSchedules = defineRoute({
  endpoint: listNonPowerSchedulesEndpoint,
  access: NON_POWER_READERS,
  handler: ({ db }) => loadSchedules(db),
});

export const createNonPowerSchedule = defineRoute({
  endpoint: createNonPowerScheduleEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, user, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const type = await trx
        .selectFrom('collection_non_power_types')
        .select(['id', 'is_active'])
        .where('id', '=', body.typeId)
        .executeTakeFirst();
      if (!type || !type.is_active) throw fieldError('typeId', 'Choose an active non-power bill type.');
      if (!(await billingConsumerById(trx, body.consumerId)))
        throw fieldError('consumerId', 'The consumer was not found.');
      const row = await trx
        .insertInto('collection_non_power_schedules')
        .values({
          type_id: type.id,
          consumer_id: body.consumerId,
          description: body.description,
          amount: body.amount,
          first_period: body.firstPeriod,
          months: body.months,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'collection-non-power-schedule',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    const [schedule] = await loadSchedules(db, id);
    if (!schedule) throw notFound('The recurring bill was not found.');
    return schedule;
  },
});

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

export const generateRecurring = defineRoute({
  endpoint: generateRecurringBillsEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, user, actor }) {
    const generated = await db
      .transaction()
      .execute((trx) => generateRecurringBills(trx, { ...actor, userId: user.id }, body.period));
    return { period: body.period, generated };
  },
});
