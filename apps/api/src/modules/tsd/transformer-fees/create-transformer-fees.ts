// A new price list version, effective today or later: an application already priced keeps the
// prices of its evaluation date; a version is posted once (a second post of the date answers 409).
import { createTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/create-transformer-fees';
import { DUPLICATE_ITEM, FEES_FROM_TODAY } from '@ilaw/contracts/tsd/transformer-fees/transformer-fee';
import type { PricedFeeItem } from '@ilaw/contracts/tsd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { FEE_EDITORS } from '../access.ts';
import { feeVersions } from './fee-queries.ts';

export const createTransformerFees = defineRoute({
  endpoint: createTransformerFeesEndpoint,
  access: anyRole(...FEE_EDITORS),
  async handler({ body, db, actor, user, reply }) {
    if (body.effectiveFrom < manilaToday()) throw fieldError('effectiveFrom', FEES_FROM_TODAY);
    const items = body.prices.map((p) => p.item);
    const twice = items.findIndex((item, i) => items.indexOf(item) !== i);
    if (twice >= 0) throw fieldError(`prices.${twice}.item`, DUPLICATE_ITEM);
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-fees', body.effectiveFrom);
      const taken = await trx
        .selectFrom('tsd_transformer_fees')
        .select('item')
        .where('effective_from', '=', body.effectiveFrom)
        .executeTakeFirst();
      if (taken) throw conflict('A price list already takes effect on this date.', 'effectiveFrom');
      await trx
        .insertInto('tsd_transformer_fees')
        .values(
          body.prices.map((p) => ({
            effective_from: body.effectiveFrom,
            item: p.item as PricedFeeItem,
            unit_price: p.unitPrice,
            vat_rate: p.vatRate,
            created_by: user.id,
          })),
        )
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-fees',
        entityId: body.effectiveFrom,
        action: 'created',
        newValues: body,
      });
    });
    reply.code(201);
    return (await feeVersions(db, body.effectiveFrom))[0]!;
  },
});
