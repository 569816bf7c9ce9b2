// Reading channel uploads, their lines and the channels' settings (decision 056).
import {
  channelLabel,
  channelOfValue,
  type ChannelLine,
  type ChannelName,
  type ChannelSettings,
  type ChannelUpload,
  type ChannelUploadRow,
} from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { PAYMENT_CHANNEL } from '@ilaw/contracts/collection/common';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { D, money } from '../compute/money.ts';
import { receiptsLeft, seriesOfTeller } from '../tellers/teller-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const channelValue = (c: ChannelName) => PAYMENT_CHANNEL[c].value;
export function channelName(value: number): ChannelName {
  const c = channelOfValue(value);
  if (!c) throw new Error(`unknown channel ${value}`);
  return c;
}

export const uploadRows = (db: Db) =>
  db
    .selectFrom('collection_channel_uploads as u')
    .innerJoin('users as cu', 'cu.id', 'u.created_by')
    .leftJoin('users as pu', 'pu.id', 'u.posted_by')
    .select([
      'u.id',
      'u.channel',
      'u.remittance_date',
      'u.status',
      'u.file_name',
      'u.remarks',
      'u.lines_count',
      'u.posted_count',
      'u.advance_count',
      'u.held_count',
      'u.lines_total',
      'u.posted_total',
      'u.advance_total',
      'u.held_total',
      'u.channel_gross',
      'u.channel_fees',
      'u.bank_deposit',
      'cu.full_name as created_by_name',
      'u.created_at',
      'pu.full_name as posted_by_name',
      'u.posted_at',
    ]);
type UploadRecord = Awaited<ReturnType<ReturnType<typeof uploadRows>['executeTakeFirstOrThrow']>>;

function counts(r: UploadRecord) {
  const pending = r.status === 'Posted' ? 0 : r.lines_count - r.held_count;
  return {
    lines: r.lines_count,
    pending,
    postedLines: r.posted_count,
    advanceLines: r.advance_count,
    heldLines: r.held_count,
  };
}

export function toUploadRow(r: UploadRecord): ChannelUploadRow {
  const channel = channelName(r.channel);
  return {
    id: r.id,
    channel,
    channelName: channelLabel(channel),
    remittanceDate: r.remittance_date,
    status: r.status,
    fileName: r.file_name,
    ...counts(r),
    channelGross: r.channel_gross,
    linesTotal: r.lines_total,
    createdBy: r.created_by_name,
    createdAt: r.created_at.toISOString(),
    postedBy: r.posted_by_name,
    postedAt: r.posted_at?.toISOString() ?? null,
  };
}

export function toUpload(r: UploadRecord): ChannelUpload {
  const row = toUploadRow(r);
  const expected = new D(r.channel_gross).minus(r.channel_fees);
  return {
    id: row.id,
    channel: row.channel,
    channelName: row.channelName,
    remittanceDate: row.remittanceDate,
    status: row.status,
    fileName: row.fileName,
    remarks: r.remarks,
    lines: row.lines,
    pending: row.pending,
    postedLines: row.postedLines,
    advanceLines: row.advanceLines,
    heldLines: row.heldLines,
    remittance: {
      channelGross: money(new D(r.channel_gross)),
      channelFees: money(new D(r.channel_fees)),
      expectedDeposit: money(expected),
      bankDeposit: r.bank_deposit === null ? null : money(new D(r.bank_deposit)),
      linesTotal: money(new D(r.lines_total)),
      posted: money(new D(r.posted_total)),
      advance: money(new D(r.advance_total)),
      held: money(new D(r.held_total)),
      grossVariance: money(new D(r.channel_gross).minus(r.lines_total)),
      depositVariance: r.bank_deposit === null ? null : money(new D(r.bank_deposit).minus(expected)),
    },
    createdBy: row.createdBy,
    createdAt: row.createdAt,
    postedBy: row.postedBy,
    postedAt: row.postedAt,
  };
}

export async function loadUpload(db: Db, id: number): Promise<ChannelUpload> {
  const r = await uploadRows(db).where('u.id', '=', id).executeTakeFirst();
  if (!r) throw notFound('The upload was not found.');
  return toUpload(r);
}

export const lineRows = (db: Db) =>
  db
    .selectFrom('collection_channel_lines as l')
    .leftJoin('billing_consumers as c', 'c.id', 'l.consumer_id')
    .leftJoin('collection_payments as p', 'p.id', 'l.payment_id')
    .select([
      'l.id',
      'l.row_no',
      'l.account_no',
      'c.name as consumer_name',
      'l.period',
      'l.amount',
      'l.reference',
      'l.paid_on',
      'l.payer_name',
      'l.status',
      'l.reason',
      'p.or_number',
      'l.payment_id',
    ]);
type LineRecord = Awaited<ReturnType<ReturnType<typeof lineRows>['executeTakeFirstOrThrow']>>;

export const toLine = (r: LineRecord): ChannelLine => ({
  id: Number(r.id),
  rowNo: r.row_no,
  accountNo: r.account_no,
  consumerName: r.consumer_name,
  period: r.period,
  amount: r.amount,
  reference: r.reference,
  paidOn: r.paid_on,
  payerName: r.payer_name,
  status: r.status,
  reason: r.reason,
  orNumber: r.or_number === null ? null : Number(r.or_number),
  paymentId: r.payment_id === null ? null : Number(r.payment_id),
});

export async function channelSettings(db: Db, only?: ChannelName): Promise<ChannelSettings[]> {
  let q = db
    .selectFrom('collection_channel_settings as s')
    .leftJoin('collection_tellers as t', 't.channel', 's.channel')
    .selectAll('s')
    .select('t.id as teller_id')
    .orderBy('s.channel');
  if (only !== undefined) q = q.where('s.channel', '=', channelValue(only));
  const rows = await q.execute();
  const out: ChannelSettings[] = [];
  for (const r of rows) {
    const channel = channelName(r.channel);
    const series = r.teller_id === null ? [] : await seriesOfTeller(db, r.teller_id);
    out.push({
      channel,
      channelName: channelLabel(channel),
      accountColumn: r.account_column,
      periodColumn: r.period_column,
      amountColumn: r.amount_column,
      referenceColumn: r.reference_column,
      paidAtColumn: r.paid_at_column,
      payerColumn: r.payer_column,
      feePerTransaction: money(new D(r.fee_per_transaction)),
      tellerId: r.teller_id,
      receiptsLeft: receiptsLeft(series),
    });
  }
  return out;
}

/**
 * The channel's teller (no portal user; decision 056), made on first use at the main office
 * (the lowest branch code). Its OR ranges are assigned like any teller's.
 */
export async function channelTeller(trx: Transaction<Database>, channel: ChannelName): Promise<number> {
  const value = channelValue(channel);
  const existing = await trx
    .selectFrom('collection_tellers')
    .select('id')
    .where('channel', '=', value)
    .executeTakeFirst();
  if (existing) return existing.id;
  const branch = await trx.selectFrom('branches').select('code').orderBy('code').limit(1).executeTakeFirstOrThrow();
  await trx
    .insertInto('collection_tellers')
    .values({
      user_id: null,
      channel: value,
      name: channelLabel(channel),
      branch_code: branch.code,
      collection_office: 'Payment channel',
    })
    .onConflict((oc) => oc.column('channel').doNothing())
    .execute();
  const row = await trx
    .selectFrom('collection_tellers')
    .select('id')
    .where('channel', '=', value)
    .executeTakeFirstOrThrow();
  return row.id;
}
