import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { buildEmployeeDtrs } from '../compute.ts';

const HR = anyRole('Employee');

export const getEmployeeDtr = defineRoute({
  endpoint: hrRangedDtrEndpoint,
  access: HR,
  async handler({ query, db }) {
    const [sheet] = await buildEmployeeDtrs(db, [query.employeeId], query.from, query.to);
    if (!sheet) throw notFound('The employee was not found.');
    return sheet;
  },
});
