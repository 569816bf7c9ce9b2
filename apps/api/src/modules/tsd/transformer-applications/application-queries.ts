// Reads of transformer applications and the row -> contract mapper: the fee lines, the bill's
// state (collection's public reads) and the approval summary (the engine) are read per page.
import { FEE_ITEMS, type TransformerApplicationStage } from '@ilaw/contracts/tsd/enums';
import type { transformerApplicationFilterQuery } from '@ilaw/contracts/tsd/transformer-applications/list-transformer-applications';
import {
  APPLICATION_NOT_FOUND,
  TRANSFORMER_APPLICATION_DOCUMENT,
  WRONG_STAGE,
  type TransformerApplication,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { nonPowerBillsByIds } from '../../collection/public.ts';
import { feesTotal } from '../compute/fees.ts';
import type { StoredApplicationStage } from '../tables.ts';
import { kvaSize, likePrefix } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function applicationQuery(db: Db) {
  return db
    .selectFrom('tsd_transformer_applications as a')
    .innerJoin('branches as br', 'br.code', 'a.branch_code')
    .leftJoin('billing_consumers as c', 'c.id', 'a.consumer_id')
    .leftJoin('tsd_transformers as t', 't.id', 'a.transformer_id')
    .leftJoin('tsd_data_sheets as d', 'd.id', 'a.data_sheet_id')
    .selectAll('a')
    .select(['br.name as branch_name', 'c.account_no', 't.serial_no', 'd.sheet_no']);
}
type Row = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

export type ApplicationFilter = z.output<typeof transformerApplicationFilterQuery>;

// ForInstallation / ForPayment split on the bill's state.
const billPaid = sql<boolean>`EXISTS (SELECT 1 FROM collection_non_power_bills n WHERE n.id = a.non_power_bill_id AND n.status = 'Paid')`;

function conditions(f: ApplicationFilter): RawBuilder<boolean>[] {
  const out: RawBuilder<boolean>[] = [];
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    out.push(
      sql<boolean>`(lower(a.application_no) LIKE ${term} OR lower(a.applicant_name) LIKE ${term}
        OR a.consumer_id IN (SELECT bc.id FROM billing_consumers bc WHERE lower(bc.account_no) LIKE ${term}))`,
    );
  }
  if (f.stage === 'ForInstallation') out.push(sql<boolean>`(a.stage = 'ForPayment' AND ${billPaid})`);
  else if (f.stage === 'ForPayment') out.push(sql<boolean>`(a.stage = 'ForPayment' AND NOT ${billPaid})`);
  else if (f.stage !== undefined) out.push(sql<boolean>`a.stage = ${f.stage}`);
  if (f.applicationType !== undefined) out.push(sql<boolean>`a.application_type = ${f.applicationType}`);
  if (f.branchCode !== undefined) out.push(sql<boolean>`a.branch_code = ${f.branchCode}`);
  return out;
}

export function applicationListQuery(db: Kysely<Database>, f: ApplicationFilter) {
  let q = applicationQuery(db);
  for (const c of conditions(f)) q = q.where(c);
  return q.orderBy('a.id', 'desc');
}

export async function countApplications(db: Kysely<Database>, f: ApplicationFilter): Promise<number> {
  let q = db.selectFrom('tsd_transformer_applications as a').select((eb) => eb.fn.countAll<number>().as('n'));
  for (const c of conditions(f)) q = q.where(c);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

const dateText = (v: string | Date | null): string | null =>
  v === null ? null : typeof v === 'string' ? v : v.toISOString().slice(0, 10);

/** The rows as the contract shows them: fees, bill state and approval read for the whole page. */
export async function toApplications(
  db: Db,
  user: SessionUser,
  rows: readonly Row[],
): Promise<TransformerApplication[]> {
  const ids = rows.map((r) => r.id);
  const fees =
    ids.length === 0
      ? []
      : await db
          .selectFrom('tsd_transformer_application_fees')
          .selectAll()
          .where('application_id', 'in', ids)
          .orderBy('application_id')
          .execute();
  const bills = new Map(
    (
      await nonPowerBillsByIds(
        db,
        rows.flatMap((r) => (r.non_power_bill_id === null ? [] : [r.non_power_bill_id])),
      )
    ).map((b) => [b.id, b]),
  );
  const approvals = await approvalSummaries(db, user, TRANSFORMER_APPLICATION_DOCUMENT, ids);
  return rows.map((r) => {
    const lines = fees
      .filter((f) => f.application_id === r.id)
      .sort((x, y) => FEE_ITEMS.indexOf(x.item) - FEE_ITEMS.indexOf(y.item))
      .map((f) => ({ item: f.item, quantity: f.quantity, unitPrice: f.unit_price, amount: f.amount, evat: f.evat }));
    const bill = r.non_power_bill_id === null ? undefined : bills.get(r.non_power_bill_id);
    const stage: TransformerApplicationStage =
      r.stage === 'ForPayment' && bill?.status === 'Paid' ? 'ForInstallation' : r.stage;
    return {
      id: r.id,
      applicationNo: r.application_no,
      applicationType: r.application_type,
      appliedOn: dateText(r.applied_on)!,
      applicantName: r.applicant_name,
      accountNo: r.account_no,
      address: r.address,
      contactNo: r.contact_no,
      branchCode: r.branch_code,
      branchName: r.branch_name,
      requestedKva: kvaSize(r.requested_kva),
      phase: r.phase,
      ownership: r.ownership,
      purpose: r.purpose,
      stage,
      status: r.status,
      inspectorName: r.inspector_name,
      inspectionScheduledOn: dateText(r.inspection_scheduled_on),
      inspectedOn: dateText(r.inspected_on),
      inspectionResult: r.inspection_result,
      inspectionFindings: r.inspection_findings,
      feeder: r.feeder,
      poleNo: r.pole_no,
      latitude: r.latitude,
      longitude: r.longitude,
      transformerId: r.transformer_id,
      serialNo: r.serial_no,
      dataSheetId: r.data_sheet_id,
      sheetNo: r.sheet_no,
      evaluatedOn: dateText(r.evaluated_on),
      evaluationRemarks: r.evaluation_remarks,
      fees: lines,
      feesTotal: feesTotal(lines),
      billNo: bill?.billNo ?? null,
      billStatus: bill?.status ?? null,
      orNumber: bill?.orNumber == null ? null : String(bill.orNumber),
      installedOn: dateText(r.installed_on),
      cancelReason: r.cancel_reason,
      approval: approvals.get(r.id) ?? null,
    };
  });
}

export async function loadApplication(db: Db, user: SessionUser, id: number): Promise<TransformerApplication> {
  const row = await applicationQuery(db).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  return (await toApplications(db, user, [row]))[0]!;
}

/** The application's row under the caller's lock, refused unless it stands at one of the stages. */
export async function applicationAt(trx: Transaction<Database>, id: number, stages: readonly StoredApplicationStage[]) {
  const row = await trx.selectFrom('tsd_transformer_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(APPLICATION_NOT_FOUND);
  if (!stages.includes(row.stage)) throw conflict(WRONG_STAGE);
  return row;
}
