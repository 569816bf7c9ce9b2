import { ACCOUNT_STATUS, BillStatus, METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { createHash } from 'node:crypto';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { cleanFileName } from '../../../platform/files/file-store.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { openMonthForChange } from '../bill-months/bill-month-queries.ts';
import { checkReading, stageReadingFile } from './reading-file.ts';
import { previousReadingSql } from './reading-queries.ts';

/** Posts a reading file: returns the upload record id (and whether it was a replay). */
export async function postReadingFile(
  trx: Transaction<Database>,
  actor: Actor,
  input: { billMonthId: number; fileName: string; bytes: Buffer },
): Promise<{ uploadId: number; replayed: boolean }> {
  const month = await openMonthForChange(trx, input.billMonthId);
  const sha = createHash('sha256').update(input.bytes).digest('hex');
  const earlier = await trx
    .selectFrom('billing_reading_uploads')
    .select('id')
    .where('bill_month_id', '=', input.billMonthId)
    .where('file_sha256', '=', sha)
    .executeTakeFirst();
  if (earlier) return { uploadId: earlier.id, replayed: true };
  const { staged, failures, totalLines } = stageReadingFile(input.bytes.toString('utf8'));
  if (totalLines === 0) throw badRequest('The file has no reading lines.');
  // One query for every line's facts: consumer, previous reading, recorded reading, standing bill.
  const facts =
    staged.length === 0
      ? []
      : (
          await sql<{
            line: number;
            consumer_id: number | null;
            active: boolean | null;
            previous: string | null;
            rec_present: string | null;
            rec_remark: number | null;
            rec_nmi: string | null;
            rec_omf: string | null;
            rec_demand: string | null;
            billed: boolean;
          }>`
    SELECT x.line, c.id AS consumer_id, c.account_status = ${sql.lit(ACCOUNT_STATUS.Active.value)} AS active, ${previousReadingSql(month.period)} AS previous,
      r.present_reading AS rec_present, r.remark AS rec_remark, r.new_meter_initial AS rec_nmi, r.old_meter_final AS rec_omf,
      r.demand_kw AS rec_demand,
      EXISTS (SELECT 1 FROM billing_bills b WHERE b.consumer_id = c.id AND b.bill_month_id = ${input.billMonthId} AND b.status = ${sql.lit(BillStatus.Posted)}) AS billed
    FROM unnest(${staged.map((s) => s.line)}::int[], ${staged.map((s) => s.accountNo)}::text[]) AS x(line, a)
    LEFT JOIN billing_consumers c ON c.account_no = x.a
    LEFT JOIN billing_meter_readings r ON r.consumer_id = c.id AND r.bill_month_id = ${input.billMonthId}`.execute(trx)
        ).rows;
  const byLine = new Map(facts.map((f) => [f.line, f]));
  // Accepted readings as column arrays for one INSERT ... SELECT unnest().
  const accepted = {
    consumer: [] as number[],
    previous: [] as string[],
    present: [] as string[],
    remark: [] as (number | null)[],
    nmi: [] as (string | null)[],
    omf: [] as (string | null)[],
    demand: [] as (string | null)[],
    readOn: [] as (string | null)[],
  };
  let unchanged = 0;
  const same = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).eq(b));
  for (const s of staged) {
    const f = byLine.get(s.line);
    const fail = (reason: string) => failures.push({ line: s.line, accountNo: s.accountNo, text: s.text, reason });
    if (!f || f.consumer_id === null) {
      fail('Unknown account number.');
      continue;
    }
    if (!f.active) {
      fail('The account is not active.');
      continue;
    }
    const previous = f.previous ?? '0';
    if (f.rec_present !== null) {
      const identical =
        same(f.rec_present, s.present) &&
        f.rec_remark === s.remark &&
        same(f.rec_nmi, s.newMeterInitial) &&
        same(f.rec_omf, s.oldMeterFinal) &&
        same(f.rec_demand, s.demandKw);
      if (identical) {
        unchanged += 1;
        continue;
      }
      fail(
        f.billed
          ? 'The account is already billed for this month; its reading can no longer change.'
          : 'A different reading is already recorded for this month; correct it on the Entering Meter Reading screen.',
      );
      continue;
    }
    const reason = checkReading(s, previous);
    if (reason) {
      fail(reason);
      continue;
    }
    const restart = s.remark !== null && METER_RESTART_REMARKS.includes(s.remark);
    accepted.consumer.push(f.consumer_id);
    accepted.previous.push(previous);
    accepted.present.push(s.present);
    accepted.remark.push(s.remark);
    accepted.nmi.push(restart ? (s.newMeterInitial ?? '0') : null);
    accepted.omf.push(restart ? (s.oldMeterFinal ?? previous) : null);
    accepted.demand.push(s.demandKw);
    accepted.readOn.push(s.readOn);
  }
  failures.sort((a, b) => a.line - b.line);
  const upload = await trx
    .insertInto('billing_reading_uploads')
    .values({
      bill_month_id: input.billMonthId,
      file_name: cleanFileName(input.fileName),
      file_sha256: sha,
      total_lines: totalLines,
      accepted: accepted.consumer.length,
      unchanged,
      failed: failures.length,
      uploaded_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (accepted.consumer.length > 0) {
    await sql`
      INSERT INTO billing_meter_readings (consumer_id, bill_month_id, previous_reading, present_reading, remark, new_meter_initial,
        old_meter_final, demand_kw, read_on, source, upload_id, entered_by)
      SELECT x.c, ${input.billMonthId}, x.p, x.n, x.r, x.nmi, x.omf, x.d, x.o, 'upload', ${upload.id}, ${actor.userId}::int
      FROM unnest(${accepted.consumer}::int[], ${accepted.previous}::numeric[], ${accepted.present}::numeric[],
        ${accepted.remark}::smallint[], ${accepted.nmi}::numeric[], ${accepted.omf}::numeric[], ${accepted.demand}::numeric[],
        ${accepted.readOn}::date[]) AS x(c, p, n, r, nmi, omf, d, o)`.execute(trx);
  }
  if (failures.length > 0) {
    await sql`
      INSERT INTO billing_reading_upload_failures (upload_id, line_no, account_no, line_text, reason)
      SELECT ${upload.id}, x.l, x.a, x.t, x.r FROM jsonb_to_recordset(${JSON.stringify(failures.map((f) => ({ l: f.line, a: f.accountNo, t: f.text, r: f.reason })))}::jsonb)
        AS x(l int, a text, t text, r text)`.execute(trx);
  }
  await recordAudit(trx, actor, {
    entityType: 'billing-reading-upload',
    entityId: upload.id,
    action: 'uploaded',
    newValues: {
      billMonthId: input.billMonthId,
      fileName: input.fileName,
      sha256: sha,
      totalLines,
      accepted: accepted.consumer.length,
      unchanged,
      failed: failures.length,
    },
  });
  return { uploadId: upload.id, replayed: false };
}
