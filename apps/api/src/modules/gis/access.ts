// Who reaches GIS's endpoints (docs/decisions/112): each map layer is shown to its own module's
// readers; poles are gathered by the DataGatherer role (the menu's Data Gathering/Poles, with Admin).
import type { Role } from '@ilaw/contracts/roles';
import type { MapLayer } from '@ilaw/contracts/gis/enums';
import { METER_LOCATION_READERS } from '../billing/public.ts';
import { SERVICE_REQUEST_READERS } from '../msd/public.ts';
import { TRANSFORMER_READERS } from '../tsd/public.ts';
import { anyRole, type Access } from '../../platform/http/access.ts';
import { hasRole, type SessionUser } from '../../platform/http/context.ts';

type Roles = [Role, ...Role[]];

const rolesOf = (a: Access): Role[] => (a.kind === 'roles' ? [...a.roles] : []);

/** Gather and correct poles. */
export const POLE_GATHERERS: Roles = ['DataGatherer', 'Admin'];
/** Read poles: the gatherers and the desks that work on the lines. */
export const POLE_READERS: Roles = [...POLE_GATHERERS, 'DistributionTransformer', 'TransformerInstallation', 'Manager'];

export const LAYER_READERS: Record<MapLayer, Role[]> = {
  consumers: [...rolesOf(METER_LOCATION_READERS), 'DataGatherer', 'Manager'],
  transformers: [...TRANSFORMER_READERS, 'DataGatherer', 'Manager'],
  poles: POLE_READERS,
  serviceRequests: [...SERVICE_REQUEST_READERS, 'Manager'],
};

const everyLayerReader = [...new Set(Object.values(LAYER_READERS).flat())] as Roles;
/** The map: whoever reads at least one layer. */
export const MAP_READERS = anyRole(...everyLayerReader);

export function layersFor(user: SessionUser): MapLayer[] {
  return (Object.keys(LAYER_READERS) as MapLayer[]).filter((l) => hasRole(user, ...LAYER_READERS[l]));
}
