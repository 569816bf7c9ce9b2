// /cpd/report-submission: the monitoring board of a year (each template's periods: on time, late,
// missing, due, upcoming); ?view=submit lists what the user's department still owes with the
// report submission dialog; ?view=templates is CoopReportsAdmin's templates.
import { createTemplateEndpoint } from '@ilaw/contracts/reports/create-template';
import { getReportBoardEndpoint } from '@ilaw/contracts/reports/get-report-board';
import { listTemplatesEndpoint } from '@ilaw/contracts/reports/list-templates';
import {
  FILE_KINDS,
  FILE_KIND_LABELS,
  REPORT_PERIODS,
  SUBMISSION_STATES,
  templateFieldsSchema,
  type BoardRow,
  type PeriodStatus,
  type ReportTemplate,
  type TemplateFields,
} from '@ilaw/contracts/reports/report';
import { updateTemplateEndpoint } from '@ilaw/contracts/reports/update-template';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { formatDate } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { DialogListSection } from '#web/shared/crud/DialogListSection.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { REPORT_READS, ReportSubmissionDialog, StateChip } from './report-parts.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

const VIEWS = ['board', 'submit', 'templates'] as const;
type View = (typeof VIEWS)[number];
const ORDER = ['Missing', 'Due', 'Late', 'Submitted'];
const thisYear = () => Number(new Date().toISOString().slice(0, 4));

export default function ReportSubmissionPage() {
  const url = useUrlState();
  const can = useCan();
  const raw = url.get('view');
  const view: View = VIEWS.find((v) => v === raw) ?? 'board';
  return (
    <ScreenAccess reads={getReportBoardEndpoint}>
      <Box>
        <PageHeader
          title="Report Submission"
          subtitle="The reports the cooperative owes its regulators: due dates per period, the departments' submissions, late and missing ones."
        />
        <Tabs value={view} onChange={(_, v: View) => url.set({ view: v === 'board' ? null : v }, true)} sx={{ mb: 1 }}>
          <Tab value="board" label="Monitoring board" />
          <Tab value="submit" label="Submit reports" />
          {can(createTemplateEndpoint) && <Tab value="templates" label="Templates" />}
        </Tabs>
        {view === 'board' && <Board />}
        {view === 'submit' && <SubmitView />}
        {view === 'templates' && <TemplatesView />}
      </Box>
    </ScreenAccess>
  );
}

function useYear(): [number, (y: number) => void] {
  const url = useUrlState();
  return [url.num('year') ?? thisYear(), (y) => url.set({ year: y === thisYear() ? null : y })];
}

function YearSelect({ year, onChange }: { year: number; onChange: (y: number) => void }) {
  const now = thisYear();
  return (
    <FilterSelect
      label="Year"
      name="year"
      value={year}
      allLabel={null}
      options={[now + 1, now, now - 1, now - 2, now - 3].map((y) => ({ value: y, label: String(y) }))}
      onChange={(v) => onChange(v ?? now)}
      sx={{ minWidth: 120 }}
    />
  );
}

