import { updateBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/update-bill-month';
import { Decimal } from 'decimal.js';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { loadBillMonth, openMonthForChange } from './bill-month-queries.ts';
import { writeMonth } from './save-bill-month.ts';

export const updateBillMonth = defineRoute({
  endpoint: updateBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await openMonthForChange(trx, params.id, 'id');
      const billed = await trx
        .selectFrom('billing_bills')
        .select('id')
        .where('bill_month_id', '=', params.id)
        .limit(1)
        .executeTakeFirst();
      if (billed) {
        const tiers = await trx
          .selectFrom('billing_lifeline_tiers')
          .select(['min_kwh', 'max_kwh', 'discount_percent'])
          .where('bill_month_id', '=', params.id)
          .orderBy('min_kwh')
          .execute();
        const sameTiers =
          body.lifelineTiers === undefined ||
          (body.lifelineTiers.length === tiers.length &&
            [...body.lifelineTiers]
              .sort((a, b) => new Decimal(a.minKwh).cmp(b.minKwh))
              .every(
                (t, i) =>
                  new Decimal(t.minKwh).eq(tiers[i]!.min_kwh) &&
                  new Decimal(t.maxKwh).eq(tiers[i]!.max_kwh) &&
                  new Decimal(t.discountPercent).eq(tiers[i]!.discount_percent),
              ));
        const changed =
          !sameTiers ||
          !new Decimal(before.vat_percent).eq(body.vatPercent) ||
          !new Decimal(before.senior_discount_percent).eq(body.seniorDiscountPercent) ||
          !new Decimal(before.senior_max_kwh).eq(body.seniorMaxKwh);
        if (changed)
          throw conflict(
            'Bills are already posted for this month; its VAT and discount configuration can no longer change.',
          );
      }
      const { values } = await writeMonth(trx, body, params.id);
      const { id: _i, created_at: _c, updated_at: _u, closed_at: _ca, closed_by: _cb, status: _s, ...old } = before;
      await recordAudit(trx, actor, {
        entityType: 'billing-bill-month',
        entityId: params.id,
        action: 'updated',
        ...diff(old, values),
      });
    });
    return loadBillMonth(db, params.id);
  },
});
