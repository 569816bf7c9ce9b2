// The map's search: located records of the layers the caller reads whose text starts with q.
import { searchMapEndpoint } from '@ilaw/contracts/gis/map/search-map';
import type { MapPoint } from '@ilaw/contracts/gis/map/map';
import { searchPoints } from '../../../platform/db/grid-clusters.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MAP_READERS, layersFor } from '../access.ts';
import { layerSource } from './layer-sources.ts';

export const searchMap = defineRoute({
  endpoint: searchMapEndpoint,
  access: MAP_READERS,
  async handler({ query, db, user }) {
    if (query.q === '') return [];
    const found: MapPoint[] = [];
    for (const layer of layersFor(user)) {
      const points = await searchPoints(db, layerSource(layer, {}), query.q);
      found.push(...points.map((p) => ({ layer, ...p })));
    }
    return found;
  },
});
