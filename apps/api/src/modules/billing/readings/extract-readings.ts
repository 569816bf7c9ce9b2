import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
import { extractReadingsEndpoint } from '@ilaw/contracts/billing/readings/extract-readings';
import { exportRow } from '@ilaw/contracts/export-cells';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { READING_FILES } from '../access.ts';
import { csvLine } from '../../../platform/files/csv.ts';
import { EXTRACT_COLUMNS } from './reading-file.ts';
import { previousReadingSql } from './reading-queries.ts';

export const extractReadings = defineRoute({
  endpoint: extractReadingsEndpoint,
  access: READING_FILES,
  async handler({ query, db }) {
    const month = await db
      .selectFrom('billing_bill_months')
      .select(['period'])
      .where('id', '=', query.billMonthId)
      .executeTakeFirst();
    if (!month) throw fieldError('billMonthId', 'The bill month was not found.');
    const route = await db
      .selectFrom('billing_routes')
      .select(['code', 'branch_code'])
      .where('id', '=', query.routeId)
      .executeTakeFirst();
    if (!route) throw fieldError('routeId', 'The route was not found.');
    const rows = await db
      .selectFrom('billing_consumers as c')
      .leftJoin('billing_meter_readings as r', (j) =>
        j.onRef('r.consumer_id', '=', 'c.id').on('r.bill_month_id', '=', query.billMonthId),
      )
      .select([
        'c.account_no',
        'c.sequence',
        'c.name',
        'c.meter_serial',
        'c.multiplier',
        previousReadingSql(month.period).as('previous'),
        'r.present_reading',
        'r.remark',
      ])
      .where('c.route_id', '=', query.routeId)
      .where('c.account_status', '=', ACCOUNT_STATUS.Active.value)
      .orderBy('c.sequence')
      .orderBy('c.account_no')
      .execute();
    const lines = [csvLine(EXTRACT_COLUMNS)];
    for (const r of rows) {
      lines.push(
        csvLine(
          exportRow([
            r.account_no,
            r.sequence,
            r.name,
            r.meter_serial,
            r.multiplier,
            r.previous,
            r.present_reading,
            r.remark,
            '',
            '',
            '',
            '',
          ]),
        ),
      );
    }
    const name = `Readings-${String(route.branch_code).padStart(2, '0')}-${route.code}-${month.period}.csv`;
    return fileResponse(name, 'text/csv; charset=utf-8', Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8'));
  },
});
