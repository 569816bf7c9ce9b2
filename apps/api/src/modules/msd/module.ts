// Member services: the service request catalogue (types, subtypes, NEA category, target), the
// clock's office hours, and service requests end to end on two doors (member services and the
// technical side's copy, one implementation), with their reports (docs/decisions/070); new
// connections, the pre-membership seminar and PUE inspections (docs/decisions/071).
import { defineModule } from '../../platform/modules/define-module.ts';
import { onNonPowerBillsSettled } from '../collection/public.ts';
import { billConnectionFees } from './connection-applications/bill-connection-fees.ts';
import { assignConnectionOrder } from './connection-orders/assign-connection-order.ts';
import { energizeConnectionOrder } from './connection-orders/energize-connection-order.ts';
import { exportConnectionOrders } from './connection-orders/export-connection-orders.ts';
import { settleConnectionFees } from './connection-orders/fee-settlement.ts';
import { getTypeApprovers } from './service-request-types/get-type-approvers.ts';
import { updateTypeApprovers } from './service-request-types/update-type-approvers.ts';
import { createLifeliner } from './lifeliners/create-lifeliner.ts';
import { decideLifelinerRoute } from './lifeliners/decide-lifeliner.ts';
import { getLifeliner } from './lifeliners/get-lifeliner.ts';
import { listLifeliners } from './lifeliners/list-lifeliners.ts';
import { downloadFourPsTemplate } from './lifeliners/download-fourps-template.ts';
import { downloadLifelinerDocument } from './lifeliners/download-lifeliner-document.ts';
import { importFourPs } from './lifeliners/import-fourps.ts';
import { listFourPsLines } from './lifeliners/list-fourps-lines.ts';
import { moveLifeliner } from './lifeliners/move-lifeliner.ts';
import { reviewFourPsLine } from './lifeliners/review-fourps-line.ts';
import { uploadLifelinerDocument } from './lifeliners/upload-lifeliner-document.ts';
import { getConnectionOrder } from './connection-orders/get-connection-order.ts';
import { issueConnectionOrder } from './connection-orders/issue-connection-order.ts';
import { listConnectionOrders } from './connection-orders/list-connection-orders.ts';
import { seedMsdDemo } from './demo/seed-msd-demo.ts';
import {
  applicationsToEvaluate,
  applicationsToInspect,
  overdueRequests,
  requestsInTheField,
  requestsToAssign,
} from './work-cards.ts';
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
import { listServiceRequestTypes } from './service-request-types/list-service-request-types.ts';
import { listServiceRequestTypesTsd } from './tsd-service-request-types/list-tsd-service-request-types.ts';
import { updateServiceRequestType } from './service-request-types/update-service-request-type.ts';
import { addServiceRequestRemarks } from './service-requests/add-service-request-remarks.ts';
import { addServiceRequestRemarksTsd } from './tsd-service-requests/add-tsd-service-request-remarks.ts';
import { changeServiceRequestStatus } from './service-requests/change-service-request-status.ts';
import { changeServiceRequestStatusTsd } from './tsd-service-requests/change-tsd-service-request-status.ts';
import { createServiceRequest } from './service-requests/create-service-request.ts';
import { createServiceRequestTsd } from './tsd-service-requests/create-tsd-service-request.ts';
import { downloadServiceRequestAttachment } from './service-requests/download-service-request-attachment.ts';
import { downloadServiceRequestAttachmentTsd } from './tsd-service-requests/download-tsd-service-request-attachment.ts';
import { exportServiceRequests } from './service-requests/export-service-requests.ts';
import { exportServiceRequestsTsd } from './tsd-service-requests/export-tsd-service-requests.ts';
import { getServiceRequestEditForm } from './service-requests/get-service-request-edit-form.ts';
import { getServiceRequestEditFormTsd } from './tsd-service-requests/get-tsd-service-request-edit-form.ts';
import { getServiceRequest } from './service-requests/get-service-request.ts';
import { getServiceRequestTsd } from './tsd-service-requests/get-tsd-service-request.ts';
import { listServiceRequests } from './service-requests/list-service-requests.ts';
import { listServiceRequestsTsd } from './tsd-service-requests/list-tsd-service-requests.ts';
import { getServiceRequestConsumer } from './consumers/get-consumer.ts';
import { searchServiceRequestConsumers } from './consumers/search-consumers.ts';
import { serviceRequestApproval } from './service-requests/service-request-approval.ts';
import { updateServiceRequest } from './service-requests/update-service-request.ts';
import { updateServiceRequestTsd } from './tsd-service-requests/update-tsd-service-request.ts';
import { uploadServiceRequestAttachment } from './service-requests/upload-service-request-attachment.ts';
import { uploadServiceRequestAttachmentTsd } from './tsd-service-requests/upload-tsd-service-request-attachment.ts';
import { createConnectionApplication } from './connection-applications/create-connection-application.ts';
import { exportConnectionApplications } from './connection-applications/export-connection-applications.ts';
import { getConnectionApplication } from './connection-applications/get-connection-application.ts';
import { listConnectionApplications } from './connection-applications/list-connection-applications.ts';
import { moveConnectionApplication } from './connection-applications/move-connection-application.ts';
import { updateConnectionApplication } from './connection-applications/update-connection-application.ts';
import { createConnectionInspection } from './connection-inspections/create-connection-inspection.ts';
import { downloadConnectionInspectionPhoto } from './connection-inspections/download-connection-inspection-photo.ts';
import { exportConnectionInspections } from './connection-inspections/export-connection-inspections.ts';
import { listConnectionInspections } from './connection-inspections/list-connection-inspections.ts';
import { uploadConnectionInspectionPhoto } from './connection-inspections/upload-connection-inspection-photo.ts';
import { createPmsSeminar } from './pms-seminars/create-pms-seminar.ts';
import { exportPmsSeminars } from './pms-seminars/export-pms-seminars.ts';
import { getPmsSeminar } from './pms-seminars/get-pms-seminar.ts';
import { listPmsSeminars } from './pms-seminars/list-pms-seminars.ts';
import { recordPmsAttendance } from './pms-seminars/record-pms-attendance.ts';

