import { exportMeterLocationsEndpoint } from '@ilaw/contracts/billing/meter-locations/export-meter-locations';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { toConsumer } from '../consumers/consumer-queries.ts';
import { METER_LOCATION_READERS, meterLocationQuery } from './meter-location-queries.ts';

// The upload's three columns first, so a filled-in export can be uploaded again.
const COLUMNS: ExportColumn<Consumer>[] = [
  { header: 'Account No.', width: 14, value: (c) => c.accountNo },
  { header: 'Latitude', width: 12, value: (c) => c.latitude },
  { header: 'Longitude', width: 12, value: (c) => c.longitude },
  { header: 'Name', width: 30, value: (c) => c.name },
  { header: 'Route', width: 10, value: (c) => c.routeCode },
  { header: 'Sequence', width: 10, format: 'integer', value: (c) => c.sequence },
  { header: 'Barangay', width: 18, value: (c) => c.barangay },
  { header: 'Town', width: 16, value: (c) => c.town },
  { header: 'Meter serial', width: 14, value: (c) => c.meterSerial },
];

export const exportMeterLocations = defineRoute({
  endpoint: exportMeterLocationsEndpoint,
  access: METER_LOCATION_READERS,
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Meter locations',
      columns: COLUMNS,
      list: meterLocationQuery(db, query),
      toRows: (rows) => rows.map(toConsumer),
    });
    return fileResponse(exportFileName('Meter locations', manilaToday()), XLSX_TYPE, bytes);
  },
});
