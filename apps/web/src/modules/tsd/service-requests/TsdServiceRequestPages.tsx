// The technical side's door to service requests: member services' screens on the crews' endpoints.
import { ServiceRequestDetail, ServiceRequestList, ServiceRequestPrint } from '../../msd/public.ts';

export function TsdServiceRequestsPage() {
  return <ServiceRequestList side="tsd" />;
}

export function TsdServiceRequestDetailPage() {
  return <ServiceRequestDetail side="tsd" />;
}

export function TsdPrint() {
  return <ServiceRequestPrint side="tsd" kind="form" />;
}

export function TsdLandscapePrint() {
  return <ServiceRequestPrint side="tsd" kind="landscape" />;
}

export function TsdFollowUpPrint() {
  return <ServiceRequestPrint side="tsd" kind="follow-up" />;
}
