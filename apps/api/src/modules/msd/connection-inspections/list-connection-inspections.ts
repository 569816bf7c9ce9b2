import { listConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { INSPECTION_READERS } from '../access.ts';
import { loadInspections } from '../connection-applications/connection-application-queries.ts';
import { countInspections, inspectionIds } from './inspection-list-query.ts';

export async function listInspectionPage({
  query,
  db,
}: HandlerInput<typeof listConnectionInspectionsEndpoint, SessionUser>) {
  const ids = await inspectionIds(db, query, (query.page - 1) * query.itemsPerPage, query.itemsPerPage);
  const rows = await loadInspections(db, { ids });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { data: ids.map((id) => byId.get(id)!), total: await countInspections(db, query) };
}

export const listConnectionInspections = defineRoute({
  endpoint: listConnectionInspectionsEndpoint,
  access: anyRole(...INSPECTION_READERS),
  handler: listInspectionPage,
});
