// Bill Adjustment (BillingReport): find a consumer's bill, give the corrected reading and the reason;
// the bill is recomputed at its month's rates and waits for an approver (decision 014). Only the
// approval posts the reversal and the corrected bill; the clerk may withdraw a pending request.
import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import { adjustBillEndpoint } from '@ilaw/contracts/billing/adjustments/adjust-bill';
import { getBillEndpoint } from '@ilaw/contracts/billing/bills/get-bill';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { listAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/list-adjustment-requests';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { withdrawApprovalEndpoint } from '@ilaw/contracts/approvals/requests/withdraw-approval-request';
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, invalidateEndpoints } from '#web/shared/api/query.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ConsumerSearchField } from '../consumers/ConsumerSearchField.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { AdjustmentComparison, adjustmentColumns } from './AdjustmentParts.tsx';
import { type BillSummary, ConsumerBills, ConsumerLedger } from '../bills/bill-parts.tsx';
import { REMARK_OPTIONS, bodySchemaOf } from '../shared/billing-screen-kit.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

const adjustSchema = bodySchemaOf(adjustBillEndpoint);

interface AdjustValues {
  previousReading: string;
  presentReading: string;
  remark: string;
  oldMeterFinal: string;
  newMeterInitial: string;
  demandKw: string;
  reason: string;
}

