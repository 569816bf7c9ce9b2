// Signed Report Viewer: the documents signed for on screen (decision 091): requisitions their
// recipients signed on receipt, by kind, and memorandum receipts signed by their employees; each
// shows its signature and prints with it.
import { formatDate } from '@ilaw/contracts/format';
import { listMemorandumReceiptsEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/list-memorandum-receipts';
import type { MemorandumReceipt } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import {
  REQUISITION_KINDS,
  REQUISITION_KIND_LABELS,
  type RequisitionKind,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { RequisitionsPage } from './RequisitionsPage.tsx';

/** Where each kind's requisition opens (the viewer route has no :id). */
const OPENS_AT: Record<RequisitionKind, string> = {
  SRV: '/tsd/supplies-requisition-voucher',
  SERVICE: '/tsd/service-requesition-voucher',
  MTR: '/isd/warehouse/material-transfer-request',
  OFFICE: '/isd/warehouse/material-office-supply/admin',
};

function SignedMemoranda() {
  const list = useListParams({ filters: {} });
  const rows = usePagedEndpoint(listMemorandumReceiptsEndpoint, { query: { ...list.query, signed: 'true' } });
  const columns: Column<MemorandumReceipt>[] = [
    {
      key: 'no',
      header: 'MR no.',
      phone: 'title',
      render: (r) => (
        <Link component={RouterLink} to={`/isd/warehouse/memorandum-receipt/print/by-description/${r.id}`}>
          {r.controlNo}
        </Link>
      ),
    },
    { key: 'employee', header: 'Employee', render: (r) => r.employeeName },
    { key: 'description', header: 'Description', render: (r) => r.description },
    {
      key: 'signed',
      header: 'Signed',
      render: (r) => `${r.signedByName ?? ''}, ${formatDate(r.signedAt!.slice(0, 10))}`,
    },
    {
      key: 'signature',
      header: 'Signature',
      render: (r) => (
        <Box component="img" src={r.signature!} alt={`Signature of ${r.signedByName ?? ''}`} sx={{ height: 32 }} />
      ),
    },
  ];
  return (
    <ScreenAccess reads={listMemorandumReceiptsEndpoint}>
      <PageHeader title="Signed Report Viewer" subtitle="Memorandum receipts signed by their employees." />
      <Paper variant="outlined">
        <DataTable
          caption="Signed memorandum receipts"
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
        />
      </Paper>
    </ScreenAccess>
  );
}

export default function SignedReportViewerPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: RequisitionKind | 'MR' = asked === 'MR' ? 'MR' : (REQUISITION_KINDS.find((k) => k === asked) ?? 'SRV');
  return (
    <>
      <TextField
        select
        name="kind"
        label="Document"
        value={kind}
        onChange={(e) => setParams({ kind: e.target.value })}
        size="small"
        sx={{ mb: 2, minWidth: 280 }}
      >
        {REQUISITION_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {REQUISITION_KIND_LABELS[k]}
          </MenuItem>
        ))}
        <MenuItem value="MR">Memorandum Receipt</MenuItem>
      </TextField>
      {kind === 'MR' ? (
        <SignedMemoranda />
      ) : (
        <RequisitionsPage
          key={kind}
          kind={kind}
          basePath={OPENS_AT[kind]}
          title="Signed Report Viewer"
          status="Received"
          readOnly
        />
      )}
    </>
  );
}
