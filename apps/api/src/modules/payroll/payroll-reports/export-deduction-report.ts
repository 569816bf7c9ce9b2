import { exportDeductionReportEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-deduction-report';
import { DEDUCTION_PARTS } from '@ilaw/contracts/payroll/payroll-reports/payroll-report';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { deductionReport } from './payroll-report-queries.ts';

export const exportDeductionReport = defineRoute({
  endpoint: exportDeductionReportEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, user }) {
    const report = await deductionReport(db, user, params.id);
    const p = report.payroll;
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    for (const s of report.sections) {
      const parts = DEDUCTION_PARTS[s.type].parts;
      const ws = wb.addWorksheet(s.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 3 }] });
      ws.addRow(exportRow([`${s.title}: ${p.name}, ${p.periodStart} to ${p.periodEnd}`])).font = {
        bold: true,
        size: 13,
      };
      ws.addRow([]);
      ws.addRow(['Employee ID', 'Name', 'Department', ...parts.map((x) => x.label)]).font = { bold: true };
      for (const r of s.rows) {
        ws.addRow(
          exportRow([
            r.employeeCode,
            r.employeeName,
            r.departmentName ?? '',
            ...parts.map((x) => Number(r.amounts[x.key])),
          ]),
        );
      }
      ws.addRow(
        exportRow(['Total', `${s.rows.length} employees`, '', ...parts.map((x) => Number(s.totals[x.key]))]),
      ).font = {
        bold: true,
      };
      ws.getColumn(1).width = 14;
      ws.getColumn(2).width = 32;
      ws.getColumn(3).width = 22;
      parts.forEach((_, i) => {
        const c = ws.getColumn(i + 4);
        c.width = 16;
        c.numFmt = '#,##0.00';
      });
    }
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(`DeductionReport-${p.id}-${p.periodEnd}.xlsx`, XLSX_TYPE, bytes);
  },
});
