import { listDocumentTypesEndpoint } from '@ilaw/contracts/approvals/document-types/list-document-types';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

const ADMIN = anyRole('Admin');

export const listDocumentTypes = defineRoute({
  endpoint: listDocumentTypesEndpoint,
  access: ADMIN,
  async handler({ db }) {
    const rows = await db
      .selectFrom('approval_document_types as d')
      .select([
        'd.code',
        'd.name',
        'd.module',
        'd.link',
        sql<number>`(SELECT count(*)::int FROM approval_chain_steps s WHERE s.document_type = d.code)`.as('steps'),
        sql<number>`(SELECT count(*)::int FROM approval_requests r WHERE r.document_type = d.code AND r.status = 'Pending')`.as(
          'pending',
        ),
      ])
      .orderBy('d.module')
      .orderBy('d.name')
      .execute();
    return rows.map((r) => ({
      code: r.code,
      name: r.name,
      module: r.module,
      link: r.link,
      stepCount: r.steps,
      pendingCount: r.pending,
    }));
  },
});
