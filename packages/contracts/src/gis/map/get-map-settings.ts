import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const mapSettingsSchema = z.object({
  /** A Leaflet tile address ({z}/{x}/{y}); null: no basemap, the layers on a plain background. */
  tileUrl: z.string().nullable(),
  attribution: z.string(),
  /** Where the map opens: the cooperative's area. */
  center: z.object({ latitude: z.number(), longitude: z.number() }),
  zoom: z.number().int(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

export const getMapSettingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/gis/map/settings',
  summary: "The map's basemap tile address (configuration, OpenStreetMap by default) and where it opens.",
  response: mapSettingsSchema,
});
