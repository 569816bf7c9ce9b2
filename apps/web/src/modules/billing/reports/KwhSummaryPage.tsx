import { SummaryReport } from './SummaryReport.tsx';

export default function KwhSummaryPage() {
  return <SummaryReport kind="kwh" />;
}
