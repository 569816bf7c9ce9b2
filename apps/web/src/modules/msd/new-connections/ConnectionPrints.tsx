// The new connection on paper (print pack, decision 017; decision 072): the application form
// (particulars, documents checklist, seminar, stages) and the PUE inspection form (the last
// inspection's findings, or blanks for the inspector's visit). Shown full screen over the
// application; while it is open the page behind it does not print.
import { formatDate } from '@ilaw/contracts/format';
import type { ConnectionApplicationDetail } from '@ilaw/contracts/msd/connection-applications/connection-application';
import {
  APPLICANT_CAPACITY_LABELS,
  CONNECTION_STAGE_LABELS,
  LOCATION_TYPE_LABELS,
  SEAL_REASON_LABELS,
} from '@ilaw/contracts/msd/enums';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import GlobalStyles from '@mui/material/GlobalStyles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { when } from './connection-parts.tsx';

export type ConnectionPrintKind = 'application' | 'inspection';

const BLANK = '______________________________';
const v = (x: string | number | null | undefined) => (x === null || x === undefined || x === '' ? BLANK : x);

function Rows({ rows, label }: { rows: [string, string | number | null | undefined][]; label: string }) {
  return (
    <Table size="small" aria-label={label} sx={{ mb: 2 }}>
      <TableBody>
        {rows.map(([k, x]) => (
          <TableRow key={k}>
            <TableCell sx={{ width: '38%', fontWeight: 600 }}>{k}</TableCell>
            <TableCell>{v(x)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ApplicationForm({ r }: { r: ConnectionApplicationDetail }) {
  return (
    <>
      <Rows
        label="Applicant"
        rows={[
          ['Application no.', r.applicationNo],
          ['Filed', when(r.createdAt)],
          ['Applicant', r.applicantName],
          ...(r.spouseName ? [['Spouse', r.spouseName] as [string, string]] : []),
          ...(r.juridicalName ? [['Juridical name', r.juridicalName] as [string, string]] : []),
          ['Applicant type', r.applicantType],
          ['Capacity', APPLICANT_CAPACITY_LABELS[r.capacity]],
          ['Contact no.', r.contactNo],
          ['Address', [r.address, r.barangay, r.town].filter(Boolean).join(', ')],
          ['Branch', r.branchName],
          ['Location type', LOCATION_TYPE_LABELS[r.locationType]],
          ['Applied load', `${r.loadKw} kW`],
          ['Pre-membership seminar', r.pmsAttendedAt ? `Attended ${when(r.pmsAttendedAt)}` : null],
        ]}
      />
      <Typography variant="subtitle2">Documents</Typography>
      <Rows
        label="Documents"
        rows={r.requiredDocuments.map((d) => [d.name, d.received ? 'Received' : 'Missing'] as [string, string])}
      />
      <Typography variant="subtitle2">Stages</Typography>
      <Rows
        label="Stages"
        rows={r.timeline.map(
          (s) =>
            [CONNECTION_STAGE_LABELS[s.stage], `${when(s.enteredAt)}${s.remarks ? ` · ${s.remarks}` : ''}`] as [
              string,
              string,
            ],
        )}
      />
    </>
  );
}

function InspectionForm({ r }: { r: ConnectionApplicationDetail }) {
  const i = r.inspections[0];
  return (
    <>
      <Rows
        label="Application"
        rows={[
          ['Application no.', r.applicationNo],
          ['Applicant', r.juridicalName ?? r.applicantName],
          ['Address', [r.address, r.barangay, r.town].filter(Boolean).join(', ')],
          ['Applied load', `${r.loadKw} kW`],
        ]}
      />
      <Rows
        label="PUE inspection"
        rows={[
          ['Date inspected', i ? formatDate(i.inspectedOn) : null],
          ['Main breaker (A)', i?.mainBreakerAmperes],
          ['Branch circuits', i?.branchCircuits],
          ['Service entrance', i?.serviceEntrance],
          [
            'Pole type / count / height (ft) / no.',
            i ? [i.poleType, i.poleCount, i.poleHeightFt, i.poleNumber].filter((x) => x !== null).join(' / ') : null,
          ],
          ['Service drop wire size / length (m)', i ? [i.wireSize, i.wireLengthM].filter(Boolean).join(' / ') : null],
          ['GPS of the building', i?.buildingLatitude ? `${i.buildingLatitude}, ${i.buildingLongitude}` : null],
          ['GPS of the pole', i?.poleLatitude ? `${i.poleLatitude}, ${i.poleLongitude}` : null],
          ['Seal/inspection reason', i?.sealReason ? SEAL_REASON_LABELS[i.sealReason] : null],
          [
            'Electrician and licence no.',
            i ? [i.electricianName, i.electricianLicenceNo].filter(Boolean).join(' · ') : null,
          ],
          ['Licence valid until', i?.electricianLicenceValidUntil ? formatDate(i.electricianLicenceValidUntil) : null],
          [
            'Result',
            i
              ? i.result === 'Passed'
                ? 'Passed'
                : `Re-inspect on ${formatDate(i.reinspectOn)}`
              : 'Passed / Re-inspect',
          ],
          ['Findings', i?.findings],
        ]}
      />
    </>
  );
}

export function ConnectionPrintDialog({
  r,
  kind,
  onClose,
}: {
  r: ConnectionApplicationDetail;
  kind: ConnectionPrintKind;
  onClose: () => void;
}) {
  const inspector = r.inspections[0]?.inspector ?? '';
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': kind === 'application' ? 'Application form' : 'Inspection form' } }}
    >
      {/* The page behind the dialog stays off the paper. */}
      <GlobalStyles styles={{ '@media print': { '#root': { display: 'none !important' } } }} />
      <Box className="no-print" sx={{ p: 1, display: 'flex', gap: 1, justifyContent: 'center' }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
        <Button onClick={onClose}>Close</Button>
      </Box>
      <Box sx={{ p: 2, maxWidth: '210mm', mx: 'auto' }}>
        <ReportPrintPack
          title={kind === 'application' ? 'APPLICATION FOR NEW CONNECTION' : 'PUE INSPECTION FORM'}
          signatories={
            kind === 'application'
              ? [
                  { title: 'Applicant', name: r.juridicalName ?? r.applicantName },
                  { title: 'Received by', name: r.filedBy ?? '' },
                ]
              : [
                  { title: 'Inspected by', name: inspector },
                  { title: 'Conforme (applicant)', name: r.juridicalName ?? r.applicantName },
                ]
          }
        >
          {kind === 'application' ? <ApplicationForm r={r} /> : <InspectionForm r={r} />}
        </ReportPrintPack>
      </Box>
    </Dialog>
  );
}
