// Member services: the service request catalogue (types, subtypes, NEA category, target), the
// clock's office hours, and service requests end to end on two doors (member services and the
// technical side's copy, one implementation), with their reports (docs/decisions/070).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedMsdDemo } from './demo/seed-msd-demo.ts';
import { overdueRequests, requestsInTheField, requestsToAssign } from './work-cards.ts';
import { getServiceRequestConstants } from './service-request-constants/get-service-request-constants.ts';
import { updateServiceRequestConstants } from './service-request-constants/update-service-request-constants.ts';
import { exportDateAccomplishedReport } from './service-request-reports/export-date-accomplished-report.ts';
import { exportDateAccomplishedSummary } from './service-request-reports/export-date-accomplished-summary.ts';
import { exportServiceRequestReport } from './service-request-reports/export-service-request-report.ts';
import { getDateAccomplishedReport } from './service-request-reports/get-date-accomplished-report.ts';
import { getDateAccomplishedSummary } from './service-request-reports/get-date-accomplished-summary.ts';
import { getServiceRequestReport } from './service-request-reports/get-service-request-report.ts';
import { createServiceRequestType } from './service-request-types/create-service-request-type.ts';
import { getServiceRequestType } from './service-request-types/get-service-request-type.ts';
import {
  listServiceRequestTypes,
  listServiceRequestTypesTsd,
} from './service-request-types/list-service-request-types.ts';
import { updateServiceRequestType } from './service-request-types/update-service-request-type.ts';
import {
  addServiceRequestRemarks,
  addServiceRequestRemarksTsd,
} from './service-requests/add-service-request-remarks.ts';
import {
  changeServiceRequestStatus,
  changeServiceRequestStatusTsd,
} from './service-requests/change-service-request-status.ts';
import { createServiceRequest, createServiceRequestTsd } from './service-requests/create-service-request.ts';
import {
  downloadServiceRequestAttachment,
  downloadServiceRequestAttachmentTsd,
} from './service-requests/download-service-request-attachment.ts';
import { exportServiceRequests, exportServiceRequestsTsd } from './service-requests/export-service-requests.ts';
import {
  getServiceRequestEditForm,
  getServiceRequestEditFormTsd,
} from './service-requests/get-service-request-edit-form.ts';
import { getServiceRequest, getServiceRequestTsd } from './service-requests/get-service-request.ts';
import { listServiceRequests, listServiceRequestsTsd } from './service-requests/list-service-requests.ts';
import { getServiceRequestConsumer, searchServiceRequestConsumers } from './service-requests/search-consumers.ts';
import { serviceRequestApproval } from './service-requests/service-request-approval.ts';
import { updateServiceRequest, updateServiceRequestTsd } from './service-requests/update-service-request.ts';
import {
  uploadServiceRequestAttachment,
  uploadServiceRequestAttachmentTsd,
} from './service-requests/upload-service-request-attachment.ts';

export const msdModule = defineModule({
  name: 'msd',
  endpoints: [
    listServiceRequestTypes,
    listServiceRequestTypesTsd,
    getServiceRequestType,
    createServiceRequestType,
    updateServiceRequestType,
    getServiceRequestConstants,
    updateServiceRequestConstants,
    listServiceRequests,
    listServiceRequestsTsd,
    exportServiceRequests,
    exportServiceRequestsTsd,
    createServiceRequest,
    createServiceRequestTsd,
    getServiceRequest,
    getServiceRequestTsd,
    getServiceRequestEditForm,
    getServiceRequestEditFormTsd,
    updateServiceRequest,
    updateServiceRequestTsd,
    changeServiceRequestStatus,
    changeServiceRequestStatusTsd,
    addServiceRequestRemarks,
    addServiceRequestRemarksTsd,
    uploadServiceRequestAttachment,
    uploadServiceRequestAttachmentTsd,
    downloadServiceRequestAttachment,
    downloadServiceRequestAttachmentTsd,
    searchServiceRequestConsumers,
    getServiceRequestConsumer,
    getServiceRequestReport,
    exportServiceRequestReport,
    getDateAccomplishedReport,
    exportDateAccomplishedReport,
    getDateAccomplishedSummary,
    exportDateAccomplishedSummary,
  ],
  auditedTypes: {
    'msd-service-request': ['ServiceRequest', 'ServiceRequestAssigner'],
    'msd-service-request-type': ['Admin'],
    'msd-settings': ['Admin'],
  },
  approvalHandlers: [serviceRequestApproval],
  workCards: [requestsToAssign, requestsInTheField],
  dashboardCards: [overdueRequests],
  demoSeeder: { name: 'msd', run: seedMsdDemo },
});
