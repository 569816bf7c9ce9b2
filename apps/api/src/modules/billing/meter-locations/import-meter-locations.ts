// Upload Coordinates through the one import pipeline, good rows only: each line names a known
// account once, with coordinates inside the Philippines; good lines set the consumers' coordinates
// with one set-based UPDATE. A line equal to what is recorded is unchanged, so the same file (or
// the same lines in another file) posts once; one audit entry lists every change with its old value.
import {
  meterLocationImportSpec,
  type MeterLocationImportRow,
} from '@ilaw/contracts/billing/meter-locations/meter-location';
import { importMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/import-meter-locations';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { METER_LOCATION_WRITERS } from './meter-location-queries.ts';

export const METER_LOCATION_IMPORT: ImportDefinition<MeterLocationImportRow> = {
  kind: 'billing-meter-locations',
  spec: meterLocationImportSpec,
  mode: 'good-rows-only',
  what: 'coordinates file',
  maxRows: 50_000,
  auditType: 'billing-meter-location-import',
};

const same = (a: string | null, b: string) => a !== null && new Decimal(a).eq(b);

export const importMeterLocations = defineRoute({
  endpoint: importMeterLocationsEndpoint,
  access: METER_LOCATION_WRITERS,
  handler: (ctx) =>
    runImport(ctx, METER_LOCATION_IMPORT, {
      target: 'all',
      async post(trx, rows, out, file) {
        const accounts = [...new Set(rows.map((r) => r.value.accountNo.toLowerCase()))];
        const found = accounts.length
          ? await trx
              .selectFrom('billing_consumers')
              .select(['id', 'account_no', 'latitude', 'longitude', sql<string>`lower(account_no)`.as('key')])
              .where(sql`lower(account_no)`, 'in', accounts)
              .forUpdate()
              .execute()
          : [];
        const byAccount = new Map(found.map((c) => [c.key, c]));
        const firstRow = new Map<string, number>();
        const changes: {
          row: number;
          id: number;
          accountNo: string;
          old: [string | null, string | null];
          value: MeterLocationImportRow;
        }[] = [];
        for (const { row, value } of rows) {
          const key = value.accountNo.toLowerCase();
          const consumer = byAccount.get(key);
          if (consumer === undefined) {
            out.fail(row, 'Account No.', `No consumer has the account number '${value.accountNo}'.`, value.accountNo);
            continue;
          }
          const earlier = firstRow.get(key);
          if (earlier !== undefined) {
            out.fail(row, 'Account No.', `Row ${earlier} already gives this account's coordinates.`, value.accountNo);
            continue;
          }
          firstRow.set(key, row);
          if (same(consumer.latitude, value.latitude) && same(consumer.longitude, value.longitude)) {
            out.unchanged(row);
            continue;
          }
          changes.push({
            row,
            id: consumer.id,
            accountNo: consumer.account_no,
            old: [consumer.latitude, consumer.longitude],
            value,
          });
        }
        if (changes.length === 0) return;
        await sql`
          UPDATE billing_consumers c
          SET latitude = v.latitude, longitude = v.longitude, updated_at = now()
          FROM unnest(${changes.map((c) => c.id)}::int[], ${changes.map((c) => c.value.latitude)}::numeric[],
                      ${changes.map((c) => c.value.longitude)}::numeric[]) AS v(id, latitude, longitude)
          WHERE c.id = v.id`.execute(trx);
        for (const c of changes) out.posted(c.row);
        await recordAudit(trx, ctx.actor, {
          entityType: 'billing-consumer',
          entityId: `coordinates:${file.name}`,
          action: 'coordinates-imported',
          oldValues: Object.fromEntries(changes.map((c) => [c.accountNo, { latitude: c.old[0], longitude: c.old[1] }])),
          newValues: Object.fromEntries(
            changes.map((c) => [
              c.accountNo,
              { latitude: c.value.latitude, longitude: c.value.longitude, line: c.row },
            ]),
          ),
        });
      },
    }),
});
