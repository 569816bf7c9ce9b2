import { exportPolesEndpoint } from '@ilaw/contracts/gis/poles/export-poles';
import type { Pole } from '@ilaw/contracts/gis/poles/pole';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { POLE_READERS } from '../access.ts';
import { filteredPoles, toPole } from './pole-queries.ts';

const COLUMNS: ExportColumn<Pole>[] = [
  { header: 'Pole no.', width: 14, value: (p) => p.poleNo },
  { header: 'Type', width: 11, value: (p) => p.poleType },
  { header: 'Height (ft)', width: 11, value: (p) => p.heightFt },
  { header: 'Branch', width: 8, value: (p) => p.branchCode },
  { header: 'Latitude', width: 12, value: (p) => p.latitude },
  { header: 'Longitude', width: 12, value: (p) => p.longitude },
  { header: 'Transformer', width: 14, value: (p) => p.transformerSerialNo },
  { header: 'Photo', width: 7, value: (p) => (p.hasPhoto ? 'Yes' : 'No') },
  { header: 'Gathered on', width: 12, format: 'date', value: (p) => p.gatheredOn },
  { header: 'Gathered by', width: 16, value: (p) => p.gatheredBy },
  { header: 'Remarks', width: 30, value: (p) => p.remarks },
];

export const exportPoles = defineRoute({
  endpoint: exportPolesEndpoint,
  access: anyRole(...POLE_READERS),
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Poles',
      columns: COLUMNS,
      list: filteredPoles(db, query),
      toRows: (rows) => rows.map(toPole),
    });
    return fileResponse(exportFileName('Poles', manilaToday()), XLSX_TYPE, bytes);
  },
});
