// Bill Adjustment (BillingReport): find a consumer's bill, give the corrected reading and the reason;
// the bill is recomputed at its month's rates, the ledger gets a reversal and the corrected entry.
import { type Bill, adjustBillEndpoint, getBillEndpoint } from '@ilaw/contracts/billing/bills';
import type { Consumer } from '@ilaw/contracts/billing/consumers';
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ConsumerSearchField } from '../components/ConsumerSearchField.tsx';
import { billMonthLabel } from '../components/BillMonthField.tsx';
import { BILL_READS } from '../components/billing-reads.ts';
import { type BillSummary, BillLines, ConsumerBills, ConsumerLedger } from './bill-parts.tsx';
import { REMARK_OPTIONS, bodySchemaOf } from './billing-screen-kit.ts';

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
  onSaved: (result: { original: Bill; corrected: Bill }) => void;
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
  const adjust = useEndpointMutation(adjustBillEndpoint, { invalidates: BILL_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => adjust.mutateAsync({ params: { id: summary.id }, body, quietStatuses: [400, 409] }),
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
      submitLabel="Post adjustment"
      maxWidth="md"
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {summary.consumerName} ({summary.accountNo}), {billMonthLabel(summary.period)}: {formatNumber(summary.kwh)} kWh,{' '}
        {formatPeso(summary.totalAmount)}. The corrected bill is computed at that month’s rates.
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
  const [consumer, setConsumer] = useState<Consumer | null>(null);
  const [adjusting, setAdjusting] = useState<BillSummary | null>(null);
  const [result, setResult] = useState<{ original: Bill; corrected: Bill } | null>(null);

  return (
    <Box>
      <PageHeader
        title="Bill Adjustment"
        subtitle="Correct a posted bill: the original is reversed on the ledger and a corrected bill is posted. Posted bills never change."
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
                b.status === 'Posted' ? (
                  <Button size="small" onClick={() => setAdjusting(b)}>
                    Adjust
                  </Button>
                ) : null
              }
            />
          </>
        )}
      </Paper>
      {result !== null && (
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }} data-testid="adjustment-result">
          <BillLines bill={result.original} title="Original (reversed)" />
          <BillLines bill={result.corrected} title="Corrected" />
        </Box>
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
            notify.success(`Bill ${r.original.billNo} adjusted; corrected bill ${r.corrected.billNo} posted.`);
            setAdjusting(null);
            setResult(r);
          }}
        />
      )}
    </Box>
  );
}
