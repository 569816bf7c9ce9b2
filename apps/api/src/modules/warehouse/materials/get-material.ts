import { getMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/get-material';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';
import { loadMaterial } from './material-queries.ts';

export const getMaterial = defineRoute({
  endpoint: getMaterialEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ params, db }) {
    return loadMaterial(db, params.id);
  },
});
