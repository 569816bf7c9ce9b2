import { requestDtrEndpoint } from '@ilaw/contracts/dtr/public-lookups/get-public-dtr';
import { PUBLIC } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { lookUp } from './public-lookup-queries.ts';

export const getPublicDtr = defineRoute({
  endpoint: requestDtrEndpoint,
  access: PUBLIC,
  async handler({ query, db, ip, request, reply, services }) {
    const id = await lookUp({ db, ip, request, reply, config: services.config }, query.employeeId, query.birthDate);
    const [sheet] = await buildEmployeeDtrs(db, [id], query.from, query.to);
    return sheet!;
  },
});
