// The channel's file attached to a draft upload: read through the import pipeline's reader (.xlsx
// or .csv, columns found by the channel's configured headers), each line kept in file order. A
// line that cannot be read is held with its reason now; the rest wait for Post (decision 056).
import {
  CHANNEL_FILE_KEYS,
  channelFileRowSchema,
  channelLabel,
  type ChannelFileRow,
} from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { uploadPaymentLogsEndpoint } from '@ilaw/contracts/collection/channel-uploads/upload-payment-logs';
import { defineImportSpec, type ImportSpec } from '@ilaw/contracts/platform/imports';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { cleanFileName } from '../../../platform/files/file-store.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest, conflict, notFound } from '../../../platform/http/errors.ts';
import { formatOf, ImportOutcome, validateRows } from '../../../platform/imports/import-pipeline.ts';
import { readImportFile } from '../../../platform/imports/read-import-file.ts';
import { D, money, ZERO } from '../compute/money.ts';
import { UPLOADERS } from '../access.ts';
import { channelName, loadUpload } from './channel-queries.ts';

/** Lines of one file (a channel's month is a few thousand; the benchmark's file is 50,000). */
export const MAX_CHANNEL_LINES = 60_000;
const ALREADY_ATTACHED = 'This upload already has its file; start a new upload for another file.';

type Settings = {
  account_column: string;
  period_column: string;
  amount_column: string;
  reference_column: string;
  paid_at_column: string;
  payer_column: string | null;
};

export function channelFileSpec(s: Settings): ImportSpec<ChannelFileRow> {
  const headers: Record<(typeof CHANNEL_FILE_KEYS)[number], string | null> = {
    accountNo: s.account_column,
    period: s.period_column,
    amount: s.amount_column,
    reference: s.reference_column,
    paidOn: s.paid_at_column,
    payerName: s.payer_column,
  };
  return defineImportSpec({
    templateFile: 'channel.xlsx',
    sheet: 'Sheet1',
    columns: CHANNEL_FILE_KEYS.flatMap((key) => {
      const header = headers[key];
      return header === null ? [] : [{ key, header, required: key !== 'payerName' }];
    }),
    rowSchema: channelFileRowSchema,
  });
}

const clip = (v: string | null | undefined, n: number) => (v ? v.slice(0, n) : null);

export const uploadPaymentLogs = defineRoute({
  endpoint: uploadPaymentLogsEndpoint,
  access: UPLOADERS,
  async handler({ params, db, actor, request, services }) {
    const head = await db
      .selectFrom('collection_channel_uploads as u')
      .innerJoin('collection_channel_settings as s', 's.channel', 'u.channel')
      .selectAll('s')
      .select(['u.status'])
      .where('u.id', '=', params.id)
      .executeTakeFirst();
    if (!head) throw notFound('The upload was not found.');
    if (head.status !== 'Draft') throw conflict(ALREADY_ATTACHED);
    const channel = channelName(head.channel);
    const what = `${channelLabel(channel)} file`;
    const file = request.uploadedFiles[0];
    if (!file || file.bytes.length === 0) throw badRequest(`Choose the ${what} to upload.`);
    const format = formatOf(await services.files.check(file.bytes), file.bytes, what);
    const spec = channelFileSpec(head);
    const rows = await readImportFile(file.bytes, format, spec as ImportSpec<unknown>, {
      what,
      maxRows: MAX_CHANNEL_LINES,
    });
    const out = new ImportOutcome();
    const { valid } = validateRows(spec, rows, out);
    const validByRow = new Map(valid.map((v) => [v.row, v.value]));
    const reasons = new Map<number, string[]>();
    for (const e of out.errors)
      reasons.set(e.row, [...(reasons.get(e.row) ?? []), `${e.field ?? 'Row'}: ${e.message}`]);
    const cellsByRow = new Map(rows.map((r) => [r.row, r.cells]));
    const lineRows = [...validByRow.keys(), ...reasons.keys()].sort((a, b) => a - b);
    if (lineRows.length === 0) throw badRequest(`The ${what} has no payment lines.`);

    let total = ZERO;
    // A reference repeated in the file is the same channel transaction listed twice: held now.
    const firstRowOf = new Map<string, number>();
    const values = lineRows.map((rowNo) => {
      const v = validByRow.get(rowNo);
      const first = v ? firstRowOf.get(v.reference) : undefined;
      if (v && first === undefined) firstRowOf.set(v.reference, rowNo);
      if (v) {
        total = total.plus(v.amount);
        return {
          upload_id: params.id,
          row_no: rowNo,
          channel: head.channel,
          account_no: v.accountNo,
          period: v.period,
          amount: v.amount,
          reference: v.reference,
          paid_on: v.paidOn,
          payer_name: v.payerName,
          status: first === undefined ? ('Pending' as const) : ('Held' as const),
          reason:
            first === undefined ? null : `Duplicate: reference ${v.reference} is also on row ${first} of this file.`,
        };
      }
      const cells = cellsByRow.get(rowNo) ?? {};
      return {
        upload_id: params.id,
        row_no: rowNo,
        channel: head.channel,
        account_no: clip(cells['accountNo'], 30),
        period: null,
        amount: null,
        reference: clip(cells['reference'], 60),
        paid_on: null,
        payer_name: clip(cells['payerName'], 120),
        status: 'Held' as const,
        reason: (reasons.get(rowNo) ?? []).join(' '),
      };
    });
    const held = values.filter((v) => v.status === 'Held').length;

    await db.transaction().execute(async (trx) => {
      const upload = await trx
        .selectFrom('collection_channel_uploads')
        .select(['status', 'channel_fees'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirstOrThrow();
      // Two uploads of a file at once: the second waits, then finds the file attached.
      if (upload.status !== 'Draft') throw conflict(ALREADY_ATTACHED);
      // Column arrays through unnest(): a 50,000-line file in a few statements (decision 057).
      for (let i = 0; i < values.length; i += 20_000) {
        const part = values.slice(i, i + 20_000);
        await sql`
          INSERT INTO collection_channel_lines (upload_id, row_no, channel, account_no, period, amount, reference, paid_on,
            payer_name, status, reason)
          SELECT ${params.id}::int, x.row_no, ${head.channel}::smallint, x.account_no, x.period, x.amount, x.reference,
            x.paid_on, x.payer_name, x.status, x.reason
          FROM unnest(${part.map((v) => v.row_no)}::int[], ${part.map((v) => v.account_no)}::text[],
            ${part.map((v) => v.period)}::text[], ${part.map((v) => v.amount)}::numeric[],
            ${part.map((v) => v.reference)}::text[], ${part.map((v) => v.paid_on)}::date[],
            ${part.map((v) => v.payer_name)}::text[], ${part.map((v) => v.status)}::text[], ${part.map((v) => v.reason)}::text[])
            AS x(row_no, account_no, period, amount, reference, paid_on, payer_name, status, reason)`.execute(trx);
      }
      const fees = new D(upload.channel_fees).isZero()
        ? new D(head.fee_per_transaction).times(values.length)
        : new D(upload.channel_fees);
      await trx
        .updateTable('collection_channel_uploads')
        .set({
          status: 'Checked',
          file_name: cleanFileName(file.fileName),
          channel_fees: money(fees),
          lines_count: values.length,
          lines_total: money(total),
          held_count: held,
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'collection-channel-upload',
        entityId: params.id,
        action: 'file-attached',
        newValues: { fileName: cleanFileName(file.fileName), lines: values.length, unreadable: held },
      });
    });
    return loadUpload(db, params.id);
  },
});
