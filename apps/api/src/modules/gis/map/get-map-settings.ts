// Where the map's tiles come from (MAP_TILE_URL) and where it opens: the middle of the gathered
// poles (the cooperative's lines), or the demo cooperative's area before any is gathered.
import { getMapSettingsEndpoint } from '@ilaw/contracts/gis/map/get-map-settings';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MAP_READERS } from '../access.ts';

const DEFAULT_CENTER = { latitude: 12.4, longitude: 121.1 };

export const getMapSettings = defineRoute({
  endpoint: getMapSettingsEndpoint,
  access: MAP_READERS,
  async handler({ db, services }) {
    const { config } = services;
    const r = await sql<{ lat: string | null; lng: string | null }>`
      SELECT (min(latitude) + max(latitude)) / 2 AS lat, (min(longitude) + max(longitude)) / 2 AS lng
      FROM gis_poles`.execute(db);
    const row = r.rows[0];
    const center =
      row?.lat != null && row.lng != null ? { latitude: Number(row.lat), longitude: Number(row.lng) } : DEFAULT_CENTER;
    return { tileUrl: config.map.tileUrl, attribution: config.map.attribution, center, zoom: 12 };
  },
});
