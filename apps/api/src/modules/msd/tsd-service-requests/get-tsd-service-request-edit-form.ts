import { getServiceRequestEditFormTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request-edit-form';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { editForm } from '../service-requests/get-service-request-edit-form.ts';

export const getServiceRequestEditFormTsd = defineRoute({
  endpoint: getServiceRequestEditFormTsdEndpoint,
  access: anyRole(...SIDE_ACCESS.tsd.edit),
  handler: editForm,
});
