// The two doors of one screen set: member services (/isd/msd) and the technical side's crews
// (/tsd). Each page takes its side and calls that door's endpoints.
import { addServiceRequestRemarksEndpoint } from '@ilaw/contracts/msd/service-requests/add-service-request-remarks';
import { addServiceRequestRemarksTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/add-tsd-service-request-remarks';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { changeServiceRequestStatusTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/change-tsd-service-request-status';
import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { createServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/create-tsd-service-request';
import { downloadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/download-service-request-attachment';
import { downloadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/download-tsd-service-request-attachment';
import { exportServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/export-service-requests';
import { exportServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/export-tsd-service-requests';
import { getServiceRequestEditFormEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request-edit-form';
import { getServiceRequestEditFormTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request-edit-form';
import { getServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/get-service-request';
import { getServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/get-tsd-service-request';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { listServiceRequestsTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/list-tsd-service-requests';
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { updateServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/update-service-request';
import { updateServiceRequestTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/update-tsd-service-request';
import { uploadServiceRequestAttachmentEndpoint } from '@ilaw/contracts/msd/service-requests/upload-service-request-attachment';
import { uploadServiceRequestAttachmentTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-requests/upload-tsd-service-request-attachment';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { listServiceRequestTypesTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-request-types/list-tsd-service-request-types';

const msd = {
  base: '/isd/msd/service-requests',
  list: listServiceRequestsEndpoint,
  export: exportServiceRequestsEndpoint,
  create: createServiceRequestEndpoint,
  get: getServiceRequestEndpoint,
  editForm: getServiceRequestEditFormEndpoint,
  update: updateServiceRequestEndpoint,
  status: changeServiceRequestStatusEndpoint,
  remarks: addServiceRequestRemarksEndpoint,
  upload: uploadServiceRequestAttachmentEndpoint,
  download: downloadServiceRequestAttachmentEndpoint,
  types: listServiceRequestTypesEndpoint,
};
export type SideEndpoints = typeof msd;

// The technical side's endpoints have the same shapes, so one screen serves both doors.
export const SIDES: Record<ServiceRequestSide, SideEndpoints> = {
  msd,
  tsd: {
    base: '/tsd/service-requests',
    list: listServiceRequestsTsdEndpoint,
    export: exportServiceRequestsTsdEndpoint,
    create: createServiceRequestTsdEndpoint,
    get: getServiceRequestTsdEndpoint,
    editForm: getServiceRequestEditFormTsdEndpoint,
    update: updateServiceRequestTsdEndpoint,
    status: changeServiceRequestStatusTsdEndpoint,
    remarks: addServiceRequestRemarksTsdEndpoint,
    upload: uploadServiceRequestAttachmentTsdEndpoint,
    download: downloadServiceRequestAttachmentTsdEndpoint,
    types: listServiceRequestTypesTsdEndpoint,
  },
};
