import { hrDtrByDepartmentEndpoint } from '@ilaw/contracts/dtr/records/get-department-employee-dtrs';
import { todayInManila } from '@ilaw/contracts/format';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { periodFromQuery } from '../../components/period.ts';
import { MissingParameters, PrintScreen } from './PrintScreen.tsx';

/** /isd/hr/daily-time-record/print-department?departmentId=&from=&to=: a department, two to a sheet. */
export default function DtrPrintDepartmentPage() {
  const [params] = useSearchParams();
  const departmentId = Number(params.get('departmentId'));
  const period = periodFromQuery(params.get('from'), params.get('to'), todayInManila());
  const valid = Number.isInteger(departmentId) && departmentId > 0;
  const dtrs = useQuery({
    ...endpointQuery(hrDtrByDepartmentEndpoint, { query: { ...period, departmentId } }),
    enabled: valid,
    staleTime: 0,
  });
  if (!valid) return <MissingParameters what="a department" />;
  return (
    <PrintScreen
      title={`Daily Time Records: ${dtrs.data?.[0]?.departmentName ?? 'department'}`}
      sheets={dtrs.data}
      error={dtrs.isError}
      defaultCopies={1}
    />
  );
}
