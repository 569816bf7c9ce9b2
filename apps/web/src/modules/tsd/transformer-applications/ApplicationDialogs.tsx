// The dialogs of each stage: intake (member services), the inspection's schedule and its record,
// the evaluation with its fees, installation and cancellation.
import { todayInManila } from '@ilaw/contracts/format';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import {
  FEE_ITEM_LABELS,
  PHASES,
  PRICED_FEE_ITEMS,
  TEST_RESULTS,
  TRANSFORMER_APPLICATION_TYPE_LABELS,
  TRANSFORMER_APPLICATION_TYPES,
  TRANSFORMER_KVA_SIZES,
  TRANSFORMER_OWNERSHIPS,
  type PricedFeeItem,
} from '@ilaw/contracts/tsd/enums';
import { cancelTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/cancel-transformer-application';
import { createTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/create-transformer-application';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import { installTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/install-transformer-application';
import { scheduleTransformerInspectionEndpoint } from '@ilaw/contracts/tsd/transformer-applications/schedule-transformer-inspection';
import {
  cancelApplicationBody,
  createTransformerApplicationBody,
  evaluateApplicationBody,
  inspectApplicationBody,
  installApplicationBody,
  scheduleInspectionBody,
  type TransformerApplication,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { listTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/list-transformer-fees';
import type { Transformer } from '@ilaw/contracts/tsd/transformers/transformer';
import Delete from '@mui/icons-material/Delete';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { TransformerPicker } from '../tsd-parts.tsx';
import { BranchChoice, Choice, PlaceFields, UnitFields } from '../transformers/transformer-fields.tsx';

interface DialogProps {
  onClose: () => void;
  onSaved: (a: TransformerApplication) => void;
}

export function NewApplicationDialog({ onClose, onSaved }: DialogProps) {
  const form = useForm(createTransformerApplicationBody, {
    applicationType: 'NewConnection' as (typeof TRANSFORMER_APPLICATION_TYPES)[number],
    appliedOn: todayInManila(),
    accountNo: '',
    applicantName: '',
    address: '',
    contactNo: '',
    branchCode: 5,
    requestedKva: '25' as (typeof TRANSFORMER_KVA_SIZES)[number],
    phase: 'SinglePhase' as (typeof PHASES)[number],
    ownership: 'SoleUser' as (typeof TRANSFORMER_OWNERSHIPS)[number],
    purpose: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(createTransformerApplicationEndpoint, { body }),
    onSaved,
  );
  const v = form.values;
  const e = form.errors;
  return (
    <FormDialog
      open
      maxWidth="md"
      title="New transformer application"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={e.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <Choice
          label="Application type"
          name="applicationType"
          value={v.applicationType}
          options={TRANSFORMER_APPLICATION_TYPES.map((t) => ({
            value: t,
            label: TRANSFORMER_APPLICATION_TYPE_LABELS[t],
          }))}
          onChange={(x) => form.set('applicationType', x)}
          error={e.applicationType}
        />
        <TextField
          {...form.text('appliedOn')}
          type="date"
          label="Date applied"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.text('accountNo')}
          label="Account no."
          fullWidth
          helperText={e.accountNo ?? 'Of an existing connection'}
        />
        <TextField
          {...form.text('applicantName')}
          label="Applicant"
          fullWidth
          helperText={e.applicantName ?? 'Taken from the account when blank'}
        />
      </Stack>
      <TextField {...form.text('address')} label="Address" required fullWidth />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('contactNo')} label="Contact no." fullWidth />
        <BranchChoice
          name="branchCode"
          value={v.branchCode}
          onChange={(x) => form.set('branchCode', x)}
          error={e.branchCode}
        />
      </Stack>
      <UnitFields
        kva={{
          name: 'requestedKva',
          value: v.requestedKva,
          onChange: (x) => form.set('requestedKva', x),
          error: e.requestedKva,
        }}
        phase={{ name: 'phase', value: v.phase, onChange: (x) => form.set('phase', x), error: e.phase }}
        ownership={{
          name: 'ownership',
          value: v.ownership,
          onChange: (x) => form.set('ownership', x),
          error: e.ownership,
        }}
      />
      <TextField {...form.text('purpose')} label="Purpose / load" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}

export function ScheduleDialog({
  application,
  onClose,
  onSaved,
}: DialogProps & { application: TransformerApplication }) {
  const form = useForm(scheduleInspectionBody, {
    inspectorName: application.inspectorName ?? '',
    scheduledOn: application.inspectionScheduledOn ?? todayInManila(),
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(scheduleTransformerInspectionEndpoint, { params: { id: application.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Schedule the inspection of ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('inspectorName')} label="Inspector" required fullWidth sx={{ mt: 1 }} />
      <TextField
        {...form.text('scheduledOn')}
        type="date"
        label="Inspection date"
        required
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

export function InspectDialog({
  application,
  onClose,
  onSaved,
}: DialogProps & { application: TransformerApplication }) {
  const form = useForm(inspectApplicationBody, {
    inspectedOn: todayInManila(),
    result: 'Passed' as (typeof TEST_RESULTS)[number],
    findings: '',
    feeder: '',
    poleNo: '',
    latitude: '',
    longitude: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(inspectTransformerApplicationEndpoint, { params: { id: application.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title={`Inspection of ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField
          {...form.text('inspectedOn')}
          type="date"
          label="Inspected on"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Choice
          label="Result"
          name="result"
          value={form.values.result}
          options={TEST_RESULTS.map((r) => ({ value: r, label: r }))}
          onChange={(x) => form.set('result', x)}
          error={form.errors.result}
        />
      </Stack>
      <TextField {...form.text('findings')} label="Findings" required fullWidth multiline minRows={2} />
      <PlaceFields form={form} />
    </FormDialog>
  );
}

interface FeeRow {
  item: PricedFeeItem;
  quantity: number;
}

export function EvaluateDialog({
  application,
  onClose,
  onSaved,
}: DialogProps & { application: TransformerApplication }) {
  const [unit, setUnit] = useState<Transformer | null>(null);
  const sheets = useQuery({
    ...endpointQuery(listDataSheetsEndpoint, { query: { transformerId: unit?.id ?? 0, itemsPerPage: 50 } }),
    enabled: unit !== null,
  });
  const prices = useQuery(endpointQuery(listTransformerFeesEndpoint));
  const priced = new Set(prices.data?.find((p) => p.inForce)?.prices.map((p) => p.item) ?? []);
  const [fees, setFees] = useState<FeeRow[]>([
    { item: 'TestingFee', quantity: 1 },
    { item: 'InspectionFee', quantity: 1 },
  ]);
  const form = useForm(evaluateApplicationBody, {
    evaluatedOn: todayInManila(),
    transformerId: 0,
    dataSheetId: 0,
    fees: [] as FeeRow[],
    remarks: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(evaluateTransformerApplicationEndpoint, { params: { id: application.id }, body }),
    onSaved,
  );
  const send = () => {
    const parsed = evaluateApplicationBody.safeParse({ ...form.values, transformerId: unit?.id ?? 0, fees });
    if (!parsed.success) {
      form.setValues({ ...form.values, transformerId: unit?.id ?? 0, fees });
      const first = parsed.error.issues[0];
      form.setErrors({ [String(first?.path[0] ?? 'generalErrors')]: first?.message ?? 'Check the form.' });
      return;
    }
    void submit(parsed.data);
  };
  const e = form.errors;
  return (
    <FormDialog
      open
      maxWidth="md"
      title={`Evaluation of ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={send}
      submitting={busy}
      submitLabel="Submit for approval"
    >
      <GeneralError message={e.generalErrors} />
      <TextField
        {...form.text('evaluatedOn')}
        type="date"
        label="Evaluated on"
        required
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TransformerPicker
        value={unit}
        onChange={(t) => {
          setUnit(t);
          form.set('dataSheetId', 0);
        }}
        error={e.transformerId}
      />
      <Choice
        label="Data sheet (passed test)"
        name="dataSheetId"
        value={form.values.dataSheetId || null}
        options={(sheets.data?.data ?? []).map((s) => ({
          value: s.id,
          label: `${s.sheetNo} · ${s.testDate} · ${s.result ?? 'Pending'}`,
        }))}
        onChange={(x) => form.set('dataSheetId', x)}
        error={e.dataSheetId}
      />
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Fees (priced from the list in force on the evaluation date)
      </Typography>
      {fees.map((f, i) => (
        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Choice
            label={`Item ${i + 1}`}
            name={`fees.${i}.item`}
            value={f.item}
            options={PRICED_FEE_ITEMS.filter((x) => priced.has(x)).map((x) => ({
              value: x,
              label: FEE_ITEM_LABELS[x],
            }))}
            onChange={(x) => setFees(fees.map((r, j) => (j === i ? { ...r, item: x } : r)))}
          />
          <TextField
            name={`fees.${i}.quantity`}
            label="Qty"
            type="number"
            value={f.quantity}
            onChange={(ev) => setFees(fees.map((r, j) => (j === i ? { ...r, quantity: Number(ev.target.value) } : r)))}
            sx={{ width: 100 }}
            helperText=" "
          />
          <IconButton aria-label={`Remove item ${i + 1}`} onClick={() => setFees(fees.filter((_, j) => j !== i))}>
            <Delete />
          </IconButton>
        </Stack>
      ))}
      {e.fees && (
        <Typography color="error" variant="body2">
          {e.fees}
        </Typography>
      )}
      <Button onClick={() => setFees([...fees, { item: 'InstallationFee', quantity: 1 }])}>Add fee</Button>
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}

export function InstallDialog({
  application,
  onClose,
  onSaved,
}: DialogProps & { application: TransformerApplication }) {
  const form = useForm(installApplicationBody, {
    installedOn: todayInManila(),
    feeder: application.feeder ?? '',
    poleNo: application.poleNo ?? '',
    latitude: application.latitude ?? '',
    longitude: application.longitude ?? '',
    remarks: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(installTransformerApplicationEndpoint, { params: { id: application.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title={`Install ${application.serialNo ?? ''} for ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Install"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField
        {...form.text('installedOn')}
        type="date"
        label="Installed on"
        required
        fullWidth
        sx={{ mt: 1 }}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <PlaceFields form={form} poleRequired />
      <TextField {...form.text('remarks')} label="Remarks" fullWidth />
    </FormDialog>
  );
}

export function CancelDialog({ application, onClose, onSaved }: DialogProps & { application: TransformerApplication }) {
  const form = useForm(cancelApplicationBody, { reason: '' });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(cancelTransformerApplicationEndpoint, { params: { id: application.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={`Cancel ${application.applicationNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Cancel application"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('reason')} label="Reason" required fullWidth multiline minRows={2} sx={{ mt: 1 }} />
    </FormDialog>
  );
}
