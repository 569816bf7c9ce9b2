import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { dataSheetListQuery, toDataSheet } from './data-sheet-queries.ts';

export const listDataSheets = defineRoute({
  endpoint: listDataSheetsEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  handler: ({ query, db }) => paginate(dataSheetListQuery(db, query), query, toDataSheet),
});
