import { listImportsEndpoint } from '@ilaw/contracts/dtr/log-imports/list-log-imports';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toImport } from './log-import-queries.ts';

const HR = anyRole('Employee');

export const listLogImports = defineRoute({
  endpoint: listImportsEndpoint,
  access: HR,
  async handler({ query, db }) {
    let q = db.selectFrom('biometric_imports').selectAll();
    const requested = requestedOrder(query, {
      createdAt: sql`created_at`,
      fileName: sql`lower(file_name)`,
      deviceSerial: sql`device_serial`,
      inserted: sql`inserted`,
    });
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(q.orderBy('id', 'desc'), query, toImport);
  },
});
