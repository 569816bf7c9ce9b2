import { listImportsEndpoint } from '@ilaw/contracts/dtr/log-imports/list-log-imports';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toImport } from './log-import-queries.ts';

const HR = anyRole('Employee');

export const listLogImports = defineRoute({
  endpoint: listImportsEndpoint,
  access: HR,
  async handler({ query, db }) {
    return paginate(db.selectFrom('biometric_imports').selectAll().orderBy('id', 'desc'), query, toImport);
  },
});
