// Demo disconnections, reconnections and field findings for the demo branches (5, 10, 15) over the
// last month (decision 111). Consumers with arrears from the demo's unpaid bills are noticed, served,
// ordered after 48 hours, assigned to a branch crew and executed; half of the disconnected are
// reconnected a few days later. The demo has no payments yet when billing seeds (collection seeds
// after billing), so the demo's reconnections carry no payment: they stand for payments made before
// the demo. New reconnections in the demo come from payments at the demo teller's window. Photos
// are made by a job, which holds the file store.
import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import type { FindingKind } from '@ilaw/contracts/billing/field-findings/field-finding';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { FileStore } from '../../../platform/files/file-store.ts';
import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import { fileServiceRequestForFinding } from '../../msd/public.ts';
import { meterPhotoPng } from './meter-photo.ts';

const demoActor = (userId: number) => ({ userId, name: 'Demo data', ip: null });

export const FIELD_PHOTOS_JOB = 'billing.demo-field-photos';
const PER_BRANCH = 12;
const KINDS: FindingKind[] = ['StopMeter', 'Tampering', 'NoCover', 'BlurredMeter', 'ClosedGate', 'IllegalConnection'];

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

export async function seedFieldDemo(db: Kysely<Database>, log: (m: string) => void): Promise<void> {
  const done = await db.selectFrom('billing_field_orders').select('id').limit(1).executeTakeFirst();
  if (done) return;
  const crew =
    (await db.selectFrom('users').select('id').where('username', '=', 'disconnection.crew').executeTakeFirst()) ??
    (await db.selectFrom('users').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow());
  const office =
    (await db.selectFrom('users').select('id').where('username', '=', 'billing.clerk').executeTakeFirst()) ?? crew;
  const reader =
    (await db.selectFrom('users').select('id').where('username', '=', 'meter.reader').executeTakeFirst()) ?? crew;
  const feeType = await db
    .selectFrom('collection_non_power_types')
    .select(['id', 'default_amount'])
    .where('code', '=', 'RECON')
    .executeTakeFirst();
  const otherComplaint = await db
    .selectFrom('msd_service_request_types')
    .select('id')
    .where('code', '=', 'OTH')
    .executeTakeFirst();
  const orderIds: number[] = [];
  const findingIds: number[] = [];
  await db.transaction().execute(async (trx) => {
    const year = String(new Date().getFullYear());
    let n = 0;
    for (const branch of [5, 10, 15]) {
      // The highest account numbers of the branch: the collection demo pays the lowest ones.
      const consumers = await sql<{
        id: number;
        name: string;
        arrears: string;
        oldest: string;
        lat: string | null;
        lng: string | null;
      }>`
        SELECT c.id, c.name, sum(b.total_amount)::numeric(14, 2)::text AS arrears, min(b.due_date)::text AS oldest,
               c.latitude::text AS lat, c.longitude::text AS lng
        FROM billing_consumers c JOIN billing_bills b ON b.consumer_id = c.id AND b.status = 'Posted'
        WHERE c.branch_code = ${branch} AND c.account_status = ${ACCOUNT_STATUS.Active.value} AND b.due_date < now()::date
        GROUP BY c.id ORDER BY c.account_no DESC LIMIT ${PER_BRANCH}`.execute(trx);
      for (const [i, c] of consumers.rows.entries()) {
        n += 1;
        // Spread over the last 30 days: printed, served a day later, ordered three days after that.
        const printed = hoursAgo(24 * (30 - ((i * 2) % 24)));
        const served = new Date(printed.getTime() + 24 * 3_600_000);
        const notice = await trx
          .insertInto('billing_disconnection_notices')
          .values({
            notice_no: `DN-${year}-D${String(n).padStart(5, '0')}`,
            consumer_id: c.id,
            arrears: c.arrears,
            oldest_due_date: c.oldest,
            status: i < 2 ? 'Served' : 'Ordered',
            printed_at: printed,
            printed_by: office.id,
            served_at: served,
            served_to: 'Household member',
            served_by: crew.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        if (i < 2) continue;
        const orderedAt = new Date(served.getTime() + 72 * 3_600_000);
        const executed = i >= 4;
        const fee =
          executed && feeType
            ? await trx
                .insertInto('collection_non_power_bills')
                .values({
                  bill_no: `NPB-${year}-FD${String(n).padStart(4, '0')}`,
                  type_id: feeType.id,
                  consumer_id: c.id,
                  payer_name: c.name,
                  description: `Reconnection fee (DO-${year}-D${String(n).padStart(5, '0')})`,
                  amount: feeType.default_amount ?? '60.00',
                  bill_date: orderedAt.toISOString().slice(0, 10),
                  created_by: crew.id,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            : null;
        const lat = c.lat ?? String(12.35 + branch / 1000);
        const lng = c.lng ?? '121.07';
        const order = await trx
          .insertInto('billing_field_orders')
          .values({
            order_no: `DO-${year}-D${String(n).padStart(5, '0')}`,
            kind: 'Disconnection',
            consumer_id: c.id,
            notice_id: notice.id,
            arrears: c.arrears,
            fee_bill_id: fee?.id ?? null,
            status: executed ? 'Executed' : i === 2 ? 'Open' : 'Assigned',
            crew: i === 2 ? null : `Crew ${branch}-${i % 2 === 0 ? 'A' : 'B'}`,
            assigned_at: i === 2 ? null : orderedAt,
            assigned_by: i === 2 ? null : office.id,
            executed_at: executed ? new Date(orderedAt.getTime() + 20 * 3_600_000) : null,
            executed_by: executed ? crew.id : null,
            reading: executed ? String(1000 + i * 37) : null,
            seal_no: executed ? `SD-${branch}-${String(n).padStart(4, '0')}` : null,
            latitude: executed ? lat : null,
            longitude: executed ? lng : null,
            accuracy_m: executed ? '5.0' : null,
            created_by: office.id,
            created_at: orderedAt,
          })
          .returning(['id', 'executed_at'])
          .executeTakeFirstOrThrow();
        if (executed) orderIds.push(order.id);
        if (!executed) continue;
        const reconnected = i % 2 === 0;
        await trx
          .updateTable('billing_consumers')
          .set({ account_status: reconnected ? ACCOUNT_STATUS.Active.value : ACCOUNT_STATUS.Disconnected.value })
          .where('id', '=', c.id)
          .execute();
        if (!reconnected) continue;
        const at = new Date(order.executed_at!.getTime() + 48 * 3_600_000);
        const re = await trx
          .insertInto('billing_field_orders')
          .values({
            order_no: `RO-${year}-D${String(n).padStart(5, '0')}`,
            kind: 'Reconnection',
            consumer_id: c.id,
            disconnection_id: order.id,
            status: 'Executed',
            crew: `Crew ${branch}-A`,
            assigned_at: at,
            assigned_by: office.id,
            executed_at: new Date(at.getTime() + 6 * 3_600_000),
            executed_by: crew.id,
            reading: String(1000 + i * 37),
            seal_no: `SR-${branch}-${String(n).padStart(4, '0')}`,
            latitude: lat,
            longitude: lng,
            accuracy_m: '4.0',
            remarks: 'Paid before the demo period',
            created_by: office.id,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        orderIds.push(re.id);
        await trx
          .updateTable('billing_disconnection_notices')
          .set({ status: 'Settled' })
          .where('id', '=', notice.id)
          .execute();
      }
      // Field findings of the branch: a few reviewed, the rest waiting for the office.
      const found = await sql<{ id: number; lat: string | null; lng: string | null }>`
        SELECT id, latitude::text AS lat, longitude::text AS lng FROM billing_consumers
        WHERE branch_code = ${branch} ORDER BY id DESC OFFSET ${PER_BRANCH} LIMIT ${KINDS.length}`.execute(trx);
      for (const [i, c] of found.rows.entries()) {
        const kind = KINDS[i]!;
        const reviewed = i < 2;
        const f = await trx
          .insertInto('billing_field_findings')
          .values({
            finding_no: `FF-${year}-D${String(branch * 100 + i).padStart(5, '0')}`,
            consumer_id: kind === 'IllegalConnection' ? null : c.id,
            location_text: kind === 'IllegalConnection' ? `Near pole ${branch}-${100 + i}` : null,
            kind,
            remarks: kind === 'Tampering' ? 'Seal cut, meter glass scratched' : null,
            latitude: c.lat ?? String(12.35 + branch / 1000),
            longitude: c.lng ?? '121.07',
            accuracy_m: '7.5',
            found_at: hoursAgo(24 * (25 - i * 3)),
            found_by: reader.id,
          })
          .returning(['id', 'finding_no', 'consumer_id', 'location_text', 'latitude', 'longitude'])
          .executeTakeFirstOrThrow();
        if (reviewed) {
          // Reviewed as the office does (decision 115): the request is filed in member services and linked.
          const meterChange = i === 0;
          const filed = await fileServiceRequestForFinding(trx, demoActor(office.id), office.id, {
            findingId: f.id,
            typeId: meterChange ? null : (otherComplaint?.id ?? null),
            subtypeId: null,
            meterChange,
            consumerId: f.consumer_id,
            branchCode: branch,
            locationType: 'Residential',
            place: f.location_text,
            latitude: f.latitude,
            longitude: f.longitude,
            requesterName: `Field finding ${f.finding_no}`,
            description: `${meterChange ? 'Meter change' : kind}: ${f.finding_no}. Lineman to check the meter`,
          });
          await trx
            .updateTable('billing_field_findings')
            .set({
              status: 'Reviewed',
              action: meterChange ? 'MeterChange' : 'ServiceRequest',
              action_reference: filed.requestNo,
              review_note: 'Lineman to check the meter',
              reviewed_by: office.id,
              reviewed_at: hoursAgo(24 * (20 - i * 3)),
            })
            .where('id', '=', f.id)
            .execute();
        }
        findingIds.push(f.id);
      }
    }
    await trx
      .insertInto('jobs')
      .values({ kind: FIELD_PHOTOS_JOB, payload: JSON.stringify({ orderIds, findingIds }) })
      .execute();
  });
  log(`billing demo: ${orderIds.length} executed field orders, ${findingIds.length} field findings; photos queued`);
}

/** The photos of the demo's executed orders and findings, saved like uploads. */
export async function generateFieldPhotos(
  ctx: Pick<JobContext<{ orderIds?: number[]; findingIds?: number[] }>, 'db' | 'payload'>,
  files: FileStore,
): Promise<{ photos: number }> {
  const orders =
    (ctx.payload.orderIds ?? []).length === 0
      ? []
      : await ctx.db
          .selectFrom('billing_field_orders')
          .select(['id', 'kind', 'order_no', 'executed_by'])
          .where('id', 'in', ctx.payload.orderIds!)
          .execute();
  let photos = 0;
  for (const o of orders) {
    await ctx.db.transaction().execute(async (trx) => {
      const stored = await files.save(
        trx,
        { bytes: meterPhotoPng(o.kind, o.id), originalName: `${o.order_no}.png`, createdBy: o.executed_by },
        { contentTypes: ['image/png'] },
      );
      await trx
        .insertInto('billing_field_photos')
        .values({ order_id: o.id, file_id: stored.id, created_by: o.executed_by })
        .execute();
    });
    photos += 1;
  }
  for (const id of ctx.payload.findingIds ?? []) {
    await ctx.db.transaction().execute(async (trx) => {
      const stored = await files.save(
        trx,
        { bytes: meterPhotoPng('Finding', id), originalName: `finding-${id}.png`, createdBy: null },
        { contentTypes: ['image/png'] },
      );
      await trx
        .insertInto('billing_field_photos')
        .values({ finding_id: id, file_id: stored.id, created_by: null })
        .execute();
    });
    photos += 1;
  }
  return { photos };
}
