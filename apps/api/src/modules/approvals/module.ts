// Approvals (decision 014): signatory types and chains for the administrator, requests decided by
// the engine's rules, and My work. The engine is platform/approvals; the document types and their
// handlers come from the modules that own the documents.
import { defineModule } from '../../platform/modules/define-module.ts';
import { createChainStep } from './chain-steps/create-chain-step.ts';
import { deleteChainStep } from './chain-steps/delete-chain-step.ts';
import { listChainSteps } from './chain-steps/list-chain-steps.ts';
import { updateChainStep } from './chain-steps/update-chain-step.ts';
import { listDocumentTypes } from './document-types/list-document-types.ts';
import { getMyWork } from './my-work/get-my-work.ts';
import { decideApprovalRequest } from './requests/decide-approval-request.ts';
import { getApprovalRequest } from './requests/get-approval-request.ts';
import { getDocumentApproval } from './requests/get-document-approval.ts';
import { getDocumentSignatories } from './requests/get-document-signatories.ts';
import { withdrawApprovalRequest } from './requests/withdraw-approval-request.ts';
import { createSignatoryType } from './signatory-types/create-signatory-type.ts';
import { listSignatoryTypes } from './signatory-types/list-signatory-types.ts';
import { updateSignatoryType } from './signatory-types/update-signatory-type.ts';

export const approvalsModule = defineModule({
  name: 'approvals',
  endpoints: [
    listSignatoryTypes,
    createSignatoryType,
    updateSignatoryType,
    listDocumentTypes,
    listChainSteps,
    createChainStep,
    updateChainStep,
    deleteChainStep,
    // Requests: who may read or decide follows the chain and the request, not a role list.
    getApprovalRequest,
    getDocumentApproval,
    getDocumentSignatories,
    decideApprovalRequest,
    withdrawApprovalRequest,
    getMyWork,
  ],
  auditedTypes: {
    'signatory-type': ['Admin'],
    'approval-chain-step': ['Admin'],
    'approval-request': ['Admin'],
  },
});
