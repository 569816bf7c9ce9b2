// The Leave Ledger tab of the employee page: the employee's ledger for a fiscal year.
import { employeeLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-employee-leave-ledger';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { FiscalYearSelect, useActiveFiscalYearId } from '../components/FiscalYearSelect.tsx';
import { LEAVE_CARD_KEY, LeaveCardPrintView } from './LeaveCardPrintView.tsx';
import { LeaveLedgerView } from './LeaveLedgerView.tsx';

export function EmployeeLeaveLedgerTab({ employeeId }: { employeeId: number }) {
  const active = useActiveFiscalYearId();
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const fiscalYearId = picked ?? active;
  const ledger = useQuery({
    ...endpointQuery(employeeLeaveLedgerEndpoint, { params: { employeeId }, query: { fiscalYearId } }),
    enabled: fiscalYearId !== undefined,
  });
  const url = useUrlState();
  if (url.get(LEAVE_CARD_KEY) !== null)
    return <LeaveCardPrintView ledger={ledger.data} onBack={() => url.set({ [LEAVE_CARD_KEY]: null }, true)} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <FiscalYearSelect value={fiscalYearId} onChange={setPicked} />
        <Button
          variant="outlined"
          startIcon={<PrintOutlined />}
          disabled={!ledger.data}
          onClick={() => url.set({ [LEAVE_CARD_KEY]: 1 }, true)}
        >
          Leave card
        </Button>
      </Stack>
      <LeaveLedgerView ledger={ledger.data} loading={ledger.isFetching} />
    </Stack>
  );
}
