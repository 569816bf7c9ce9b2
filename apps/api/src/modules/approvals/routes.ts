// The approval engine's endpoints: signatory types and chains (Admin), requests (by the engine's
// own rules), My work. The engine itself is platform/approvals/engine.ts.
import type { RouteDef } from '../../platform/http/define-route.ts';
import { createChainStep, deleteChainStep, listChainSteps, listDocumentTypes, updateChainStep } from './chain-steps.ts';
import { myWork } from './my-work.ts';
import {
  decideApprovalRequest,
  getApprovalRequest,
  getDocumentApproval,
  getDocumentSignatories,
  withdrawApprovalRequest,
} from './requests.ts';
import { createSignatoryType, listSignatoryTypes, updateSignatoryType } from './signatory-types.ts';

export const approvalRoutes: RouteDef[] = [
  listSignatoryTypes,
  createSignatoryType,
  updateSignatoryType,
  listDocumentTypes,
  listChainSteps,
  createChainStep,
  updateChainStep,
  deleteChainStep,
  getApprovalRequest,
  getDocumentApproval,
  getDocumentSignatories,
  decideApprovalRequest,
  withdrawApprovalRequest,
  myWork,
];
