import type { RouteDef } from '../../platform/http/define-route.ts';
import { getEndpointAccess } from './get-endpoint-access.ts';
import { getJob } from './get-job.ts';
import { portalInfo } from './portal-info.ts';
import { recordHistory } from './record-history.ts';
import { verifyAudit } from './verify-audit-chain.ts';

export const platformRoutes: RouteDef[] = [portalInfo, recordHistory, verifyAudit, getJob, getEndpointAccess];
