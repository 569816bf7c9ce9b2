// What technical services offers other modules (decision 006): the registry's readers, the map's
// transformer layer and the lookups the poles of GIS need.
export { TRANSFORMER_READERS } from './access.ts';
export {
  mountedTransformerPlaces,
  transformerIdBySerial,
  transformerMapSource,
} from './transformers/transformer-map-source.ts';
