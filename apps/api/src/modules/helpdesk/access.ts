// The IT help desk's admin side and the inventory are the IT personnel's (SPEC.md: IT Help Desk
// (Admin) [ITPersonnel], IT Equipment Inventory [ITPersonnel]); every staff member files and
// follows their own requests.
import { anyRole } from '../../platform/http/access.ts';

export const IT_PERSONNEL = anyRole('ITPersonnel');
export const TICKET_LOCK = 'it-ticket';
