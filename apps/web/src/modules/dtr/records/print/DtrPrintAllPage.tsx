import { hrAllEmployeeDtrEndpoint } from '@ilaw/contracts/dtr/records/get-all-employee-dtrs';
import { todayInManila } from '@ilaw/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { periodFromQuery } from '../../components/period.ts';
import { PrintScreen } from './PrintScreen.tsx';

/** /isd/hr/daily-time-record/print-all?from=&to=: every active employee, two to a sheet. */
export default function DtrPrintAllPage() {
  const [params] = useSearchParams();
  const period = periodFromQuery(params.get('from'), params.get('to'), todayInManila());
  const dtrs = useQuery({ ...endpointQuery(hrAllEmployeeDtrEndpoint, { query: period }), staleTime: 0 });
  return (
    <PrintScreen title="Daily Time Records: all employees" sheets={dtrs.data} error={dtrs.isError} defaultCopies={1} />
  );
}
