import { exportConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/export-connection-orders';
import type { ConnectionOrder } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { formatDateTime } from '@ilaw/contracts/format';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { CO_EXPORTERS } from '../access.ts';
import { countOrders, orderListQuery, toOrder } from './connection-order-queries.ts';
import { checkBranchFilter } from './list-connection-orders.ts';

const at = (v: string | null) => (v === null ? null : formatDateTime(new Date(v)));

const COLUMNS: ExportColumn<ConnectionOrder>[] = [
  { header: 'CO no.', width: 18, value: (r) => r.coNumber },
  { header: 'Issued', width: 17, value: (r) => at(r.createdAt) },
  { header: 'Application no.', width: 18, value: (r) => r.applicationNo },
  { header: 'Applicant', width: 26, value: (r) => r.applicantName },
  { header: 'Branch', width: 14, value: (r) => r.branchName },
  { header: 'Barangay', width: 16, value: (r) => r.barangay },
  { header: 'Address', width: 30, value: (r) => r.address },
  { header: 'Load (kW)', width: 10, format: 'money', value: (r) => r.loadKw },
  { header: 'OR no.', width: 12, value: (r) => String(r.orNumber) },
  { header: 'Account no.', width: 14, value: (r) => r.accountNo },
  { header: 'Class', width: 6, value: (r) => r.consumerClass },
  { header: 'Crew', width: 16, value: (r) => r.teamName },
  { header: 'Schedule', width: 12, value: (r) => r.scheduledOn },
  { header: 'Meter serial', width: 16, value: (r) => r.meterSerial },
  { header: 'Seal no.', width: 12, value: (r) => r.sealNo },
  { header: 'Initial reading', width: 12, value: (r) => r.initialReading },
  { header: 'Energized', width: 17, value: (r) => at(r.energizedAt) },
  { header: 'Status', width: 11, value: (r) => r.status },
];

export async function exportOrderList({
  query,
  db,
  user,
}: HandlerInput<typeof exportConnectionOrdersEndpoint, SessionUser>) {
  checkBranchFilter(user, query);
  const list = orderListQuery(db, query);
  const bytes = await listWorkbook({
    sheet: 'Connection orders',
    columns: COLUMNS,
    count: await countOrders(db, query),
    batches: pagesOf(async (offset, limit) => (await list.offset(offset).limit(limit).execute()).map(toOrder)),
  });
  return fileResponse(exportFileName('Connection orders', manilaToday()), XLSX_TYPE, bytes);
}

export const exportConnectionOrders = defineRoute({
  endpoint: exportConnectionOrdersEndpoint,
  access: anyRole(...CO_EXPORTERS),
  handler: exportOrderList,
});
