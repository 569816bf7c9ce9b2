import { downloadMeterLocationTemplateEndpoint } from '@ilaw/contracts/billing/meter-locations/download-meter-location-template';
import {
  METER_LOCATION_TEMPLATE_FILE,
  meterLocationImportSpec,
} from '@ilaw/contracts/billing/meter-locations/meter-location';
import { exportCell } from '@ilaw/contracts/export-cells';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { METER_LOCATION_WRITERS, meterLocationQuery } from './meter-location-queries.ts';

export const downloadMeterLocationTemplate = defineRoute({
  endpoint: downloadMeterLocationTemplateEndpoint,
  access: METER_LOCATION_WRITERS,
  async handler({ query, db }) {
    // A route's consumers in reading sequence, with what is recorded, so the reader fills the gaps.
    const rows = query.routeId === undefined ? [] : await meterLocationQuery(db, { routeId: query.routeId }).execute();
    const bytes = await buildImportTemplate({
      sheet: meterLocationImportSpec.sheet,
      columns: [
        { header: 'Account No.', width: 14 },
        { header: 'Latitude', width: 12, numFmt: '0.000000' },
        { header: 'Longitude', width: 12, numFmt: '0.000000' },
        { header: 'Name', width: 30 },
        { header: 'Sequence', width: 10 },
      ],
      rows: rows.map((c) => ({
        'Account No.': exportCell(c.account_no),
        Latitude: c.latitude === null ? null : Number(c.latitude),
        Longitude: c.longitude === null ? null : Number(c.longitude),
        Name: exportCell(c.name),
        Sequence: c.sequence,
      })),
      instructions: [
        'Meter coordinates',
        'One line per meter: its Account No., and the Latitude and Longitude in decimal degrees (e.g. 7.073100 and 125.612800), as a phone shows them.',
        'Coordinates must lie in the Philippines (latitude 4.5 to 21.5, longitude 116 to 127). Name and Sequence are for reading only.',
        'A line left without coordinates changes nothing.',
        ...importInstructions('good-rows-only'),
      ],
    });
    return fileResponse(METER_LOCATION_TEMPLATE_FILE, XLSX_TYPE, bytes);
  },
});