function Board() {
  const url = useUrlState();
  const [year, setYear] = useYear();
  const period = REPORT_PERIODS.find((p) => p === url.get('period'));
  const state = SUBMISSION_STATES.find((s) => s === url.get('state'));
  const board = useQuery(
    endpointQuery(getReportBoardEndpoint, {
      query: { year, ...(period ? { period } : {}), ...(state ? { state } : {}) },
    }),
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <YearSelect year={year} onChange={setYear} />
        <FilterSelect
          label="Period"
          name="period"
          value={period}
          options={REPORT_PERIODS.map((p) => ({ value: p, label: p }))}
          onChange={(v) => url.set({ period: v ?? null })}
        />
        <FilterSelect
          label="State"
          name="state"
          value={state}
          options={SUBMISSION_STATES.map((s) => ({ value: s, label: s === 'Submitted' ? 'On time' : s }))}
          onChange={(v) => url.set({ state: v ?? null })}
        />
      </Stack>
      <Paper variant="outlined">
        <SimpleTable
          caption="Monitoring board"
          rows={board.data?.rows}
          loading={board.isFetching}
          rowKey={(r) => r.template.id}
          rowHref={(r) => `/cpd/report-submission/${r.template.id}?year=${year}`}
          emptyText="No reports for this year."
          columns={[
            {
              key: 'report',
              header: 'Report',
              phone: 'title',
              render: (r) => (
                <Link component={RouterLink} to={`/cpd/report-submission/${r.template.id}?year=${year}`}>
                  {r.template.code}: {r.template.name}
                </Link>
              ),
            },
            { key: 'dept', header: 'Department', render: (r) => r.template.departmentName },
            { key: 'reg', header: 'Regulator', render: (r) => `${r.template.regulator} · ${r.template.period}` },
            {
              key: 'periods',
              header: 'Periods',
              render: (r) => (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {r.periods.map((p) => (
                    <StateChip
                      key={p.periodKey}
                      state={p.state}
                      label={`${p.label}: ${p.state === 'Submitted' ? 'On time' : p.state}`}
                    />
                  ))}
                </Stack>
              ),
            },
          ]}
        />
      </Paper>
    </>
  );
}

/** What the user's department still owes (or may resubmit), with the submission dialog. */
function SubmitView() {
  const [year, setYear] = useYear();
  const board = useQuery(endpointQuery(getReportBoardEndpoint, { query: { year } }));
  const [submitting, setSubmitting] = useState<{ template: ReportTemplate; period: PeriodStatus } | null>(null);
  const items = (board.data?.rows ?? [])
    .filter((r: BoardRow) => r.canSubmit)
    .flatMap((r) => r.periods.map((p) => ({ row: r, p })))
    // Owed first (missing, then due), then those already in; periods not over are on the report's page.
    .filter(({ p }) => p.state !== 'Upcoming')
    .sort((a, b) => ORDER.indexOf(a.p.state) - ORDER.indexOf(b.p.state));
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
        <YearSelect year={year} onChange={setYear} />
      </Stack>
      <Paper variant="outlined">
        <SimpleTable
          caption="Reports to submit"
          rows={items}
          loading={board.isFetching}
          rowKey={({ row, p }) => `${row.template.id}-${p.periodKey}`}
          emptyText="Your department has no reports to submit."
          columns={[
            {
              key: 'report',
              header: 'Report',
              phone: 'title',
              render: ({ row }) => `${row.template.code}: ${row.template.name}`,
            },
            { key: 'period', header: 'Period', render: ({ p }) => p.label },
            { key: 'due', header: 'Due', render: ({ p }) => formatDate(p.dueDate) },
            { key: 'state', header: 'State', render: ({ p }) => <StateChip state={p.state} /> },
            {
              key: 'submit',
              header: '',
              render: ({ row, p }) => (
                <Button size="small" onClick={() => setSubmitting({ template: row.template, period: p })}>
                  {p.submissions.length > 0 ? 'Submit again' : 'Submit'}
                </Button>
              ),
            },
          ]}
        />
      </Paper>
      {submitting && (
        <ReportSubmissionDialog
          template={submitting.template}
          period={submitting.period}
          onClose={() => setSubmitting(null)}
        />
      )}
    </>
  );
}

function TemplatesView() {
  const templates = useQuery(endpointQuery(listTemplatesEndpoint));
  return (
    <DialogListSection
      addLabel="New template"
      caption="Report templates"
      rows={templates.data?.items}
      loading={templates.isFetching}
      rowKey={(t) => t.id}
      emptyText="No report templates."
      opener={{ key: 'code', header: 'Code', label: (t) => t.code }}
      columns={[
        { key: 'name', header: 'Name', render: (t) => t.name },
        { key: 'dept', header: 'Department', render: (t) => t.departmentName },
        { key: 'period', header: 'Period', render: (t) => `${t.period}, due ${t.dueDays} days after` },
        { key: 'kinds', header: 'Files', render: (t) => t.fileKinds.map((k) => FILE_KIND_LABELS[k]).join(', ') },
        { key: 'active', header: 'Active', render: (t) => (t.isActive ? 'Yes' : 'No') },
      ]}
      dialog={(template, close) => <TemplateDialog template={template} onClose={close} />}
    />
  );
}

