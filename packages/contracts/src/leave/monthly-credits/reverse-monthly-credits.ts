import { endpoint, idParam } from '../../http.ts';

export const deleteMonthlyEarnedEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/isd/hr/MonthlyEarnedLeaves/{id}',
  summary: 'Reverse a monthly posting: its ledger lines become Cancelled (kept, with who and when).',
  params: idParam,
});
