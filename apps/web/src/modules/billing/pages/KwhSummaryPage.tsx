import { SummaryReport } from './ops/SummaryReport.tsx';

export default function KwhSummaryPage() {
  return <SummaryReport kind="kwh" />;
}
