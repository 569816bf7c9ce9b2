// The manual-input report as real .xlsx: every manual edit and approved correction of the period.
import { hrManualInputReportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-manual-input-report';
import { exportRow } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { fullNameSql } from '../compute.ts';
import { header } from './workbook-header.ts';

export const exportManualInputReport = defineRoute({
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
