import { exportConsumersEndpoint } from '@ilaw/contracts/billing/consumers/export-consumers';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { ACCOUNT_STATUS, CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { enumLabel } from '@ilaw/contracts/enums';
import { sql } from 'kysely';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import {
  exportFileName,
  LIST_EXPORT_MAX_ROWS,
  listWorkbook,
  pagesOf,
  type ExportColumn,
} from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { BILLING_VIEW } from '../access.ts';
import { consumerQuery, filterCondition, searchCondition, toConsumer } from './consumer-queries.ts';
import { consumerOrder } from './list-consumers.ts';

const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

const COLUMNS: ExportColumn<Consumer>[] = [
  { header: 'Account no.', width: 14, value: (c) => c.accountNo },
  { header: 'Name', width: 30, value: (c) => c.name },
  { header: 'Address', width: 24, value: (c) => c.address },
  { header: 'Barangay', width: 18, value: (c) => c.barangay },
  { header: 'Town', width: 16, value: (c) => c.town },
  { header: 'Branch', width: 8, format: 'integer', value: (c) => c.branchCode },
  { header: 'Class', width: 14, value: (c) => enumLabel(CONSUMER_CLASS, c.consumerClass) },
  { header: 'Status', width: 13, value: (c) => enumLabel(ACCOUNT_STATUS, c.accountStatus) },
  { header: 'Route', width: 10, value: (c) => c.routeCode },
  { header: 'Sequence', width: 10, format: 'integer', value: (c) => c.sequence },
  { header: 'Meter serial', width: 16, value: (c) => c.meterSerial },
  { header: 'Meter brand', width: 14, value: (c) => c.meterBrand },
  { header: 'Multiplier', width: 11, value: (c) => c.multiplier },
  { header: 'Lifeliner', width: 10, value: (c) => yesNo(c.isLifeliner) },
  { header: 'Senior citizen', width: 14, value: (c) => yesNo(c.isSeniorCitizen) },
  { header: 'Deposit', width: 12, format: 'money', value: (c) => c.deposit },
];

export const exportConsumers = defineRoute({
  endpoint: exportConsumersEndpoint,
  // The list's own access: who may read the list may take it away as a workbook.
  access: BILLING_VIEW,
  async handler({ query, db }) {
    const where = query.search
      ? sql<boolean>`${searchCondition(query.search)} AND ${filterCondition(query)}`
      : filterCondition(query);
    const counted = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM (SELECT 1 FROM billing_consumers c WHERE ${where} LIMIT ${LIST_EXPORT_MAX_ROWS + 1}) s`.execute(
      db,
    );
    let list = consumerQuery(db).where(where);
    const requested = consumerOrder(query);
    if (requested !== undefined) list = list.orderBy(requested);
    list = list.orderBy('c.account_no');
    const bytes = await listWorkbook({
      sheet: 'Consumers',
      columns: COLUMNS,
      count: Number(counted.rows[0]?.n ?? 0),
      batches: pagesOf(async (offset, limit) => (await list.offset(offset).limit(limit).execute()).map(toConsumer)),
    });
    return fileResponse(exportFileName('Consumers', manilaToday()), XLSX_TYPE, bytes);
  },
});
