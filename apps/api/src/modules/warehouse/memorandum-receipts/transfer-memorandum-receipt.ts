// A transfer between employees: the receipt ends (Transferred) and a new one, naming it, puts the
// same equipment in the other employee's keeping; that employee signs the new one.
import { transferMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/transfer-memorandum-receipt';
import { MEMORANDUM_ENDED, MemorandumStatus } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { MEMORANDUM_KEEPERS } from '../access.ts';
import { activeEmployee, loadMemorandum, lockMemorandum } from './memorandum-queries.ts';

export const transferMemorandumReceipt = defineRoute({
  endpoint: transferMemorandumReceiptEndpoint,
  access: anyRole(...MEMORANDUM_KEEPERS),
  async handler({ params, body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const old = await lockMemorandum(trx, params.id);
      if (old.status !== MemorandumStatus.Active) throw conflict(MEMORANDUM_ENDED);
      if (body.employeeId === old.employee_id)
        throw fieldError('employeeId', 'Choose another employee to transfer to.');
      if (!(await activeEmployee(trx, body.employeeId))) throw fieldError('employeeId', 'The employee does not exist.');
      if (body.transferredOn < old.issued_on)
        throw fieldError('transferredOn', 'The transfer cannot be before the receipt was issued.');
      await trx
        .updateTable('wh_memorandum_receipts')
        .set({ status: MemorandumStatus.Transferred, ended_on: body.transferredOn })
        .where('id', '=', old.id)
        .execute();
      const year = body.transferredOn.slice(0, 4);
      const controlNo = formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'warehouse-MR', year));
      const row = await trx
        .insertInto('wh_memorandum_receipts')
        .values({
          control_no: controlNo,
          issued_on: body.transferredOn,
          employee_id: body.employeeId,
          material_id: old.material_id,
          description: old.description,
          serial_no: old.serial_no,
          quantity: old.quantity,
          unit_cost: old.unit_cost,
          transferred_from_id: old.id,
          remarks: body.remarks ?? '',
          created_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-memorandum',
        entityId: old.id,
        action: 'transferred',
        newValues: { to: row.id, controlNo, employeeId: body.employeeId },
      });
      return row.id;
    });
    reply.code(201);
    return loadMemorandum(db, id);
  },
});
