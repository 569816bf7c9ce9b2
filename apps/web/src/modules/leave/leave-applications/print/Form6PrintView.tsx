// A leave application's CSC Form 6 in place of the list that opened it (?form6=<id> on Leave
// Transactions for HR, on the Leave Ledger for the employee's own), printed with the print pack:
// the cooperative's letterhead, "Printed by ... on ...", page numbers, no screen controls.
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import { getLeaveApplicationFormEndpoint } from '@ilaw/contracts/leave/leave-applications/get-leave-application-form';
import { getMyLeaveApplicationFormEndpoint } from '@ilaw/contracts/leave/leave-applications/get-my-leave-application-form';
import { LEAVE_APPLICATION_DOCUMENT_TYPE } from '@ilaw/contracts/leave/leave-applications/leave-application';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { Form6 } from './Form6.tsx';

/** The URL key that opens an application's Form 6. */
export const FORM6_KEY = 'form6';

export function Form6PrintView({ id, mine, onBack }: { id: number; mine: boolean; onBack: () => void }) {
  const form = useQuery(
    mine
      ? endpointQuery(getMyLeaveApplicationFormEndpoint, { params: { id } })
      : endpointQuery(getLeaveApplicationFormEndpoint, { params: { id } }),
  );
  const signatories = useDocumentSignatories(LEAVE_APPLICATION_DOCUMENT_TYPE, id);
  const user = useCurrentUser().data;
  return (
    <>
      <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
        <Button startIcon={<ArrowBack />} onClick={onBack}>
          Back
        </Button>
        <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!form.data}>
          Print
        </Button>
      </Stack>
      {form.isFetching && !form.data && <LinearProgress />}
      {form.data && (
        <ReportPrintPack
          title="APPLICATION FOR LEAVE"
          formNumber="Civil Service Form No. 6, Revised 2020"
          signatories={[]}
        >
          <Form6 form={form.data} signatories={signatories} certifiedBy={mine ? '' : (user?.fullName ?? '')} />
        </ReportPrintPack>
      )}
    </>
  );
}
