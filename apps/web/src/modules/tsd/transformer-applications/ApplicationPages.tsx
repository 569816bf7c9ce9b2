// Transformer application screens (decision 081). Member services: /isd/msd/transformer (intake,
// list), /:id, /for-payment/:id?. TSD: /tsd/transformer-application, /for-inspection (and its
// schedule and inspection forms), /for-testing/:id? (and its evaluation form), and
// /tsd/transformer-installation. Each desk's page is the same list or record with its own action.
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import {
  OWNERSHIP_LABELS,
  PHASE_LABELS,
  TRANSFORMER_APPLICATION_STAGE_LABELS,
  TRANSFORMER_APPLICATION_STAGES,
  TRANSFORMER_APPLICATION_TYPE_LABELS,
  TRANSFORMER_APPLICATION_TYPES,
  TRANSFORMER_REQUEST_STATUS_LABELS,
  type TransformerApplicationStage,
} from '@ilaw/contracts/tsd/enums';
import { cancelTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/cancel-transformer-application';
import { createTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/create-transformer-application';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import { inspectTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/inspect-transformer-application';
import { installTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/install-transformer-application';
import { listTransformerApplicationsEndpoint } from '@ilaw/contracts/tsd/transformer-applications/list-transformer-applications';
import { scheduleTransformerInspectionEndpoint } from '@ilaw/contracts/tsd/transformer-applications/schedule-transformer-inspection';
import type { TransformerApplication } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { ApprovalDecisionDialog, ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import {
  CancelDialog,
  EvaluateDialog,
  InspectDialog,
  InstallDialog,
  NewApplicationDialog,
  ScheduleDialog,
} from './ApplicationDialogs.tsx';
import { FeeTable, StageChip, applicationColumns, applicationHref, type Desk } from './application-parts.tsx';

const FILTERS = {
  search: text,
  stage: oneOf(TRANSFORMER_APPLICATION_STAGES),
  applicationType: oneOf(TRANSFORMER_APPLICATION_TYPES),
  branchCode: int,
};

interface ListProps {
  title: string;
  subtitle: string;
  desk: Desk;
  /** The desk's stage: the list shows only it (no stage filter). */
  stage?: TransformerApplicationStage;
  /** Where a row opens (default: the desk's record). */
  hrefOf?: (id: number) => string;
  intake?: boolean;
}

function ApplicationList({ title, subtitle, desk, stage, hrefOf, intake = false }: ListProps) {
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListParams({ filters: FILTERS, sortable: [] as const });
  const { filters, setFilter } = list;
  const result = usePagedEndpoint(listTransformerApplicationsEndpoint, {
    query: { ...list.query, ...filters, ...(stage === undefined ? {} : { stage }) },
  });
  const href = hrefOf ?? ((id: number) => applicationHref(desk, id));
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          intake &&
          can(createTransformerApplicationEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              New application
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Application no., applicant or account"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          {stage === undefined && (
            <FilterSelect
              label="Stage"
              name="Stage"
              value={filters.stage}
              onChange={(v) => setFilter('stage', v)}
              options={TRANSFORMER_APPLICATION_STAGES.map((s) => ({
                value: s,
                label: TRANSFORMER_APPLICATION_STAGE_LABELS[s],
              }))}
            />
          )}
          <FilterSelect
            label="Type"
            name="Type"
            value={filters.applicationType}
            onChange={(v) => setFilter('applicationType', v)}
            options={TRANSFORMER_APPLICATION_TYPES.map((t) => ({
              value: t,
              label: TRANSFORMER_APPLICATION_TYPE_LABELS[t],
            }))}
          />
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
        </ListFilterBar>
        <DataTable
          columns={applicationColumns}
          result={result.data}
          loading={result.isFetching}
          {...list.table}
          rowKey={(a) => a.id}
          rowHref={(a) => href(a.id)}
          caption="Transformer applications"
          emptyText="No applications match."
        />
      </Paper>
      {adding && (
        <NewApplicationDialog
          onClose={() => setAdding(false)}
          onSaved={(a) => {
            notify.success(`Application ${a.applicationNo} taken; it goes to TSD for inspection.`);
            void navigate(applicationHref(desk, a.id));
          }}
        />
      )}
    </Box>
  );
}

type Action = 'schedule' | 'inspect' | 'evaluate' | 'install' | 'cancel' | 'approve' | 'reject';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}

function ApplicationRecord({ id, desk, open }: { id: number; desk: Desk; open?: Action }) {
  const can = useCan();
  const invalidate = useInvalidateEndpoints();
  const query = useQuery(endpointQuery(getTransformerApplicationEndpoint, { params: { id } }));
  const [dialog, setDialog] = useState<Action | null>(open ?? null);
  const a = query.data;
  if (query.isPending) return <CircularProgress aria-label="Loading application" />;
  if (!a) return <Alert severity="error">The application could not be loaded.</Alert>;
  const saved = (message: string) => (next: TransformerApplication) => {
    setDialog(null);
    notify.success(message.replace('{no}', next.applicationNo));
    void invalidate(getTransformerApplicationEndpoint, listTransformerApplicationsEndpoint);
  };
  const may = {
    schedule: a.stage === 'ForInspection' && can(scheduleTransformerInspectionEndpoint),
    inspect: a.stage === 'ForInspection' && can(inspectTransformerApplicationEndpoint),
    evaluate: a.stage === 'ForEvaluation' && can(evaluateTransformerApplicationEndpoint),
    install: a.stage === 'ForInstallation' && can(installTransformerApplicationEndpoint),
    cancel:
      ['ForInspection', 'ForEvaluation', 'ForApproval'].includes(a.stage) && can(cancelTransformerApplicationEndpoint),
    decide: a.approval?.canDecide === true,
  };
  const printBase = desk === 'msd' ? '/isd/msd/transformer' : '/tsd/transformer-application';
  return (
    <Box>
      <PageHeader
        title={`Transformer application ${a.applicationNo}`}
        subtitle={
          <>
            {TRANSFORMER_APPLICATION_TYPE_LABELS[a.applicationType]} · {a.applicantName} ·{' '}
            {TRANSFORMER_REQUEST_STATUS_LABELS[a.status]}
          </>
        }
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {may.schedule && <Button onClick={() => setDialog('schedule')}>Schedule inspection</Button>}
            {may.inspect && (
              <Button variant="contained" onClick={() => setDialog('inspect')}>
                Record inspection
              </Button>
            )}
            {may.evaluate && (
              <Button variant="contained" onClick={() => setDialog('evaluate')}>
                Evaluate
              </Button>
            )}
            {may.decide && (
              <>
                <Button variant="contained" color="success" onClick={() => setDialog('approve')}>
                  Approve
                </Button>
                <Button color="error" onClick={() => setDialog('reject')}>
                  Reject
                </Button>
              </>
            )}
            {may.install && (
              <Button variant="contained" onClick={() => setDialog('install')}>
                Install
              </Button>
            )}
            {may.cancel && (
              <Button color="error" onClick={() => setDialog('cancel')}>
                Cancel application
              </Button>
            )}
            {desk === 'msd' ? (
              <>
                <Button component={RouterLink} to={`/isd/msd/transformer/print/${a.id}`}>
                  Print
                </Button>
                {a.billNo !== null && (
                  <Button component={RouterLink} to={`/isd/msd/transformer/for-payment/print/${a.id}`}>
                    Print payment order
                  </Button>
                )}
              </>
            ) : (
              <>
                <Button component={RouterLink} to={`${printBase}/for-inspection/inspection/print/format/${a.id}`}>
                  Inspection form
                </Button>
                {a.inspectedOn !== null && (
                  <Button component={RouterLink} to={`${printBase}/for-inspection/inspection/print/inspected/${a.id}`}>
                    Print inspection
                  </Button>
                )}
                {a.evaluatedOn !== null && (
                  <Button component={RouterLink} to={`${printBase}/for-testing/print/${a.id}`}>
                    Print evaluation
                  </Button>
                )}
              </>
            )}
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Field label="Stage">
            <StageChip stage={a.stage} />
          </Field>
          <Field label="Applied">{formatDate(a.appliedOn)}</Field>
          <Field label="Account no.">{a.accountNo ?? '-'}</Field>
          <Field label="Address">{a.address}</Field>
          <Field label="Branch">{a.branchName}</Field>
          <Field label="Asked for">
            {a.requestedKva} kVA {PHASE_LABELS[a.phase]}, {OWNERSHIP_LABELS[a.ownership]}
          </Field>
          {a.purpose && <Field label="Purpose">{a.purpose}</Field>}
          {a.cancelReason && <Field label="Reason">{a.cancelReason}</Field>}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6">Inspection</Typography>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          <Field label="Inspector">{a.inspectorName ?? '-'}</Field>
          <Field label="Scheduled">{a.inspectionScheduledOn ? formatDate(a.inspectionScheduledOn) : '-'}</Field>
          <Field label="Inspected">{a.inspectedOn ? formatDate(a.inspectedOn) : '-'}</Field>
          <Field label="Result">{a.inspectionResult ?? '-'}</Field>
          <Field label="Feeder / pole">{[a.feeder, a.poleNo].filter(Boolean).join(' / ') || '-'}</Field>
          {a.inspectionFindings && <Field label="Findings">{a.inspectionFindings}</Field>}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Typography variant="h6">Evaluation and fees</Typography>
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 2, mb: 1 }}>
          <Field label="Transformer">{a.serialNo ?? '-'}</Field>
          <Field label="Data sheet">{a.sheetNo ?? '-'}</Field>
          <Field label="Evaluated">{a.evaluatedOn ? formatDate(a.evaluatedOn) : '-'}</Field>
          <Field label="Total fees">{formatPeso(a.feesTotal)}</Field>
          <Field label="Bill">{a.billNo ? `${a.billNo} (${a.billStatus})` : '-'}</Field>
          {a.orNumber && <Field label="OR no.">{a.orNumber}</Field>}
          {a.installedOn && <Field label="Installed">{formatDate(a.installedOn)}</Field>}
        </Stack>
        <ApprovalStepLine approval={a.approval} />
        <FeeTable application={a} />
      </Paper>
      {dialog === 'schedule' && may.schedule && (
        <ScheduleDialog
          application={a}
          onClose={() => setDialog(null)}
          onSaved={saved('Inspection of {no} scheduled.')}
        />
      )}
      {dialog === 'inspect' && may.inspect && (
        <InspectDialog
          application={a}
          onClose={() => setDialog(null)}
          onSaved={saved('Inspection of {no} recorded.')}
        />
      )}
      {dialog === 'evaluate' && may.evaluate && (
        <EvaluateDialog
          application={a}
          onClose={() => setDialog(null)}
          onSaved={saved('{no} evaluated and sent for approval.')}
        />
      )}
      {dialog === 'install' && may.install && (
        <InstallDialog
          application={a}
          onClose={() => setDialog(null)}
          onSaved={saved('{no}: transformer installed.')}
        />
      )}
      {dialog === 'cancel' && may.cancel && (
        <CancelDialog application={a} onClose={() => setDialog(null)} onSaved={saved('{no} cancelled.')} />
      )}
      {(dialog === 'approve' || dialog === 'reject') && may.decide && a.approval && (
        <ApprovalDecisionDialog
          requestId={a.approval.requestId}
          approve={dialog === 'approve'}
          title={`${dialog === 'approve' ? 'Approve' : 'Reject'} ${a.applicationNo}`}
          onClose={() => setDialog(null)}
          onSaved={() => {
            setDialog(null);
            notify.success(`${a.applicationNo} ${dialog === 'approve' ? 'approved' : 'rejected'}.`);
            void invalidate(getTransformerApplicationEndpoint, listTransformerApplicationsEndpoint);
          }}
        />
      )}
    </Box>
  );
}

