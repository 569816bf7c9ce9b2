// Demo lifeliners (issue 14 item 9). Billing's demo tags a tenth of its residential accounts as
// lifeliners; here each of those gets the approved application that put the tag
// there, so the registry and billing agree. Beside them: applications of the last days still
// pending (their two-working-day deadline from the calendar, some already past), a few rejected
// for a disqualification, and a few ended. msd.officer files; msd.supervisor decides (nobody
// decides their own).
import { LifelineBasis, LifelineStatus } from '@ilaw/contracts/msd/enums';
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { holidayDatesBetween } from '../../dtr/public.ts';
import { lifelineDecisionDue } from '../compute/lifeline.ts';

const PENDING = 12;
const REJECTED = 6;
const ENDED = 4;
const DAY = 86_400_000;

const daysBefore = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - n * DAY).toISOString().slice(0, 10);

export async function seedLifelinerDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('msd_lifeliner_applications').select('id').limit(1).executeTakeFirst();
  if (already) return;
  const users = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('username', 'in', ['msd.officer', 'msd.supervisor'])
    .execute();
  const clerk = users.find((u) => u.username === 'msd.officer')?.id;
  const decider = users.find((u) => u.username === 'msd.supervisor')?.id;
  if (clerk === undefined || decider === undefined) return;

  const tagged = await db
    .selectFrom('billing_consumers')
    .select(['id', 'name'])
    .where('is_lifeliner', '=', true)
    .where('consumer_class', '=', 'R')
    .where('account_status', '=', 1)
    .orderBy('id')
    .execute();
  const others = await db
    .selectFrom('billing_consumers')
    .select(['id', 'name'])
    .where('is_lifeliner', '=', false)
    .where('consumer_class', '=', 'R')
    .where('account_status', '=', 1)
    .orderBy('id')
    .limit(PENDING + REJECTED + ENDED)
    .execute();
  if (tagged.length === 0 && others.length === 0) return;

  const today = manilaToday();
  const holidays = new Set(await holidayDatesBetween(db, daysBefore(today, 400), today));
  const due = (filedOn: string) => lifelineDecisionDue(filedOn, holidays);
  // The beneficiary is the household's head as written on the 4Ps or LSWDO record: the account
  // holder's name, as most applicants are.
  const base = (c: { id: number; name: string }, k: number, filedOn: string) => {
    const basis = k % 3 === 2 ? LifelineBasis.SocialWelfare : LifelineBasis.FourPs;
    return {
      consumer_id: c.id,
      basis,
      household_id:
        basis === LifelineBasis.FourPs
          ? `160${String(5_000_000 + c.id * 7).padStart(9, '0')}`
          : `LSWDO-${filedOn.slice(0, 4)}-${String(c.id).padStart(5, '0')}`,
      beneficiary_name: c.name,
      certificate_date: basis === LifelineBasis.SocialWelfare ? daysBefore(filedOn, 20 + (k % 40)) : null,
      net_metering: false,
      pilferage_violation: false,
      socialized_housing: false,
      filed_on: filedOn,
      decision_due: due(filedOn),
      created_by: clerk,
      created_at: new Date(`${filedOn}T09:${String(10 + (k % 40)).padStart(2, '0')}:00+08:00`),
    };
  };

  await db.transaction().execute(async (trx) => {
    const rows: Omit<Insertable<Database['msd_lifeliner_applications']>, 'application_no'>[] = [];
    // Filed over the last ten months, oldest first so the numbers run with the dates.
    const approved = tagged.map((c, k) => ({
      c,
      k,
      filedOn: daysBefore(today, 300 - Math.floor((k * 290) / tagged.length)),
    }));
    for (const { c, k, filedOn } of approved) {
      const decidedOn = due(filedOn);
      rows.push({
        ...base(c, k, filedOn),
        status: LifelineStatus.Approved,
        decided_by: decider,
        decided_at: new Date(`${decidedOn}T14:00:00+08:00`),
        decision_remarks: 'Eligible; tagged in billing.',
        effective_from: decidedOn,
      });
    }
    const [ended, rejected, pending] = [
      others.slice(0, ENDED),
      others.slice(ENDED, ENDED + REJECTED),
      others.slice(ENDED + REJECTED),
    ];
    for (const [k, c] of ended.entries()) {
      const filedOn = daysBefore(today, 200 - k * 10);
      const decidedOn = due(filedOn);
      rows.push({
        ...base(c, k, filedOn),
        status: LifelineStatus.Ended,
        decided_by: decider,
        decided_at: new Date(`${decidedOn}T14:00:00+08:00`),
        decision_remarks: 'Household no longer listed in 4Ps; lifeline ended.',
        effective_from: decidedOn,
        effective_to: daysBefore(today, 30 - k),
        ended_by: decider,
      });
    }
    for (const [k, c] of rejected.entries()) {
      const filedOn = daysBefore(today, 60 - k * 7);
      const flag = k % 3;
      rows.push({
        ...base(c, k, filedOn),
        net_metering: flag === 0,
        pilferage_violation: flag === 1,
        socialized_housing: flag === 2,
        status: LifelineStatus.Rejected,
        decided_by: decider,
        decided_at: new Date(`${due(filedOn)}T15:00:00+08:00`),
        decision_remarks: ['Net-metering consumer.', 'RA 7832 violation on record.', 'Socialized housing unit.'][flag]!,
      });
    }
    // The newest, still waiting: filed over the last six days, so some are past their deadline.
    for (const [k, c] of pending.entries()) {
      const filedOn = daysBefore(today, Math.floor((k * 6) / Math.max(1, pending.length)));
      rows.push(base(c, k, filedOn));
    }
    // Numbered in the order filed, as the desk would have numbered them.
    rows.sort((a, b) => String(a.filed_on).localeCompare(String(b.filed_on)));
    const numbered: Insertable<Database['msd_lifeliner_applications']>[] = [];
    for (const r of rows) {
      const year = String(r.filed_on).slice(0, 4);
      const no = await nextDocumentNumber(trx, 'msd.lifeliner', year);
      numbered.push({ ...r, application_no: formatDocumentNumber('LL', year, no) });
    }
    // In chunks: a large demo tags thousands of accounts, past one statement's parameter limit.
    for (let i = 0; i < numbered.length; i += 1_000) {
      await trx
        .insertInto('msd_lifeliner_applications')
        .values(numbered.slice(i, i + 1_000))
        .execute();
    }
  });
  log(
    `member services: ${tagged.length} approved lifeliners, ${Math.max(0, others.length - ENDED - REJECTED)} pending, ${Math.min(REJECTED, Math.max(0, others.length - ENDED))} rejected, ${Math.min(ENDED, others.length)} ended`,
  );
}
