// Demo travel orders (issue 18 item 8): two months of approved travel of TSD and other staff (on
// their DTR as travel), one waiting for the department head's recommendation (tsd.head), one for
// the approver (ogm.staff), a disapproved one, a cancelled one and drafts. The approval rows are
// the engine's, signed by the demo signatories, so history, My work and the print read as in use.
import {
  TRAVEL_ORDER_DOCUMENT_TYPE,
  TRAVEL_ORDER_STATUS as S,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { recomputeStoredDtr } from '../../dtr/public.ts';
import { travelOrderNumber, travelYear } from '../compute/travel-rules.ts';

type Kind = 'approved' | 'pending1' | 'pending2' | 'rejected' | 'cancelled' | 'draft';

const TRIPS: {
  offset: number;
  days: number;
  kind: Kind;
  destination: string;
  purpose: string;
  funding: string;
  amount: string;
  travellers: number;
}[] = [
  {
    offset: -58,
    days: 2,
    kind: 'approved',
    destination: 'NEA Office, Quezon City',
    purpose: 'Submit the quarterly reportorial requirements and attend the technical conference.',
    funding: 'General fund, travel expenses',
    amount: '18500.00',
    travellers: 2,
  },
  {
    offset: -50,
    days: 1,
    kind: 'approved',
    destination: 'Substation, Magsaysay',
    purpose: 'Inspect the power transformer after the tripping of feeder 2.',
    funding: 'Operations fund',
    amount: '1200.00',
    travellers: 3,
  },
  {
    offset: -41,
    days: 3,
    kind: 'approved',
    destination: 'ERC, Pasig City',
    purpose: 'Attend the public hearing on the rate application.',
    funding: 'General fund, travel expenses',
    amount: '24000.00',
    travellers: 1,
  },
  {
    offset: -33,
    days: 1,
    kind: 'cancelled',
    destination: 'Calapan City',
    purpose: 'Coordination meeting with the provincial DRRM office.',
    funding: 'General fund, travel expenses',
    amount: '3500.00',
    travellers: 1,
  },
  {
    offset: -27,
    days: 2,
    kind: 'approved',
    destination: 'Sablayan',
    purpose: 'Supervise the line rehabilitation of the Sablayan–Sta. Cruz line.',
    funding: 'Capital expenditure, line rehabilitation',
    amount: '6400.00',
    travellers: 2,
  },
  {
    offset: -19,
    days: 1,
    kind: 'rejected',
    destination: 'Mamburao',
    purpose: 'Meter audit of large loads.',
    funding: 'Operations fund',
    amount: '1500.00',
    travellers: 2,
  },
  {
    offset: -12,
    days: 2,
    kind: 'approved',
    destination: 'NGCP, Calapan Substation',
    purpose: 'Joint inspection of the delivery point metering.',
    funding: 'Operations fund',
    amount: '5200.00',
    travellers: 2,
  },
  {
    offset: -5,
    days: 1,
    kind: 'approved',
    destination: 'Rizal, Occidental Mindoro',
    purpose: 'Barangay energization survey.',
    funding: 'Rural electrification fund',
    amount: '900.00',
    travellers: 3,
  },
  {
    offset: 4,
    days: 2,
    kind: 'pending1',
    destination: 'Batangas City',
    purpose: 'Pre-delivery inspection of distribution transformers at the supplier.',
    funding: 'Capital expenditure, transformers',
    amount: '9800.00',
    travellers: 2,
  },
  {
    offset: 9,
    days: 3,
    kind: 'pending2',
    destination: 'Manila',
    purpose: 'PHILRECA annual general assembly.',
    funding: 'General fund, travel expenses',
    amount: '21000.00',
    travellers: 1,
  },
  {
    offset: 15,
    days: 1,
    kind: 'draft',
    destination: 'San Jose (Ilin Island)',
    purpose: 'Survey of the submarine cable route.',
    funding: 'Operations fund',
    amount: '2500.00',
    travellers: 2,
  },
];

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

const STATUS: Record<Kind, number> = {
  approved: S.Approved.value,
  pending1: S.Pending.value,
  pending2: S.Pending.value,
  rejected: S.Rejected.value,
  cancelled: S.Cancelled.value,
  draft: S.Draft.value,
};

export async function seedTravelDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  if (await db.selectFrom('travel_orders').select('id').limit(1).executeTakeFirst()) return;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const user = (name: string) => users.find((u) => u.username === name)?.id;
  const preparer = user('admin');
  const recommender = user('tsd.head');
  const approver = user('ogm.staff');
  const drafter = user('ogm.staff');
  if (!preparer || !recommender || !approver || !drafter) return;
  const tsd = await db.selectFrom('departments').select('id').where('code', '=', 'TSD').executeTakeFirst();
  if (!tsd) return;
  // TSD staff travel (their head recommends); nobody who signs travels on what they sign.
  const staff = await db
    .selectFrom('employees')
    .select('id')
    .where('department_id', '=', tsd.id)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', 'not in', [recommender, approver, preparer])]))
    .orderBy('id')
    .limit(12)
    .execute();
  if (staff.length < 3) return;
  const steps = await db
    .selectFrom('approval_chain_steps')
    .select(['seq', 'signatory_type_id'])
    .where('document_type', '=', TRAVEL_ORDER_DOCUMENT_TYPE)
    .execute();
  const signatory = (seq: number) => steps.find((s) => s.seq === seq)?.signatory_type_id ?? null;
  const today = manilaToday();
  let count = 0;
  await db.transaction().execute(async (trx) => {
    for (const [i, t] of TRIPS.entries()) {
      const from = addDays(today, t.offset);
      const to = addDays(from, t.days - 1);
      const year = travelYear(from);
      const seq = await nextDocumentNumbers(trx, 'travel-order', String(year), 1);
      const travellers = Array.from({ length: t.travellers }, (_, k) => staff[(i * 2 + k) % staff.length]!.id);
      const filedAt = new Date(Date.parse(`${addDays(from, -7)}T01:00:00Z`));
      const decidedAt = new Date(filedAt.getTime() + 26 * 3_600_000);
      const o = await trx
        .insertInto('travel_orders')
        .values({
          to_year: year,
          to_seq: seq,
          to_number: travelOrderNumber(year, seq),
          destination: t.destination,
          purpose: t.purpose,
          date_from: from,
          date_to: to,
          funding: t.funding,
          estimated_expenses: t.amount,
          transportation: t.travellers > 1 ? 'Cooperative vehicle' : 'Public transportation',
          remarks: null,
          status: STATUS[t.kind],
          created_by: t.kind === 'draft' ? drafter : preparer,
          created_at: filedAt,
          submitted_at: t.kind === 'draft' ? null : filedAt,
          decided_at: ['approved', 'rejected', 'cancelled'].includes(t.kind) ? decidedAt : null,
          cancelled_at: t.kind === 'cancelled' ? addDays(from, -1) : null,
          cancel_reason: t.kind === 'cancelled' ? 'The meeting was moved online.' : null,
        })
        .returning(['id', 'to_number'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('travel_order_travellers')
        .values(travellers.map((employeeId, k) => ({ travel_order_id: o.id, employee_id: employeeId, seq: k + 1 })))
        .execute();
      count += 1;
      if (t.kind === 'draft') continue;
      const status =
        t.kind === 'pending1' || t.kind === 'pending2' ? 'Pending' : t.kind === 'rejected' ? 'Rejected' : 'Approved';
      const req = await trx
        .insertInto('approval_requests')
        .values({
          document_type: TRAVEL_ORDER_DOCUMENT_TYPE,
          document_id: o.id,
          summary: `${o.to_number}: ${t.destination}, ${from}${from === to ? '' : ` to ${to}`}`,
          subject_employee_id: travellers[0]!,
          requested_by: preparer,
          requested_at: filedAt,
          status,
          current_step: t.kind === 'pending1' ? 1 : t.kind === 'pending2' ? 2 : null,
          closed_at: status === 'Pending' ? null : decidedAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const decisions: Insertable<Database['approval_decisions']>[] = [
        { request_id: req.id, action: 'Submitted', decided_by: preparer, decided_at: filedAt },
      ];
      const step1 = new Date(filedAt.getTime() + 3 * 3_600_000);
      if (t.kind === 'rejected') {
        decisions.push({
          request_id: req.id,
          action: 'Rejected',
          step: 1,
          signatory_type_id: signatory(1),
          decided_by: recommender,
          decided_at: step1,
          remarks: 'Combine with the next scheduled audit trip.',
        });
      } else if (t.kind !== 'pending1') {
        decisions.push({
          request_id: req.id,
          action: 'Approved',
          step: 1,
          signatory_type_id: signatory(1),
          decided_by: recommender,
          decided_at: step1,
        });
      }
      if (t.kind === 'approved' || t.kind === 'cancelled') {
        decisions.push({
          request_id: req.id,
          action: 'Approved',
          step: 2,
          signatory_type_id: signatory(2),
          decided_by: approver,
          decided_at: decidedAt,
        });
      }
      await trx.insertInto('approval_decisions').values(decisions).execute();
      if (t.kind === 'approved') {
        for (const e of [...travellers].sort((a, b) => a - b)) await recomputeStoredDtr(trx, e, from, to);
      }
    }
  });
  log(`travel: ${count} travel orders`);
}
