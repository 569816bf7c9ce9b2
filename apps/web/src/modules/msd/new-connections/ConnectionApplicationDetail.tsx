// One new connection application in a dialog (the list keeps `open=<id>` in the URL): particulars,
// documents checklist, seminar, the stage timeline with the time spent in each stage, the PUE
// inspections with their photos, the next stage move the user may make, and the fees and
// connection order (decision 072).
import { formatDate } from '@ilaw/contracts/format';
import type {
  ConnectionApplicationDetail,
  Inspection,
} from '@ilaw/contracts/msd/connection-applications/connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { moveConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/move-connection-application';
import { downloadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/download-connection-inspection-photo';
import { listConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import { uploadConnectionInspectionPhotoEndpoint } from '@ilaw/contracts/msd/connection-inspections/upload-connection-inspection-photo';
import {
  APPLICANT_CAPACITY_LABELS,
  CONNECTION_STAGE_LABELS,
  LOCATION_TYPE_LABELS,
  SEAL_REASON_LABELS,
} from '@ilaw/contracts/msd/enums';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConnectionApplicationFormDialog } from './ConnectionApplicationFormDialog.tsx';
import { ConnectionFees } from './ConnectionFees.tsx';
import { ConnectionPrintDialog, type ConnectionPrintKind } from './ConnectionPrints.tsx';
import { StageChip, duration, when } from './connection-parts.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children ?? '-'}</Typography>
    </Box>
  );
}

