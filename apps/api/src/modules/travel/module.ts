// Travel orders (OGM; IAD reads them): filed as drafts under a TO number per year, signed through
// the approval engine (recommending, approving), printed with their signatories, and shown as
// travel on the travellers' DTR once approved (docs/decisions/100).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedTravelDemo } from './demo/seed-travel-demo.ts';
import { cancelTravelOrder } from './travel-orders/cancel-travel-order.ts';
import { createTravelOrder } from './travel-orders/create-travel-order.ts';
import { downloadTravelOrderAttachment } from './travel-orders/download-travel-order-attachment.ts';
import { getTravelOrder } from './travel-orders/get-travel-order.ts';
import { listTravelOrders } from './travel-orders/list-travel-orders.ts';
import { submitTravelOrder } from './travel-orders/submit-travel-order.ts';
import { travelOrderApprovals } from './travel-orders/travel-order-approvals.ts';
import { updateTravelOrder } from './travel-orders/update-travel-order.ts';
import { uploadTravelOrderAttachment } from './travel-orders/upload-travel-order-attachment.ts';

export const travelModule = defineModule({
  name: 'travel',
  endpoints: [
    listTravelOrders,
    getTravelOrder,
    createTravelOrder,
    updateTravelOrder,
    submitTravelOrder,
    cancelTravelOrder,
    uploadTravelOrderAttachment,
    downloadTravelOrderAttachment,
  ],
  auditedTypes: { 'travel-order': ['OgmStaff', 'AuditViewer'] },
  demoSeeder: { name: 'travel', run: seedTravelDemo },
  approvalHandlers: [travelOrderApprovals],
});
