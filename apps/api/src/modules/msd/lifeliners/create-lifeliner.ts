// Files a lifeline application: numbered LL-<year>-NNNNNN, the decision due two working days
// after the day filed (holidays from the time module's calendar). One open application per
// account (the consumer's lock, then the partial unique index); a retry with the same requestKey
// answers the first.
import { createLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/create-lifeliner';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { billingConsumerById } from '../../billing/public.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { LIFELINE_MESSAGES } from '../compute/lifeline.ts';
import { accountHasOpen, filingDay, insertLifeliner } from './file-application.ts';
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
    if (await accountHasOpen(trx, body.consumerId)) throw conflict(LIFELINE_MESSAGES.accountTaken, 'consumerId');
    const day = await filingDay(trx);
    if (body.certificateDate !== null && body.certificateDate > day.today) {
      throw fieldError('certificateDate', LIFELINE_MESSAGES.certificateFuture);
    }
    const { requestKey: _k, ...fields } = body;
    const row = await insertLifeliner(trx, actor, user.id, { ...fields, consumerId: consumer.id }, day);
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