// The teller's OR on a new connection's fees moves it to For Installing; a cancelled OR back (decision 072).
onNonPowerBillsSettled(settleConnectionFees);

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
    listConnectionApplications,
    exportConnectionApplications,
    createConnectionApplication,
    getConnectionApplication,
    updateConnectionApplication,
    moveConnectionApplication,
    billConnectionFees,
    listConnectionOrders,
    exportConnectionOrders,
    issueConnectionOrder,
    getConnectionOrder,
    assignConnectionOrder,
    energizeConnectionOrder,
    listLifeliners,
    getTypeApprovers,
    updateTypeApprovers,
    createLifeliner,
    getLifeliner,
    decideLifelinerRoute,
    moveLifeliner,
    uploadLifelinerDocument,
    downloadLifelinerDocument,
    importFourPs,
    downloadFourPsTemplate,
    listFourPsLines,
    reviewFourPsLine,
    listPmsSeminars,
    exportPmsSeminars,
    createPmsSeminar,
    getPmsSeminar,
    recordPmsAttendance,
    listConnectionInspections,
    exportConnectionInspections,
    createConnectionInspection,
    uploadConnectionInspectionPhoto,
    downloadConnectionInspectionPhoto,
  ],
  auditedTypes: {
    'msd-service-request': ['ServiceRequest', 'ServiceRequestAssigner'],
    'msd-service-request-type': ['Admin'],
    'msd-settings': ['Admin'],
    'msd-connection-application': ['ConsumerPms', 'ConnectionInspections'],
    'msd-pms-seminar': ['ConsumerPms'],
    'msd-connection-order': ['ConnectionOrder', 'ConsumerPms'],
    'msd-lifeliner': ['LifelinerConsumer'],
    'msd-fourps-list': ['LifelinerConsumer'],
    'msd-fourps-line': ['LifelinerConsumer'],
  },
  approvalHandlers: [serviceRequestApproval],
  workCards: [requestsToAssign, requestsInTheField, applicationsToInspect, applicationsToEvaluate],
  dashboardCards: [overdueRequests],
  demoSeeder: { name: 'msd', run: seedMsdDemo },
});
