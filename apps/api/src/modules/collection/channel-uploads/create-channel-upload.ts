import { createChannelUploadEndpoint } from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { UPLOADERS } from '../access.ts';
import { channelTeller, channelValue, loadUpload } from './channel-queries.ts';

export const createChannelUpload = defineRoute({
  endpoint: createChannelUploadEndpoint,
  access: UPLOADERS,
  async handler({ body, db, user, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      // The channel's teller exists from its first upload, so the cashier can give it an OR range.
      await channelTeller(trx, body.channel);
      const row = await trx
        .insertInto('collection_channel_uploads')
        .values({
          channel: channelValue(body.channel),
          remittance_date: body.remittanceDate,
          channel_gross: body.channelGross,
          channel_fees: body.channelFees ?? '0',
          bank_deposit: body.bankDeposit ?? null,
          remarks: body.remarks ?? null,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'collection-channel-upload',
        entityId: row.id,
        action: 'created',
        newValues: { ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadUpload(db, id);
  },
});
