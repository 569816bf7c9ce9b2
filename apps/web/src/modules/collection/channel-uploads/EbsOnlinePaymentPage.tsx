// EBS Online Payment Collection (UploadCollection): the cooperative's own online payments, uploaded
// and posted through the same pipeline as the payment channels' files (decision 057).
import { listChannelUploadsEndpoint } from '@ilaw/contracts/collection/channel-uploads/list-channel-uploads';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { UploadList } from './UploadCollectionPage.tsx';

export default function EbsOnlinePaymentPage() {
  return (
    <ScreenAccess reads={listChannelUploadsEndpoint}>
      <UploadList channel="EbsOnline" />
    </ScreenAccess>
  );
}
