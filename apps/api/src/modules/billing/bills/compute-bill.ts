import { ACCOUNT_STATUS, BillStatus } from '@ilaw/contracts/billing/enums';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { BILLING_COMPUTE } from '../access.ts';
import type { ComputedBill } from '../compute/bill-computation.ts';
import { computeBills } from '../compute/compute-bills.ts';
import { consumerByAccount } from '../consumers/consumer-queries.ts';
import { loadBill } from './bill-queries.ts';

export const computeOneBill = defineRoute({
  endpoint: computeBillEndpoint,
  access: BILLING_COMPUTE,
  async handler({ body, db, user }) {
    const consumer = await consumerByAccount(db, body.accountNo);
    if (consumer.accountStatus !== ACCOUNT_STATUS.Active.value)
      throw fieldError('accountNo', 'Only active consumers are billed.');
    let kept: ComputedBill | null = null;
    const result = await computeBills(
      db,
      { billMonthId: body.billMonthId, accountNo: consumer.accountNo, testMode: body.testMode },
      {
        userId: user.id,
        actorName: user.fullName,
        keep: (_a, bill) => {
          kept = bill;
        },
      },
    );
    if (result.withoutReading > 0) throw fieldError('accountNo', 'This consumer has no reading for the bill month.');
    if (result.withoutRates > 0)
      throw fieldError('billMonthId', `The bill month has no rates for class ${consumer.consumerClass}.`);
    if (result.failed[0]) throw fieldError('accountNo', result.failed[0].reason);
    const posted = await db
      .selectFrom('billing_bills')
      .select('id')
      .where('consumer_id', '=', consumer.id)
      .where('bill_month_id', '=', body.billMonthId)
      .where('status', '=', BillStatus.Posted)
      .executeTakeFirst();
    const preview = kept as ComputedBill | null;
    return {
      result,
      bill: posted ? await loadBill(db, posted.id) : null,
      preview: preview ? { kwh: preview.kwh, total: preview.total, lines: preview.lines } : null,
    };
  },
});
