import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { payslipSummarySchema } from './payslip.ts';

export const listMyPayslipsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/payslips',
  summary: "The signed-in employee's own payslips of posted payrolls, latest pay date first.",
  query: pagingQuery,
  response: pagedOf(payslipSummarySchema),
});
