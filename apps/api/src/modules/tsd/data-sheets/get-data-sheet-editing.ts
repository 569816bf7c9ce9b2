import { getDataSheetEditingEndpoint } from '@ilaw/contracts/tsd/data-sheets/get-data-sheet-editing';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TESTERS } from '../access.ts';
import { loadDataSheet } from './data-sheet-queries.ts';

export const getDataSheetEditing = defineRoute({
  endpoint: getDataSheetEditingEndpoint,
  access: anyRole(...TESTERS),
  handler: ({ params, db }) => loadDataSheet(db, params.id),
});
