import { FINDING_ACTION, FINDING_KIND, type FieldFinding } from '@ilaw/contracts/billing/field-findings/field-finding';
import { exportFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/export-field-findings';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { FINDING_VIEW } from '../access.ts';
import { filteredFieldFindings, toFieldFinding } from './field-finding-queries.ts';

const COLUMNS: ExportColumn<FieldFinding>[] = [
  { header: 'Finding No.', width: 16, value: (f) => f.findingNo },
  { header: 'Found', width: 20, value: (f) => f.foundAt },
  { header: 'Found by', width: 22, value: (f) => f.foundBy },
  { header: 'Finding', width: 18, value: (f) => FINDING_KIND[f.kind].label },
  { header: 'Account No.', width: 14, value: (f) => f.accountNo },
  { header: 'Name', width: 28, value: (f) => f.name },
  { header: 'Where', width: 28, value: (f) => f.locationText },
  { header: 'Remarks', width: 30, value: (f) => f.remarks },
  { header: 'Latitude', width: 12, value: (f) => f.latitude },
  { header: 'Longitude', width: 12, value: (f) => f.longitude },
  { header: 'Photos', width: 8, format: 'integer', value: (f) => f.photoIds.length },
  { header: 'Status', width: 10, value: (f) => f.status },
  { header: 'Action', width: 18, value: (f) => (f.action ? FINDING_ACTION[f.action].label : null) },
  { header: 'Document', width: 16, value: (f) => f.actionReference },
  { header: 'Reviewed by', width: 22, value: (f) => f.reviewedBy },
];

export const exportFieldFindings = defineRoute({
  endpoint: exportFieldFindingsEndpoint,
  access: FINDING_VIEW,
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Field findings',
      columns: COLUMNS,
      list: filteredFieldFindings(db, query),
      toRows: (rows) => rows.map(toFieldFinding),
    });
    return fileResponse(exportFileName('Field findings', manilaToday()), XLSX_TYPE, bytes);
  },
});
