import type { LoadReading } from '@ilaw/contracts/tsd/load-readings/load-reading';
import type { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { kvaSize } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function readingQuery(db: Db) {
  return db
    .selectFrom('tsd_load_readings as l')
    .innerJoin('tsd_transformers as t', 't.id', 'l.transformer_id')
    .selectAll('l')
    .select(['t.serial_no', 't.kva as kva_rating', 't.feeder', 't.pole_no']);
}
type Row = Awaited<ReturnType<ReturnType<typeof readingQuery>['executeTakeFirstOrThrow']>>;

export function toLoadReading(r: Row): LoadReading {
  return {
    id: r.id,
    transformerId: r.transformer_id,
    serialNo: r.serial_no,
    kvaRating: kvaSize(r.kva_rating),
    feeder: r.feeder,
    poleNo: r.pole_no,
    readAt: r.read_at.toISOString(),
    tapPosition: r.tap_position,
    currentA: r.current_a,
    currentB: r.current_b,
    currentC: r.current_c,
    currentN: r.current_n,
    voltageA: r.voltage_a,
    voltageB: r.voltage_b,
    voltageC: r.voltage_c,
    kva: r.kva,
    loadingPct: r.loading_pct,
    imbalancePct: r.imbalance_pct,
    imbalanced: r.imbalanced,
    flag: r.flag,
    readerName: r.reader_name,
    remarks: r.remarks,
  };
}

const manilaStart = (day: string) => new Date(`${day}T00:00:00+08:00`);

export function readingListQuery(db: Kysely<Database>, f: InputOf<typeof listLoadReadingsEndpoint>['query']) {
  let q = readingQuery(db);
  if (f.transformerId !== undefined) q = q.where('l.transformer_id', '=', f.transformerId);
  if (f.flag !== undefined) q = q.where('l.flag', '=', f.flag);
  if (f.dateFrom !== undefined) q = q.where('l.read_at', '>=', manilaStart(f.dateFrom));
  if (f.dateTo !== undefined) q = q.where('l.read_at', '<', new Date(manilaStart(f.dateTo).getTime() + 24 * 3_600_000));
  return q.orderBy(sql`l.read_at`, 'desc').orderBy('l.id', 'desc');
}
