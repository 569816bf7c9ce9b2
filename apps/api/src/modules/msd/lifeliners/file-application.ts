// Files a lifeline application (LL-<year>-NNNNNN, due two working days after today): the form's
// filing, an exact 4Ps match of an imported list and an accepted near-match all come here.
import type { LifelineBasis } from '@ilaw/contracts/msd/enums';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { holidayDatesBetween } from '../../dtr/public.ts';
import { lifelineDecisionDue } from '../compute/lifeline.ts';
import { loadConstants } from '../service-request-constants/constants-queries.ts';

export interface NewLifeliner {
  consumerId: number;
  basis: LifelineBasis;
  householdId: string;
  beneficiaryName: string;
  certificateDate: string | null;
  netMetering: boolean;
  pilferageViolation: boolean;
  socializedHousing: boolean;
}

/** Today and the decision due for an application filed today (read once for a whole list). */
export async function filingDay(trx: Transaction<Database>): Promise<{ today: string; due: string }> {
  const today = manilaToday();
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
  const holidays = new Set(await holidayDatesBetween(trx, today, until));
  const constants = await loadConstants(trx);
  return { today, due: lifelineDecisionDue(today, holidays, constants.saturdayIsWorkday) };
}

/** The account of the household's open (pending or approved) application, if any. */
export async function householdOpenOn(
  trx: Transaction<Database>,
  householdId: string,
  exceptId: number | null = null,
): Promise<string | null> {
  let q = trx
    .selectFrom('msd_lifeliner_applications as l')
    .innerJoin('billing_consumers as c', 'c.id', 'l.consumer_id')
    .select('c.account_no')
    .where(sql<boolean>`lower(l.household_id) = ${householdId.toLowerCase()}`)
    .where('l.status', 'in', ['Pending', 'Approved']);
  if (exceptId !== null) q = q.where('l.id', '<>', exceptId);
  const r = await q.executeTakeFirst();
  return r?.account_no ?? null;
}

/** Whether the account has an open (pending or approved) application. */
export async function accountHasOpen(trx: Transaction<Database>, consumerId: number): Promise<boolean> {
  const r = await trx
    .selectFrom('msd_lifeliner_applications')
    .select('id')
    .where('consumer_id', '=', consumerId)
    .where('status', 'in', ['Pending', 'Approved'])
    .executeTakeFirst();
  return r !== undefined;
}

/** Inserts and audits the application; the caller has taken the locks and made the checks. */
export async function insertLifeliner(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  fields: NewLifeliner,
  day: { today: string; due: string },
  auditExtra: Record<string, unknown> = {},
): Promise<{ id: number; applicationNo: string }> {
  const year = day.today.slice(0, 4);
  const no = await nextDocumentNumber(trx, 'msd.lifeliner', year);
  const applicationNo = formatDocumentNumber('LL', year, no);
  const row = await trx
    .insertInto('msd_lifeliner_applications')
    .values({
      application_no: applicationNo,
      consumer_id: fields.consumerId,
      basis: fields.basis,
      household_id: fields.householdId,
      beneficiary_name: fields.beneficiaryName,
      certificate_date: fields.basis === 'SocialWelfare' ? fields.certificateDate : null,
      net_metering: fields.netMetering,
      pilferage_violation: fields.pilferageViolation,
      socialized_housing: fields.socializedHousing,
      filed_on: day.today,
      decision_due: day.due,
      created_by: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordAudit(trx, actor, {
    entityType: 'msd-lifeliner',
    entityId: row.id,
    action: 'filed',
    newValues: { ...fields, ...auditExtra },
  });
  return { id: row.id, applicationNo };
}
