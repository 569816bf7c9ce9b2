// The map (/map): a viewport's layers, clustered on the server on a grid of the zoom's cell size
// (docs/decisions/112); a cell holding one record answers the record itself.
import { z } from 'zod';
import { ACCOUNT_STATUS, CONSUMER_CLASS_CODES } from '../../billing/enums.ts';
import { SERVICE_REQUEST_STATUSES } from '../../msd/enums.ts';
import { TRANSFORMER_MAP_GROUPS } from '../../tsd/enums.ts';
import { branchCode, id } from '../../primitives.ts';
import { MAP_LAYERS } from '../enums.ts';

const ACCOUNT_STATUS_NAMES = Object.keys(ACCOUNT_STATUS) as [
  keyof typeof ACCOUNT_STATUS,
  ...(keyof typeof ACCOUNT_STATUS)[],
];

const latitude = z.coerce.number().min(-90).max(90);
const longitude = z.coerce.number().min(-180).max(180);

export const VIEWPORT_MESSAGE = 'The map view is not valid: north must be above south and east right of west.';

/** The layers as a comma-separated list (e.g. `consumers,poles`); every layer when absent. */
const layerList = z
  .string()
  .max(200)
  .transform((v) => v.split(',').filter((x) => x !== ''))
  .pipe(z.array(z.enum(MAP_LAYERS)));

export const mapFilters = z.object({
  branchCode: branchCode().optional(),
  /** Consumers of one route only. */
  routeId: id().optional(),
  consumerClass: z.enum(CONSUMER_CLASS_CODES).optional(),
  accountStatus: z.enum(ACCOUNT_STATUS_NAMES).optional(),
  requestStatus: z.enum(SERVICE_REQUEST_STATUSES).optional(),
  /** Transformers of one group: by their latest loading when mounted, or dismounted (decision 115). */
  transformerGroup: z.enum(TRANSFORMER_MAP_GROUPS).optional(),
});

export const mapViewQuery = mapFilters
  .extend({
    south: latitude,
    west: longitude,
    north: latitude,
    east: longitude,
    /** The web map's zoom level (0 world to 20 a house): sets the grid's cell size. */
    zoom: z.coerce.number().int().min(0).max(22),
    layers: layerList.optional(),
  })
  .refine((q) => q.north > q.south && q.east > q.west, { message: VIEWPORT_MESSAGE, path: ['north'] });

export const mapClusterSchema = z.object({
  layer: z.enum(MAP_LAYERS),
  latitude: z.number(),
  longitude: z.number(),
  count: z.number().int(),
});
export type MapCluster = z.infer<typeof mapClusterSchema>;

export const mapPointSchema = z.object({
  layer: z.enum(MAP_LAYERS),
  id: z.number().int(),
  latitude: z.number(),
  longitude: z.number(),
  /** Account no., serial no., pole no. or request no. */
  label: z.string(),
  /** A second line: the name, size, type or request type. */
  detail: z.string(),
  status: z.string().nullable(),
  /** The consumer's account (consumers only): their record opens by it. */
  accountNo: z.string().nullable(),
});
export type MapPoint = z.infer<typeof mapPointSchema>;

export const mapViewSchema = z.object({
  /** The layers the caller may see and asked for. */
  layers: z.array(z.enum(MAP_LAYERS)),
  clusters: z.array(mapClusterSchema),
  points: z.array(mapPointSchema),
  /** Records of each layer inside the view. */
  totals: z.partialRecord(z.enum(MAP_LAYERS), z.number().int()),
});
export type MapView = z.infer<typeof mapViewSchema>;
