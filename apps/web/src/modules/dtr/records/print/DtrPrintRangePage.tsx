import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { todayInManila } from '@ilaw/contracts/format';
import { useQueries } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { monthOf, monthPeriod, monthsBetween } from '../../components/period.ts';
import { MissingParameters, PrintScreen } from './PrintScreen.tsx';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A year of forms at most in one go. */
export const MAX_MONTHS = 12;

/** /isd/hr/daily-time-record/print-range?employeeId=&fromMonth=YYYY-MM&toMonth=YYYY-MM: a form per month. */
export default function DtrPrintRangePage() {
  const [params] = useSearchParams();
  const employeeId = Number(params.get('employeeId'));
  const current = monthOf(todayInManila());
  const fromMonth = MONTH.test(params.get('fromMonth') ?? '') ? params.get('fromMonth')! : current;
  const toMonth = MONTH.test(params.get('toMonth') ?? '') ? params.get('toMonth')! : fromMonth;
  const valid = Number.isInteger(employeeId) && employeeId > 0;
  const months = monthsBetween(fromMonth, toMonth, MAX_MONTHS);
  const results = useQueries({
    queries: months.map((m) => ({
      ...endpointQuery(hrRangedDtrEndpoint, { query: { ...monthPeriod(m), employeeId } }),
      enabled: valid,
    })),
  });
  if (!valid) return <MissingParameters what="an employee" />;
  const sheets = results.every((r) => r.data) ? results.map((r) => r.data!) : undefined;
  return (
    <PrintScreen
      title={`Daily Time Records ${fromMonth} to ${months.at(-1) ?? toMonth}`}
      sheets={sheets}
      error={results.some((r) => r.isError)}
      defaultCopies={2}
    />
  );
}
