import { deleteBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/delete-bill-month';
import { formatNumber } from '@ilaw/contracts/format';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { BILLING_MASTER } from '../access.ts';
import { activeComputation, COMPUTING_NOW } from '../month-locks.ts';
import { openMonthForChange } from './bill-month-queries.ts';

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n, 0)} ${n === 1 ? one : many}`;
}

/** A month opened by mistake goes again, with its rates; one with any reading or bill stays. */
export const deleteBillMonth = defineRoute({
  endpoint: deleteBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const month = await openMonthForChange(trx, params.id, 'id');
      if (await activeComputation(trx, params.id)) throw conflict(COMPUTING_NOW);
      const used = await sql<{ readings: number; uploads: number; bills: number; entries: number }>`
        SELECT (SELECT count(*)::int FROM billing_meter_readings WHERE bill_month_id = ${params.id}) AS readings,
          (SELECT count(*)::int FROM billing_reading_uploads WHERE bill_month_id = ${params.id}) AS uploads,
          (SELECT count(*)::int FROM billing_bills WHERE bill_month_id = ${params.id}) AS bills,
          (SELECT count(*)::int FROM billing_ledger_entries WHERE bill_month_id = ${params.id}) AS entries`.execute(
        trx,
      );
      const u = used.rows[0]!;
      const held = [
        u.readings > 0 ? plural(u.readings, 'reading', 'readings') : null,
        u.uploads > 0 ? plural(u.uploads, 'reading upload', 'reading uploads') : null,
        u.bills > 0 ? plural(u.bills, 'bill', 'bills') : null,
        u.bills === 0 && u.entries > 0 ? plural(u.entries, 'ledger entry', 'ledger entries') : null,
      ].filter((x) => x !== null);
      if (held.length > 0)
        throw conflict(
          `Bill month ${month.period} has ${held.join(' and ')}; only a month with no readings or bills can be deleted.`,
        );
      const headers = trx.selectFrom('billing_rate_headers').select('id').where('bill_month_id', '=', params.id);
      await trx.deleteFrom('billing_rate_components').where('header_id', 'in', headers).execute();
      await trx.deleteFrom('billing_rate_headers').where('bill_month_id', '=', params.id).execute();
      await trx.deleteFrom('billing_lifeline_tiers').where('bill_month_id', '=', params.id).execute();
      await trx.deleteFrom('billing_bill_months').where('id', '=', params.id).execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-bill-month',
        entityId: params.id,
        action: 'deleted',
        oldValues: { period: month.period, readingDate: month.reading_date, dueDate: month.due_date },
        newValues: null,
      });
    });
    return { ok: true as const };
  },
});
