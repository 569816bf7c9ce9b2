// The crews' connection orders (/tsd/connection-order, ConnectionOrderLineman): member services'
// list opened on the assigned orders; each opens the order to energize it (decision 072).
import { listConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ConnectionOrderList } from '../../msd/public.ts';

export default function TsdConnectionOrdersPage() {
  return (
    <ScreenAccess reads={listConnectionOrdersEndpoint}>
      <ConnectionOrderList side="tsd" />
    </ScreenAccess>
  );
}
