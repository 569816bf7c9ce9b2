// Installation of a paid application: the unit is posted Installed into its history at the pole
// (the registry's own posting, under the transformer's lock) and the application is accomplished.
import { installTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/install-transformer-application';
import { NOT_PAID } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { nonPowerBillsByIds } from '../../collection/public.ts';
import { APPLICATION_INSTALLERS } from '../access.ts';
import { recordMovement } from '../transformers/record-movement.ts';
import { applicationAt, loadApplication } from './application-queries.ts';

export const installTransformerApplication = defineRoute({
  endpoint: installTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_INSTALLERS),
  async handler({ params, body, db, actor, user }) {
    if (body.installedOn > manilaToday()) throw fieldError('installedOn', 'The date cannot be in the future.');
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-application', params.id);
      const a = await applicationAt(trx, params.id, ['ForPayment']);
      const bill = a.non_power_bill_id === null ? undefined : (await nonPowerBillsByIds(trx, [a.non_power_bill_id]))[0];
      if (bill?.status !== 'Paid' || a.transformer_id === null) throw conflict(NOT_PAID);
      const movementId = await recordMovement(
        trx,
        user.id,
        a.transformer_id,
        {
          action: 'Installed',
          actionDate: body.installedOn,
          branchCode: a.branch_code,
          feeder: body.feeder ?? a.feeder,
          poleNo: body.poleNo,
          latitude: body.latitude ?? a.latitude,
          longitude: body.longitude ?? a.longitude,
          remarks: body.remarks ?? `Transformer application ${a.application_no}`,
        },
        'installedOn',
      );
      await trx
        .updateTable('tsd_transformer_applications')
        .set({
          stage: 'Installed',
          status: 'Accomplished',
          installed_on: body.installedOn,
          movement_id: movementId,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: params.id,
        action: 'installed',
        newValues: body,
      });
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer',
        entityId: a.transformer_id,
        action: 'installed',
        newValues: { ...body, applicationNo: a.application_no },
      });
    });
    return loadApplication(db, user, params.id);
  },
});
