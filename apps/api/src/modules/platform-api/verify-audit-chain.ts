import { verifyAuditChainEndpoint } from '@ilaw/contracts/platform/audit/verify-audit-chain';
import { anyRole } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { verifyAuditChain } from '../../platform/audit/audit-trail.ts';

export const verifyAudit = defineRoute({
  endpoint: verifyAuditChainEndpoint,
  access: anyRole('Admin', 'AuditViewer'),
  async handler({ db, services }) {
    return verifyAuditChain(db, { dataDir: services.config.dataDir });
  },
});
