// Each channel's column mapping and fee: configuration kept by the manager (decision 056).
import {
  listChannelSettingsEndpoint,
  updateChannelSettingsEndpoint,
} from '@ilaw/contracts/collection/channel-uploads/endpoints';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { CONFIG_WRITERS, UPLOAD_READERS } from '../access.ts';
import { channelSettings, channelValue } from './channel-queries.ts';

export const listChannelSettings = defineRoute({
  endpoint: listChannelSettingsEndpoint,
  access: UPLOAD_READERS,
  handler: ({ db }) => channelSettings(db),
});

export const updateChannelSettings = defineRoute({
  endpoint: updateChannelSettingsEndpoint,
  access: CONFIG_WRITERS,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const old = await trx
        .selectFrom('collection_channel_settings')
        .selectAll()
        .where('channel', '=', channelValue(params.channel))
        .forUpdate()
        .executeTakeFirst();
      if (!old) throw notFound('The channel was not found.');
      await trx
        .updateTable('collection_channel_settings')
        .set({
          account_column: body.accountColumn,
          period_column: body.periodColumn,
          amount_column: body.amountColumn,
          reference_column: body.referenceColumn,
          paid_at_column: body.paidAtColumn,
          payer_column: body.payerColumn ?? null,
          fee_per_transaction: body.feePerTransaction,
          updated_by: actor.userId,
          updated_at: new Date(),
        })
        .where('channel', '=', old.channel)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'collection-channel',
        entityId: old.channel,
        action: 'updated',
        newValues: { ...body },
      });
    });
    const [settings] = await channelSettings(db, params.channel);
    if (!settings) throw new Error('channel settings vanished');
    return settings;
  },
});
