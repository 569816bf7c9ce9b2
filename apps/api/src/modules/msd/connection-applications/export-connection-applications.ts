import { exportConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/export-connection-applications';
import type { ConnectionApplication } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { APPLICANT_CAPACITY_LABELS, CONNECTION_STAGE_LABELS } from '@ilaw/contracts/msd/enums';
import { formatDateTime } from '@ilaw/contracts/format';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { NCA_READERS } from '../access.ts';
import { applicationListQuery, countApplications } from './connection-application-list-query.ts';
import { toApplication } from './connection-application-queries.ts';

const at = (v: string | null) => (v === null ? null : formatDateTime(new Date(v)));

const COLUMNS: ExportColumn<ConnectionApplication>[] = [
  { header: 'Application no.', width: 18, value: (r) => r.applicationNo },
  { header: 'Filed', width: 17, value: (r) => at(r.createdAt) },
  { header: 'Applicant', width: 26, value: (r) => r.applicantName },
  { header: 'Spouse', width: 22, value: (r) => r.spouseName },
  { header: 'Juridical name', width: 26, value: (r) => r.juridicalName },
  { header: 'Type', width: 10, value: (r) => r.applicantType },
  { header: 'Capacity', width: 30, value: (r) => APPLICANT_CAPACITY_LABELS[r.capacity] },
  { header: 'Branch', width: 14, value: (r) => r.branchName },
  { header: 'Barangay', width: 16, value: (r) => r.barangay },
  { header: 'Address', width: 30, value: (r) => r.address },
  { header: 'Load (kW)', width: 10, format: 'money', value: (r) => r.loadKw },
  { header: 'Documents missing', width: 12, format: 'integer', value: (r) => r.missingDocuments.length },
  { header: 'PMS attended', width: 17, value: (r) => at(r.pmsAttendedAt) },
  { header: 'Stage', width: 15, value: (r) => CONNECTION_STAGE_LABELS[r.stage] },
  { header: 'In stage since', width: 17, value: (r) => at(r.stageSince) },
  { header: 'Hours in stage', width: 13, value: (r) => r.hoursInStage },
];

export async function exportApplicationList({
  query,
  db,
}: HandlerInput<typeof exportConnectionApplicationsEndpoint, SessionUser>) {
  const list = applicationListQuery(db, query);
  const now = new Date();
  const bytes = await listWorkbook({
    sheet: 'New connections',
    columns: COLUMNS,
    count: await countApplications(db, query),
    batches: pagesOf(async (offset, limit) =>
      (await list.offset(offset).limit(limit).execute()).map((r) => toApplication(r, now)),
    ),
  });
  return fileResponse(exportFileName('New connections', manilaToday()), XLSX_TYPE, bytes);
}

export const exportConnectionApplications = defineRoute({
  endpoint: exportConnectionApplicationsEndpoint,
  access: anyRole(...NCA_READERS),
  handler: exportApplicationList,
});
