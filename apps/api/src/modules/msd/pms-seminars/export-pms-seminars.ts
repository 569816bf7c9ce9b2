import { exportPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/export-pms-seminars';
import type { PmsSeminar } from '@ilaw/contracts/msd/pms-seminars/pms-seminar';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, fileResponse, type HandlerInput } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { NCA_CLERKS } from '../access.ts';
import { countSeminars, seminarListQuery } from './pms-seminar-list-query.ts';
import { toSeminar } from './pms-seminar-queries.ts';

const COLUMNS: ExportColumn<PmsSeminar>[] = [
  { header: 'Date', width: 12, format: 'date', value: (r) => r.seminarDate },
  { header: 'Start', width: 8, value: (r) => r.startTime },
  { header: 'Venue', width: 30, value: (r) => r.venue },
  { header: 'Branch', width: 14, value: (r) => r.branchName },
  { header: 'Facilitator', width: 22, value: (r) => r.facilitator },
  { header: 'Seats', width: 8, format: 'integer', value: (r) => r.seats },
  { header: 'Enrolled', width: 9, format: 'integer', value: (r) => r.enrolled },
  { header: 'Attended', width: 9, format: 'integer', value: (r) => r.attended },
];

export const exportPmsSeminars = defineRoute({
  endpoint: exportPmsSeminarsEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: async ({ query, db }: HandlerInput<typeof exportPmsSeminarsEndpoint, SessionUser>) => {
    const list = seminarListQuery(db, query);
    const bytes = await listWorkbook({
      sheet: 'PMS',
      columns: COLUMNS,
      count: await countSeminars(db, query),
      batches: pagesOf(async (offset, limit) => (await list.offset(offset).limit(limit).execute()).map(toSeminar)),
    });
    return fileResponse(exportFileName('Pre-membership seminars', manilaToday()), XLSX_TYPE, bytes);
  },
});
