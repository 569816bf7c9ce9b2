// Demo data (issue 14 item 9): a year of service requests across the catalogue, branches and
// crews of the demo's consumers. Most are accomplished within their target, some late, some
// cancelled or rejected; the last days hold open ones at each step (waiting for the first or the
// second approval, for schedule, scheduled, dispatched), a few of them overdue. Approvals are the
// engine's rows, signed by the demo approvers, so the timelines and My work read as in real use.
import { ApprovalState, RequestHistoryEvent, ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumbers } from '../../../platform/numbering/document-numbers.ts';
import { dueAt } from '../compute/clock.ts';
import { seedConnectionDemo } from './seed-connection-demo.ts';
import { seedLifelinerDemo } from './seed-lifeliner-demo.ts';
import { loadCalendar } from '../service-request-constants/constants-queries.ts';
import { SERVICE_REQUEST_DOCUMENT } from '../service-requests/service-request-queries.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const REQUESTS = 1_500;

const TEAMS = [
  {
    name: 'Line Crew San Jose A',
    branch: 5,
    leader: 'Rogelio B. Marquez',
    members: ['Rogelio B. Marquez', 'Arnel T. Cruz', 'Benjie S. Ramos'],
  },
  {
    name: 'Line Crew San Jose B',
    branch: 5,
    leader: 'Eduardo P. Lopez',
    members: ['Eduardo P. Lopez', 'Ramil J. Dela Cruz'],
  },
  {
    name: 'Line Crew Magsaysay',
    branch: 10,
    leader: 'Nestor C. Aguilar',
    members: ['Nestor C. Aguilar', 'Joel M. Pascual'],
  },
  {
    name: 'Line Crew Sablayan',
    branch: 25,
    leader: 'Wilfredo D. Santos',
    members: ['Wilfredo D. Santos', 'Ariel F. Torres'],
  },
  {
    name: 'Line Crew Mamburao',
    branch: 30,
    leader: 'Danilo R. Mendoza',
    members: ['Danilo R. Mendoza', 'Romy A. Garcia'],
  },
];

/** How often each subtype is called in (weights), as a cooperative's complaint desk sees them. */
const MIX: [string, number][] = [
  ['NP-RES', 30],
  ['NP-DT', 8],
  ['NP-PRI', 3],
  ['PQ-LV', 8],
  ['PQ-FV', 3],
  ['PQ-LC', 6],
  ['SD-OT', 7],
  ['SD-RR', 3],
  ['SD-CU', 2],
  ['POLE-LEAN', 5],
  ['POLE-ROT', 2],
  ['POLE-REL', 1],
  ['POLE-DT', 2],
  ['KWH-DEF', 8],
  ['KWH-TEST', 3],
  ['RECON', 6],
  ['OTH', 3],
];

const FINDINGS: Record<string, string> = {
  NP: 'Blown fuse link at the cut-out; replaced and service restored.',
  PQ: 'Loose secondary connection at the pole; retightened, voltage normal (228 V).',
  SD: 'Service drop sagging across the road; re-sagged and secured.',
  POLE: 'Pole leaning about 15 degrees; straightened and guyed.',
  KWH: 'Meter found stopped; replaced, old meter sent to the meter laboratory.',
  RECON: 'Service reconnected; meter seal replaced.',
  OTH: 'Concern explained to the member; no line work needed.',
};

