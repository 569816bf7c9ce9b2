// Poles gathered without signal (decision 114), each claimed by its key in its own transaction
// with its photo (platform/field-sync); the columns and checks are the form's (poleColumns).
import { syncFieldPolesEndpoint } from '@ilaw/contracts/gis/poles/sync-field-poles';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { syncFieldRecords } from '../../../platform/field-sync/field-sync.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POLE_GATHERERS } from '../access.ts';
import { poleTaken } from './pole-queries.ts';
import { poleColumns } from './save-pole.ts';

export const syncFieldPoles = defineRoute({
  endpoint: syncFieldPolesEndpoint,
  access: anyRole(...POLE_GATHERERS),
  async handler({ body, db, actor, user }) {
    const results = await syncFieldRecords(db, {
      scope: 'gis.field-pole',
      userId: user.id,
      records: body.records,
      describe: (r) => r.poleNo,
      async post(trx, record, photoFileIds) {
        const { key: _key, photoKeys: _photos, ...fields } = record;
        const columns = await poleColumns(trx, fields);
        const row = await trx
          .insertInto('gis_poles')
          .values({ ...columns, gathered_by: user.id, photo_file_id: photoFileIds[0] ?? null })
          .returning('id')
          .executeTakeFirstOrThrow()
          .catch(poleTaken);
        await recordAudit(trx, actor, {
          entityType: 'gis-pole',
          entityId: row.id,
          action: 'created',
          newValues: { ...fields, photos: photoFileIds.length, source: 'field' },
        });
        return { reference: fields.poleNo };
      },
    });
    return { results };
  },
});
