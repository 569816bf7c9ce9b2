// The v2 department exports, as real .xlsx: the period summary (a sheet per department, a row per
// employee) and the manual-input report (every manual edit and approved correction of the period).
import { hrDtrSummaryExportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-department-summary';
import { hrManualInputReportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-manual-input-report';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../platform/http/define-route.ts';
import { XLSX_TYPE } from '../../platform/files/file-store.ts';
import { buildEmployeeDtrs, fullNameSql } from './compute.ts';
import { departmentInView, employeesInDepartment } from './scope.ts';

function header(ws: ExcelJS.Worksheet, title: string, columns: { header: string; width: number }[]) {
  ws.addRow(exportRow([title])).font = { bold: true, size: 13 };
  ws.addRow([]);
  const h = ws.addRow(columns.map((c) => c.header));
  h.font = { bold: true };
  columns.forEach((c, i) => (ws.getColumn(i + 1).width = c.width));
}

export const hrDtrSummaryExport = defineRoute({
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

export const hrManualInputReport = defineRoute({
  endpoint: hrManualInputReportEndpoint,
  access: anyRole('Employee'),
  async handler({ query, db }) {
    let q = db
      .selectFrom('dtr_manual_edits as m')
      .innerJoin('employees as e', 'e.id', 'm.employee_id')
      .leftJoin('departments as d', 'd.id', 'e.department_id')
      .leftJoin('users as u', 'u.id', 'm.edited_by')
      .select([
        'e.employee_id',
        fullNameSql().as('full_name'),
        'd.name as department',
        'm.record_date',
        'm.source',
        'm.old_values',
        'm.new_values',
        'm.reason',
        'u.full_name as edited_by',
        sql<string>`to_char(m.edited_at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD HH24:MI')`.as('edited_at'),
      ])
      .where('m.record_date', '>=', query.from)
      .where('m.record_date', '<=', query.to)
      .orderBy('d.name')
      .orderBy('e.last_name')
      .orderBy('m.record_date')
      .orderBy('m.id');
    if (query.departmentId) q = q.where('e.department_id', '=', query.departmentId);
    const rows = await q.execute();
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Manual input');
    header(ws, `Manual DTR input ${query.from} to ${query.to}`, [
      { header: 'Department', width: 20 },
      { header: 'Employee ID', width: 14 },
      { header: 'Name', width: 30 },
      { header: 'Date', width: 12 },
      { header: 'Kind', width: 11 },
      { header: 'Before (AM in/out, PM in/out)', width: 30 },
      { header: 'After (AM in/out, PM in/out)', width: 30 },
      { header: 'Reason', width: 40 },
      { header: 'Edited by', width: 24 },
      { header: 'Edited at', width: 17 },
    ]);
    const punches = (v: Record<string, unknown>) =>
      ['amIn', 'amOut', 'pmIn', 'pmOut'].map((k) => (v[k] as string | null) ?? '-').join(' / ');
    for (const r of rows) {
      ws.addRow(
        exportRow([
          r.department ?? '-',
          r.employee_id,
          r.full_name,
          r.record_date,
          r.source === 'manual' ? 'Manual' : 'Correction',
          punches(r.old_values),
          punches(r.new_values),
          r.reason,
          r.edited_by ?? '-',
          r.edited_at,
        ]),
      );
    }
    const buffer = Buffer.from(await wb.xlsx.writeBuffer());
    return fileResponse(`DTR-Manual-Input-${query.from}-to-${query.to}.xlsx`, XLSX_TYPE, buffer);
  },
});
