// The Leave Ledger tab of the employee page: the employee's ledger for a fiscal year.
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { LeaveLedgerView } from './LeaveLedgerView.tsx';

export function EmployeeLeaveLedgerTab({ employeeId }: { employeeId: number }) {
  const active = useActiveFiscalYearId();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const fiscalYearId = picked ?? active;
  const ledger = useQuery({
    ...endpointQuery(employeeLeaveLedgerEndpoint, { params: { employeeId }, query: { fiscalYearId } }),
    enabled: fiscalYearId !== undefined,
  });
  return (
    <Stack spacing={2}>
      <FiscalYearSelect value={fiscalYearId} onChange={setPicked} />
      <LeaveLedgerView ledger={ledger.data} loading={ledger.isFetching} />
    </Stack>
  );
}
