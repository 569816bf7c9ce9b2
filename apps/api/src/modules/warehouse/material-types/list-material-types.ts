import { listMaterialTypesEndpoint } from '@ilaw/contracts/warehouse/material-types/list-material-types';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';

export const listMaterialTypes = defineRoute({
  endpoint: listMaterialTypesEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ db }) {
    return db.selectFrom('wh_material_types').select(['id', 'code', 'name']).orderBy('code').execute();
  },
});
