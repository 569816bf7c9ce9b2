// The period summary as real .xlsx: a sheet per department, a row per employee.
import { hrDtrSummaryExportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-department-summary';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { departmentInView, employeesInDepartment } from '../scope.ts';
import { header } from './workbook-header.ts';

export const exportDepartmentSummary = defineRoute({
  endpoint: hrDtrSummaryExportEndpoint,
  // The department screen offers it too: a DepartmentDtrMonitoring user gets their own department only.
  access: anyRole('Employee', 'DepartmentDtrMonitoring'),
  async handler({ query, db, user }) {
    const departmentId = await departmentInView(db, user, query.departmentId);
    let dq = db.selectFrom('departments').select(['id', 'code', 'name']).where('is_active', '=', true).orderBy('name');
    if (departmentId !== null) dq = dq.where('id', '=', departmentId);
    const departments = await dq.execute();
    const wb = new ExcelJS.Workbook();
    wb.creator = 'Ilaw';
    for (const d of departments) {
      const ws = wb.addWorksheet(d.code.slice(0, 31));
      header(ws, `${d.name}: daily time record summary ${query.from} to ${query.to}`, [
        { header: 'Employee ID', width: 14 },
        { header: 'Name', width: 32 },
        { header: 'Days absent', width: 12 },
        { header: 'Times tardy', width: 12 },
        { header: 'Tardy (min)', width: 12 },
        { header: 'Undertime (min)', width: 15 },
        { header: 'Overtime (min)', width: 14 },
        { header: 'Leave days', width: 11 },
      ]);
      const sheets = await buildEmployeeDtrs(db, await employeesInDepartment(db, d.id, true), query.from, query.to);
      for (const s of sheets) {
        ws.addRow(
          exportRow([
            s.employeeNo,
            s.fullName,
            Number(s.totals.absentDays),
            s.totals.tardyCount,
            s.totals.tardyMinutes,
            s.totals.undertimeMinutes,
            s.totals.overtimeMinutes,
            s.records.filter((r) => r.dayType === 'Leave').length,
          ]),
        );
      }
    }
    if (departments.length === 0) wb.addWorksheet('Summary').addRow(['No departments.']);
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    return fileResponse(`DTR-Summary-${query.from}-to-${query.to}.xlsx`, XLSX_TYPE, buffer);
  },
});
