// Installation and removal: a posting per transformer under its lock, so of twenty identical
// posts one changes the mounting and the rest find it already done (409).
import { Mounting, MovementAction } from '@ilaw/contracts/tsd/enums';
import { moveTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/move-transformer';
import { ALREADY_DISMOUNTED, ALREADY_MOUNTED } from '@ilaw/contracts/tsd/transformers/transformer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TRANSFORMER_MOVERS } from '../access.ts';
import { loadTransformer, loadTransformerDetail } from './transformer-queries.ts';

export const moveTransformer = defineRoute({
  endpoint: moveTransformerEndpoint,
  access: anyRole(...TRANSFORMER_MOVERS),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer', params.id);
      const t = await loadTransformer(trx, params.id);
      const installing = body.action === MovementAction.Installed;
      if (installing && t.mounting === Mounting.Mounted) throw conflict(ALREADY_MOUNTED, 'action');
      if (!installing && t.mounting === Mounting.Dismounted) throw conflict(ALREADY_DISMOUNTED, 'action');
      const last = await trx
        .selectFrom('tsd_transformer_movements')
        .select('action_date')
        .where('transformer_id', '=', params.id)
        .orderBy('id', 'desc')
        .executeTakeFirst();
      if (last && body.actionDate < last.action_date)
        throw fieldError('actionDate', `The date cannot be before the last movement (${last.action_date}).`);
      // A removal records where it left; an installation where it now stands.
      const place = installing
        ? {
            branch_code: body.branchCode ?? t.branchCode,
            feeder: body.feeder,
            pole_no: body.poleNo,
            latitude: body.latitude,
            longitude: body.longitude,
          }
        : {
            branch_code: t.branchCode,
            feeder: t.feeder,
            pole_no: t.poleNo,
            latitude: t.latitude,
            longitude: t.longitude,
          };
      if (installing && place.pole_no === null) throw fieldError('poleNo', 'Enter the pole where it is installed.');
      await trx
        .insertInto('tsd_transformer_movements')
        .values({
          transformer_id: params.id,
          action: body.action,
          action_date: body.actionDate,
          ...place,
          remarks: body.remarks,
          created_by: user.id,
        })
        .execute();
      await trx
        .updateTable('tsd_transformers')
        .set({
          mounting: installing ? Mounting.Mounted : Mounting.Dismounted,
          ...(installing ? place : {}),
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer',
        entityId: params.id,
        action: installing ? 'installed' : 'removed',
        newValues: body,
      });
    });
    return loadTransformerDetail(db, params.id);
  },
});
