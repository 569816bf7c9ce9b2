import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadEmployeeItem } from './employee-item-queries.ts';
import { insertEmployeeItem } from './save-employee-item.ts';

export const createEmployeeItem = defineRoute({
  endpoint: createEmployeeItemEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute((trx) => insertEmployeeItem(trx, actor, body));
    const item = await loadEmployeeItem(db, id);
    if (!item) throw new Error('created employee item vanished');
    reply.code(201);
    return item;
  },
});
