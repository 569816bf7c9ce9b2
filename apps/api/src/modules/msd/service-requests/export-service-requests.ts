import { LOCATION_TYPE_LABELS, SERVICE_REQUEST_STATUS_LABELS, neaCategoryLabel } from '@ilaw/contracts/msd/enums';
import { exportServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/export-service-requests';
import type { ServiceRequest } from '@ilaw/contracts/msd/service-requests/service-request';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { SIDE_ACCESS } from '../access.ts';
import { countServiceRequests, serviceRequestListQuery } from './service-request-list-query.ts';
import { toServiceRequests } from './service-request-queries.ts';

const manilaTime = (v: string | null) =>
  v === null ? null : new Date(new Date(v).getTime() + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

const COLUMNS: ExportColumn<ServiceRequest>[] = [
  { header: 'Request no.', width: 18, value: (r) => r.requestNo },
  { header: 'Received', width: 17, value: (r) => manilaTime(r.receivedAt) },
  { header: 'Type', width: 22, value: (r) => r.typeName },
  { header: 'Subtype', width: 22, value: (r) => r.subtypeName },
  { header: 'NEA category', width: 30, value: (r) => neaCategoryLabel(r.neaCategory) },
  { header: 'Account no.', width: 14, value: (r) => r.accountNo },
  { header: 'Consumer', width: 26, value: (r) => r.consumerName },
  { header: 'Requester', width: 22, value: (r) => r.requesterName },
  { header: 'Location type', width: 15, value: (r) => LOCATION_TYPE_LABELS[r.locationType] },
  { header: 'Branch', width: 14, value: (r) => r.branchName },
  { header: 'Barangay', width: 16, value: (r) => r.barangay },
  { header: 'Team', width: 16, value: (r) => r.teamName },
  { header: 'Status', width: 13, value: (r) => SERVICE_REQUEST_STATUS_LABELS[r.status] },
  { header: 'Approval', width: 11, value: (r) => r.approvalState },
  { header: 'Due', width: 17, value: (r) => manilaTime(r.dueAt) },
  { header: 'Accomplished', width: 17, value: (r) => manilaTime(r.accomplishedAt) },
  { header: 'Target hours', width: 12, format: 'integer', value: (r) => r.targetHours },
  { header: 'Elapsed hours', width: 13, value: (r) => r.elapsedHours },
  { header: 'Overdue', width: 9, value: (r) => (r.overdue ? 'Yes' : 'No') },
];

export async function exportServiceRequestList({
  query,
  db,
}: HandlerInput<typeof exportServiceRequestsEndpoint, SessionUser>) {
  const list = serviceRequestListQuery(db, query);
  const bytes = await listWorkbook({
    sheet: 'Service requests',
    columns: COLUMNS,
    count: await countServiceRequests(db, query),
    batches: pagesOf(async (offset, limit) => toServiceRequests(db, await list.offset(offset).limit(limit).execute())),
  });
  return fileResponse(exportFileName('Service requests', manilaToday()), XLSX_TYPE, bytes);
}

export const exportServiceRequests = defineRoute({
  endpoint: exportServiceRequestsEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.read),
  handler: exportServiceRequestList,
});
