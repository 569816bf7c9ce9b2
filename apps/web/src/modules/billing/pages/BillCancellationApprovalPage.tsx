// Bill Cancellation Approval (BillCancellationApprover configured at /admin/bill-cancellation-approvers):
// pending requests first; approve (the bill is cancelled and the ledger credited) or reject, with remarks.
import {
  approveCancellationEndpoint,
  listBillsEndpoint,
  listCancellationsEndpoint,
  ledgerEndpoint,
  rejectCancellationEndpoint,
} from '@ilaw/contracts/billing/bills';
import { CANCELLATION_STATUSES } from '@ilaw/contracts/billing/enums';
import { formatPeso } from '@ilaw/contracts/format';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useForm } from '../../../shared/forms/use-form.ts';
import { DataTable, usePaging } from '../../../shared/ui/DataTable.tsx';
import { FormDialog } from '../../../shared/ui/FormDialog.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { billMonthLabel } from '../components/BillMonthField.tsx';
import { type Cancellation, CancellationSteps, cancellationColumns } from './bill-parts.tsx';
import { bodySchemaOf, useUrlParam } from './billing-screen-kit.ts';

const decisionSchema = bodySchemaOf(approveCancellationEndpoint);

function DecisionDialog({
  request,
  approve,
  onClose,
  onSaved,
}: {
  request: Cancellation;
  approve: boolean;
  onClose: () => void;
  onSaved: (c: Cancellation) => void;
}) {
  const form = useForm(decisionSchema, { remarks: '' });
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const body = form.validate();
    if (body === null) return;
    setBusy(true);
    try {
      const params = { id: request.id };
      onSaved(
        approve
          ? await callEndpoint(approveCancellationEndpoint, { params, body })
          : await callEndpoint(rejectCancellationEndpoint, { params, body }),
      );
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <FormDialog
      open
      title={`${approve ? 'Approve' : 'Reject'} cancellation of bill ${request.billNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={approve ? 'Approve' : 'Reject'}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {request.consumerName} ({request.accountNo}), {billMonthLabel(request.period)}, {formatPeso(request.amount)}.
      </Typography>
      <Box sx={{ mb: 2 }}>
        <CancellationSteps c={request} />
      </Box>
      {approve && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The bill will be cancelled and its amount credited on the consumer’s ledger.
        </Alert>
      )}
      {form.errors.generalErrors !== undefined && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {form.errors.generalErrors}
        </Alert>
      )}
      <TextField {...form.text('remarks')} label="Remarks" required multiline minRows={2} autoFocus fullWidth />
    </FormDialog>
  );
}

export default function BillCancellationApprovalPage() {
  const queryClient = useQueryClient();
  const [statusParam, setStatus] = useUrlParam('status');
  // Pending first: that is the approver's work list.
  const status = CANCELLATION_STATUSES.find((s) => s === statusParam) ?? 'Pending';
  const { paging, setPaging, resetPage } = usePaging();
  const requests = useQuery(endpointQuery(listCancellationsEndpoint, { query: { ...paging, status } }));
  const [deciding, setDeciding] = useState<{ request: Cancellation; approve: boolean } | null>(null);

  const action = (c: Cancellation) =>
    c.status === 'Pending' ? (
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button size="small" variant="contained" onClick={() => setDeciding({ request: c, approve: true })}>
          Approve
        </Button>
        <Button size="small" color="error" onClick={() => setDeciding({ request: c, approve: false })}>
          Reject
        </Button>
      </Box>
    ) : null;

  return (
    <Box>
      <PageHeader
        title="Bill Cancellation Approval"
        subtitle="Cancellation requests of posted bills. Approving cancels the bill and credits the consumer's ledger."
      />
      <Paper variant="outlined">
        <Tabs
          value={status}
          onChange={(_, v: string) => {
            setStatus(v === 'Pending' ? '' : v);
            resetPage();
          }}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {CANCELLATION_STATUSES.map((s) => (
            <Tab key={s} value={s} label={s} />
          ))}
        </Tabs>
        <DataTable
          caption="Cancellation requests"
          columns={cancellationColumns(action)}
          result={requests.data}
          loading={requests.isFetching}
          paging={paging}
          onPagingChange={setPaging}
          rowKey={(c) => c.id}
          emptyText={status === 'Pending' ? 'No request waits for a decision.' : 'No request.'}
        />
      </Paper>
      {deciding !== null && (
        <DecisionDialog
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onSaved={(c) => {
            notify.success(
              c.status === 'Approved' ? `Bill ${c.billNo} is cancelled.` : `Cancellation of bill ${c.billNo} rejected.`,
            );
            setDeciding(null);
            for (const def of [listCancellationsEndpoint, listBillsEndpoint, ledgerEndpoint])
              void queryClient.invalidateQueries({ queryKey: ['GET', def.path] });
          }}
        />
      )}
    </Box>
  );
}
