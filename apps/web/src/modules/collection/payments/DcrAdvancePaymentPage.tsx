// /fsd/collection/daily-collection-report/:id?/advance-payment: the teller's window taking an
// advance payment only (decision 057): the whole amount is deposited on the advance balance.
import { TellerWindowPage } from './TellerWindowPage.tsx';

export default function DcrAdvancePaymentPage() {
  return <TellerWindowPage partial={false} mode="advance" />;
}
