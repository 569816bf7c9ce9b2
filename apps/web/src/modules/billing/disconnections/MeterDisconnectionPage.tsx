// Meter Disconnection (menu [MeterDisconnection]: Consumers, Disconnection Summary, Kwh Meter
// Images; decision 111). Consumers: who is past due beyond the threshold in force, by branch and
// route; their 48-hour notice printed, its service recorded, then the disconnection order (never
// before 48 hours after service). Orders: assigned to a crew and executed with the reading, seal,
// photo and GPS; reconnection orders come from payments at the teller's window.
import { createDisconnectionThresholdEndpoint } from '@ilaw/contracts/billing/disconnections/create-disconnection-threshold';
import type { DisconnectionCandidate, Notice } from '@ilaw/contracts/billing/disconnections/disconnection';
import { listDisconnectionCandidatesEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-candidates';
import { printDisconnectionNoticesEndpoint } from '@ilaw/contracts/billing/disconnections/print-disconnection-notices';
import { serveDisconnectionNoticeEndpoint } from '@ilaw/contracts/billing/disconnections/serve-disconnection-notice';
import { assignFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/assign-field-orders';
import { createDisconnectionOrderEndpoint } from '@ilaw/contracts/billing/field-orders/create-disconnection-order';
import { executeFieldOrderEndpoint } from '@ilaw/contracts/billing/field-orders/execute-field-order';
import {
  FIELD_ORDER_KINDS,
  FIELD_ORDER_STATUSES,
  type FieldOrder,
} from '@ilaw/contracts/billing/field-orders/field-order';
import { listFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/list-field-orders';
import { syncFieldOrdersEndpoint, type FieldExecution } from '@ilaw/contracts/billing/field-orders/sync-field-orders';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { formatDateTime, formatPeso } from '@ilaw/contracts/format';
import { requiredText } from '@ilaw/contracts/validation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { OutboxPanel } from '#web/shared/offline/OutboxPanel.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { BRANCH_OPTIONS } from '../shared/billing-screen-kit.ts';
import { ExecuteOrderDialog } from '../field-orders/ExecuteOrderDialog.tsx';
import { useFieldOrderOutbox } from '../field-orders/field-order-outbox.ts';
import { MeterImagesDialog } from '../field-orders/MeterImagesDialog.tsx';
import { NoticePrint } from './NoticePrint.tsx';
import { ThresholdsTab } from './ThresholdsTab.tsx';

const FILTERS = {
  view: oneOf(['orders', 'threshold'] as const),
  branch: int,
  route: int,
  kind: oneOf(FIELD_ORDER_KINDS),
  status: oneOf(FIELD_ORDER_STATUSES),
  search: text,
};

/** The local time of a datetime-local field as the ISO instant the contract takes. */
const localNow = () => {
  const d = new Date();
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

const serveForm = z.object({ servedAt: z.string().min(1, 'This field is required.'), servedTo: requiredText(2, 120) });

function ServeDialog({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const form = useForm(serveForm, { servedAt: localNow(), servedTo: '' });
  const serve = useEndpointMutation(serveDisconnectionNoticeEndpoint, {
    invalidates: [listDisconnectionCandidatesEndpoint],
  });
  const submit = async () => {
    const v = form.validate();
    if (!v) return;
    try {
      await serve.mutateAsync({
        params: { id: notice.id },
        body: { servedAt: new Date(v.servedAt).toISOString(), servedTo: v.servedTo },
      });
      notify.success(`Notice ${notice.noticeNo} served.`);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  return (
    <FormDialog
      open
      title={`Service of ${notice.noticeNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={serve.isPending}
      submitLabel="Record service"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Typography variant="body2" sx={{ mb: 2 }}>
        {notice.accountNo} · {notice.name}
      </Typography>
      <TextField
        fullWidth
        required
        type="datetime-local"
        label="Served on"
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 1 }}
        {...form.text('servedAt')}
      />
      <TextField fullWidth required label="Received by" {...form.text('servedTo')} />
    </FormDialog>
  );
}

const assignForm = z.object({ crew: requiredText(2, 60) });

function AssignDialog({ orders, onClose }: { orders: readonly FieldOrder[]; onClose: () => void }) {
  const form = useForm(assignForm, { crew: orders[0]?.crew ?? '' });
  const assign = useEndpointMutation(assignFieldOrdersEndpoint, { invalidates: [listFieldOrdersEndpoint] });
  const submit = async () => {
    const v = form.validate();
    if (!v) return;
    try {
      await assign.mutateAsync({ body: { orderIds: orders.map((o) => o.id), crew: v.crew } });
      notify.success(`${orders.map((o) => o.orderNo).join(', ')} assigned to ${v.crew}.`);
      onClose();
    } catch (err) {
      form.applyServerErrors(err);
    }
  };
  return (
    <FormDialog
      open
      title={`Assign ${orders.map((o) => o.orderNo).join(', ')}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={assign.isPending}
      submitLabel="Assign"
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField fullWidth required label="Crew" {...form.text('crew')} />
    </FormDialog>
  );
}

function NoticeCell({ notice }: { notice: Notice | null }) {
  if (!notice) return <>-</>;
  return (
    <Box>
      <StatusChip
        status={notice.status === 'Ordered' ? 'Pending' : notice.status}
        label={`${notice.noticeNo} ${notice.status}`}
      />
      {notice.servedAt && (
        <Typography variant="caption" sx={{ display: 'block' }}>
          Served {formatDateTime(notice.servedAt)} to {notice.servedTo}
        </Typography>
      )}
    </Box>
  );
}

function Consumers({ onPrint }: { onPrint: (notices: Notice[]) => void }) {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  const { branch: branchCode, route: routeId } = list.filters;
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  const page = usePagedEndpoint(listDisconnectionCandidatesEndpoint, { query: { ...list.query, branchCode, routeId } });
  const print = useEndpointMutation(printDisconnectionNoticesEndpoint, {
    invalidates: [listDisconnectionCandidatesEndpoint],
  });
  const order = useEndpointMutation(createDisconnectionOrderEndpoint, {
    invalidates: [listDisconnectionCandidatesEndpoint, listFieldOrdersEndpoint],
  });
  const [serving, setServing] = useState<Notice | null>(null);
  const printFor = async (consumerIds: number[]) => {
    if (consumerIds.length === 0) return;
    onPrint(await print.mutateAsync({ body: { consumerIds } }));
  };
  const orderFor = async (notice: Notice) => {
    const made = await order.mutateAsync({ body: { noticeId: notice.id } });
    notify.success(`Disconnection order ${made.orderNo} made for ${made.accountNo}.`);
  };
  const threshold = page.data?.threshold;
  const columns: Column<DisconnectionCandidate>[] = [
    { key: 'accountNo', header: 'Account no.', phone: 'title', render: (c) => `${c.accountNo} · ${c.name}` },
    {
      key: 'route',
      header: 'Route / seq.',
      render: (c) => (c.routeCode === null ? '-' : `${c.routeCode} / ${c.sequence ?? '-'}`),
    },
    { key: 'place', header: 'Barangay', render: (c) => `${c.barangay}, ${c.town}` },
    { key: 'arrears', header: 'Arrears', align: 'right', render: (c) => formatPeso(c.arrears) },
    { key: 'days', header: 'Days past due', align: 'right', render: (c) => `${c.daysPastDue} (${c.bills} bills)` },
    { key: 'notice', header: 'Notice', render: (c) => <NoticeCell notice={c.notice} /> },
    {
      key: 'actions',
      header: '',
      render: (c) => {
        const n = c.notice;
        if (!n)
          return can(printDisconnectionNoticesEndpoint) ? (
            <Button size="small" onClick={() => void printFor([c.consumerId])} disabled={print.isPending}>
              Print notice
            </Button>
          ) : null;
        if (n.status === 'Printed')
          return can(serveDisconnectionNoticeEndpoint) ? (
            <Button size="small" onClick={() => setServing(n)}>
              Record service
            </Button>
          ) : null;
        if (n.status === 'Served') {
          const early = n.orderableAt !== null && new Date(n.orderableAt).getTime() > Date.now();
          return can(createDisconnectionOrderEndpoint) ? (
            <Stack>
              <Button size="small" onClick={() => void orderFor(n)} disabled={early || order.isPending}>
                Order disconnection
              </Button>
              {early && <Typography variant="caption">From {formatDateTime(n.orderableAt)}</Typography>}
            </Stack>
          ) : null;
        }
        return <Typography variant="body2">Order made</Typography>;
      },
    },
  ];
  return (
    <>
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <FilterSelect
          size="small"
          label="Branch"
          name="branch"
          value={branchCode}
          onChange={(v) => list.setFilters({ branch: v, route: undefined })}
          options={BRANCH_OPTIONS}
          sx={{ minWidth: 150 }}
        />
        <FilterSelect
          size="small"
          label="Route"
          name="route"
          value={routeId}
          onChange={(v) => list.setFilter('route', v)}
          options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
          sx={{ minWidth: 180 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        {can(printDisconnectionNoticesEndpoint) && (
          <Button
            variant="outlined"
            disabled={print.isPending || (page.data?.data.length ?? 0) === 0}
            onClick={() => void printFor((page.data?.data ?? []).map((c) => c.consumerId))}
          >
            Print notices of this page
          </Button>
        )}
      </Box>
      {threshold && (
        <Typography variant="body2" sx={{ px: 2, pb: 1 }} data-testid="threshold">
          Past due {formatPeso(threshold.minArrears)} or more for {threshold.minDaysPastDue} days or more (in force
          since {threshold.effectiveFrom}).
        </Typography>
      )}
      <DataTable
        caption="Consumers past due"
        columns={columns}
        result={page.data}
        loading={page.isFetching}
        {...list.table}
        rowKey={(c) => c.consumerId}
        emptyText="No consumer is past due beyond the threshold."
      />
      {serving && <ServeDialog notice={serving} onClose={() => setServing(null)} />}
    </>
  );
}

const ORDER_OUTBOX_TEXTS = {
  noSignal: 'Executed orders are kept on this phone with their photos and sent when it is back online.',
  one: 'order',
  many: 'orders',
  ready: 'This phone keeps the portal and your orders for work without signal.',
  readyNotice: 'Ready: your orders can be executed without signal.',
};

function Orders() {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  const { branch: branchCode, kind, status, search } = list.filters;
  const page = usePagedEndpoint(listFieldOrdersEndpoint, {
    query: { ...list.query, branchCode, kind, status, search },
  });
  const [assigning, setAssigning] = useState<FieldOrder[] | null>(null);
  const [executing, setExecuting] = useState<FieldOrder | null>(null);
  const [photos, setPhotos] = useState<FieldOrder | null>(null);
  // A crew's phone keeps executions made without signal and sends them later (decision 114).
  const user = useCurrentUser();
  const inField = can(syncFieldOrdersEndpoint);
  const outbox = useFieldOrderOutbox(inField ? user.data?.id : undefined, () => void page.refetch());
  const columns: Column<FieldOrder>[] = [
    { key: 'orderNo', header: 'Order', phone: 'title', render: (o) => `${o.orderNo} · ${o.kind}` },
    { key: 'account', header: 'Account', render: (o) => `${o.accountNo} ${o.name}` },
    { key: 'address', header: 'Address', render: (o) => o.address ?? '-' },
    { key: 'crew', header: 'Crew', render: (o) => o.crew ?? '-' },
    {
      key: 'status',
      header: 'Status',
      render: (o) => (
        <StatusChip
          status={o.status === 'Executed' ? 'Completed' : o.status === 'Assigned' ? 'Pending' : o.status}
          label={o.status}
        />
      ),
    },
    {
      key: 'executed',
      header: 'Executed',
      render: (o) => (o.executedAt ? `${formatDateTime(o.executedAt)} · reading ${o.reading} · seal ${o.sealNo}` : '-'),
    },
    {
      key: 'actions',
      header: '',
      render: (o) => (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {(o.status === 'Open' || o.status === 'Assigned') && can(assignFieldOrdersEndpoint) && (
            <Button size="small" onClick={() => setAssigning([o])}>
              Assign
            </Button>
          )}
          {o.status === 'Assigned' && outbox.waitingFor(o.id) && (
            <StatusChip status="Pending" label="Waiting to sync" />
          )}
          {o.status === 'Assigned' && !outbox.waitingFor(o.id) && can(executeFieldOrderEndpoint) && (
            <Button size="small" variant="contained" onClick={() => setExecuting(o)}>
              Execute
            </Button>
          )}
          {o.photoIds.length > 0 && (
            <Button size="small" onClick={() => setPhotos(o)}>
              Photos
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <>
      {inField && (
        <Box sx={{ px: 2, pt: 2 }}>
          <OutboxPanel<FieldExecution>
            outbox={outbox}
            texts={ORDER_OUTBOX_TEXTS}
            problemTitle={(p) => `${p.payload.orderNo}: not executed`}
            problemAttributes={(p) => ({ 'data-order': p.payload.orderNo })}
          />
        </Box>
      )}
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField
          size="small"
          placeholder="Account no., name or order"
          value={search}
          onChange={(v) => list.setFilter('search', v)}
          sx={{ minWidth: 220 }}
        />
        <FilterSelect
          size="small"
          label="Kind"
          name="kind"
          value={kind}
          onChange={(v) => list.setFilter('kind', v)}
          options={FIELD_ORDER_KINDS.map((k) => ({ value: k, label: k }))}
          sx={{ minWidth: 160 }}
        />
        <FilterSelect
          size="small"
          label="Status"
          name="status"
          value={status}
          onChange={(v) => list.setFilter('status', v)}
          options={FIELD_ORDER_STATUSES.map((s) => ({ value: s, label: s }))}
          sx={{ minWidth: 150 }}
        />
        <FilterSelect
          size="small"
          label="Branch"
          name="branch"
          value={branchCode}
          onChange={(v) => list.setFilter('branch', v)}
          options={BRANCH_OPTIONS}
          sx={{ minWidth: 150 }}
        />
      </Box>
      <DataTable
        caption="Disconnection and reconnection orders"
        columns={columns}
        result={page.data}
        loading={page.isFetching}
        {...list.table}
        rowKey={(o) => o.id}
        emptyText="No orders match."
      />
      {assigning && <AssignDialog orders={assigning} onClose={() => setAssigning(null)} />}
      {executing && (
        <ExecuteOrderDialog
          order={executing}
          outbox={inField ? outbox : undefined}
          onClose={() => setExecuting(null)}
        />
      )}
      {photos && (
        <MeterImagesDialog
          title={`${photos.orderNo} · ${photos.kind}`}
          caption={`${photos.accountNo} ${photos.name}${photos.latitude ? ` · GPS ${photos.latitude}, ${photos.longitude}` : ''}`}
          photoIds={photos.photoIds}
          onClose={() => setPhotos(null)}
        />
      )}
    </>
  );
}

function MeterDisconnection() {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  // A crew's phone (MobileApp) works on the orders only.
  const seesConsumers = can(listDisconnectionCandidatesEndpoint);
  // The threshold is master data: its tab only for those who may add one (decision 115).
  const keepsThreshold = can(createDisconnectionThresholdEndpoint);
  const asked = list.filters.view === 'threshold' && !keepsThreshold ? undefined : list.filters.view;
  const view = asked ?? (seesConsumers ? 'consumers' : 'orders');
  const [printing, setPrinting] = useState<Notice[] | null>(null);
  return (
    <Box>
      <PageHeader
        title="Meter Disconnection"
        subtitle="Consumers past due, their 48-hour notices, and the disconnection and reconnection orders."
      />
      {printing && <NoticePrint notices={printing} onClose={() => setPrinting(null)} />}
      <Paper variant="outlined" className="no-print">
        <Tabs
          value={view}
          onChange={(_, v: 'consumers' | 'orders' | 'threshold') =>
            list.setFilters({
              view: v === 'consumers' ? undefined : v,
              kind: undefined,
              status: undefined,
              search: undefined,
            })
          }
          variant="scrollable"
          sx={{ px: 2 }}
        >
          {seesConsumers && <Tab value="consumers" label="Consumers" />}
          <Tab value="orders" label="Orders" />
          {keepsThreshold && <Tab value="threshold" label="Threshold" />}
        </Tabs>
        {view === 'consumers' ? (
          <Consumers onPrint={setPrinting} />
        ) : view === 'threshold' ? (
          <ThresholdsTab />
        ) : (
          <Orders />
        )}
      </Paper>
    </Box>
  );
}

export default function MeterDisconnectionPage() {
  return (
    <ScreenAccess reads={listFieldOrdersEndpoint}>
      <MeterDisconnection />
    </ScreenAccess>
  );
}
