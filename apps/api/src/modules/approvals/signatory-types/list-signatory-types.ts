import { listSignatoryTypesEndpoint } from '@ilaw/contracts/approvals/signatory-types/list-signatory-types';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { toType, typeQuery } from './signatory-type-queries.ts';

const ADMIN = anyRole('Admin');

export const listSignatoryTypes = defineRoute({
  endpoint: listSignatoryTypesEndpoint,
  access: ADMIN,
  async handler({ db }) {
    return (await typeQuery(db).orderBy('t.is_active', 'desc').orderBy('t.name').execute()).map(toType);
  },
});
