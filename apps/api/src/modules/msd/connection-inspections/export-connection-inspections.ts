import { exportConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/export-connection-inspections';
import type { Inspection } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { SEAL_REASON_LABELS } from '@ilaw/contracts/msd/enums';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { INSPECTION_READERS } from '../access.ts';
import { loadInspections } from '../connection-applications/connection-application-queries.ts';
import { countInspections, inspectionIds } from './inspection-list-query.ts';

const gps = (lat: string | null, lng: string | null) => (lat === null || lng === null ? null : `${lat}, ${lng}`);

const COLUMNS: ExportColumn<Inspection>[] = [
  { header: 'Inspected', width: 12, format: 'date', value: (r) => r.inspectedOn },
  { header: 'Application no.', width: 18, value: (r) => r.applicationNo },
  { header: 'Applicant', width: 26, value: (r) => r.applicantName },
  { header: 'Barangay', width: 16, value: (r) => r.barangay },
  { header: 'Inspector', width: 22, value: (r) => r.inspector },
  { header: 'Result', width: 11, value: (r) => (r.result === 'Passed' ? 'Passed' : 'Re-inspect') },
  { header: 'Main breaker (A)', width: 10, format: 'integer', value: (r) => r.mainBreakerAmperes },
  { header: 'Branch circuits', width: 10, format: 'integer', value: (r) => r.branchCircuits },
  { header: 'Service entrance', width: 22, value: (r) => r.serviceEntrance },
  { header: 'Pole type', width: 10, value: (r) => r.poleType },
  { header: 'Poles', width: 7, format: 'integer', value: (r) => r.poleCount },
  { header: 'Pole no.', width: 10, value: (r) => r.poleNumber },
  { header: 'Wire size', width: 10, value: (r) => r.wireSize },
  { header: 'Wire length (m)', width: 10, format: 'money', value: (r) => r.wireLengthM },
  { header: 'Building GPS', width: 24, value: (r) => gps(r.buildingLatitude, r.buildingLongitude) },
  { header: 'Pole GPS', width: 24, value: (r) => gps(r.poleLatitude, r.poleLongitude) },
  {
    header: 'Seal/inspection reason',
    width: 20,
    value: (r) => (r.sealReason ? SEAL_REASON_LABELS[r.sealReason] : null),
  },
  { header: 'Electrician', width: 22, value: (r) => r.electricianName },
  { header: 'Licence no.', width: 14, value: (r) => r.electricianLicenceNo },
  { header: 'Re-inspect on', width: 12, format: 'date', value: (r) => r.reinspectOn },
];

export const exportConnectionInspections = defineRoute({
  endpoint: exportConnectionInspectionsEndpoint,
  access: anyRole(...INSPECTION_READERS),
  handler: async ({ query, db }: HandlerInput<typeof exportConnectionInspectionsEndpoint, SessionUser>) => {
    const bytes = await listWorkbook({
      sheet: 'Inspections',
      columns: COLUMNS,
      count: await countInspections(db, query),
      batches: pagesOf(async (offset, limit) => {
        const ids = await inspectionIds(db, query, offset, limit);
        const byId = new Map((await loadInspections(db, { ids })).map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id)!);
      }),
    });
    return fileResponse(exportFileName('PUE inspections', manilaToday()), XLSX_TYPE, bytes);
  },
});
