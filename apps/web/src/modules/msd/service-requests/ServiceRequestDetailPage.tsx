// One service request: its particulars, the clock against the type's target, the actions the
// user may take now (approve, assign, the crew's times and findings, accomplish, cancel), remarks,
// attachments (photos in a viewer, documents downloaded) and the timeline of every event.
import { FILE_KIND, enumLabel } from '@ilaw/contracts/enums';
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import {
  LOCATION_TYPE_LABELS,
  ServiceRequestAction,
  neaCategoryLabel,
  type ServiceRequestAction as Action,
} from '@ilaw/contracts/msd/enums';
import type {
  ServiceRequestAttachment,
  ServiceRequestDetail as RequestDetail,
  ServiceRequestSide,
} from '@ilaw/contracts/msd/service-requests/service-request';
import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import Download from '@mui/icons-material/Download';
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
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { ApiError } from '#web/shared/api/api-error.ts';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ServiceRequestFormDialog } from './ServiceRequestFormDialog.tsx';
import { StatusCell, clockText, when } from './service-request-parts.tsx';
import { SIDES } from './side.ts';

export function ServiceRequestDetail({ side }: { side: ServiceRequestSide }) {
  const e = SIDES[side];
  return (
    <ScreenAccess reads={e.get}>
      <Detail side={side} />
    </ScreenAccess>
  );
}

export default function MsdServiceRequestDetailPage() {
  return <ServiceRequestDetail side="msd" />;
}

const ACTION_LABELS: Record<Action, string> = {
  Approve: 'Approve',
  Reject: 'Reject',
  Assign: 'Assign to team',
  Reschedule: 'Reschedule',
  Dispatch: 'Crew dispatched',
  Arrive: 'Crew arrived',
  Findings: 'Findings',
  Accomplish: 'Accomplish',
  Cancel: 'Cancel request',
};

/** 'YYYY-MM-DDTHH:MM' of now in Manila, for datetime-local inputs. */
function manilaNowLocal(): string {
  return new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16);
}

