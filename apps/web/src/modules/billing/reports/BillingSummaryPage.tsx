import { SummaryReport } from './SummaryReport.tsx';

export default function BillingSummaryPage() {
  return <SummaryReport kind="billing" />;
}
