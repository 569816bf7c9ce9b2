// The create/edit dialog of a bill month: reading and due dates, VAT, senior citizen discount and
// the lifeline tiers (RA 11552).
import { type BillMonth, billMonthFields } from '@ilaw/contracts/billing/bill-months/bill-month';
import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { updateBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/update-bill-month';
import { formatDate, todayInManila } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { billMonthLabel, defaultBillMonth } from './BillMonthField.tsx';

type Tier = { minKwh: string; maxKwh: string; discountPercent: string };
interface MonthValues {
  period: string;
  readingDate: string;
  dueDate: string;
  vatPercent: string;
  seniorDiscountPercent: string;
  seniorMaxKwh: string;
  lifelineTiers: Tier[];
}

function nextPeriod(months: readonly BillMonth[]): string {
  const latest = months[0]?.period;
  if (latest === undefined) return todayInManila().slice(0, 7);
  const [y, m] = latest.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** A bill month's dates and discounts; `month` null for a new one (the month after the latest). */
export function MonthDialog({
  month,
  onClose,
  onSaved,
}: {
  month: BillMonth | null;
  onClose: () => void;
  onSaved: (m: BillMonth) => void;
}) {
  const months = useQuery(endpointQuery(listBillMonthsEndpoint)).data ?? [];
  const period = month?.period ?? nextPeriod(months);
  const [v, setV] = useState<MonthValues>({
    period,
    readingDate: month?.readingDate ?? `${period}-05`,
    dueDate: month?.dueDate ?? '',
    vatPercent: month?.vatPercent ?? '12',
    seniorDiscountPercent: month?.seniorDiscountPercent ?? '5',
    seniorMaxKwh: month?.seniorMaxKwh ?? '100',
    lifelineTiers: month?.lifelineTiers.map((t) => ({ ...t })) ?? [],
  });
  const set = (patch: Partial<MonthValues>) => setV((old) => ({ ...old, ...patch }));
  const setTier = (i: number, patch: Partial<Tier>) =>
    set({ lifelineTiers: v.lifelineTiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const form = useErrorMap(() =>
    billMonthFields.safeParse({
      ...v,
      dueDate: v.dueDate === '' ? undefined : v.dueDate,
      // A new month with no tiers typed takes the RA 11552 defaults (docs/decisions/040).
      lifelineTiers: v.lifelineTiers.length === 0 && month === null ? undefined : v.lifelineTiers,
    }),
  );
  const { errors } = form;
  const create = useEndpointMutation(createBillMonthEndpoint, { invalidates: [listBillMonthsEndpoint] });
  const update = useEndpointMutation(updateBillMonthEndpoint, { invalidates: [listBillMonthsEndpoint] });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => (month === null ? create.mutateAsync({ body }) : update.mutateAsync({ params: { id: month.id }, body })),
    onSaved,
  );
  type Body = NonNullable<ReturnType<typeof form.validate>>;
  // A new month is asked about first: it may become the month every billing screen opens on.
  const [confirming, setConfirming] = useState<Body | null>(null);
  const working = defaultBillMonth(months);
  const becomesWorking = (p: string) => !months.some((m) => m.status === 'Open' && m.period > p);
  const field = (name: keyof Omit<MonthValues, 'lifelineTiers'>, label: string, extra: object = {}) => (
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
      title={month === null ? 'New bill month' : `Edit ${billMonthLabel(month.period)}`}
      onClose={onClose}
      onSubmit={() => {
        if (month !== null) return void submit();
        const body = form.validate();
        if (body !== null) setConfirming(body);
      }}
      submitting={busy}
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2, mt: 1 }}>
        {field('period', 'Bill month', {
          type: 'month',
          required: true,
          autoFocus: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('readingDate', 'Reading date', {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        <TextField
          name="dueDate"
          label="Due date"
          type="date"
          value={v.dueDate}
          onChange={(e) => set({ dueDate: e.target.value })}
          error={errors['dueDate'] !== undefined}
          helperText={errors['dueDate'] ?? 'Empty: the reading date + 9 days.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {field('vatPercent', 'VAT %', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('seniorDiscountPercent', 'Senior citizen discount %', {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {field('seniorMaxKwh', 'Senior discount up to kWh', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Lifeline discount tiers (RA 11552)
      </Typography>
      {v.lifelineTiers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {month === null
            ? 'None typed: the month starts with 0-15 kWh 100%, 16-25 50%, 26-35 35%, 36-50 20%.'
            : 'No tier: no lifeline discount this month.'}
        </Typography>
      )}
      {v.lifelineTiers.map((t, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          {(['minKwh', 'maxKwh', 'discountPercent'] as const).map((k) => (
            <TextField
              key={k}
              size="small"
              label={k === 'minKwh' ? 'From kWh' : k === 'maxKwh' ? 'To kWh' : 'Discount %'}
              value={t[k]}
              onChange={(e) => setTier(i, { [k]: e.target.value })}
              error={errors[`lifelineTiers.${i}.${k}`] !== undefined}
              helperText={errors[`lifelineTiers.${i}.${k}`] ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
          <IconButton
            aria-label={`Remove tier ${i + 1}`}
            onClick={() => set({ lifelineTiers: v.lifelineTiers.filter((_, j) => j !== i) })}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<Add />}
        sx={{ mt: 1 }}
        onClick={() => {
          const last = v.lifelineTiers.at(-1);
          const from = last === undefined ? '0' : String(Math.floor(Number(last.maxKwh) || 0) + 1);
          set({ lifelineTiers: [...v.lifelineTiers, { minKwh: from, maxKwh: '', discountPercent: '' }] });
        }}
      >
        Add tier
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        title={`Create ${confirming === null ? '' : billMonthLabel(confirming.period)}?`}
        message={
          confirming === null
            ? ''
            : becomesWorking(confirming.period)
              ? `Bill month ${billMonthLabel(confirming.period)} (reading date ${formatDate(confirming.readingDate)}) becomes the working month: every billing screen opens on it${working === undefined || working.status !== 'Open' ? '' : ` instead of ${billMonthLabel(working.period)}`}.`
              : `Bill month ${billMonthLabel(confirming.period)} (reading date ${formatDate(confirming.readingDate)}) is earlier than the open month ${working === undefined ? '' : billMonthLabel(working.period)}; billing screens stay on that one.`
        }
        confirmLabel="Create month"
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming === null ? undefined : submit(confirming))}
      />
    </FormDialog>
  );
}
