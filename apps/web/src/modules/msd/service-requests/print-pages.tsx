// The print routes of member services (each a default export for screens.ts).
import { ServiceRequestPrint } from './ServiceRequestPrintPage.tsx';

export function MsdLandscapePrint() {
  return <ServiceRequestPrint side="msd" kind="landscape" />;
}

export function MsdFollowUpPrint() {
  return <ServiceRequestPrint side="msd" kind="follow-up" />;
}
