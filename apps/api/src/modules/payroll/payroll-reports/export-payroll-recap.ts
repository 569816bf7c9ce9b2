import { exportPayrollRecapEndpoint } from '@ilaw/contracts/payroll/payroll-reports/export-payroll-recap';
import { RECAP_AMOUNTS, RECAP_AMOUNT_LABELS } from '@ilaw/contracts/payroll/payroll-reports/payroll-report';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { assertMayReadPayroll } from '../payrolls/payroll-access.ts';
import { payrollRecap } from './payroll-report-queries.ts';

export const exportPayrollRecap = defineRoute({
  endpoint: exportPayrollRecapEndpoint,
  // Payroll staff, and the payroll's signatories (checked below).
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    await assertMayReadPayroll(db, user, params.id);
    const recap = await payrollRecap(db, user, params.id);
    const p = recap.payroll;
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    const ws = wb.addWorksheet('Recap', { views: [{ state: 'frozen', ySplit: 3 }] });
    ws.addRow(exportRow([`Payroll recap: ${p.name}, ${p.periodStart} to ${p.periodEnd}`])).font = {
      bold: true,
      size: 13,
    };
    ws.addRow([]);
    ws.addRow(['Department', 'Employees', ...RECAP_AMOUNTS.map((k) => RECAP_AMOUNT_LABELS[k])]).font = { bold: true };
    // Money cells are numbers in the sheet; the decimal strings are exact to the centavo.
    for (const r of [...recap.departments, recap.total]) {
      ws.addRow(exportRow([r.departmentName, r.employees, ...RECAP_AMOUNTS.map((k) => Number(r[k]))]));
    }
    ws.lastRow!.font = { bold: true };
    ws.getColumn(1).width = 30;
    RECAP_AMOUNTS.forEach((_, i) => {
      const c = ws.getColumn(i + 3);
      c.width = 16;
      c.numFmt = '#,##0.00';
    });
    const bytes = Buffer.from((await wb.xlsx.writeBuffer()) as ArrayBuffer);
    return fileResponse(`PayrollRecap-${p.id}-${p.periodEnd}.xlsx`, XLSX_TYPE, bytes);
  },
});
