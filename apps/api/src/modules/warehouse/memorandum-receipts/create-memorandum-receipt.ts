import { createMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/create-memorandum-receipt';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { MEMORANDUM_KEEPERS } from '../access.ts';
import { activeEmployee, loadMemorandum } from './memorandum-queries.ts';

export const createMemorandumReceipt = defineRoute({
  endpoint: createMemorandumReceiptEndpoint,
  access: anyRole(...MEMORANDUM_KEEPERS),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      if (!(await activeEmployee(trx, body.employeeId))) throw fieldError('employeeId', 'The employee does not exist.');
      if (body.materialId !== undefined) {
        const m = await trx
          .selectFrom('wh_materials')
          .select('id')
          .where('id', '=', body.materialId)
          .executeTakeFirst();
        if (!m) throw fieldError('materialId', 'The material does not exist or is no longer active.');
      }
      const year = body.issuedOn.slice(0, 4);
      const controlNo = formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'warehouse-MR', year));
      const row = await trx
        .insertInto('wh_memorandum_receipts')
        .values({
          control_no: controlNo,
          issued_on: body.issuedOn,
          employee_id: body.employeeId,
          material_id: body.materialId ?? null,
          description: body.description,
          serial_no: body.serialNo ?? null,
          quantity: body.quantity,
          unit_cost: body.unitCost,
          transferred_from_id: null,
          remarks: body.remarks ?? '',
          created_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-memorandum',
        entityId: row.id,
        action: 'created',
        newValues: { controlNo, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadMemorandum(db, id);
  },
});
