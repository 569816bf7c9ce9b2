import { LOT_NOT_FOUND, type MeterLot, type SwitchingState } from '@ilaw/contracts/tsd/meter-lots/meter-lot';
import type { MeterLotKind } from '@ilaw/contracts/tsd/enums';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { judgeLot } from '../compute/aql.ts';
import { switchingState, type DecidedLot } from '../compute/switching.ts';

type Db = Kysely<Database> | Transaction<Database>;

function lotQuery(db: Db) {
  return db
    .selectFrom('tsd_meter_lots as l')
    .selectAll('l')
    .select([
      sql<number>`(SELECT count(*)::int FROM tsd_meter_receipts r WHERE r.lot_id = l.id)`.as('received'),
      sql<number>`(SELECT count(*)::int FROM tsd_meter_receipts r JOIN tsd_meter_calibrations c ON c.receipt_id = r.id WHERE r.lot_id = l.id)`.as(
        'tested',
      ),
      sql<number>`(SELECT count(*)::int FROM tsd_meter_receipts r JOIN tsd_meter_calibrations c ON c.receipt_id = r.id WHERE r.lot_id = l.id AND c.result = 'Failed')`.as(
        'defectives',
      ),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof lotQuery>['executeTakeFirstOrThrow']>>;

const toLot = (r: Row): MeterLot => {
  const plan = { sampleSize: r.sample_size, acceptNo: r.accept_no, rejectNo: r.reject_no };
  return {
    id: r.id,
    lotNo: r.lot_no,
    kind: r.kind,
    lotSize: r.lot_size,
    description: r.description,
    formedOn: r.formed_on,
    aql: r.aql,
    codeLetter: r.code_letter,
    severity: r.severity,
    sampleSize: r.sample_size,
    acceptNo: r.accept_no,
    rejectNo: r.reject_no,
    received: Number(r.received),
    tested: Number(r.tested),
    defectives: Number(r.defectives),
    result: judgeLot(plan, Number(r.tested), Number(r.defectives)),
  };
};

export async function listLots(db: Db, kind?: MeterLotKind): Promise<MeterLot[]> {
  let q = lotQuery(db).orderBy('l.id', 'desc');
  if (kind !== undefined) q = q.where('l.kind', '=', kind);
  return (await q.execute()).map(toLot);
}

export async function loadLot(db: Db, id: number): Promise<MeterLot> {
  const r = await lotQuery(db).where('l.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(LOT_NOT_FOUND);
  return toLot(r);
}

/**
 * Where a kind of lot stands in the switching rules: its lots decided so far (accepted or
 * rejected by their calibrations), in the order formed. A corrected calibration re-judges a lot,
 * so this is read, never stored.
 */
export async function lotSwitching(db: Db, kind: MeterLotKind): Promise<SwitchingState> {
  const rows = await lotQuery(db).where('l.kind', '=', kind).orderBy('l.id').execute();
  const decided: DecidedLot[] = [];
  for (const r of rows) {
    const lot = toLot(r);
    if (lot.result === 'Open') continue;
    decided.push({
      result: lot.result,
      acceptNo: lot.acceptNo,
      defectives: lot.defectives,
      scoreAcceptNo: r.score_accept_no,
    });
  }
  return switchingState(decided);
}
