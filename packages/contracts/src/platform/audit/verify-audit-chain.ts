import { endpoint } from '../../http.ts';
import { auditVerificationSchema } from '../audit.ts';

export const verifyAuditChainEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/audit/verify',
  summary:
    'Walk the keyed audit chain and compare its end with the signed checkpoints; report the first entry changed, or the entries missing at the end (Admin, AuditViewer).',
  response: auditVerificationSchema,
});
