// Files a new connection application: numbered NCA-<year>-NNNNNN (platform/numbering), For
// Inspection, the first entry of its timeline. A retry with the same request key answers the first.
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { ConnectionStage } from '@ilaw/contracts/msd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { NCA_CLERKS } from '../access.ts';
import { addStage, loadApplicationDetail } from './connection-application-queries.ts';
import { applicationColumns } from './save-connection-application.ts';

const KEY_SCOPE = 'msd.connection-application';
export const CONNECTION_APPLICATION_SERIES = 'msd.connection-application';

export async function fileApplication({
  body,
  db,
  user,
  actor,
  reply,
}: HandlerInput<typeof createConnectionApplicationEndpoint, SessionUser>) {
  const id = await db.transaction().execute(async (trx) => {
    const key = body.requestKey === null ? null : `${user.id}:${body.requestKey}`;
    if (key !== null) {
      const claim = await claimIdempotencyKey<{ id: number }>(trx, KEY_SCOPE, key, user.id);
      if (!claim.claimed) {
        if (!claim.previousResult) throw conflict('This application is being filed; refresh to see it.');
        return claim.previousResult.id;
      }
    }
    const { requestKey: _key, ...fields } = body;
    const columns = await applicationColumns(trx, fields, null);
    const year = manilaToday().slice(0, 4);
    const applicationNo = formatDocumentNumber(
      'NCA',
      year,
      await nextDocumentNumber(trx, CONNECTION_APPLICATION_SERIES, year),
    );
    const now = new Date();
    const row = await trx
      .insertInto('msd_connection_applications')
      .values({
        application_no: applicationNo,
        ...columns,
        stage: ConnectionStage.ForInspection,
        stage_since: now,
        created_by: user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await addStage(trx, row.id, ConnectionStage.ForInspection, null, user.id);
    await recordAudit(trx, actor, {
      entityType: 'msd-connection-application',
      entityId: row.id,
      action: 'created',
      newValues: { applicationNo, ...fields },
    });
    if (key !== null) await saveIdempotentResult(trx, KEY_SCOPE, key, { id: row.id });
    return row.id;
  });
  reply.code(201);
  return loadApplicationDetail(db, user, id);
}

export const createConnectionApplication = defineRoute({
  endpoint: createConnectionApplicationEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: fileApplication,
});