function Detail({ side }: { side: ServiceRequestSide }) {
  const e = SIDES[side];
  const id = Number(useParams().id);
  const can = useCan();
  const sr = useQuery({ ...endpointQuery(e.get, { params: { id } }), enabled: id > 0 });
  const [action, setAction] = useState<Action | null>(null);
  const [editing, setEditing] = useState(false);
  const r = sr.data;
  if (!r) return sr.isLoading ? <LinearProgress /> : null;
  return (
    <Box>
      <PageHeader
        title={`Service request ${r.requestNo}`}
        subtitle={r.subtypeName ? `${r.typeName} / ${r.subtypeName}` : r.typeName}
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {r.mayEdit && can(e.update) && (
              <Button startIcon={<Edit />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            <Button startIcon={<Print />} component={RouterLink} to={`${e.base}/${r.id}/print`} target="_blank">
              Print
            </Button>
            <Button component={RouterLink} to={`${e.base}/${r.id}/print-follow-up-form`} target="_blank">
              Follow-up form
            </Button>
          </Stack>
        }
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <StatusCell r={r} />
            <Typography variant="body2" data-testid="clock">
              Clock: {clockText(r)} · due {when(r.dueAt)}
            </Typography>
            <ApprovalStepLine approval={r.approval} />
          </Stack>
          {r.overdue && (
            <Alert severity="error" sx={{ mt: 1 }}>
              Past its target of {r.targetHours} {r.clockBasis === 'Calendar' ? 'hours' : 'working hours'}.
            </Alert>
          )}
          {r.allowedActions.length > 0 && (
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}
              role="group"
              aria-label="Actions"
            >
              {r.allowedActions.map((a) => (
                <Button
                  key={a}
                  variant={a === 'Cancel' || a === 'Reject' ? 'outlined' : 'contained'}
                  color={a === 'Cancel' || a === 'Reject' ? 'error' : 'primary'}
                  onClick={() => setAction(a)}
                >
                  {ACTION_LABELS[a]}
                </Button>
              ))}
            </Stack>
          )}
        </Paper>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Particulars r={r} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Timeline r={r} />
          </Grid>
        </Grid>
        <Attachments side={side} r={r} />
        <Remarks side={side} r={r} />
      </Stack>
      {action !== null && <ActionDialog side={side} r={r} action={action} onClose={() => setAction(null)} />}
      {editing && (
        <ServiceRequestFormDialog side={side} editId={r.id} onClose={() => setEditing(false)} onSaved={() => {}} />
      )}
    </Box>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{children ?? '-'}</Typography>
    </Grid>
  );
}

function Particulars({ r }: { r: RequestDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        Particulars
      </Typography>
      <Grid container spacing={1.5}>
        <Field label="Consumer">{r.consumerName ? `${r.consumerName} (${r.accountNo})` : 'None (a location)'}</Field>
        <Field label="Requested by">{`${r.requesterName}${r.contactNo ? `, ${r.contactNo}` : ''}`}</Field>
        <Field label="Location">
          {[LOCATION_TYPE_LABELS[r.locationType], r.barangay, r.address, r.branchName].filter(Boolean).join(' · ')}
        </Field>
        <Field label="Landmark / GPS">
          {[r.landmark, r.latitude && r.longitude ? `${r.latitude}, ${r.longitude}` : null]
            .filter(Boolean)
            .join(' · ') || '-'}
        </Field>
        <Field label="NEA category">{neaCategoryLabel(r.neaCategory)}</Field>
        <Field label="Received">{`${when(r.receivedAt)} by ${r.filedBy ?? '-'}`}</Field>
        <Field label="Team">
          {r.teamName ? `${r.teamName}, scheduled ${formatDate(r.scheduleDate)}` : 'Not assigned'}
        </Field>
        <Field label="Dispatched / arrived">{`${when(r.dispatchedAt)} / ${when(r.arrivedAt)}`}</Field>
        <Field label="Accomplished">
          {r.accomplishedAt
            ? when(r.accomplishedAt)
            : r.cancelledAt
              ? `Cancelled ${when(r.cancelledAt)}: ${r.cancelReason ?? ''}`
              : '-'}
        </Field>
        <Grid size={12}>
          <Typography variant="caption" color="text.secondary">
            Description
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {r.description}
          </Typography>
        </Grid>
        {r.findings !== null && (
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary">
              Findings
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }} data-testid="findings">
              {r.findings}
            </Typography>
            {r.actionTaken && <Typography variant="body2">Action taken: {r.actionTaken}</Typography>}
            {r.materialsUsed && <Typography variant="body2">Materials used: {r.materialsUsed}</Typography>}
          </Grid>
        )}
      </Grid>
    </Paper>
  );
}

