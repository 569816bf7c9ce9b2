// Demo transformer applications in every stage (decision 117), walked through the same steps as the
// screens: intake, inspection scheduled and recorded, the evaluation priced and sent to the approval
// engine, approved (the fees billed by collection), paid at a teller, installed. Each later stage
// needs its actor (an evaluator, a Manager approver, a teller with an open day, an installer): a
// stage whose actor is missing is left out and said so.
import type { Role } from '@ilaw/contracts/roles';
import { TRANSFORMER_APPLICATION_TYPE_LABELS, type FeeItem } from '@ilaw/contracts/tsd/enums';
import { TRANSFORMER_APPLICATION_DOCUMENT } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import type { Kysely } from 'kysely';
import { decideApproval, submitForApproval } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { postPayment } from '../../collection/public.ts';
import { priceFees } from '../compute/fees.ts';
import { pricesInForce } from '../transformer-applications/fee-prices.ts';
import { recordMovement } from '../transformers/record-movement.ts';

type Stage =
  | 'New'
  | 'ForSchedule'
  | 'ForEvaluation'
  | 'Disapproved'
  | 'Cancelled'
  | 'ForApproval'
  | 'ForPayment'
  | 'ForInstallation'
  | 'Installed';
const ORDER: Stage[] = ['ForApproval', 'ForPayment', 'ForInstallation', 'Installed'];

const APPLICANTS: { stage: Stage; name: string; type: Database['tsd_transformer_applications']['application_type'] }[] =
  [
    { stage: 'New', name: 'Mindoro Rice Mill Corp.', type: 'NewConnection' },
    { stage: 'ForSchedule', name: 'San Jose Cold Storage', type: 'UpratingOfLoads' },
    { stage: 'ForEvaluation', name: 'Barangay Bubog Hall', type: 'SpecialLighting' },
    { stage: 'Disapproved', name: 'Lito R. Abad', type: 'SoleToCommonUse' },
    { stage: 'Cancelled', name: 'Perla M. Cruz', type: 'Transfer' },
    { stage: 'ForApproval', name: 'Occidental Mindoro Ice Plant', type: 'Replacement' },
    { stage: 'ForPayment', name: 'Magsaysay Poultry Farm', type: 'NewConnection' },
    { stage: 'ForInstallation', name: 'Rizal Water District', type: 'UpratingOfLoads' },
    { stage: 'Installed', name: 'Sablayan Resort Inc.', type: 'NewConnection' },
  ];

const FEES: { item: FeeItem; quantity: number }[] = [
  { item: 'TestingFee', quantity: 1 },
  { item: 'InspectionFee', quantity: 1 },
  { item: 'InstallationFee', quantity: 1 },
  { item: 'UpdatedGuaranteeDeposit', quantity: 1 },
];

interface Person {
  user: SessionUser;
  actor: Actor & { userId: number };
}

async function firstWithRole(db: Kysely<Database>, role: Role, not: number[] = []): Promise<Person | null> {
  let q = db
    .selectFrom('users as u')
    .innerJoin('user_roles as r', 'r.user_id', 'u.id')
    .select(['u.id', 'u.username', 'u.full_name'])
    .where('r.role', '=', role)
    .where('u.is_active', '=', true)
    .orderBy('u.id');
  if (not.length > 0) q = q.where('u.id', 'not in', not);
  const u = await q.executeTakeFirst();
  if (!u) return null;
  const roles = await db.selectFrom('user_roles').select('role').where('user_id', '=', u.id).execute();
  return {
    user: {
      id: u.id,
      username: u.username,
      fullName: u.full_name,
      roles: roles.map((r) => r.role as Role),
      sessionIdHash: '',
      mustChangePassword: false,
      agreementDue: null,
    },
    actor: { userId: u.id, name: u.full_name, ip: null },
  };
}

