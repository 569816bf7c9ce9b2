// /iad/travel-orders/:id?: internal audit reads the travel orders and their signatures (AuditViewer).
import { TravelOrders } from '../../ogm/public.ts';

export default function IadTravelOrdersPage() {
  return <TravelOrders base="/iad/travel-orders" />;
}