export function ConnectionApplicationDialog({
  id,
  onClose,
  inspect,
}: {
  id: number;
  onClose: () => void;
  /** Offered on the inspections screen: record an inspection of this application. */
  inspect?: (a: ConnectionApplicationDetail) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const a = useQuery(endpointQuery(getConnectionApplicationEndpoint, { params: { id } }));
  const r = a.data;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="lg" fullWidth aria-labelledby="nca-title">
      <DialogTitle id="nca-title">
        {r ? `Application ${r.applicationNo}` : 'Application'} {r && <StageChip stage={r.stage} />}
      </DialogTitle>
      <DialogContent dividers>{r ? <Detail r={r} inspect={inspect} /> : <LinearProgress />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function Detail({
  r,
  inspect,
}: {
  r: ConnectionApplicationDetail;
  inspect?: ((a: ConnectionApplicationDetail) => void) | undefined;
}) {
  const [editing, setEditing] = useState(false);
  const [printing, setPrinting] = useState<ConnectionPrintKind | null>(null);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Field label="Applicant">{r.applicantName}</Field>
          {r.spouseName && <Field label="Spouse">{r.spouseName}</Field>}
          {r.juridicalName && <Field label="Juridical name">{r.juridicalName}</Field>}
          <Field label="Type">{r.applicantType}</Field>
          <Field label="Capacity">{APPLICANT_CAPACITY_LABELS[r.capacity]}</Field>
          <Field label="Contact no.">{r.contactNo}</Field>
          <Field label="Address">{[r.address, r.barangay, r.town].filter(Boolean).join(', ')}</Field>
          <Field label="Branch">{r.branchName}</Field>
          <Field label="Location type">{LOCATION_TYPE_LABELS[r.locationType]}</Field>
          <Field label="Load">{r.loadKw} kW</Field>
          <Field label="Filed">
            {when(r.createdAt)} by {r.filedBy ?? '-'}
          </Field>
          <Field label="Seminar">
            {r.pmsSeminarDate ? formatDate(r.pmsSeminarDate) : 'Not scheduled'}
            {r.pmsAttendedAt ? ' (attended)' : r.pmsSeminarId ? ' (enrolled)' : ''}
          </Field>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
          {r.mayEdit && (
            <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
              Correct
            </Button>
          )}
          {r.mayInspect && inspect && (
            <Button variant="contained" onClick={() => inspect(r)}>
              Record inspection
            </Button>
          )}
          <Button startIcon={<Print />} onClick={() => setPrinting('application')}>
            Print application
          </Button>
          <Button startIcon={<Print />} onClick={() => setPrinting('inspection')}>
            Print inspection form
          </Button>
          <StageMove r={r} />
        </Stack>
      </Paper>
      <ConnectionFees r={r} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1">Documents</Typography>
        <Stack component="ul" sx={{ pl: 0, listStyle: 'none', m: 0 }} aria-label="Documents checklist">
          {r.requiredDocuments.map((d) => (
            <Stack component="li" direction="row" spacing={1} key={d.code} sx={{ alignItems: 'center' }}>
              {d.received ? <Check color="success" fontSize="small" /> : <Close color="error" fontSize="small" />}
              <Typography variant="body2">{d.name}</Typography>
            </Stack>
          ))}
        </Stack>
      </Paper>
      <Timeline r={r} />
      <Inspections r={r} />
      {printing && <ConnectionPrintDialog r={r} kind={printing} onClose={() => setPrinting(null)} />}
      {editing && (
        <ConnectionApplicationFormDialog editing={r} onClose={() => setEditing(false)} onSaved={() => undefined} />
      )}
    </Stack>
  );
}

function StageMove({ r }: { r: ConnectionApplicationDetail }) {
  const can = useCan();
  const [remarks, setRemarks] = useState('');
  const move = useEndpointMutation(moveConnectionApplicationEndpoint, {
    invalidates: [getConnectionApplicationEndpoint, listConnectionApplicationsEndpoint],
  });
  if (r.nextStage === null || !can(moveConnectionApplicationEndpoint)) return null;
  const to = r.nextStage;
  const go = async () => {
    try {
      await move.mutateAsync({ params: { id: r.id }, body: { to, remarks: remarks.trim() || null } });
      notify.success(`Moved to ${CONNECTION_STAGE_LABELS[to]}.`);
      setRemarks('');
    } catch {
      // The toast said why.
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, flexGrow: 1 }}>
      <TextField
        size="small"
        label="Remarks"
        name="stageRemarks"
        value={remarks}
        onChange={(ev) => setRemarks(ev.target.value)}
        disabled={r.moveRefusal !== null}
      />
      <Button variant="contained" onClick={() => void go()} loading={move.isPending} disabled={r.moveRefusal !== null}>
        Move to {CONNECTION_STAGE_LABELS[to]}
      </Button>
      {r.moveRefusal && (
        <Alert severity="info" sx={{ py: 0 }}>
          {r.moveRefusal}
        </Alert>
      )}
    </Stack>
  );
}

function Timeline({ r }: { r: ConnectionApplicationDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
      <Typography variant="subtitle1">Timeline</Typography>
      <Table size="small" aria-label="Stage timeline">
        <TableHead>
          <TableRow>
            <TableCell>Stage</TableCell>
            <TableCell>Entered</TableCell>
            <TableCell>Time in stage</TableCell>
            <TableCell>By</TableCell>
            <TableCell>Remarks</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {r.timeline.map((s) => (
            <TableRow key={s.enteredAt + s.stage}>
              <TableCell>{CONNECTION_STAGE_LABELS[s.stage]}</TableCell>
              <TableCell>{when(s.enteredAt)}</TableCell>
              <TableCell>
                {duration(s.hours)}
                {s.leftAt === null && s.hours !== null ? ' so far' : ''}
              </TableCell>
              <TableCell>{s.by ?? '-'}</TableCell>
              <TableCell>{s.remarks ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

const photoUrl = (id: number) =>
  buildUrl(downloadConnectionInspectionPhotoEndpoint, { id }, { inline: 'true' }, { page: 1, itemsPerPage: 15 });

function Inspections({ r }: { r: ConnectionApplicationDetail }) {
  const [viewing, setViewing] = useState<{ id: number; fileName: string } | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1">Inspections</Typography>
      {r.inspections.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Not yet inspected.
        </Typography>
      )}
      <Stack spacing={2}>
        {r.inspections.map((i) => (
          <InspectionCard key={i.id} i={i} onView={setViewing} />
        ))}
      </Stack>
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="lg">
        <DialogTitle>{viewing?.fileName}</DialogTitle>
        <DialogContent dividers>
          {viewing && (
            <Box
              component="img"
              src={photoUrl(viewing.id)}
              alt={viewing.fileName}
              sx={{ maxWidth: '100%', maxHeight: '75vh' }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setViewing(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function InspectionCard({ i, onView }: { i: Inspection; onView: (p: { id: number; fileName: string }) => void }) {
  const can = useCan();
  const input = useRef<HTMLInputElement>(null);
  const upload = useEndpointMutation(uploadConnectionInspectionPhotoEndpoint, {
    invalidates: [getConnectionApplicationEndpoint, listConnectionInspectionsEndpoint],
  });
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    try {
      await upload.mutateAsync({ body: { inspectionId: i.id }, files: { file: Array.from(files) } });
      notify.success(files.length === 1 ? 'The photo was attached.' : `${files.length} photos were attached.`);
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const gps = (lat: string | null, lng: string | null) => (lat && lng ? `${lat}, ${lng}` : null);
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }} data-testid="inspection">
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Field label="Inspected">
          {formatDate(i.inspectedOn)} by {i.inspector ?? '-'}
        </Field>
        <Field label="Result">{i.result === 'Passed' ? 'Passed' : `Re-inspect on ${formatDate(i.reinspectOn)}`}</Field>
        <Field label="Main breaker">{i.mainBreakerAmperes === null ? null : `${i.mainBreakerAmperes} A`}</Field>
        <Field label="Branch circuits">{i.branchCircuits}</Field>
        <Field label="Service entrance">{i.serviceEntrance}</Field>
        <Field label="Poles">
          {[i.poleCount, i.poleType, i.poleHeightFt ? `${i.poleHeightFt} ft` : null, i.poleNumber]
            .filter((x) => x !== null)
            .join(' · ') || null}
        </Field>
        <Field label="Service drop">
          {[i.wireSize, i.wireLengthM ? `${i.wireLengthM} m` : null].filter(Boolean).join(', ') || null}
        </Field>
        <Field label="Building GPS">{gps(i.buildingLatitude, i.buildingLongitude)}</Field>
        <Field label="Pole GPS">{gps(i.poleLatitude, i.poleLongitude)}</Field>
        <Field label="Seal/inspection reason">{i.sealReason ? SEAL_REASON_LABELS[i.sealReason] : null}</Field>
        <Field label="Electrician">
          {[
            i.electricianName,
            i.electricianLicenceNo,
            i.electricianLicenceValidUntil ? `valid to ${formatDate(i.electricianLicenceValidUntil)}` : null,
          ]
            .filter(Boolean)
            .join(' · ') || null}
        </Field>
        {i.findings && <Field label="Findings">{i.findings}</Field>}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}>
        {i.photos.map((p) =>
          p.contentType.startsWith('image/') ? (
            <Box
              key={p.id}
              component="img"
              src={photoUrl(p.id)}
              alt={p.fileName}
              onClick={() => onView(p)}
              sx={{ width: 120, height: 90, objectFit: 'cover', borderRadius: 1, cursor: 'zoom-in' }}
            />
          ) : (
            <Typography key={p.id} variant="caption">
              {p.fileName}
            </Typography>
          ),
        )}
        {can(uploadConnectionInspectionPhotoEndpoint) && (
          <>
            <Button
              size="small"
              startIcon={<UploadFile />}
              onClick={() => input.current?.click()}
              loading={upload.isPending}
            >
              Add photos
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              multiple
              hidden
              aria-label="Inspection photos"
              onChange={(ev) => void send(ev.target.files)}
            />
          </>
        )}
      </Stack>
    </Box>
  );
}