function Record({ desk, open }: { desk: Desk; open?: Action }) {
  const id = Number(useParams().id);
  return (
    <ScreenAccess reads={getTransformerApplicationEndpoint}>
      {id > 0 ? (
        <ApplicationRecord id={id} desk={desk} {...(open === undefined ? {} : { open })} />
      ) : (
        <Alert severity="info">Open an application from its list.</Alert>
      )}
    </ScreenAccess>
  );
}

function ListScreen(props: ListProps) {
  return (
    <ScreenAccess reads={listTransformerApplicationsEndpoint}>
      <ApplicationList {...props} />
    </ScreenAccess>
  );
}

/** A route with `:id?`: the record when it names one, else the desk's list. */
function RecordOrList({ list, desk, open }: { list: ListProps; desk: Desk; open?: Action }) {
  const id = Number(useParams().id);
  return id > 0 ? <Record desk={desk} {...(open === undefined ? {} : { open })} /> : <ListScreen {...list} />;
}

const msdAll: ListProps = {
  title: 'Transformer Application',
  subtitle: 'Applications for a transformer (types 39-45): taken here, inspected, evaluated and installed by TSD.',
  desk: 'msd',
  intake: true,
};
const msdPayment: ListProps = {
  title: 'Transformer For Payment',
  subtitle: 'Approved applications whose fees wait at the teller (a non-power bill).',
  desk: 'msd',
  stage: 'ForPayment',
  hrefOf: (id) => `/isd/msd/transformer/for-payment/${id}`,
};
const tsdAll: ListProps = {
  title: 'TSD Transformer Application',
  subtitle: 'Every transformer application and where it stands.',
  desk: 'tsd',
};
const forInspection: ListProps = {
  title: 'For Inspection',
  subtitle: 'Applications waiting for their site inspection.',
  desk: 'tsd',
  stage: 'ForInspection',
  hrefOf: (id) => `/tsd/transformer-application/for-inspection/inspection/${id}`,
};
const forEvaluation: ListProps = {
  title: 'For Evaluation',
  subtitle: 'Inspected applications waiting for their transformer to be tested and the fees set.',
  desk: 'tsd',
  stage: 'ForEvaluation',
};
const forInstallation: ListProps = {
  title: 'Transformer Installation',
  subtitle: 'Paid applications whose transformer waits to be installed.',
  desk: 'tsd',
  stage: 'ForInstallation',
};

export const MsdApplicationsPage = () => <ListScreen {...msdAll} />;
export const MsdApplicationPage = () => <Record desk="msd" />;
export const MsdForPaymentPage = () => <RecordOrList list={msdPayment} desk="msd" />;
export const TsdApplicationsPage = () => <ListScreen {...tsdAll} />;
export const ForInspectionPage = () => <ListScreen {...forInspection} />;
export const InspectionSchedulePage = () => <RecordOrList list={forInspection} desk="tsd" open="schedule" />;
export const InspectionPage = () => <RecordOrList list={forInspection} desk="tsd" open="inspect" />;
export const ForTestingPage = () => <RecordOrList list={forEvaluation} desk="tsd" />;
export const EvaluationFormPage = () => <RecordOrList list={forEvaluation} desk="tsd" open="evaluate" />;
export const InstallationPage = () => <ListScreen {...forInstallation} />;
