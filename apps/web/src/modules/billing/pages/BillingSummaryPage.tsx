import { SummaryReport } from './ops/SummaryReport.tsx';

export default function BillingSummaryPage() {
  return <SummaryReport kind="billing" />;
}
