import { endpoint, idParam } from '../../http.ts';
import { payrollSchema } from './payroll.ts';

export const submitPayrollEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payrolls/{id}/submission',
  summary:
    'Submit a generated draft payroll for sign-off (Payroll Checker, Recommender, Auditor, Approver through the approval engine): it becomes For approval and can no longer be changed or regenerated. The final approval posts it; a rejection or withdrawal returns it to draft.',
  params: idParam,
  response: payrollSchema,
});
