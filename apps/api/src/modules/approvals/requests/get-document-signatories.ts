import { documentSignatoriesEndpoint } from '@ilaw/contracts/approvals/requests/get-document-signatories';
import { documentSignatories } from '../../../platform/approvals/engine.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const getDocumentSignatories = defineRoute({
  endpoint: documentSignatoriesEndpoint,
  access: SIGNED_IN,
  async handler({ params, db, user }) {
    return documentSignatories(db, user, params.documentType, params.documentId);
  },
});
