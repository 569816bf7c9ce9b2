// Demo data of decision 091: a supplies requisition voucher and a transfer request waiting for the
// warehouse administrator (holding their stock), and memorandum receipts of equipment for the first
// employees on file (none when the HR demo has not run).
import { RequisitionKind } from '@ilaw/contracts/warehouse/requisitions/requisition';
import type { Transaction } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { requisitionTypeOf } from '../requisitions/requisition-queries.ts';
import { reserve, wantedPerMaterial } from '../stock-documents/stock.ts';

export async function seedRequisitionsDemo(
  trx: Transaction<Database>,
  o: { clerk: Actor & { userId: number }; main: number; branch: number; materials: readonly number[]; today: string },
): Promise<void> {
  const year = o.today.slice(0, 4);
  const asks = [
    {
      kind: RequisitionKind.SRV,
      purpose: 'Re-guying of leaning poles, Barangay Bubog',
      chargeAccount: '593',
      to: null,
      lines: o.materials.slice(0, 2),
    },
    {
      kind: RequisitionKind.MTR,
      purpose: 'Stock for the Magsaysay line crew',
      chargeAccount: null,
      to: o.branch,
      lines: o.materials.slice(2, 4),
    },
  ];
  for (const a of asks) {
    const lines = a.lines.map((materialId) => ({ materialId, quantity: '1' }));
    await reserve(trx, o.main, wantedPerMaterial(lines), new Map());
    const controlNo = formatDocumentNumber(a.kind, year, await nextDocumentNumber(trx, `warehouse-${a.kind}`, year));
    const row = await trx
      .insertInto('wh_requisitions')
      .values({
        kind: a.kind,
        control_no: controlNo,
        request_date: o.today,
        location_id: o.main,
        to_location_id: a.to,
        purpose: a.purpose,
        charge_account: a.chargeAccount,
        work_order_no: null,
        service_request_id: null,
        requested_by: o.clerk.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('wh_requisition_lines')
      .values(
        lines.map((l, i) => ({
          requisition_id: row.id,
          line_no: i + 1,
          material_id: l.materialId,
          quantity: l.quantity,
        })),
      )
      .execute();
    await submitForApproval(trx, o.clerk, {
      documentType: requisitionTypeOf(a.kind),
      documentId: row.id,
      summary: `${controlNo}, ${lines.length} line(s), ${a.purpose}`,
    });
  }
  const employees = await trx.selectFrom('employees').select('id').orderBy('id').limit(3).execute();
  const equipment = [
    { description: 'Laptop computer, 14 in.', serial: 'LT-2026-001', cost: '45999.00' },
    { description: 'Two-way radio, handheld', serial: 'RD-2026-014', cost: '8500.00' },
    { description: 'Digital clamp meter', serial: 'CM-2026-007', cost: '3950.00' },
  ];
  for (const [i, e] of employees.entries()) {
    const item = equipment[i]!;
    await trx
      .insertInto('wh_memorandum_receipts')
      .values({
        control_no: formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'warehouse-MR', year)),
        issued_on: o.today,
        employee_id: e.id,
        material_id: null,
        description: item.description,
        serial_no: item.serial,
        quantity: '1',
        unit_cost: item.cost,
        transferred_from_id: null,
        created_by: o.clerk.userId,
      })
      .execute();
  }
}
