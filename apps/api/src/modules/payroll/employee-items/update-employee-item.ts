import { EMPLOYEE_ITEM_NOT_FOUND } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { updateEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/update-employee-item';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadEmployeeItem } from './employee-item-queries.ts';
import { changeEmployeeItem } from './save-employee-item.ts';

export const updateEmployeeItem = defineRoute({
  endpoint: updateEmployeeItemEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute((trx) => changeEmployeeItem(trx, actor, params.id, body));
    const item = await loadEmployeeItem(db, params.id);
    if (!item) throw notFound(EMPLOYEE_ITEM_NOT_FOUND);
    return item;
  },
});
