// The two doors of one screen set: member services (/isd/msd) and the technical side's crews
// (/tsd). Each page takes its side and calls that door's endpoints.
import {
  addServiceRequestRemarksEndpoint,
  addServiceRequestRemarksTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/add-service-request-remarks';
import {
  changeServiceRequestStatusEndpoint,
  changeServiceRequestStatusTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import {
  createServiceRequestEndpoint,
  createServiceRequestTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/create-service-request';
import {
  downloadServiceRequestAttachmentEndpoint,
  downloadServiceRequestAttachmentTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/download-service-request-attachment';
import {
  exportServiceRequestsEndpoint,
  exportServiceRequestsTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/export-service-requests';
import {
  getServiceRequestEditFormEndpoint,
  getServiceRequestEditFormTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/get-service-request-edit-form';
import {
  getServiceRequestEndpoint,
  getServiceRequestTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/get-service-request';
import {
  listServiceRequestsEndpoint,
  listServiceRequestsTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/list-service-requests';
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import {
  updateServiceRequestEndpoint,
  updateServiceRequestTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/update-service-request';
import {
  uploadServiceRequestAttachmentEndpoint,
  uploadServiceRequestAttachmentTsdEndpoint,
} from '@ilaw/contracts/msd/service-requests/upload-service-request-attachment';
import {
  listServiceRequestTypesEndpoint,
  listServiceRequestTypesTsdEndpoint,
} from '@ilaw/contracts/msd/service-request-types/list-service-request-types';

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
