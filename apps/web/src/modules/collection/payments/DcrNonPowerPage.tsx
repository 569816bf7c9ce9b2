// /fsd/collection/daily-collection-report/:id?/non-power-bill: the teller's window collecting a
// consumer's non-power bills only (decision 057), in full, on one OR.
import { TellerWindowPage } from './TellerWindowPage.tsx';

export default function DcrNonPowerPage() {
  return <TellerWindowPage partial={false} mode="non-power" />;
}
