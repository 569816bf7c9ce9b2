// GIS enumerations (docs/decisions/112), stored as text by name.

/** A pole's material as the data gatherer records it. */
export const PoleType = { Concrete: 'Concrete', Steel: 'Steel', Wood: 'Wood' } as const;
export type PoleType = (typeof PoleType)[keyof typeof PoleType];
export const POLE_TYPES = [PoleType.Concrete, PoleType.Steel, PoleType.Wood] as const;

/** The map's layers. */
export const MapLayer = {
  Consumers: 'consumers',
  Transformers: 'transformers',
  Poles: 'poles',
  ServiceRequests: 'serviceRequests',
} as const;
export type MapLayer = (typeof MapLayer)[keyof typeof MapLayer];
export const MAP_LAYERS = [
  MapLayer.Consumers,
  MapLayer.Transformers,
  MapLayer.Poles,
  MapLayer.ServiceRequests,
] as const;
export const MAP_LAYER_LABELS: Record<MapLayer, string> = {
  consumers: 'Consumers',
  transformers: 'Transformers',
  poles: 'Poles',
  serviceRequests: 'Service requests',
};