/** A small deterministic random source, so every demo start looks alike. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

export async function seedMsdDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  await seedServiceRequests(db, log);
  await seedConnectionDemo(db, log);
  await seedLifelinerDemo(db, log);
}

async function seedServiceRequests(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('msd_service_requests').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['msd.officer', 'msd.supervisor', 'tsd.head', 'lineman'])
    .execute();
  const user = (name: string) => users.find((u) => u.username === name)?.id ?? null;
  const clerk = user('msd.officer');
  const first = user('msd.supervisor');
  const second = user('tsd.head');
  const crew = user('lineman');
  if (clerk === null || first === null || second === null) return;
  const consumers = await db
    .selectFrom('billing_consumers')
    .select(['id', 'account_no', 'name', 'branch_code', 'barangay', 'address'])
    .orderBy('id')
    .limit(4_000)
    .execute();
  if (consumers.length === 0) return;

  await db.transaction().execute(async (trx) => {
    const teams = await seedTeams(trx);
    const types = await trx.selectFrom('msd_service_request_types').selectAll().execute();
    const byCode = new Map(types.map((t) => [t.code, t]));
    const now = Date.now();
    const cal = await loadCalendar(trx, new Date(now - 370 * DAY), new Date(now));
    const rnd = random(20_261_122);
    const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)]!;
    const totalWeight = MIX.reduce((s, [, w]) => s + w, 0);
    const pickCode = () => {
      let x = rnd() * totalWeight;
      for (const [code, w] of MIX) if ((x -= w) < 0) return code;
      return MIX[0]![0];
    };

    type Row = Insertable<Database['msd_service_requests']>;
    const rows: (Row & {
      history: [RequestHistoryEvent, string | null, number | null, Date][];
      approval: 'none' | 'pending1' | 'pending2' | 'approved' | 'rejected';
    })[] = [];
    for (let i = 0; i < REQUESTS; i += 1) {
      const code = pickCode();
      const sub = byCode.get(code)!;
      const type = sub.parent_id === null ? sub : types.find((t) => t.id === sub.parent_id)!;
      const c = pick(consumers);
      // Received during the day mostly; a year back, the newest today.
      const age = i < REQUESTS - 40 ? (1 - i / REQUESTS) * 365 * DAY : rnd() * 4 * DAY;
      const day = now - age;
      const received = new Date(Math.floor(day / DAY) * DAY - 8 * HOUR + (7 + rnd() * 11) * HOUR);
      if (received.getTime() > now) received.setTime(now - rnd() * 6 * HOUR);
      const target = sub.target_hours;
      const due = dueAt(received, target, sub.clock_basis, cal);
      const teamsHere = teams.filter((t) => t.branch === c.branch_code);
      const team = teamsHere.length > 0 ? pick(teamsHere) : pick(teams);
      const fresh = now - received.getTime() < 4 * DAY;
      const needsApproval = sub.requires_approval;
      const history: (typeof rows)[number]['history'] = [
        [RequestHistoryEvent.New, `${type.name} / ${sub.name}`, clerk, received],
      ];
      const row: (typeof rows)[number] = {
        request_no: '',
        type_id: type.id,
        subtype_id: sub.id === type.id ? null : sub.id,
        nea_category: sub.nea_category,
        target_hours: target,
        clock_basis: sub.clock_basis,
        consumer_id: c.id,
        account_no: c.account_no,
        consumer_name: c.name,
        location_type: 'Residential',
        branch_code: c.branch_code,
        barangay: c.barangay,
        address: c.address,
        landmark: null,
        latitude: null,
        longitude: null,
        requester_name: c.name,
        contact_no: `09${String(Math.floor(rnd() * 1e9)).padStart(9, '0')}`,
        description: `${sub.name} reported by the member.`,
        status: ServiceRequestStatus.ForSchedule,
        approval_state: needsApproval ? ApprovalState.Approved : ApprovalState.New,
        received_at: received,
        due_at: due,
        created_by: clerk,
        history,
        approval: needsApproval ? 'approved' : 'none',
      };
      // Where this one stopped: old ones are closed, fresh ones wait at each step.
      const stage = fresh ? Math.floor(rnd() * 6) : rnd() < 0.04 ? 6 : rnd() < 0.03 && needsApproval ? 7 : 5;
      if (needsApproval && stage === 0) {
        row.approval_state = ApprovalState.Pending;
        row.approval = 'pending1';
        rows.push(row);
        continue;
      }
      if (needsApproval && stage === 1) {
        row.approval_state = ApprovalState.Pending;
        row.approval = 'pending2';
        rows.push(row);
        continue;
      }
      if (stage === 7) {
        row.approval_state = ApprovalState.Rejected;
        row.approval = 'rejected';
        rows.push(row);
        continue;
      }
      if (stage === 6) {
        row.status = ServiceRequestStatus.Cancelled;
        row.cancelled_at = new Date(received.getTime() + 2 * HOUR);
        row.cancel_reason = 'The member called back: power came back by itself.';
        history.push([RequestHistoryEvent.Cancelled, row.cancel_reason, clerk, row.cancelled_at]);
        rows.push(row);
        continue;
      }
      if (stage <= 1) {
        rows.push(row);
        continue;
      }
      // Late on about one in ten: the crew took longer than the target.
      const late = rnd() < 0.1;
      const span = (due.getTime() - received.getTime()) * (late ? 1.3 + rnd() : 0.2 + rnd() * 0.6);
      // After both approvals (the demo signs them within the hour) when the type needs them.
      const assigned = new Date(
        received.getTime() + Math.max(Math.min(span * 0.1, 2 * HOUR), needsApproval ? 70 * 60_000 : 0),
      );
      const dispatched = new Date(Math.max(received.getTime() + span * 0.4, assigned.getTime() + 10 * 60_000));
      const arrived = new Date(dispatched.getTime() + (0.2 + rnd()) * HOUR);
      const done = new Date(Math.max(received.getTime() + span, arrived.getTime() + 0.5 * HOUR));
      row.status = ServiceRequestStatus.Scheduled;
      row.team_id = team.id;
      row.schedule_date = new Date(assigned.getTime() + 8 * HOUR).toISOString().slice(0, 10);
      row.assigned_at = assigned;
      history.push([RequestHistoryEvent.AssignedToTeam, `${team.name}`, second, assigned]);
      if (stage === 2 || done.getTime() > now) {
        rows.push(row);
        continue;
      }
      row.dispatched_at = dispatched;
      history.push([RequestHistoryEvent.Dispatched, null, crew, dispatched]);
      if (stage === 3 || arrived.getTime() > now) {
        rows.push(row);
        continue;
      }
      row.arrived_at = arrived;
      history.push([RequestHistoryEvent.Arrived, null, crew, arrived]);
      const findings = FINDINGS[type.code] ?? FINDINGS['OTH']!;
      row.findings = findings;
      row.action_taken = findings.split('; ')[1] ?? null;
      history.push([RequestHistoryEvent.UploadedFindings, findings, crew, new Date(done.getTime() - 10 * 60_000)]);
      if (stage === 4) {
        rows.push(row);
        continue;
      }
      row.status = ServiceRequestStatus.Accomplished;
      row.accomplished_at = done;
      history.push([RequestHistoryEvent.Accomplished, null, crew, done]);
      rows.push(row);
    }

    // Numbers per year of receipt, in order of receipt.
    rows.sort((a, b) => (a.received_at as Date).getTime() - (b.received_at as Date).getTime());
    const byYear = new Map<string, typeof rows>();
    for (const r of rows) {
      const year = new Date((r.received_at as Date).getTime() + 8 * HOUR).toISOString().slice(0, 4);
      byYear.set(year, [...(byYear.get(year) ?? []), r]);
    }
    for (const [year, list] of byYear) {
      const start = await nextDocumentNumbers(trx, 'msd.service-request', year, list.length);
      list.forEach((r, k) => (r.request_no = formatDocumentNumber('SR', year, start + k)));
    }

    for (let k = 0; k < rows.length; k += 300) {
      const batch = rows.slice(k, k + 300);
      const ids = await trx
        .insertInto('msd_service_requests')
        .values(batch.map(({ history: _h, approval: _a, ...r }) => r))
        .returning('id')
        .execute();
      const history = batch.flatMap((r, j) =>
        r.history.map(([event, details, by, at]) => ({
          service_request_id: ids[j]!.id,
          event,
          details,
          created_by: by,
          created_at: at,
        })),
      );
      await trx.insertInto('msd_service_request_history').values(history).execute();
      await seedApprovals(
        trx,
        batch,
        ids.map((x) => x.id),
        { clerk, first, second },
      );
    }
  });
  log(`member services: ${REQUESTS} service requests over a year`);
}

async function seedTeams(trx: Transaction<Database>) {
  for (const t of TEAMS) {
    await sql`INSERT INTO teams (name, branch_code, leader_name, members)
      VALUES (${t.name}, ${t.branch}, ${t.leader}, ${JSON.stringify(t.members)}::jsonb)
      ON CONFLICT DO NOTHING`.execute(trx);
  }
  const rows = await trx
    .selectFrom('teams')
    .select(['id', 'name', 'branch_code'])
    .where('is_active', '=', true)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, branch: r.branch_code }));
}

/** The engine's requests and signatures of the requests that needed approval. */
async function seedApprovals(
  trx: Transaction<Database>,
  batch: {
    approval: string;
    received_at: Date | string;
    request_no: string;
    consumer_name?: string | null | undefined;
  }[],
  ids: number[],
  who: { clerk: number; first: number; second: number },
) {
  const steps = await trx
    .selectFrom('approval_chain_steps')
    .select(['seq', 'signatory_type_id'])
    .where('document_type', '=', SERVICE_REQUEST_DOCUMENT)
    .execute();
  const signatory = (seq: number) => steps.find((s) => s.seq === seq)?.signatory_type_id ?? null;
  for (let j = 0; j < batch.length; j += 1) {
    const r = batch[j]!;
    if (r.approval === 'none') continue;
    const at = new Date(r.received_at);
    const step1 = new Date(at.getTime() + 30 * 60_000);
    const step2 = new Date(at.getTime() + 60 * 60_000);
    const status = r.approval === 'approved' ? 'Approved' : r.approval === 'rejected' ? 'Rejected' : 'Pending';
    const current = r.approval === 'pending1' ? 1 : r.approval === 'pending2' ? 2 : null;
    const req = await trx
      .insertInto('approval_requests')
      .values({
        document_type: SERVICE_REQUEST_DOCUMENT,
        document_id: ids[j]!,
        summary: `Service request ${r.request_no}, ${r.consumer_name ?? ''}`,
        requested_by: who.clerk,
        requested_at: at,
        status,
        current_step: current,
        closed_at: status === 'Pending' ? null : status === 'Rejected' ? step1 : step2,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const decisions: Insertable<Database['approval_decisions']>[] = [
      { request_id: req.id, action: 'Submitted', decided_by: who.clerk, decided_at: at },
    ];
    if (r.approval === 'rejected') {
      decisions.push({
        request_id: req.id,
        action: 'Rejected',
        step: 1,
        signatory_type_id: signatory(1),
        decided_by: who.first,
        decided_at: step1,
        remarks: 'Private facility; not the cooperative’s to repair.',
      });
    }
    if (r.approval === 'approved' || r.approval === 'pending2') {
      decisions.push({
        request_id: req.id,
        action: 'Approved',
        step: 1,
        signatory_type_id: signatory(1),
        decided_by: who.first,
        decided_at: step1,
      });
    }
    if (r.approval === 'approved') {
      decisions.push({
        request_id: req.id,
        action: 'Approved',
        step: 2,
        signatory_type_id: signatory(2),
        decided_by: who.second,
        decided_at: step2,
      });
    }
    await trx.insertInto('approval_decisions').values(decisions).execute();
  }
}