function Timeline({ r }: { r: RequestDetail }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" gutterBottom>
        Timeline
      </Typography>
      <Box component="ol" aria-label="Timeline" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
        {r.history.map((h, i) => (
          <Box component="li" key={i} sx={{ mb: 1 }}>
            <strong>{h.label}</strong> · {formatDateTime(h.at)}
            {h.by ? ` · ${h.by}` : ''}
            {h.details && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
                {h.details}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function Attachments({ side, r }: { side: ServiceRequestSide; r: RequestDetail }) {
  const e = SIDES[side];
  const upload = useEndpointMutation(e.upload, { invalidates: [e.get] });
  const input = useRef<HTMLInputElement>(null);
  const [isFinding, setIsFinding] = useState(side === 'tsd');
  const [viewing, setViewing] = useState<ServiceRequestAttachment | null>(null);
  const send = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    try {
      await upload.mutateAsync({
        body: { serviceRequestId: r.id, isFinding: isFinding ? 'true' : 'false' },
        files: { file: Array.from(files) },
      });
      notify.success(files.length === 1 ? 'The file was attached.' : `${files.length} files were attached.`);
    } catch {
      // The toast said why.
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  const imageUrl = (a: ServiceRequestAttachment) =>
    buildUrl(e.download, { id: a.id }, { inline: 'true' }, { page: 1, itemsPerPage: 15 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle1" sx={{ flexGrow: 1 }}>
          Attachments and photos
        </Typography>
        <FormControlLabel
          control={<Switch checked={isFinding} onChange={(ev) => setIsFinding(ev.target.checked)} />}
          label="Findings photos"
        />
        <Button
          variant="outlined"
          startIcon={<UploadFile />}
          onClick={() => input.current?.click()}
          loading={upload.isPending}
        >
          Attach files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Attachment files"
          onChange={(ev) => void send(ev.target.files)}
        />
      </Stack>
      {r.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No attachments.
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
          {r.attachments.map((a) => (
            <Box key={a.id} sx={{ width: 160 }}>
              {a.fileKind === FILE_KIND.Image.value ? (
                <Box
                  component="img"
                  src={imageUrl(a)}
                  alt={a.fileName}
                  onClick={() => setViewing(a)}
                  sx={{
                    width: 160,
                    height: 120,
                    objectFit: 'cover',
                    borderRadius: 1,
                    cursor: 'zoom-in',
                    display: 'block',
                  }}
                />
              ) : (
                <Button
                  startIcon={<Download />}
                  onClick={() => void downloadFile(e.download, { params: { id: a.id }, query: {} })}
                >
                  {enumLabel(FILE_KIND, a.fileKind)}
                </Button>
              )}
              <Typography variant="caption" component="div" noWrap title={a.fileName}>
                {a.isFinding ? 'Findings: ' : ''}
                {a.fileName}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {a.uploadedBy} · {formatDateTime(a.uploadedAt)}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
      <Dialog open={viewing !== null} onClose={() => setViewing(null)} maxWidth="lg">
        <DialogTitle>{viewing?.fileName}</DialogTitle>
        <DialogContent dividers>
          {viewing && (
            <Box
              component="img"
              src={imageUrl(viewing)}
              alt={viewing.fileName}
              sx={{ maxWidth: '100%', maxHeight: '75vh' }}
            />
          )}
        </DialogContent>
        <DialogActions>
          {viewing && (
            <Link
              component="button"
              onClick={() => void downloadFile(e.download, { params: { id: viewing.id }, query: {} })}
            >
              Download
            </Link>
          )}
          <Button onClick={() => setViewing(null)}>Close</Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

function Remarks({ side, r }: { side: ServiceRequestSide; r: RequestDetail }) {
  const e = SIDES[side];
  const [remarks, setRemarks] = useState('');
  const add = useEndpointMutation(e.remarks, { invalidates: [e.get] });
  const submit = async () => {
    if (remarks.trim() === '') return;
    try {
      await add.mutateAsync({ body: { serviceRequestId: r.id, remarks } });
      setRemarks('');
    } catch {
      // The toast said why.
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          fullWidth
          size="small"
          label="Remarks"
          name="remarks"
          value={remarks}
          onChange={(ev) => setRemarks(ev.target.value)}
        />
        <Button variant="outlined" onClick={() => void submit()} loading={add.isPending}>
          Add remarks
        </Button>
      </Stack>
    </Paper>
  );
}

function ActionDialog({
  side,
  r,
  action,
  onClose,
}: {
  side: ServiceRequestSide;
  r: RequestDetail;
  action: Action;
  onClose: () => void;
}) {
  const e = SIDES[side];
  const change = useEndpointMutation(e.status, { invalidates: [e.get, e.list] });
  const teams = useQuery({ ...endpointQuery(listTeamsEndpoint), enabled: action === ServiceRequestAction.Assign });
  const [values, setValues] = useState({
    remarks: '',
    reason: '',
    teamId: r.teamId ?? 0,
    scheduleDate: r.scheduleDate ?? new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
    at: manilaNowLocal(),
    findings: r.findings ?? '',
    actionTaken: r.actionTaken ?? '',
    materialsUsed: r.materialsUsed ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setErrors({}), [action]);
  const set = (k: keyof typeof values, v: string | number) => setValues((x) => ({ ...x, [k]: v }));
  // Left as shown, the time is "now" on the server (the field's minute would be before a
  // receipt earlier in the same minute); changed, it is the time typed, in Manila.
  const [atTouched, setAtTouched] = useState(false);
  const at = atTouched ? `${values.at}:00+08:00` : null;
  const body = () => {
    const base = { serviceRequestId: r.id };
    switch (action) {
      case 'Approve':
        return { ...base, action, remarks: values.remarks };
      case 'Reject':
        return { ...base, action, remarks: values.remarks };
      case 'Assign':
        return { ...base, action, teamId: values.teamId, scheduleDate: values.scheduleDate };
      case 'Reschedule':
        return { ...base, action, scheduleDate: values.scheduleDate, reason: values.reason };
      case 'Dispatch':
      case 'Arrive':
      case 'Accomplish':
        return { ...base, action, at };
      case 'Findings':
        return {
          ...base,
          action,
          findings: values.findings,
          actionTaken: values.actionTaken,
          materialsUsed: values.materialsUsed,
        };
      case 'Cancel':
        return { ...base, action, reason: values.reason };
    }
  };
  const submit = async () => {
    try {
      await change.mutateAsync({ body: body() });
      notify.success(`${ACTION_LABELS[action]}: saved.`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
    }
  };
  const err = (k: string) => ({ error: errors[k] !== undefined, helperText: errors[k] ?? ' ' });
  return (
    <FormDialog
      open
      title={`${ACTION_LABELS[action]}: ${r.requestNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={change.isPending}
      submitLabel={ACTION_LABELS[action]}
    >
      <Stack spacing={1}>
        {(action === 'Approve' || action === 'Reject') && (
          <TextField
            label={action === 'Reject' ? 'Remarks (required)' : 'Remarks'}
            name="remarks"
            multiline
            minRows={2}
            value={values.remarks}
            onChange={(ev) => set('remarks', ev.target.value)}
            {...err('remarks')}
          />
        )}
        {action === 'Assign' && (
          <>
            <TextField
              select
              label="Team"
              name="teamId"
              value={values.teamId || ''}
              onChange={(ev) => set('teamId', Number(ev.target.value))}
              {...err('teamId')}
            >
              {(teams.data ?? [])
                .filter((t) => t.isActive)
                .map((t) => (
                  <MenuItem key={t.id} value={t.id}>
                    {t.name}
                    {t.branchName ? ` (${t.branchName})` : ''}
                  </MenuItem>
                ))}
            </TextField>
            <TextField
              type="date"
              label="Schedule"
              name="scheduleDate"
              value={values.scheduleDate}
              onChange={(ev) => set('scheduleDate', ev.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...err('scheduleDate')}
            />
          </>
        )}
        {(action === 'Dispatch' || action === 'Arrive' || action === 'Accomplish') && (
          <TextField
            type="datetime-local"
            label="Time"
            name="at"
            value={values.at}
            onChange={(ev) => {
              setAtTouched(true);
              set('at', ev.target.value);
            }}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('at')}
          />
        )}
        {action === 'Findings' && (
          <>
            <TextField
              label="Findings"
              name="findings"
              multiline
              minRows={3}
              value={values.findings}
              onChange={(ev) => set('findings', ev.target.value)}
              {...err('findings')}
            />
            <TextField
              label="Action taken"
              name="actionTaken"
              multiline
              minRows={2}
              value={values.actionTaken}
              onChange={(ev) => set('actionTaken', ev.target.value)}
              {...err('actionTaken')}
            />
            <TextField
              label="Materials used"
              name="materialsUsed"
              multiline
              minRows={2}
              value={values.materialsUsed}
              onChange={(ev) => set('materialsUsed', ev.target.value)}
              {...err('materialsUsed')}
            />
          </>
        )}
        {action === 'Reschedule' && (
          <TextField
            type="date"
            label="New schedule"
            name="scheduleDate"
            value={values.scheduleDate}
            onChange={(ev) => set('scheduleDate', ev.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            {...err('scheduleDate')}
          />
        )}
        {(action === 'Cancel' || action === 'Reschedule') && (
          <TextField
            label="Reason"
            name="reason"
            multiline
            minRows={2}
            value={values.reason}
            onChange={(ev) => set('reason', ev.target.value)}
            {...err('reason')}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
