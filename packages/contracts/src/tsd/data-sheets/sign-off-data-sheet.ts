import { approvalDetailSchema } from '../../approvals/requests/approval-request.ts';
import { endpoint, idParam } from '../../http.ts';

export const signOffDataSheetEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/data-sheets/{id}/sign-off',
  summary:
    'Sends a data sheet with its results for signing through the approval engine (Checked by, then Noted by); its results are not changed after. The signatures print on the sheet.',
  params: idParam,
  response: approvalDetailSchema,
});
