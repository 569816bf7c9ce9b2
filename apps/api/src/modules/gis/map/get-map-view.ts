// The map's viewport: every layer the caller reads and asked for, clustered on the zoom's grid.
import { getMapViewEndpoint } from '@ilaw/contracts/gis/map/get-map-view';
import type { MapCluster, MapPoint, MapView } from '@ilaw/contracts/gis/map/map';
import { cellDegrees, gridClusters } from '../../../platform/db/grid-clusters.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MAP_READERS, layersFor } from '../access.ts';
import { layerSource } from './layer-sources.ts';

export const getMapView = defineRoute({
  endpoint: getMapViewEndpoint,
  access: MAP_READERS,
  async handler({ query, db, user }) {
    const allowed = layersFor(user);
    const layers = query.layers === undefined ? allowed : allowed.filter((l) => query.layers!.includes(l));
    const box = {
      south: query.south,
      west: query.west,
      north: query.north,
      east: query.east,
      cell: cellDegrees(query.zoom),
    };
    const clusters: MapCluster[] = [];
    const points: MapPoint[] = [];
    const totals: MapView['totals'] = {};
    // One after another: PGlite has one session, and each is one indexed GROUP BY.
    for (const layer of layers) {
      const r = await gridClusters(db, layerSource(layer, query), box);
      clusters.push(...r.clusters.map((c) => ({ layer, ...c })));
      points.push(...r.points.map((p) => ({ layer, ...p })));
      totals[layer] = r.total;
    }
    return { layers, clusters, points, totals };
  },
});
