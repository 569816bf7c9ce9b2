// Signed Report Viewer: the requisitions their recipients have signed for on screen, by kind;
// each opens with its signature and prints with it (decision 091).
import {
  REQUISITION_KINDS,
  REQUISITION_KIND_LABELS,
  type RequisitionKind,
} from '@ilaw/contracts/warehouse/requisitions/requisition';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSearchParams } from 'react-router';
import { RequisitionsPage } from './RequisitionsPage.tsx';

/** Where each kind's requisition opens (the viewer route has no :id). */
const OPENS_AT: Record<RequisitionKind, string> = {
  SRV: '/tsd/supplies-requisition-voucher',
  SERVICE: '/tsd/service-requesition-voucher',
  MTR: '/isd/warehouse/material-transfer-request',
  OFFICE: '/isd/warehouse/material-office-supply/admin',
};

export default function SignedReportViewerPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('kind');
  const kind: RequisitionKind = REQUISITION_KINDS.find((k) => k === asked) ?? 'SRV';
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
      </TextField>
      <RequisitionsPage
        key={kind}
        kind={kind}
        basePath={OPENS_AT[kind]}
        title="Signed Report Viewer"
        status="Received"
        readOnly
      />
    </>
  );
}
