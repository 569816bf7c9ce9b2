import { TellerWindowPage } from './TellerWindowPage.tsx';

export default function PartialPaymentPage() {
  return <TellerWindowPage partial />;
}