function TemplateDialog({ template, onClose }: { template: ReportTemplate | null; onClose: () => void }) {
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const initial: TemplateFields = template
    ? {
        code: template.code,
        name: template.name,
        regulator: template.regulator,
        period: template.period,
        dueDays: String(template.dueDays),
        departmentId: String(template.departmentId),
        fileKinds: template.fileKinds,
        description: template.description ?? '',
        startsOn: template.startsOn,
        isActive: template.isActive,
      }
    : {
        code: '',
        name: '',
        regulator: 'NEA',
        period: 'Monthly',
        dueDays: '15',
        departmentId: '',
        fileKinds: ['Pdf'],
        description: '',
        startsOn: `${thisYear()}-01-01`,
        isActive: true,
      };
  const form = useForm(templateFieldsSchema, initial);
  const create = useEndpointMutation(createTemplateEndpoint, { invalidates: REPORT_READS });
  const update = useEndpointMutation(updateTemplateEndpoint, { invalidates: REPORT_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    () =>
      template
        ? update.mutateAsync({ params: { id: template.id }, body: form.values })
        : create.mutateAsync({ body: form.values }),
    (saved) => {
      notify.success(`${saved.code} was saved.`);
      onClose();
    },
  );
  const kinds = form.values.fileKinds;
  return (
    <FormDialog
      open
      title={template ? `Template ${template.code}` : 'New report template'}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save"
      maxWidth="md"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.text('code')} label="Code" required fullWidth autoFocus />
          <TextField {...form.text('regulator')} label="Regulator" required fullWidth />
        </Stack>
        <TextField {...form.text('name')} label="Name" required fullWidth />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            name="period"
            label="Period"
            value={form.values.period}
            onChange={(e) => form.set('period', REPORT_PERIODS.find((p) => p === e.target.value) ?? 'Monthly')}
            helperText=" "
            fullWidth
          >
            {REPORT_PERIODS.map((p) => (
              <MenuItem key={p} value={p}>
                {p}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...form.text('dueDays')}
            label="Due days after the period"
            required
            fullWidth
            inputMode="numeric"
          />
          <DateField {...form.text('startsOn')} label="From" required fullWidth />
        </Stack>
        <TextField
          select
          name="departmentId"
          label="Department"
          value={String(form.values.departmentId)}
          onChange={(e) => form.set('departmentId', e.target.value)}
          error={form.errors.departmentId !== undefined}
          helperText={form.errors.departmentId ?? ' '}
          required
        >
          {(departments.data ?? []).map((d) => (
            <MenuItem key={d.id} value={String(d.id)}>
              {d.name}
            </MenuItem>
          ))}
        </TextField>
        <Box role="group" aria-label="Accepted files">
          {FILE_KINDS.map((k) => (
            <FormControlLabel
              key={k}
              label={FILE_KIND_LABELS[k]}
              control={
                <Checkbox
                  checked={kinds.includes(k)}
                  onChange={(e) =>
                    form.set('fileKinds', e.target.checked ? [...kinds, k] : kinds.filter((x) => x !== k))
                  }
                />
              }
            />
          ))}
        </Box>
        <TextField {...form.text('description')} label="Description" fullWidth multiline minRows={2} />
        <FormControlLabel
          label="Active"
          control={<Checkbox checked={form.values.isActive} onChange={(e) => form.set('isActive', e.target.checked)} />}
        />
      </Stack>
    </FormDialog>
  );
}
