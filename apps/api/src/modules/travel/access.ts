// Who reads travel orders: OGM, and IAD for its read-only audit (DOMAIN.md section 6).
import { anyRole } from '../../platform/http/access.ts';

export const TRAVEL_READERS = anyRole('OgmStaff', 'AuditViewer');
