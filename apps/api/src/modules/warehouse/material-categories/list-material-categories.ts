import { listMaterialCategoriesEndpoint } from '@ilaw/contracts/warehouse/material-categories/list-material-categories';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { WAREHOUSE_READERS } from '../access.ts';

export const listMaterialCategories = defineRoute({
  endpoint: listMaterialCategoriesEndpoint,
  access: anyRole(...WAREHOUSE_READERS),
  async handler({ db }) {
    return db
      .selectFrom('wh_material_categories')
      .select(['id', 'code', 'name', 'account_code as accountCode'])
      .orderBy('code')
      .execute();
  },
});
