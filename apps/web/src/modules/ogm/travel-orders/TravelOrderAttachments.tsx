// The papers of a travel (invitation, programme, itinerary): OGM attaches them, readers download.
import { downloadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/download-travel-order-attachment';
import type { TravelOrder } from '@ilaw/contracts/travel/travel-orders/travel-order';
import { uploadTravelOrderAttachmentEndpoint } from '@ilaw/contracts/travel/travel-orders/upload-travel-order-attachment';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { AttachmentList } from '#web/shared/ui/AttachmentList.tsx';
import { TRAVEL_ORDER_READS } from './travel-order-parts.tsx';

export function TravelOrderAttachments({ order, canAttach }: { order: TravelOrder; canAttach: boolean }) {
  const upload = useEndpointMutation(uploadTravelOrderAttachmentEndpoint, { invalidates: TRAVEL_ORDER_READS });
  return (
    <AttachmentList
      className="no-print"
      title="Attachments"
      attachments={order.attachments}
      urlOf={(a) => buildUrl(downloadTravelOrderAttachmentEndpoint, { id: a.id }, {}, { page: 1, itemsPerPage: 15 })}
      canAttach={canAttach}
      uploading={upload.isPending}
      onUpload={(files) => upload.mutateAsync({ body: { travelOrderId: order.id }, files: { file: files } })}
    />
  );
}
