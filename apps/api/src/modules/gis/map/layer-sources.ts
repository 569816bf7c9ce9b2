// Each layer's source: other modules' through their public.ts, the poles here.
import type { MapLayer } from '@ilaw/contracts/gis/enums';
import type { mapFilters } from '@ilaw/contracts/gis/map/map';
import type { z } from 'zod';
import { consumerMapSource } from '../../billing/public.ts';
import { serviceRequestMapSource } from '../../msd/public.ts';
import { transformerMapSource } from '../../tsd/public.ts';
import type { MapSource } from '../../../platform/db/grid-clusters.ts';
import { poleMapSource } from '../poles/pole-queries.ts';

export type MapFilters = z.output<typeof mapFilters>;

export function layerSource(layer: MapLayer, f: MapFilters): MapSource {
  switch (layer) {
    case 'consumers':
      return consumerMapSource({
        branchCode: f.branchCode,
        routeId: f.routeId,
        consumerClass: f.consumerClass,
        accountStatus: f.accountStatus,
      });
    case 'transformers':
      return transformerMapSource({ branchCode: f.branchCode, group: f.transformerGroup });
    case 'poles':
      return poleMapSource({ branchCode: f.branchCode });
    case 'serviceRequests':
      return serviceRequestMapSource({ branchCode: f.branchCode, status: f.requestStatus });
  }
}
