import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { todayInManila } from '@ilaw/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { periodFromQuery } from '../../components/period.ts';
import { MissingParameters, PrintScreen } from './PrintScreen.tsx';

/** /isd/hr/daily-time-record/print?employeeId=&from=&to=: one employee's Form 48, two copies. */
export default function DtrPrintPage() {
  const [params] = useSearchParams();
  const employeeId = Number(params.get('employeeId'));
  const period = periodFromQuery(params.get('from'), params.get('to'), todayInManila());
  const valid = Number.isInteger(employeeId) && employeeId > 0;
  const dtr = useQuery({
    ...endpointQuery(hrRangedDtrEndpoint, { query: { ...period, employeeId } }),
    enabled: valid,
  });
  if (!valid) return <MissingParameters what="an employee" />;
  return (
    <PrintScreen
      title="Daily Time Record"
      sheets={dtr.data ? [dtr.data] : undefined}
      error={dtr.isError}
      defaultCopies={2}
    />
  );
}
