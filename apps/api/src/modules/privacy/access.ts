// The users agreement screen, the access log and the breach register are the administrator's
// (SPEC.md: Data Privacy [Admin]); every signed-in user reads and accepts the agreement.
import { anyRole } from '../../platform/http/access.ts';

export const PRIVACY_ADMIN = anyRole('Admin');
