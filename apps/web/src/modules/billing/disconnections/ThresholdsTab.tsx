// Meter Disconnection > Threshold (decision 115): the dated thresholds, latest first, and a form to
// add one in force from today or a later day. A threshold is date-effective master data: nobody
// changes one already in force; a new one takes over from its date. BillingReport and Admin only.
import { createDisconnectionThresholdEndpoint } from '@ilaw/contracts/billing/disconnections/create-disconnection-threshold';
import {
  disconnectionThresholdFields,
  type DisconnectionThreshold,
} from '@ilaw/contracts/billing/disconnections/disconnection';
import { listDisconnectionCandidatesEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-candidates';
import { listDisconnectionThresholdsEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-thresholds';
import { formatDate, formatDateTime, formatPeso, todayInManila } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { DataTable, type Column, type Paging } from '#web/shared/ui/DataTable.tsx';

const COLUMNS: Column<DisconnectionThreshold & { inForce: boolean }>[] = [
  {
    key: 'effectiveFrom',
    header: 'In force from',
    render: (t) => `${formatDate(t.effectiveFrom)}${t.inForce ? ' (in force)' : ''}`,
    phone: 'title',
  },
  { key: 'minArrears', header: 'Past due at least', render: (t) => formatPeso(t.minArrears), align: 'right' },
  { key: 'minDaysPastDue', header: 'For at least', render: (t) => `${t.minDaysPastDue} days`, align: 'right' },
  { key: 'createdAt', header: 'Added', render: (t) => formatDateTime(t.createdAt) },
];

export function ThresholdsTab() {
  const today = todayInManila();
  const list = useQuery(endpointQuery(listDisconnectionThresholdsEndpoint, {}));
  const [paging, setPaging] = useState<Paging>({ page: 1, itemsPerPage: 15 });
  const form = useForm(disconnectionThresholdFields, { effectiveFrom: today, minArrears: '', minDaysPastDue: '' });
  const create = useEndpointMutation(createDisconnectionThresholdEndpoint, {
    invalidates: [listDisconnectionThresholdsEndpoint, listDisconnectionCandidatesEndpoint],
  });
  const submit = async () => {
    const v = form.validate();
    if (!v) return;
    try {
      const made = await create.mutateAsync({ body: v });
      notify.success(`Threshold in force from ${formatDate(made.effectiveFrom)} added.`);
      form.reset();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  const rows = list.data ?? [];
  // The latest on or before today is in force (the list is latest first).
  const inForceId = rows.find((t) => t.effectiveFrom <= today)?.id;
  const start = (paging.page - 1) * paging.itemsPerPage;
  const page = rows.slice(start, start + paging.itemsPerPage).map((t) => ({ ...t, inForce: t.id === inForceId }));
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        A consumer is past due beyond the threshold when their bills past due come to at least the amount and the oldest
        is at least the days past due. A new threshold takes over from its date; the days already past keep the
        threshold they had.
      </Typography>
      <Box
        component="form"
        aria-label="New threshold"
        // The contract's messages, not the browser's: the date picker's min is only a hint.
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
      >
        <GeneralError message={form.errors.generalErrors} />
        <TextField
          required
          size="small"
          type="date"
          label="In force from"
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ minWidth: 170, flex: '1 1 170px' }}
          {...form.text('effectiveFrom')}
        />
        <TextField
          required
          size="small"
          label="Past due at least (₱)"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          sx={{ minWidth: 170, flex: '1 1 170px' }}
          {...form.text('minArrears')}
        />
        <TextField
          required
          size="small"
          label="For at least (days)"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ minWidth: 150, flex: '1 1 150px' }}
          {...form.text('minDaysPastDue')}
        />
        <Button type="submit" variant="contained" disabled={create.isPending}>
          Add threshold
        </Button>
      </Box>
      <DataTable
        caption="Disconnection thresholds"
        columns={COLUMNS}
        result={list.data ? { data: page, total: rows.length } : undefined}
        loading={list.isFetching}
        paging={paging}
        onPagingChange={setPaging}
        rowKey={(t) => t.id}
        emptyText="No threshold yet."
      />
    </Box>
  );
}
