// The prints of a transformer application through the print pack (decision 017): the application
// form (member services), the payment order of its fees, the blank inspection form and the
// inspection as recorded, and the evaluation signed by its approval's signatories (the engine).
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { OWNERSHIP_LABELS, PHASE_LABELS, TRANSFORMER_APPLICATION_TYPE_LABELS } from '@ilaw/contracts/tsd/enums';
import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import {
  TRANSFORMER_APPLICATION_DOCUMENT,
  type TransformerApplication,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useDocumentSignatories } from '#web/shared/approvals/document-signatories.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack, type ReportSignatory } from '#web/shared/print/ReportPrintPack.tsx';
import { FeeTable } from './application-parts.tsx';

type Variant = 'application' | 'payment' | 'inspection-format' | 'inspected' | 'evaluation';

const TITLES: Record<Variant, string> = {
  application: 'Transformer Application',
  payment: 'Transformer Application Payment Order',
  'inspection-format': 'Transformer Application Inspection Form',
  inspected: 'Transformer Application Inspection Report',
  evaluation: 'Transformer Application Evaluation',
};

function Applicant({ a }: { a: TransformerApplication }) {
  return (
    <>
      <Typography>
        {TRANSFORMER_APPLICATION_TYPE_LABELS[a.applicationType]} · applied {formatDate(a.appliedOn)} · {a.branchName}
      </Typography>
      <Typography>
        {a.applicantName}
        {a.accountNo ? ` (account ${a.accountNo})` : ''}, {a.address}
        {a.contactNo ? ` · ${a.contactNo}` : ''}
      </Typography>
      <Typography>
        Asked for: {a.requestedKva} kVA {PHASE_LABELS[a.phase]}, {OWNERSHIP_LABELS[a.ownership]}
        {a.purpose ? ` · ${a.purpose}` : ''}
      </Typography>
    </>
  );
}

const BLANK = '______________________________';

function Body({ a, variant }: { a: TransformerApplication; variant: Variant }) {
  switch (variant) {
    case 'application':
      return <Applicant a={a} />;
    case 'payment':
      return (
        <>
          <Applicant a={a} />
          <Typography sx={{ mt: 1 }}>
            Bill {a.billNo ?? '(not billed yet)'} · pay at the teller: <strong>{formatPeso(a.feesTotal)}</strong>
            {a.orNumber ? ` · paid, OR ${a.orNumber}` : ''}
          </Typography>
          <FeeTable application={a} />
        </>
      );
    case 'inspection-format':
      return (
        <>
          <Applicant a={a} />
          <Typography sx={{ mt: 2 }}>Inspector: {a.inspectorName ?? BLANK}</Typography>
          <Typography>Date inspected: {BLANK}</Typography>
          <Typography>
            Feeder: {BLANK} Pole no.: {BLANK}
          </Typography>
          <Typography>Latitude / longitude: {BLANK}</Typography>
          <Typography>Result: ☐ Passed ☐ Failed</Typography>
          <Typography>Findings:</Typography>
          <Typography>
            {BLANK}
            {BLANK}
          </Typography>
          <Typography>
            {BLANK}
            {BLANK}
          </Typography>
        </>
      );
    case 'inspected':
      return (
        <>
          <Applicant a={a} />
          <Typography sx={{ mt: 2 }}>
            Inspected {a.inspectedOn ? formatDate(a.inspectedOn) : '-'} by {a.inspectorName ?? '-'}:{' '}
            <strong data-testid="inspection-result">{a.inspectionResult ?? 'Pending'}</strong>
          </Typography>
          <Typography>Feeder / pole: {[a.feeder, a.poleNo].filter(Boolean).join(' / ') || '-'}</Typography>
          <Typography>Findings: {a.inspectionFindings ?? '-'}</Typography>
        </>
      );
    case 'evaluation':
      return (
        <>
          <Applicant a={a} />
          <Typography sx={{ mt: 2 }}>
            Evaluated {a.evaluatedOn ? formatDate(a.evaluatedOn) : '-'}: transformer {a.serialNo ?? '-'}, tested on data
            sheet {a.sheetNo ?? '-'} (passed). Approval: {a.approval?.status ?? '-'}.
          </Typography>
          {a.evaluationRemarks && <Typography>Remarks: {a.evaluationRemarks}</Typography>}
          <FeeTable application={a} />
          <Typography sx={{ mt: 1 }}>Total: {formatPeso(a.feesTotal)}</Typography>
        </>
      );
  }
}

function Sheet({ variant }: { variant: Variant }) {
  const id = Number(useParams().id);
  const q = useQuery({ ...endpointQuery(getTransformerApplicationEndpoint, { params: { id } }), enabled: id > 0 });
  const engine = useDocumentSignatories(
    TRANSFORMER_APPLICATION_DOCUMENT,
    variant === 'evaluation' && q.data?.approval ? id : undefined,
  );
  const a = q.data;
  // The evaluation waits for its signatories rather than print without them.
  if (!a || (variant === 'evaluation' && a.approval !== null && engine === undefined)) return null;
  const signatories: ReportSignatory[] | undefined =
    variant === 'evaluation'
      ? engine
      : variant === 'inspected' && a.inspectorName
        ? [{ title: 'Inspected by', name: a.inspectorName }]
        : undefined;
  return (
    <Box sx={{ p: 2 }}>
      <Box sx={{ textAlign: 'center', mb: 1, '@media print': { display: 'none' } }}>
        <Button variant="contained" onClick={() => window.print()}>
          Print
        </Button>
      </Box>
      <ReportPrintPack
        title={`${TITLES[variant]} ${a.applicationNo}`}
        filters={[{ label: 'Application no.', value: a.applicationNo }]}
        {...(signatories === undefined ? {} : { signatories })}
      >
        <Typography variant="h6">
          {TITLES[variant]} {a.applicationNo}
        </Typography>
        <Body a={a} variant={variant} />
      </ReportPrintPack>
    </Box>
  );
}

function Print({ variant }: { variant: Variant }) {
  return (
    <ScreenAccess reads={getTransformerApplicationEndpoint}>
      <Sheet variant={variant} />
    </ScreenAccess>
  );
}

export const ApplicationPrint = () => <Print variant="application" />;
export const PaymentOrderPrint = () => <Print variant="payment" />;
export const InspectionFormatPrint = () => <Print variant="inspection-format" />;
export const InspectedPrint = () => <Print variant="inspected" />;
export const EvaluationPrint = () => <Print variant="evaluation" />;