function AdjustDialog({
  summary,
  onClose,
  onSaved,
}: {
  summary: BillSummary;
  onClose: () => void;
  onSaved: (result: AdjustmentRequest) => void;
}) {
  const bill = useQuery(endpointQuery(getBillEndpoint, { params: { id: summary.id } }));
  const [v, setV] = useState<AdjustValues>({
    previousReading: summary.previousReading,
    presentReading: summary.presentReading,
    remark: '',
    oldMeterFinal: '',
    newMeterInitial: '',
    demandKw: '',
    reason: '',
  });
  const set = (patch: Partial<AdjustValues>) => setV((old) => ({ ...old, ...patch }));
  const restart = v.remark !== '' && METER_RESTART_REMARKS.includes(Number(v.remark));
  const form = useErrorMap(() =>
    adjustSchema.safeParse({
      previousReading: v.previousReading,
      presentReading: v.presentReading,
      remark: v.remark === '' ? null : Number(v.remark),
      oldMeterFinal: restart ? v.oldMeterFinal : null,
      newMeterInitial: restart ? v.newMeterInitial : null,
      demandKw: v.demandKw === '' ? (bill.data?.demandKw ?? null) : v.demandKw,
      reason: v.reason,
    }),
  );
  const { errors } = form;
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(adjustBillEndpoint, { params: { id: summary.id }, body, quietStatuses: [400, 409] }),
    onSaved,
  );
  const text = (name: keyof AdjustValues, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      value={v[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );
  return (
    <FormDialog
      open
      title={`Adjust bill ${summary.billNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Ask for approval"
      maxWidth="md"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {summary.consumerName} ({summary.accountNo}), {billMonthLabel(summary.period)}: {formatNumber(summary.kwh)} kWh,{' '}
        {formatPeso(summary.totalAmount)}. The corrected bill is computed at that month’s rates; an approver posts it.
      </Typography>
      <GeneralError message={errors['generalErrors']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
        {text('previousReading', 'Previous reading', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {text('presentReading', 'Corrected present reading', {
          autoFocus: true,
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        <TextField
          select
          name="remark"
          label="Remark"
          value={v.remark}
          onChange={(e) => set({ remark: e.target.value })}
          error={errors['remark'] !== undefined}
          helperText={errors['remark'] ?? ' '}
        >
          <MenuItem value="">(none)</MenuItem>
          {REMARK_OPTIONS.map((r) => (
            <MenuItem key={r.value} value={String(r.value)}>
              {r.label}
            </MenuItem>
          ))}
        </TextField>
        {restart && text('oldMeterFinal', 'Old meter final', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {restart &&
          text('newMeterInitial', 'New meter initial', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {bill.data?.demandKw !== null &&
          bill.data?.demandKw !== undefined &&
          text('demandKw', `Demand kW (was ${bill.data.demandKw})`, {
            slotProps: { htmlInput: { inputMode: 'decimal' } },
          })}
      </Box>
      {text('reason', 'Reason', { required: true, multiline: true, minRows: 2, fullWidth: true })}
    </FormDialog>
  );
}

export default function BillAdjustmentPage() {
  return (
    <ScreenAccess reads={listAdjustmentRequestsEndpoint}>
      <BillAdjustmentScreen />
    </ScreenAccess>
  );
}

function BillAdjustmentScreen() {
  const canAdjust = useCan()(adjustBillEndpoint);
  const queryClient = useQueryClient();
  const [consumer, setConsumer] = useState<Consumer | null>(null);
  const [adjusting, setAdjusting] = useState<BillSummary | null>(null);
  const [result, setResult] = useState<AdjustmentRequest | null>(null);
  const [withdrawing, setWithdrawing] = useState<AdjustmentRequest | null>(null);
  const requests = useQuery({
    ...endpointQuery(listAdjustmentRequestsEndpoint, {
      query: { accountNo: consumer?.accountNo ?? '', page: 1, itemsPerPage: 100 },
    }),
    enabled: consumer !== null,
  });
  const pendingBills = new Set((requests.data?.data ?? []).filter((r) => r.status === 'Pending').map((r) => r.billId));
  const refresh = () => {
    void invalidateEndpoints(queryClient, [listBillsEndpoint, ledgerEndpoint, listAdjustmentRequestsEndpoint]);
    invalidateApprovals(queryClient);
  };

  return (
    <Box>
      <PageHeader
        title="Bill Adjustment"
        subtitle="Correct a posted bill: the corrected bill waits for an approver; on approval the original is reversed on the ledger and the corrected bill posted. Posted bills never change."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Box sx={{ maxWidth: 520 }}>
          <ConsumerSearchField
            value={consumer}
            onChange={(c) => {
              setConsumer(c);
              setResult(null);
            }}
            autoFocus
            size="small"
          />
        </Box>
        {consumer !== null && (
          <>
            <Typography variant="subtitle1" sx={{ mt: 2, fontWeight: 700 }}>
              Bills
            </Typography>
            <ConsumerBills
              accountNo={consumer.accountNo}
              action={(b) =>
                b.status === 'Posted' && canAdjust ? (
                  <Button size="small" disabled={pendingBills.has(b.id)} onClick={() => setAdjusting(b)}>
                    {pendingBills.has(b.id) ? 'Waiting for approval' : 'Adjust'}
                  </Button>
                ) : null
              }
            />
          </>
        )}
      </Paper>
      {result !== null && (
        <Box sx={{ mb: 2 }} data-testid="adjustment-result">
          <AdjustmentComparison request={result} />
        </Box>
      )}
      {consumer !== null && (
        <Paper variant="outlined" sx={{ mb: 2 }}>
          <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 700 }}>
            Adjustment requests
          </Typography>
          <SimpleTable
            caption="Adjustment requests"
            columns={adjustmentColumns((r) =>
              r.approval?.canWithdraw ? (
                <Button size="small" onClick={() => setWithdrawing(r)}>
                  Withdraw
                </Button>
              ) : null,
            )}
            rows={requests.data?.data}
            loading={requests.isFetching}
            rowKey={(r) => r.id}
            emptyText="No adjustment request for this consumer."
          />
        </Paper>
      )}
      {consumer !== null && (
        <Paper variant="outlined">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 2, fontWeight: 700 }}>
            Ledger
          </Typography>
          <ConsumerLedger accountNo={consumer.accountNo} />
        </Paper>
      )}
      {adjusting !== null && (
        <AdjustDialog
          summary={adjusting}
          onClose={() => setAdjusting(null)}
          onSaved={(r) => {
            notify.success(`Adjustment of bill ${r.billNo} sent for approval.`);
            setAdjusting(null);
            setResult(r);
            refresh();
          }}
        />
      )}
      {withdrawing !== null && withdrawing.approval !== null && (
        <ConfirmDialog
          open
          title={`Withdraw the adjustment of bill ${withdrawing.billNo}?`}
          message="The request ends without posting anything; the bill stands."
          confirmLabel="Withdraw"
          onClose={() => setWithdrawing(null)}
          onConfirm={async () => {
            await callEndpoint(withdrawApprovalEndpoint, {
              params: { id: withdrawing.approval!.requestId },
              body: { reason: 'Withdrawn by the requester' },
            });
            notify.success(`Adjustment of bill ${withdrawing.billNo} withdrawn.`);
            setResult(null);
            refresh();
          }}
        />
      )}
    </Box>
  );
}
