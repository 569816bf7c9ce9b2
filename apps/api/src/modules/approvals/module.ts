// Approvals (decision 014): signatory types and chains for the administrator, requests decided by
// the engine's rules, and My work. The engine is platform/approvals; the document types and their
// handlers come from the modules that own the documents.
import { defineModule } from '../../platform/modules/define-module.ts';
import { approvalRoutes } from './routes.ts';

export const approvalsModule = defineModule({
  name: 'approvals',
  endpoints: approvalRoutes,
  auditedTypes: {
    'signatory-type': ['Admin'],
    'approval-chain-step': ['Admin'],
    'approval-request': ['Admin'],
  },
});
