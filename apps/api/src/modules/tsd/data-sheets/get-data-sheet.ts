import { getDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { loadDataSheet } from './data-sheet-queries.ts';

export const getDataSheet = defineRoute({
  endpoint: getDataSheetEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  handler: ({ params, db }) => loadDataSheet(db, params.id),
});
