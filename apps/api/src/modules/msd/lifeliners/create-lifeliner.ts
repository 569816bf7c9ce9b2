// Files a lifeline application: numbered LL-<year>-NNNNNN, the decision due two working days
// after the day filed (holidays from the time module's calendar). One open application per
// account (the consumer's lock, then the partial unique index); a retry with the same requestKey
// answers the first.
import { createLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { holidayDatesBetween } from '../../dtr/public.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES, lifelineDecisionDue } from '../compute/lifeline.ts';
import { loadConstants } from '../service-request-constants/constants-queries.ts';
import { loadLifelinerDetail } from './lifeliner-queries.ts';

const KEY_SCOPE = 'msd.lifeliner';

export async function fileLifeliner({
  body,
  db,
  user,
  actor,
  reply,
}: HandlerInput<typeof createLifelinerEndpoint, SessionUser>) {
  const id = await db.transaction().execute(async (trx) => {
    const key = body.requestKey === null ? null : `${user.id}:${body.requestKey}`;
    if (key !== null) {
      const claim = await claimIdempotencyKey<{ id: number }>(trx, KEY_SCOPE, key, user.id);
      if (!claim.claimed) {
        if (!claim.previousResult) throw conflict('This application is being filed; refresh to see it.');
        return claim.previousResult.id;
      }
    }
    await lockSubject(trx, 'msd-lifeliner-consumer', body.consumerId);
    const consumer = await billingConsumerById(trx, body.consumerId);
    if (!consumer) throw fieldError('consumerId', 'The consumer was not found.');
    const open = await trx
      .selectFrom('msd_lifeliner_applications')
      .select('id')
      .where('consumer_id', '=', body.consumerId)
      .where('status', 'in', ['Pending', 'Approved'])
      .executeTakeFirst();
    if (open) throw conflict(LIFELINE_MESSAGES.accountTaken, 'consumerId');
    const today = manilaToday();
    if (body.certificateDate !== null && body.certificateDate > today) {
      throw fieldError('certificateDate', LIFELINE_MESSAGES.certificateFuture);
    }
    const until = new Date(Date.parse(`${today}T00:00:00Z`) + 40 * 86_400_000).toISOString().slice(0, 10);
    const holidays = new Set(await holidayDatesBetween(trx, today, until));
    const constants = await loadConstants(trx);
    const year = today.slice(0, 4);
    const no = await nextDocumentNumber(trx, 'msd.lifeliner', year);
    const row = await trx
      .insertInto('msd_lifeliner_applications')
      .values({
        application_no: formatDocumentNumber('LL', year, no),
        consumer_id: consumer.id,
        basis: body.basis,
        household_id: body.householdId,
        beneficiary_name: body.beneficiaryName,
        certificate_date: body.basis === 'SocialWelfare' ? body.certificateDate : null,
        net_metering: body.netMetering,
        pilferage_violation: body.pilferageViolation,
        socialized_housing: body.socializedHousing,
        filed_on: today,
        decision_due: lifelineDecisionDue(today, holidays, constants.saturdayIsWorkday),
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { requestKey: _k, ...fields } = body;
    await recordAudit(trx, actor, {
      entityType: 'msd-lifeliner',
      entityId: row.id,
      action: 'filed',
      newValues: fields,
    });
    if (key !== null) await saveIdempotentResult(trx, KEY_SCOPE, key, { id: row.id });
    return row.id;
  });
  reply.code(201);
  return loadLifelinerDetail(db, user, id);
}

export const createLifeliner = defineRoute({
  endpoint: createLifelinerEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: fileLifeliner,
});
