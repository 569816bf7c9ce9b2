// The request on paper (print pack, decision 017): the request form (A4 portrait), the same in
// landscape, and the crew's follow-up form with blanks for the times, findings, materials and
// signatures. Opened in its own tab; the browser's print prints the sheet.
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import { LOCATION_TYPE_LABELS, SERVICE_REQUEST_STATUS_LABELS, neaCategoryLabel } from '@ilaw/contracts/msd/enums';
import type { ServiceRequestDetail, ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { usePortalInfo } from '#web/shared/auth/session.ts';
import { PrintPage } from '#web/shared/ui/PrintPage.tsx';
import { SIDES } from './side.ts';

export type PrintKind = 'form' | 'landscape' | 'follow-up';

export function ServiceRequestPrint({ side, kind }: { side: ServiceRequestSide; kind: PrintKind }) {
  const id = Number(useParams().id);
  const sr = useQuery({ ...endpointQuery(SIDES[side].get, { params: { id } }), enabled: id > 0 });
  const info = usePortalInfo();
  const r = sr.data;
  if (!r) return null;
  const coop = info.data?.cooperative;
  return (
    <>
      <Box className="no-print" sx={{ p: 1, textAlign: 'center', '@media print': { display: 'none' } }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <PrintPage size="a4" orientation={kind === 'landscape' ? 'landscape' : 'portrait'}>
        <Box sx={{ p: '12mm', fontSize: 12 }}>
          <Typography variant="h6" align="center">
            {coop?.name}
          </Typography>
          <Typography align="center" variant="body2">
            {coop?.addressLines.join(', ')}
          </Typography>
          <Typography variant="subtitle1" align="center" sx={{ fontWeight: 700 }}>
            {kind === 'follow-up' ? 'SERVICE REQUEST FOLLOW-UP FORM' : 'SERVICE REQUEST FORM'}
          </Typography>
          <Typography align="center" sx={{ mb: 2 }}>
            No. {r.requestNo} · received {formatDateTime(r.receivedAt)} · due {formatDateTime(r.dueAt)}
          </Typography>
          <Particulars r={r} />
          {kind === 'follow-up' ? <FollowUp r={r} /> : <Done r={r} />}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 6, gap: 4 }}>
            <Sign title="Received by" name={r.filedBy ?? ''} />
            <Sign title={kind === 'follow-up' ? 'Crew leader' : 'Team'} name={r.teamName ?? ''} />
            <Sign title="Conforme (consumer)" name={r.consumerName ?? r.requesterName} />
          </Box>
        </Box>
      </PrintPage>
    </>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell sx={{ width: '28%', fontWeight: 600, py: 0.5 }}>{label}</TableCell>
      <TableCell sx={{ py: 0.5 }}>{children}</TableCell>
    </TableRow>
  );
}

function Particulars({ r }: { r: ServiceRequestDetail }) {
  return (
    <Table size="small" aria-label="Particulars">
      <TableBody>
        <Row label="Type">{r.subtypeName ? `${r.typeName} / ${r.subtypeName}` : r.typeName}</Row>
        <Row label="NEA category">{neaCategoryLabel(r.neaCategory)}</Row>
        <Row label="Consumer">{r.consumerName ? `${r.consumerName} (${r.accountNo})` : '-'}</Row>
        <Row label="Requested by">{`${r.requesterName}${r.contactNo ? `, ${r.contactNo}` : ''}`}</Row>
        <Row label="Location">
          {[LOCATION_TYPE_LABELS[r.locationType], r.address, r.barangay, r.branchName].filter(Boolean).join(', ')}
        </Row>
        <Row label="Landmark / GPS">
          {[r.landmark, r.latitude && r.longitude ? `${r.latitude}, ${r.longitude}` : null]
            .filter(Boolean)
            .join(' · ') || '-'}
        </Row>
        <Row label="Description">{r.description}</Row>
        <Row label="Status">{`${SERVICE_REQUEST_STATUS_LABELS[r.status]}${r.approvalState === 'New' ? '' : `, approval ${r.approvalState}`}`}</Row>
        <Row label="Team / schedule">{r.teamName ? `${r.teamName}, ${formatDate(r.scheduleDate)}` : '-'}</Row>
      </TableBody>
    </Table>
  );
}

function Done({ r }: { r: ServiceRequestDetail }) {
  return (
    <Table size="small" aria-label="Action" sx={{ mt: 2 }}>
      <TableBody>
        <Row label="Dispatched">{r.dispatchedAt ? formatDateTime(r.dispatchedAt) : '-'}</Row>
        <Row label="Arrived">{r.arrivedAt ? formatDateTime(r.arrivedAt) : '-'}</Row>
        <Row label="Accomplished">{r.accomplishedAt ? formatDateTime(r.accomplishedAt) : '-'}</Row>
        <Row label="Findings">{r.findings ?? '-'}</Row>
        <Row label="Action taken">{r.actionTaken ?? '-'}</Row>
        <Row label="Materials used">{r.materialsUsed ?? '-'}</Row>
        <Row label="Hours on the clock">{`${r.elapsedHours} of ${r.targetHours}${r.overdue ? ' (overdue)' : ''}`}</Row>
      </TableBody>
    </Table>
  );
}

const BLANK = '______________________________';

function FollowUp({ r }: { r: ServiceRequestDetail }) {
  return (
    <Table size="small" aria-label="Follow-up" sx={{ mt: 2 }}>
      <TableBody>
        <Row label="Dispatched (date, time)">{r.dispatchedAt ? formatDateTime(r.dispatchedAt) : BLANK}</Row>
        <Row label="Arrived (date, time)">{r.arrivedAt ? formatDateTime(r.arrivedAt) : BLANK}</Row>
        <Row label="Done (date, time)">{BLANK}</Row>
        <Row label="Findings">
          <Box sx={{ height: 60 }} />
        </Row>
        <Row label="Action taken">
          <Box sx={{ height: 60 }} />
        </Row>
        <Row label="Materials used">
          <Box sx={{ height: 60 }} />
        </Row>
      </TableBody>
    </Table>
  );
}

function Sign({ title, name }: { title: string; name: string }) {
  return (
    <Box sx={{ flex: 1, textAlign: 'center' }}>
      <Box sx={{ borderBottom: '1px solid', mb: 0.5, minHeight: 18 }}>{name}</Box>
      <Typography variant="caption">{title}</Typography>
    </Box>
  );
}

export default function MsdServiceRequestPrintPage() {
  return <ServiceRequestPrint side="msd" kind="form" />;
}
