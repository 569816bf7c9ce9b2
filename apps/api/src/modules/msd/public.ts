// What member services offers other modules (decision 006): the map's service request layer and
// who may read requests (either door).
import type { Role } from '@ilaw/contracts/roles';
import { SIDE_ACCESS } from './access.ts';

export { serviceRequestMapSource } from './service-requests/service-request-map-source.ts';
export const SERVICE_REQUEST_READERS: Role[] = [...new Set([...SIDE_ACCESS.msd.read, ...SIDE_ACCESS.tsd.read])];
