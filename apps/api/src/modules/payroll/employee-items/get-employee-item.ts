import { EMPLOYEE_ITEM_NOT_FOUND } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { getEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/get-employee-item';
import { Decimal } from 'decimal.js';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { itemUses, loadEmployeeItem } from './employee-item-queries.ts';

export const getEmployeeItem = defineRoute({
  endpoint: getEmployeeItemEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db }) {
    const item = await loadEmployeeItem(db, params.id);
    if (!item) throw notFound(EMPLOYEE_ITEM_NOT_FOUND);
    const loan = item.kind === 'Loan';
    let balance = new Decimal(item.principal ?? 0);
    const uses = (await itemUses(db, params.id)).map((u) => {
      const settles = u.status === 'ForApproval' || u.status === 'Posted';
      if (loan && settles) balance = balance.minus(u.taken);
      return {
        payrollId: u.payroll_id,
        payrollName: u.name,
        periodEnd: u.period_end,
        payrollStatus: u.status,
        scheduled: u.scheduled,
        due: u.due,
        taken: u.taken,
        exempt: u.exempt,
        balanceAfter: loan && settles ? balance.toFixed(2) : null,
      };
    });
    const monthsLeft =
      loan && item.balance !== null ? new Decimal(item.balance).dividedBy(item.amount).ceil().toNumber() : null;
    return { ...item, uses, monthsLeft };
  },
});
