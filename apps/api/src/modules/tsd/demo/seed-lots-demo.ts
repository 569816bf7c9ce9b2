// Demo sampling lots (decision 117): in-service lots of meters on three routes, one accepted and two
// rejected, so the next lot, formed at tightened inspection, is still being tested; and an
// acceptance lot of a delivery, accepted. Formed by the route's own formLot (plan and severity)
// and judged by the same meter rules as the screens.
import type { MeterLotKind, MeterReceiptReason } from '@ilaw/contracts/tsd/enums';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { judgeMeter } from '../compute/meter-rules.ts';
import { meterLimitsOn } from '../meter-limits/meter-limits-queries.ts';
import { formLot } from '../meter-lots/form-lot.ts';

const LOTS: {
  kind: MeterLotKind;
  size: number;
  description: string;
  received: number;
  tested: number;
  failed: number;
}[] = [
  {
    kind: 'Acceptance',
    size: 100,
    description: 'Delivery DR-2026-114, Elster A100C',
    received: 13,
    tested: 13,
    failed: 0,
  },
  {
    kind: 'InService',
    size: 60,
    description: 'Route 5-01, meters installed 2022',
    received: 20,
    tested: 20,
    failed: 0,
  },
  { kind: 'InService', size: 60, description: 'Route 5-02, meters installed 2022', received: 9, tested: 9, failed: 2 },
  {
    kind: 'InService',
    size: 90,
    description: 'Route 10-03, meters installed 2021',
    received: 12,
    tested: 12,
    failed: 2,
  },
  {
    kind: 'InService',
    size: 120,
    description: 'Route 15-01, meters installed 2022',
    received: 12,
    tested: 10,
    failed: 0,
  },
];

const daysBefore = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function seedLotsDemo(db: Kysely<Database>, today: string): Promise<number> {
  if (await db.selectFrom('tsd_meter_lots').select('id').limit(1).executeTakeFirst()) return 0;
  const limits = await meterLimitsOn(db, today);
  for (const [n, l] of LOTS.entries()) {
    // One lot after another: each is formed once the ones before are decided (the switching rules).
    await db.transaction().execute(async (trx) => {
      const formedOn = daysBefore(today, 40 - n * 7);
      const lot = await formLot(trx, null, { kind: l.kind, lotSize: l.size, description: l.description, formedOn });
      const reason: MeterReceiptReason = l.kind === 'Acceptance' ? 'New' : 'InServiceSample';
      const receipts = await trx
        .insertInto('tsd_meter_receipts')
        .values(
          Array.from({ length: Math.min(l.received, lot.sampleSize) }, (_, i) => ({
            receipt_no: `MR-LOT-${String(n + 1).padStart(2, '0')}${String(i + 1).padStart(3, '0')}`,
            serial_no: `KWH-${String(700_000 + n * 1000 + i * 7)}`,
            brand: 'Elster',
            meter_class: 'Class 100',
            meter_type: 'SecondarySelfContained' as const,
            shape: 'Round' as const,
            reason,
            received_on: formedOn,
            account_no:
              reason === 'New' ? null : `${['05', '10', '15'][n % 3]}-${String(20_000 + n * 100 + i).padStart(6, '0')}`,
            lot_id: lot.id,
          })),
        )
        .returning(['id'])
        .execute();
      const calibrations = receipts.slice(0, l.tested).map((r, i) => {
        const bad = i < l.failed;
        // A failed sample runs 2.4 % fast, beyond both tolerances; the rest within a few tenths.
        const errors = bad
          ? { light: '3.000', full: '2.250', powerFactor: '1.000' }
          : { light: (((i % 5) - 2) / 10).toFixed(3), full: (((i % 3) - 1) / 10).toFixed(3), powerFactor: '0.100' };
        const j = judgeMeter(errors, reason, limits);
        return {
          receipt_id: r.id,
          batch_no: `LOT-${lot.lotNo}`,
          tested_on: daysBefore(today, 38 - n * 7),
          light_load_error: errors.light,
          full_load_error: errors.full,
          power_factor_error: errors.powerFactor,
          average_error: j.averageError,
          tolerance_pct: j.tolerancePct,
          result: j.result,
          fast: j.fast,
          seal_no: `S-${900_000 + r.id}`,
          tester_name: 'Noel C. Manalo',
          // Sampled meters are judged for the lot; the consumers' bills are left to billing's desk.
          adjustment_note: bad && reason !== 'New' ? 'Sample of an in-service lot (demo data).' : null,
        };
      });
      if (calibrations.length > 0) await trx.insertInto('tsd_meter_calibrations').values(calibrations).execute();
    });
  }
  return LOTS.length;
}
