import { listFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/list-field-findings';
import { paginate } from '../../../platform/db/paging.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FINDING_VIEW } from '../access.ts';
import { filteredFieldFindings, toFieldFinding, withActionDocuments } from './field-finding-queries.ts';

export const listFieldFindings = defineRoute({
  endpoint: listFieldFindingsEndpoint,
  access: FINDING_VIEW,
  async handler({ query, db }) {
    const page = await paginate(filteredFieldFindings(db, query), query, toFieldFinding);
    return { ...page, data: await withActionDocuments(db, page.data) };
  },
});
