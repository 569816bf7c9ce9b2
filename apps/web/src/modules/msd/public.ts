// What the member services screens offer other web modules (decision 006): the technical side's
// copies of the service request screens and the connection orders list, and the administrator's
// catalogue screens.
export { ServiceRequestList } from './service-requests/ServiceRequestsPage.tsx';
export { ServiceRequestDetail } from './service-requests/ServiceRequestDetailPage.tsx';
export { ServiceRequestPrint } from './service-requests/ServiceRequestPrintPage.tsx';
export { default as ServiceRequestTypesPage } from './admin/ServiceRequestTypesPage.tsx';
export { default as ServiceRequestConstantsPage } from './admin/ServiceRequestConstantsPage.tsx';
export { default as ServiceRequestApproversPage } from './admin/ServiceRequestApproversPage.tsx';
export { ConnectionOrderList } from './connection-orders/ConnectionOrdersPage.tsx';
