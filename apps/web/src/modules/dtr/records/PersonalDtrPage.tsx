import type { DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import { personalCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-my-correction-requests';
import { personalDtrEndpoint } from '@ilaw/contracts/dtr/records/get-my-dtr';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { formatDate, todayInManila } from '@ilaw/contracts/format';
import EditCalendar from '@mui/icons-material/EditCalendar';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery, invalidateEndpoints } from '#web/shared/api/query.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import {
  CorrectionDialog,
  correctionColumns,
  type CorrectionRequest,
} from '../correction-requests/CorrectionRequests.tsx';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DtrHeading, DtrTable } from './DtrTable.tsx';
import { InPlacePrintSheets, printInPlace } from './print/Form48.tsx';
import { NotLinked } from '../components/PersonalGate.tsx';
import { PeriodPicker, usePeriod } from '../components/PeriodPicker.tsx';

/** /personal/daily-time-record: my DTR for a period, correction requests and their status. */
export default function PersonalDtrPage() {
  const qc = useQueryClient();
  const [period, setPeriod] = usePeriod();
  const dtr = useQuery({
    ...endpointQuery(personalDtrEndpoint, { query: period, quietStatuses: [404] }),
    placeholderData: keepPreviousData,
  });
  const requests = useQuery({
    ...endpointQuery(personalCorrectionRequestsEndpoint, { quietStatuses: [404] }),
    enabled: !dtr.isError,
  });
  const [correcting, setCorrecting] = useState<DailyTimeRecord | null>(null);
  const [withdrawing, setWithdrawing] = useState<CorrectionRequest | null>(null);
  const today = todayInManila();
  const pendingDates = new Set((requests.data ?? []).filter((r) => r.status === 0).map((r) => r.recordDate));

  return (
    <Box>
      <PageHeader
        title="DTR Editing"
        subtitle="Your daily time record. Ask for a correction of a day when a punch is missing or wrong; your department approves it."
        actions={
          <Button startIcon={<Print />} onClick={printInPlace} disabled={!dtr.data}>
            Print
          </Button>
        }
      />
      <NotLinked error={dtr.error} />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <PeriodPicker period={period} onChange={setPeriod} />
      </Paper>
      {!dtr.isError && (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          {dtr.data && <DtrHeading dtr={dtr.data} />}
          <DtrTable
            dtr={dtr.data}
            loading={dtr.isFetching}
            caption="My daily time record"
            action={{
              header: 'Correction',
              render: (r) =>
                pendingDates.has(r.dailyTimeRecordDate) ? (
                  <Typography variant="caption" color="text.secondary">
                    Pending
                  </Typography>
                ) : (
                  <Button
                    size="small"
                    startIcon={<EditCalendar fontSize="small" />}
                    disabled={r.dailyTimeRecordDate > today}
                    aria-label={`Request a correction for ${r.dailyTimeRecordDate}`}
                    onClick={() => setCorrecting(r)}
                  >
                    Request
                  </Button>
                ),
            }}
          />
        </Paper>
      )}
      {!dtr.isError && (
        <Paper variant="outlined">
          <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            My correction requests
          </Typography>
          <SimpleTable
            columns={correctionColumns(false, (r) =>
              r.approval?.canWithdraw ? (
                <Button size="small" onClick={() => setWithdrawing(r)}>
                  Withdraw
                </Button>
              ) : null,
            )}
            rows={requests.data}
            loading={requests.isFetching}
            rowKey={(r) => r.id}
            caption="My correction requests"
            emptyText="You have not asked for any correction."
          />
        </Paper>
      )}
      {correcting && (
        <CorrectionDialog
          record={correcting}
          onClose={() => setCorrecting(null)}
          onFiled={() => {
            setCorrecting(null);
            notify.success('Your correction request was sent to your department.');
          }}
        />
      )}
      {withdrawing !== null && withdrawing.approval !== null && (
        <ConfirmDialog
          open
          title={`Withdraw the correction request for ${formatDate(withdrawing.recordDate)}?`}
          message="The request ends; the day stays as it is."
          confirmLabel="Withdraw"
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await callEndpoint(withdrawApprovalEndpoint, {
              params: { id: withdrawing.approval!.requestId },
              body: { reason: 'Withdrawn by the employee' },
            });
            notify.success('Your correction request was withdrawn.');
            void invalidateEndpoints(qc, [personalCorrectionRequestsEndpoint]);
            invalidateApprovals(qc);
          }}
        />
      )}
      {dtr.data && <InPlacePrintSheets sheets={[dtr.data]} paper="a4" copies={2} />}
    </Box>
  );
}
