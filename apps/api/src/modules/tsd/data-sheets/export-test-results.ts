// The test-result report as .xlsx: one row per sheet of the filter, each judged part and the result.
import { exportTestResultsEndpoint } from '@ilaw/contracts/tsd/data-sheets/export-test-results';
import type { DataSheetDetail } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { sql } from 'kysely';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, pagesOf, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { dataSheetListQuery, loadDataSheet } from './data-sheet-queries.ts';

const ratios = (d: DataSheetDetail) =>
  d.turnsRatio.map((r) => `T${r.tap}${r.phase} ${r.measuredRatio} (${r.deviationPct}%)`).join('; ');

const COLUMNS: ExportColumn<DataSheetDetail>[] = [
  { header: 'Sheet no.', width: 16, value: (d) => d.sheetNo },
  { header: 'Test date', width: 13, format: 'date', value: (d) => d.testDate },
  { header: 'Serial no.', width: 18, value: (d) => d.serialNo },
  { header: 'Brand', width: 16, value: (d) => d.brandName },
  { header: 'kVA', width: 8, value: (d) => d.kva },
  { header: 'Purpose', width: 12, value: (d) => d.purpose },
  { header: 'Turns ratio readings', width: 40, value: (d) => ratios(d) },
  { header: 'Turns ratio', width: 11, value: (d) => d.turnsRatioResult },
  { header: 'Polarity measured', width: 12, value: (d) => d.measuredPolarity },
  { header: 'Polarity expected', width: 12, value: (d) => d.expectedPolarity },
  { header: 'Polarity', width: 10, value: (d) => d.polarityResult },
  { header: 'IR HV-LV (MΩ)', width: 12, value: (d) => d.hvToLv.oneMinute },
  { header: 'IR HV-G (MΩ)', width: 12, value: (d) => d.hvToGround.oneMinute },
  { header: 'IR LV-G (MΩ)', width: 12, value: (d) => d.lvToGround.oneMinute },
  { header: 'Insulation', width: 10, value: (d) => d.irResult },
  { header: 'Result', width: 10, value: (d) => d.result ?? 'Pending' },
  { header: 'Tester', width: 20, value: (d) => d.testerName },
  { header: 'Instrument', width: 18, value: (d) => d.instrument },
];

export const exportTestResults = defineRoute({
  endpoint: exportTestResultsEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ query, db }) {
    const list = dataSheetListQuery(db, query);
    const counted = await list
      .clearSelect()
      .clearOrderBy()
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst();
    const bytes = await listWorkbook({
      sheet: 'Test results',
      columns: COLUMNS,
      count: Number(counted?.n ?? 0),
      batches: pagesOf(async (offset, limit) => {
        const rows = await list.offset(offset).limit(limit).execute();
        const out: DataSheetDetail[] = [];
        for (const r of rows) out.push(await loadDataSheet(db, r.id));
        return out;
      }, 500),
    });
    return fileResponse(exportFileName('Transformer test results', manilaToday()), XLSX_TYPE, bytes);
  },
});
