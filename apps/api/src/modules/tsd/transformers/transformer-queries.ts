// Shared reads of the registry and the row -> contract mappers.
import {
  TRANSFORMER_NOT_FOUND,
  type Transformer,
  type TransformerDetail,
} from '@ilaw/contracts/tsd/transformers/transformer';
import type { transformerFilterQuery } from '@ilaw/contracts/tsd/transformers/list-transformers';
import type { LoadFlag, TestResult, TransformerKva } from '@ilaw/contracts/tsd/enums';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { SERIAL_TAKEN } from '@ilaw/contracts/tsd/transformers/transformer';

type Db = Kysely<Database> | Transaction<Database>;

export const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// The latest judged test and the latest load reading, read per row (each walks its own index).
const lastTest = sql<TestResult | null>`(SELECT d.result FROM tsd_data_sheets d WHERE d.transformer_id = t.id AND d.result IS NOT NULL ORDER BY d.test_date DESC, d.id DESC LIMIT 1)`;
const lastTestDate = sql<
  string | null
>`(SELECT to_char(d.test_date, 'YYYY-MM-DD') FROM tsd_data_sheets d WHERE d.transformer_id = t.id AND d.result IS NOT NULL ORDER BY d.test_date DESC, d.id DESC LIMIT 1)`;
const lastLoading = sql<
  string | null
>`(SELECT l.loading_pct::text FROM tsd_load_readings l WHERE l.transformer_id = t.id ORDER BY l.read_at DESC LIMIT 1)`;
const lastFlag = sql<LoadFlag | null>`(SELECT l.flag FROM tsd_load_readings l WHERE l.transformer_id = t.id ORDER BY l.read_at DESC LIMIT 1)`;

export function transformerQuery(db: Db) {
  return db
    .selectFrom('tsd_transformers as t')
    .innerJoin('tsd_transformer_brands as b', 'b.id', 't.brand_id')
    .innerJoin('branches as br', 'br.code', 't.branch_code')
    .select([
      't.id',
      't.serial_no',
      't.brand_id',
      'b.name as brand_name',
      't.kva',
      't.phase',
      't.primary_voltage',
      't.secondary_voltage',
      't.polarity',
      't.core',
      't.bushing',
      't.cooling_class',
      't.temperature_rise',
      't.ownership',
      't.mounting',
      't.branch_code',
      'br.name as branch_name',
      't.feeder',
      't.pole_no',
      't.latitude',
      't.longitude',
      't.remarks',
      lastTest.as('last_test_result'),
      lastTestDate.as('last_test_date'),
      lastLoading.as('last_loading_pct'),
      lastFlag.as('last_load_flag'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof transformerQuery>['executeTakeFirstOrThrow']>>;

/** numeric(6,1) '37.5' / '25.0' -> the SPEC size '37.5' / '25'. */
export const kvaSize = (v: string) => String(Number(v)) as TransformerKva;

export function toTransformer(r: Row): Transformer {
  return {
    id: r.id,
    serialNo: r.serial_no,
    brandId: r.brand_id,
    brandName: r.brand_name,
    kva: kvaSize(r.kva),
    phase: r.phase,
    primaryVoltage: r.primary_voltage,
    secondaryVoltage: r.secondary_voltage,
    polarity: r.polarity,
    core: r.core,
    bushing: r.bushing,
    coolingClass: r.cooling_class,
    temperatureRise: r.temperature_rise,
    ownership: r.ownership,
    mounting: r.mounting,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    feeder: r.feeder,
    poleNo: r.pole_no,
    latitude: r.latitude,
    longitude: r.longitude,
    remarks: r.remarks,
    lastTestResult: r.last_test_result,
    lastTestDate: r.last_test_date,
    lastLoadingPct: r.last_loading_pct,
    lastLoadFlag: r.last_load_flag,
  };
}

export type TransformerFilter = z.output<typeof transformerFilterQuery>;

function conditions(f: TransformerFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    out.push(
      sql<boolean>`(lower(t.serial_no) LIKE ${term} OR lower(t.pole_no) LIKE ${term} OR lower(t.feeder) LIKE ${term})`,
    );
  }
  if (f.branchCode !== undefined) out.push(sql<boolean>`t.branch_code = ${f.branchCode}`);
  if (f.brandId !== undefined) out.push(sql<boolean>`t.brand_id = ${f.brandId}`);
  if (f.kva !== undefined) out.push(sql<boolean>`t.kva = ${f.kva}::numeric`);
  if (f.phase !== undefined) out.push(sql<boolean>`t.phase = ${f.phase}`);
  if (f.mounting !== undefined) out.push(sql<boolean>`t.mounting = ${f.mounting}`);
  if (f.lastTestResult !== undefined) out.push(sql<boolean>`${lastTest} = ${f.lastTestResult}`);
  if (f.lastLoadFlag !== undefined) out.push(sql<boolean>`${lastFlag} = ${f.lastLoadFlag}`);
  return out;
}

export function transformerListQuery(db: Kysely<Database>, f: TransformerFilter) {
  let q = transformerQuery(db);
  for (const c of conditions(f)) q = q.where(c);
  const requested = requestedOrder(f, {
    serialNo: sql`lower(t.serial_no)`,
    brand: sql`b.name`,
    kva: sql`t.kva`,
    branch: sql`br.name`,
    feeder: sql`t.feeder`,
    mounting: sql`t.mounting`,
  });
  if (requested !== undefined) q = q.orderBy(requested);
  return q.orderBy(sql`lower(t.serial_no)`).orderBy('t.id');
}

export async function countTransformers(db: Kysely<Database>, f: TransformerFilter): Promise<number> {
  let q = db.selectFrom('tsd_transformers as t').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(f)) q = q.where(c);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export async function loadTransformer(db: Db, id: number): Promise<Transformer> {
  const r = await transformerQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(TRANSFORMER_NOT_FOUND);
  return toTransformer(r);
}

export async function loadTransformerDetail(db: Db, id: number): Promise<TransformerDetail> {
  const t = await loadTransformer(db, id);
  const movements = await db
    .selectFrom('tsd_transformer_movements as m')
    .innerJoin('branches as br', 'br.code', 'm.branch_code')
    .leftJoin('users as u', 'u.id', 'm.created_by')
    .select([
      'm.id',
      'm.action',
      'm.action_date',
      'br.name as branch_name',
      'm.feeder',
      'm.pole_no',
      'm.latitude',
      'm.longitude',
      'm.remarks',
      'u.full_name as recorded_by',
      'm.created_at',
    ])
    .where('m.transformer_id', '=', id)
    .orderBy('m.id')
    .execute();
  const tests = await db
    .selectFrom('tsd_data_sheets')
    .select(['id', 'sheet_no', 'test_date', 'purpose', 'tester_name', 'result'])
    .where('transformer_id', '=', id)
    .orderBy('test_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    ...t,
    movements: movements.map((m) => ({
      id: m.id,
      action: m.action,
      actionDate: m.action_date,
      branchName: m.branch_name,
      feeder: m.feeder,
      poleNo: m.pole_no,
      latitude: m.latitude,
      longitude: m.longitude,
      remarks: m.remarks,
      recordedBy: m.recorded_by,
      recordedAt: m.created_at.toISOString(),
    })),
    tests: tests.map((x) => ({
      id: x.id,
      sheetNo: x.sheet_no,
      testDate: x.test_date,
      purpose: x.purpose,
      testerName: x.tester_name,
      result: x.result,
    })),
  };
}

export const serialTaken = duplicateToConflict({
  constraint: 'tsd_transformers_serial_key',
  message: SERIAL_TAKEN,
  field: 'serialNo',
});
