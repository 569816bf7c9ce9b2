import { getServiceRequestEditFormEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request-edit-form';
import type { SessionUser } from '../../../platform/http/context.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { SIDE_ACCESS } from '../access.ts';
import { requireRequest } from './service-request-queries.ts';

export async function editForm({ params, db }: HandlerInput<typeof getServiceRequestEditFormEndpoint, SessionUser>) {
  const r = await requireRequest(db, params.id);
  return {
    id: r.id,
    requestNo: r.request_no,
    typeId: r.type_id,
    subtypeId: r.subtype_id,
    consumerId: r.consumer_id,
    accountNo: r.account_no,
    consumerName: r.consumer_name,
    locationType: r.location_type,
    branchCode: r.branch_code,
    barangay: r.barangay,
    address: r.address,
    landmark: r.landmark,
    latitude: r.latitude,
    longitude: r.longitude,
    requesterName: r.requester_name,
    contactNo: r.contact_no,
    description: r.description,
  };
}

export const getServiceRequestEditForm = defineRoute({
  endpoint: getServiceRequestEditFormEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.edit),
  handler: editForm,
});
