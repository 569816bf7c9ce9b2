// GIS: the map of consumers, transformers, poles and service requests clustered on the server, and
// the poles gathered in the field (Data Gathering/Poles) (docs/decisions/112). Other modules'
// layers come through their public.ts.
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedGisDemo } from './demo/seed-gis-demo.ts';
import { getMapSettings } from './map/get-map-settings.ts';
import { getMapView } from './map/get-map-view.ts';
import { searchMap } from './map/search-map.ts';
import { createPole } from './poles/create-pole.ts';
import { syncFieldPoles } from './poles/sync-field-poles.ts';
import { downloadPolePhoto } from './poles/download-pole-photo.ts';
import { exportPoles } from './poles/export-poles.ts';
import { getPole } from './poles/get-pole.ts';
import { listPoles } from './poles/list-poles.ts';
import { updatePole } from './poles/update-pole.ts';
import { uploadPolePhoto } from './poles/upload-pole-photo.ts';
import { POLE_READERS } from './access.ts';

export const gisModule = defineModule({
  name: 'gis',
  endpoints: [
    getMapView,
    searchMap,
    getMapSettings,
    listPoles,
    exportPoles,
    getPole,
    createPole,
    syncFieldPoles,
    updatePole,
    uploadPolePhoto,
    downloadPolePhoto,
  ],
  auditedTypes: { 'gis-pole': POLE_READERS },
  demoSeeder: { name: 'gis', run: seedGisDemo },
});