const daysBefore = (today: string, n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

export async function seedApplicationsDemo(
  db: Kysely<Database>,
  today: string,
  log: (msg: string) => void,
): Promise<number> {
  if (await db.selectFrom('tsd_transformer_applications').select('id').limit(1).executeTakeFirst()) return 0;
  const evaluator = await firstWithRole(db, 'TransformerForTesting');
  const approver = evaluator && (await firstWithRole(db, 'Manager', [evaluator.user.id]));
  const installer = await firstWithRole(db, 'TransformerInstallation');
  const tellerDay = await db
    .selectFrom('collection_teller_days as d')
    .innerJoin('collection_tellers as t', 't.id', 'd.teller_id')
    .select(['d.teller_id', 'd.business_date', 't.user_id'])
    .where('d.status', '=', 'Open')
    .where('d.business_date', '=', today)
    .orderBy('d.id')
    .executeTakeFirst();
  const teller = tellerDay?.user_id ? await personById(db, tellerDay.user_id) : null;
  // Dismounted units with a passed data sheet, one per evaluated application.
  const units = await db
    .selectFrom('tsd_transformers as t')
    .innerJoin('tsd_data_sheets as s', 's.transformer_id', 't.id')
    .select(['t.id', 't.serial_no', 't.feeder', 's.id as sheetId', 's.sheet_no', 's.test_date'])
    .where('t.mounting', '=', 'Dismounted')
    .where('s.result', '=', 'Passed')
    .orderBy('t.id')
    .limit(ORDER.length)
    .execute();
  const reach: Record<Stage, boolean> = {
    New: true,
    ForSchedule: true,
    ForEvaluation: true,
    Disapproved: true,
    Cancelled: true,
    ForApproval: evaluator !== null && units.length >= 1,
    ForPayment: approver !== null && units.length >= 2,
    ForInstallation: approver !== null && teller !== null && units.length >= 3,
    Installed: approver !== null && teller !== null && installer !== null && units.length >= 4,
  };
  let made = 0;
  for (const [i, a] of APPLICANTS.entries()) {
    if (!reach[a.stage]) {
      log(`tsd demo: no transformer application ${a.stage} (no evaluator, Manager, open teller day or installer)`);
      continue;
    }
    await db.transaction().execute(async (trx) => {
      const appliedOn = daysBefore(today, 20 - i);
      const year = appliedOn.slice(0, 4);
      const no = formatDocumentNumber('TA', year, await nextDocumentNumber(trx, 'tsd.transformer-application', year));
      const scheduled = a.stage !== 'New' && a.stage !== 'Cancelled';
      const inspected = a.stage === 'ForEvaluation' || a.stage === 'Disapproved' || ORDER.includes(a.stage);
      const row = await trx
        .insertInto('tsd_transformer_applications')
        .values({
          application_no: no,
          application_type: a.type,
          applied_on: appliedOn,
          applicant_name: a.name,
          consumer_id: null,
          address: `Purok ${1 + i}, San Jose, Occidental Mindoro`,
          contact_no: `0917${String(5_550_000 + i * 137)}`,
          branch_code: 5,
          requested_kva: ['25', '37.5', '50', '15', '10', '75', '25', '50', '37.5'][i] ?? '25',
          phase: 'SinglePhase',
          ownership: i % 3 === 0 ? 'Private' : 'SoleUser',
          purpose: TRANSFORMER_APPLICATION_TYPE_LABELS[a.type],
          stage: 'ForInspection',
          status: scheduled ? 'ForSchedule' : 'New',
          inspector_name: scheduled ? 'Engr. Victor E. Panganiban' : null,
          inspection_scheduled_on: scheduled ? daysBefore(today, 18 - i) : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const id = row.id;
      if (a.stage === 'Cancelled') {
        await trx
          .updateTable('tsd_transformer_applications')
          .set({ stage: 'Cancelled', status: 'Cancelled', cancel_reason: 'The applicant withdrew the application.' })
          .where('id', '=', id)
          .execute();
      }
      if (inspected) {
        const passed = a.stage !== 'Disapproved';
        await trx
          .updateTable('tsd_transformer_applications')
          .set({
            stage: passed ? 'ForEvaluation' : 'Disapproved',
            status: passed ? 'Assigned' : 'Cancelled',
            inspected_on: daysBefore(today, 16 - i),
            inspection_result: passed ? 'Passed' : 'Failed',
            inspection_findings: passed
              ? 'Pole and secondary lines fit for the unit.'
              : 'The pole is rotten at the base; replace it and apply again.',
            feeder: `F${1 + (i % 6)}`,
            pole_no: `P-${String(7000 + i)}`,
            latitude: (12.35 + i * 0.01).toFixed(6),
            longitude: (121.08 + i * 0.01).toFixed(6),
            cancel_reason: passed ? null : 'Inspection failed: the pole is rotten at the base.',
          })
          .where('id', '=', id)
          .execute();
      }
      if (!ORDER.includes(a.stage) || !evaluator) return;
      const unit = units[ORDER.indexOf(a.stage)]!;
      const evaluatedOn = daysBefore(today, 14 - i);
      const priced = priceFees(FEES, await pricesInForce(trx, evaluatedOn));
      await trx
        .insertInto('tsd_transformer_application_fees')
        .values(
          priced.lines.map((l) => ({
            application_id: id,
            item: l.item,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            amount: l.amount,
            evat: l.evat,
          })),
        )
        .execute();
      await trx
        .updateTable('tsd_transformer_applications')
        .set({
          transformer_id: unit.id,
          data_sheet_id: unit.sheetId,
          evaluated_on: evaluatedOn > unit.test_date ? evaluatedOn : unit.test_date,
          evaluated_by: evaluator.user.id,
          evaluation_remarks: `${unit.serial_no} passed (${unit.sheet_no}).`,
          stage: 'ForApproval',
          status: 'Assigned',
        })
        .where('id', '=', id)
        .execute();
      const request = await submitForApproval(trx, evaluator.actor, {
        documentType: TRANSFORMER_APPLICATION_DOCUMENT,
        documentId: id,
        summary: `Transformer application ${no}, ${TRANSFORMER_APPLICATION_TYPE_LABELS[a.type]}, ${a.name}, ${unit.serial_no} (${unit.sheet_no} passed), fees ${priced.total}`,
      });
      if (a.stage === 'ForApproval' || !approver) return;
      // The approval bills the fees (the handler of decision 081).
      await decideApproval(trx, approver.user, approver.actor, {
        requestId: request.id,
        approve: true,
        remarks: 'Fees per the price list.',
      });
      if (a.stage === 'ForPayment' || !teller || !tellerDay) return;
      const billed = await trx
        .selectFrom('tsd_transformer_applications as a')
        .innerJoin('collection_non_power_bills as b', 'b.id', 'a.non_power_bill_id')
        .select(['b.id', 'b.amount'])
        .where('a.id', '=', id)
        .executeTakeFirstOrThrow();
      await postPayment(
        trx,
        teller.actor,
        { tellerId: tellerDay.teller_id, paymentDate: tellerDay.business_date },
        {
          idempotencyKey: `demo-transformer-${id}`,
          consumerId: null,
          nonPowerBillIds: [billed.id],
          payerName: a.name,
          cash: billed.amount,
        },
      );
      if (a.stage === 'ForInstallation' || !installer) return;
      const movementId = await recordMovement(
        trx,
        installer.user.id,
        unit.id,
        {
          action: 'Installed',
          actionDate: today,
          branchCode: 5,
          feeder: `F${1 + (i % 6)}`,
          poleNo: `P-${String(7000 + i)}`,
          latitude: (12.35 + i * 0.01).toFixed(6),
          longitude: (121.08 + i * 0.01).toFixed(6),
          remarks: `Transformer application ${no}`,
        },
        'installedOn',
      );
      await trx
        .updateTable('tsd_transformer_applications')
        .set({ stage: 'Installed', status: 'Accomplished', installed_on: today, movement_id: movementId })
        .where('id', '=', id)
        .execute();
    });
    made += 1;
  }
  return made;
}

async function personById(db: Kysely<Database>, userId: number): Promise<Person | null> {
  const u = await db
    .selectFrom('users')
    .select(['id', 'username', 'full_name'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!u) return null;
  return {
    user: {
      id: u.id,
      username: u.username,
      fullName: u.full_name,
      roles: [],
      sessionIdHash: '',
      mustChangePassword: false,
      agreementDue: null,
    },
    actor: { userId: u.id, name: u.full_name, ip: null },
  };
}
