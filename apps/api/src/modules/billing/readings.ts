// Meter readings: the extract file per route and month, the upload back (per-line checks and a
// failed-log list, set-based), and keyboard entry down a route.
import { createHash } from 'node:crypto';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { extractReadingsEndpoint } from '@ilaw/contracts/billing/readings/extract-readings';
import { listReadingUploadsEndpoint } from '@ilaw/contracts/billing/readings/list-reading-uploads';
import { readingUploadFailuresEndpoint } from '@ilaw/contracts/billing/readings/list-reading-upload-failures';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { uploadReadingsEndpoint } from '@ilaw/contracts/billing/readings/upload-readings';
import { METER_READING_REMARK, METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import { paginate } from '../../platform/db/paging.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/http/context.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { badRequest, conflict, fieldError, notFound, unsupportedMediaType } from '../../platform/http/errors.ts';
import { cleanFileName } from '../../platform/files/file-store.ts';
import { READING_ENTRY, READING_FILES } from './access.ts';
import { openMonthForChange } from './bill-months.ts';
import { csvLine, parseCsv } from './csv.ts';
import { exportRow } from '@ilaw/contracts/export-cells';

export const EXTRACT_COLUMNS = [
  'AccountNo',
  'Sequence',
  'Name',
  'MeterSerial',
  'Multiplier',
  'PreviousReading',
  'PresentReading',
  'Remark',
  'NewMeterInitial',
  'OldMeterFinal',
  'DemandKw',
  'ReadDate',
] as const;

const REMARK_BY_NAME = new Map<string, number>();
for (const [key, e] of Object.entries(METER_READING_REMARK)) {
  REMARK_BY_NAME.set(key.toLowerCase(), e.value);
  REMARK_BY_NAME.set(e.label.toLowerCase(), e.value);
  REMARK_BY_NAME.set(String(e.value), e.value);
}
const RESTART_NAMES = 'New Connection, Change Meter or Transfer Meter';
const NUM = /^\d{1,12}(\.\d{1,2})?$/;
const DEMAND = /^\d{1,11}(\.\d{1,3})?$/;

/** Previous reading per consumer: the latest earlier month's present reading, else the initial reading. */
function previousReadingSql(period: string) {
  return sql<string>`coalesce((SELECT pr.present_reading FROM billing_meter_readings pr
      JOIN billing_bill_months pm ON pm.id = pr.bill_month_id
      WHERE pr.consumer_id = c.id AND pm.period < ${period} ORDER BY pm.period DESC LIMIT 1), c.initial_reading)`;
}

export const extractReadings = defineRoute({
  endpoint: extractReadingsEndpoint,
  access: READING_FILES,
  async handler({ query, db }) {
    const month = await db
      .selectFrom('billing_bill_months')
      .select(['period'])
      .where('id', '=', query.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    const route = await db
      .selectFrom('billing_routes')
      .select(['code', 'branch_code'])
      .where('id', '=', query.routeId)
      .executeTakeFirst();
    if (!route) throw fieldError('routeId', 'The route was not found.');
    const rows = await db
      .selectFrom('billing_consumers as c')
      .leftJoin('billing_meter_readings as r', (j) =>
        j.onRef('r.consumer_id', '=', 'c.id').on('r.bill_month_id', '=', query.billMonthId),
      )
      .select([
        'c.account_no',
        'c.sequence',
        'c.name',
        'c.meter_serial',
        'c.multiplier',
        previousReadingSql(month.period).as('previous'),
        'r.present_reading',
        'r.remark',
      ])
      .where('c.route_id', '=', query.routeId)
      .where('c.account_status', '=', 1)
      .orderBy('c.sequence')
      .orderBy('c.account_no')
      .execute();
    const lines = [csvLine(EXTRACT_COLUMNS)];
    for (const r of rows) {
      lines.push(
        csvLine(
          exportRow([
            r.account_no,
            r.sequence,
            r.name,
            r.meter_serial,
            r.multiplier,
            r.previous,
            r.present_reading,
            r.remark,
            '',
            '',
            '',
            '',
          ]),
        ),
      );
    }
    const name = `Readings-${String(route.branch_code).padStart(2, '0')}-${route.code}-${month.period}.csv`;
    return fileResponse(name, 'text/csv; charset=utf-8', Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'));
  },
});

interface Staged {
  line: number;
  accountNo: string;
  present: string;
  remark: number | null;
  newMeterInitial: string | null;
  oldMeterFinal: string | null;
  demandKw: string | null;
  readOn: string | null;
  text: string;
}
interface Failure {
  line: number;
  accountNo: string | null;
  text: string | null;
  reason: string;
}

/** Reads the file's lines; format problems and duplicates become failures without touching the database. */
export function stageReadingFile(text: string): { staged: Staged[]; failures: Failure[]; totalLines: number } {
  const rows = parseCsv(text.replace(/^\uFEFF/, ''));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const col = (name: string) => header.indexOf(name.toLowerCase());
  const iAccount = col('AccountNo');
  const iPresent = col('PresentReading');
  if (iAccount < 0 || iPresent < 0)
    throw badRequest('The file must have the header line of the extract file (AccountNo and PresentReading columns).');
  const iRemark = col('Remark'),
    iNmi = col('NewMeterInitial'),
    iOmf = col('OldMeterFinal'),
    iDemand = col('DemandKw'),
    iDate = col('ReadDate');
  const staged: Staged[] = [];
  const failures: Failure[] = [];
  const seen = new Map<string, number>();
  let total = 0;
  for (let n = 1; n < rows.length; n++) {
    const cells = rows[n]!;
    if (cells.every((c) => c.trim() === '')) continue;
    total += 1;
    const line = n + 1;
    const textLine = csvLine(cells).slice(0, 500);
    const get = (i: number) => (i >= 0 ? (cells[i] ?? '').trim() : '');
    const accountNo = get(iAccount);
    const fail = (reason: string) => failures.push({ line, accountNo: accountNo || null, text: textLine, reason });
    if (!accountNo) {
      fail('The account number is missing.');
      continue;
    }
    const present = get(iPresent);
    if (!present) {
      fail('No present reading.');
      continue;
    }
    if (!NUM.test(present)) {
      fail('The present reading is not a valid number (up to 2 decimal places).');
      continue;
    }
    const remarkText = get(iRemark);
    let remark: number | null = null;
    if (remarkText) {
      const r = REMARK_BY_NAME.get(remarkText.toLowerCase());
      if (r === undefined) {
        fail(`Unknown remark "${remarkText}".`);
        continue;
      }
      remark = r;
    }
    const nmi = get(iNmi),
      omf = get(iOmf),
      demand = get(iDemand),
      readOn = get(iDate);
    if (nmi && !NUM.test(nmi)) {
      fail('The new meter’s initial reading is not a valid number.');
      continue;
    }
    if (omf && !NUM.test(omf)) {
      fail('The old meter’s final reading is not a valid number.');
      continue;
    }
    if (demand && !DEMAND.test(demand)) {
      fail('The demand (kW) is not a valid number.');
      continue;
    }
    if (readOn && (!/^\d{4}-\d{2}-\d{2}$/.test(readOn) || Number.isNaN(Date.parse(readOn)))) {
      fail('The read date must be YYYY-MM-DD.');
      continue;
    }
    const key = accountNo.toUpperCase();
    const first = seen.get(key);
    if (first !== undefined) {
      fail(`Duplicate line: this account is already on line ${first}.`);
      continue;
    }
    seen.set(key, line);
    staged.push({
      line,
      accountNo,
      present,
      remark,
      newMeterInitial: nmi || null,
      oldMeterFinal: omf || null,
      demandKw: demand || null,
      readOn: readOn || null,
      text: textLine,
    });
  }
  return { staged, failures, totalLines: total };
}

/** The checks against the recorded facts, per line. Answers the failure reason or null. */
export function checkReading(
  s: { present: string; remark: number | null; newMeterInitial: string | null; oldMeterFinal: string | null },
  previous: string,
): string | null {
  const present = new Decimal(s.present);
  const restart = s.remark !== null && METER_RESTART_REMARKS.includes(s.remark);
  if (!restart) {
    if (s.newMeterInitial !== null) return `A new meter's initial reading needs the remark ${RESTART_NAMES}.`;
    if (present.lt(previous))
      return `The present reading ${s.present} is below the previous reading ${previous}; only the remark ${RESTART_NAMES} explains that.`;
    return null;
  }
  const oldFinal = new Decimal(s.oldMeterFinal ?? previous);
  if (oldFinal.lt(previous)) return `The old meter's final reading is below the previous reading ${previous}.`;
  if (present.lt(s.newMeterInitial ?? '0')) return 'The present reading is below the new meter’s initial reading.';
  return null;
}

function uploadQuery(db: Kysely<Database> | Transaction<Database>) {
  return db
    .selectFrom('billing_reading_uploads as u')
    .innerJoin('billing_bill_months as m', 'm.id', 'u.bill_month_id')
    .leftJoin('users as us', 'us.id', 'u.uploaded_by')
    .select([
      'u.id',
      'u.bill_month_id',
      'm.period',
      'u.file_name',
      'u.total_lines',
      'u.accepted',
      'u.unchanged',
      'u.failed',
      'us.full_name',
      'u.created_at',
    ]);
}
type UploadRow = Awaited<ReturnType<ReturnType<typeof uploadQuery>['executeTakeFirstOrThrow']>>;
const toUpload = (r: UploadRow, replayed = false) => ({
  id: r.id,
  billMonthId: r.bill_month_id,
  period: r.period,
  fileName: r.file_name,
  totalLines: r.total_lines,
  accepted: r.accepted,
  unchanged: r.unchanged,
  failed: r.failed,
  uploadedBy: r.full_name,
  createdAt: r.created_at.toISOString(),
  replayed,
});

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
    SELECT x.line, c.id AS consumer_id, c.account_status = 1 AS active, ${previousReadingSql(month.period)} AS previous,
      r.present_reading AS rec_present, r.remark AS rec_remark, r.new_meter_initial AS rec_nmi, r.old_meter_final AS rec_omf,
      r.demand_kw AS rec_demand,
      EXISTS (SELECT 1 FROM billing_bills b WHERE b.consumer_id = c.id AND b.bill_month_id = ${input.billMonthId} AND b.status = 'Posted') AS billed
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

export const uploadReadings = defineRoute({
  endpoint: uploadReadingsEndpoint,
  access: READING_FILES,
  async handler({ body, db, actor, request, services }) {
    const file = request.uploadedFiles[0];
    if (!file || file.bytes.length === 0) throw fieldError('file', 'Choose the reading file to upload.');
    // Reading files are text (CSV): anything that declares a binary type is refused.
    const sniffed = await services.files.check(file.bytes);
    if (sniffed !== 'application/octet-stream')
      throw unsupportedMediaType('Upload the reading file as CSV text (the extract file’s format).');
    const { uploadId, replayed } = await db
      .transaction()
      .execute((trx) =>
        postReadingFile(trx, actor, { billMonthId: body.billMonthId, fileName: file.fileName, bytes: file.bytes }),
      );
    const row = await uploadQuery(db).where('u.id', '=', uploadId).executeTakeFirstOrThrow();
    return toUpload(row, replayed);
  },
});

export const listReadingUploads = defineRoute({
  endpoint: listReadingUploadsEndpoint,
  access: READING_FILES,
  async handler({ query, db }) {
    let q = uploadQuery(db);
    if (query.billMonthId !== undefined) q = q.where('u.bill_month_id', '=', query.billMonthId);
    return paginate(q.orderBy('u.id', 'desc'), query, (r) => toUpload(r));
  },
});

export const readingUploadFailures = defineRoute({
  endpoint: readingUploadFailuresEndpoint,
  access: READING_FILES,
  async handler({ params, db }) {
    const u = await db
      .selectFrom('billing_reading_uploads')
      .select('id')
      .where('id', '=', params.id)
      .executeTakeFirst();
    if (!u) throw notFound('The upload was not found.');
    const rows = await db
      .selectFrom('billing_reading_upload_failures')
      .selectAll()
      .where('upload_id', '=', params.id)
      .orderBy('line_no')
      .execute();
    return rows.map((r) => ({ lineNo: r.line_no, accountNo: r.account_no, lineText: r.line_text, reason: r.reason }));
  },
});

const sameAmount = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).eq(b));

function sheetQuery(db: Kysely<Database> | Transaction<Database>, billMonthId: number, period: string) {
  return db
    .selectFrom('billing_consumers as c')
    .leftJoin('billing_meter_readings as r', (j) =>
      j.onRef('r.consumer_id', '=', 'c.id').on('r.bill_month_id', '=', billMonthId),
    )
    .select([
      'c.id',
      'c.account_no',
      'c.name',
      'c.sequence',
      'c.meter_serial',
      'c.multiplier',
      previousReadingSql(period).as('previous'),
      'r.present_reading',
      'r.remark',
      'r.new_meter_initial',
      'r.old_meter_final',
      'r.demand_kw',
      sql<boolean>`EXISTS (SELECT 1 FROM billing_bills b WHERE b.consumer_id = c.id AND b.bill_month_id = ${billMonthId} AND b.status = 'Posted')`.as(
        'billed',
      ),
    ]);
}
type SheetRow = Awaited<ReturnType<ReturnType<typeof sheetQuery>['executeTakeFirstOrThrow']>>;
const toSheetRow = (r: SheetRow) => ({
  consumerId: r.id,
  accountNo: r.account_no,
  name: r.name,
  sequence: r.sequence,
  meterSerial: r.meter_serial,
  multiplier: r.multiplier,
  previousReading: r.present_reading !== null ? r.previous : r.previous,
  presentReading: r.present_reading,
  remark: r.remark,
  newMeterInitial: r.new_meter_initial,
  oldMeterFinal: r.old_meter_final,
  demandKw: r.demand_kw,
  billed: r.billed,
});

export const routeSheet = defineRoute({
  endpoint: routeSheetEndpoint,
  access: READING_ENTRY,
  async handler({ query, db }) {
    const month = await db
      .selectFrom('billing_bill_months')
      .select('period')
      .where('id', '=', query.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    const rows = await sheetQuery(db, query.billMonthId, month.period)
      .where('c.route_id', '=', query.routeId)
      .where('c.account_status', '=', 1)
      .orderBy('c.sequence')
      .orderBy('c.account_no')
      .execute();
    return rows.map(toSheetRow);
  },
});

export const enterReading = defineRoute({
  endpoint: enterReadingEndpoint,
  access: READING_ENTRY,
  async handler({ body, db, actor }) {
    const consumerId = await db.transaction().execute(async (trx) => {
      const month = await openMonthForChange(trx, body.billMonthId);
      const row = await sheetQuery(trx, body.billMonthId, month.period)
        .where('c.account_no', '=', body.accountNo)
        .executeTakeFirst();
      if (!row) throw fieldError('accountNo', 'Unknown account number.');
      if (row.billed)
        throw conflict(
          'The account is already billed for this month; its reading can no longer change.',
          'presentReading',
        );
      const previous = row.previous;
      const reason = checkReading(
        {
          present: body.presentReading,
          remark: body.remark,
          newMeterInitial: body.newMeterInitial,
          oldMeterFinal: body.oldMeterFinal,
        },
        previous,
      );
      if (reason) throw fieldError('presentReading', reason);
      const restart = body.remark !== null && METER_RESTART_REMARKS.includes(body.remark);
      const values = {
        previous_reading: previous,
        present_reading: body.presentReading,
        remark: body.remark,
        new_meter_initial: restart ? (body.newMeterInitial ?? '0') : null,
        old_meter_final: restart ? (body.oldMeterFinal ?? previous) : null,
        demand_kw: body.demandKw,
      };
      // The reading already recorded, entered again (a double submit, a retry): nothing to record.
      const recorded =
        row.present_reading !== null &&
        sameAmount(row.present_reading, values.present_reading) &&
        row.remark === values.remark &&
        sameAmount(row.new_meter_initial, values.new_meter_initial) &&
        sameAmount(row.old_meter_final, values.old_meter_final) &&
        sameAmount(row.demand_kw, values.demand_kw ?? null);
      if (recorded) return row.id;
      await trx
        .insertInto('billing_meter_readings')
        .values({
          consumer_id: row.id,
          bill_month_id: body.billMonthId,
          source: 'entry',
          entered_by: actor.userId,
          ...values,
        })
        .onConflict((oc) =>
          oc
            .columns(['consumer_id', 'bill_month_id'])
            .doUpdateSet({ ...values, source: 'entry', entered_by: actor.userId, updated_at: new Date() }),
        )
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-meter-reading',
        entityId: `${row.id}:${body.billMonthId}`,
        action: row.present_reading === null ? 'entered' : 'corrected',
        oldValues: row.present_reading === null ? null : { presentReading: row.present_reading, remark: row.remark },
        newValues: { presentReading: body.presentReading, remark: body.remark },
      });
      return row.id;
    });
    const month = await db
      .selectFrom('billing_bill_months')
      .select('period')
      .where('id', '=', body.billMonthId)
      .executeTakeFirstOrThrow();
    return toSheetRow(
      await sheetQuery(db, body.billMonthId, month.period).where('c.id', '=', consumerId).executeTakeFirstOrThrow(),
    );
  },
});
