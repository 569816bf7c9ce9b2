import { formatNumber } from '@ilaw/contracts/format';
import type { DailyTimeRecord } from '@ilaw/contracts/dtr/records/daily-time-record';
import { hrComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-daily-time-records';
import { hrManualEditEndpoint } from '@ilaw/contracts/dtr/records/update-daily-time-record';
import { hrDtrByDepartmentEndpoint } from '@ilaw/contracts/dtr/records/get-department-employee-dtrs';
import { hrDtrDepartmentsEndpoint } from '@ilaw/contracts/dtr/department-summaries/list-department-summaries';
import { hrDtrSummaryExportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-department-summary';
import { hrLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-employee-logs';
import { hrManualInputReportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-manual-input-report';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';
import { employeeOptionsEndpoint } from '@ilaw/contracts/hr/employees/employee-options';
import Calculate from '@mui/icons-material/Calculate';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Print from '@mui/icons-material/Print';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { HR_DTR_READS } from './dtr-reads.ts';
import { DtrHeading, DtrTable } from './DtrTable.tsx';
import { EmployeeTotals } from './EmployeeTotals.tsx';
import { LogUpload } from '../log-imports/LogUpload.tsx';
import { LogsTable } from '../logs/LogsTable.tsx';
import { ManualEditDialog } from './ManualEditDialog.tsx';
import { PeriodPicker, usePeriod } from '../components/PeriodPicker.tsx';
import { SetupTabs, SETUP_VIEWS, type SetupView } from '../setup/SetupTabs.tsx';
import { minutesLabel, monthOf } from '../components/period.ts';

type View = 'records' | 'logs' | 'upload' | SetupView;
const VIEWS: [View, string][] = [
  ['records', 'Daily time records'],
  ['logs', 'Biometric logs'],
  ['upload', 'Log upload'],
  ...SETUP_VIEWS,
];

type DepartmentRow = NonNullable<ReturnType<typeof useDepartments>['data']>[number];
function useDepartments(period: { from: string; to: string }) {
  return useQuery({ ...endpointQuery(hrDtrDepartmentsEndpoint, { query: period }), placeholderData: keepPreviousData });
}

const positiveId = (n: number | undefined) => (n !== undefined && n > 0 ? n : null);

/** /isd/hr/daily-time-record: HR's view of everyone's DTR, manual input, uploads and prints. */
function HrDtrPageScreen() {
  const can = useCan();
  const canEdit = can(hrManualEditEndpoint);
  const url = useUrlState();
  const [period, setPeriod] = usePeriod();
  const viewParam = url.get('view');
  const view: View = VIEWS.find(([v]) => v === viewParam)?.[0] ?? 'records';
  const departmentId = positiveId(url.num('departmentId'));
  const employeeId = positiveId(url.num('employeeId'));
  const setEmployee = (id: number | null) => url.set({ employeeId: id });

  const departments = useDepartments(period);
  const employees = useQuery(
    endpointQuery(employeeOptionsEndpoint, {
      query: departmentId ? { departmentId, includeInactive: 'true' as const } : { includeInactive: 'true' as const },
    }),
  );
  const picked = employees.data?.find((e) => e.id === employeeId) ?? null;
  const one = useQuery({
    ...endpointQuery(hrRangedDtrEndpoint, { query: { ...period, employeeId: employeeId ?? 0 } }),
    enabled: employeeId !== null && view === 'records',
    placeholderData: keepPreviousData,
  });
  const logs = useQuery({
    ...endpointQuery(hrLogsEndpoint, { query: { ...period, employeeId: employeeId ?? 0 } }),
    enabled: employeeId !== null && (view === 'records' || view === 'logs'),
    placeholderData: keepPreviousData,
  });
  const department = useQuery({
    ...endpointQuery(hrDtrByDepartmentEndpoint, { query: { ...period, departmentId: departmentId ?? 0 } }),
    enabled: employeeId === null && departmentId !== null && view === 'records',
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<DailyTimeRecord | null>(null);
  const computing = useEndpointMutation(hrComputeEndpoint, {
    invalidates: HR_DTR_READS,
    onSuccess: (r) =>
      notify.success(
        `Computed ${formatNumber(r.days, 0)} days of ${formatNumber(r.employees, 0)} employee${r.employees === 1 ? '' : 's'}.`,
      ),
  });
  const compute = () =>
    computing.mutate({
      body: { ...period, ...(employeeId ? { employeeId } : departmentId ? { departmentId } : {}) },
    });
  const exportFile = (def: typeof hrDtrSummaryExportEndpoint | typeof hrManualInputReportEndpoint) =>
    void downloadFile(def, { query: { ...period, ...(departmentId ? { departmentId } : {}) } }).catch(() => undefined);

  const qs = (extra: Record<string, string | number>) =>
    new URLSearchParams({
      from: period.from,
      to: period.to,
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, String(v)])),
    }).toString();
  const printLinks: { label: string; href: string }[] = [
    ...(employeeId
      ? [
          { label: 'Print', href: `/isd/hr/daily-time-record/print?${qs({ employeeId })}` },
          {
            label: 'Print range',
            href: `/isd/hr/daily-time-record/print-range?${new URLSearchParams({
              employeeId: String(employeeId),
              fromMonth: monthOf(period.from),
              toMonth: monthOf(period.to),
            }).toString()}`,
          },
        ]
      : []),
    ...(departmentId
      ? [{ label: 'Print department', href: `/isd/hr/daily-time-record/print-department?${qs({ departmentId })}` }]
      : []),
    { label: 'Print all', href: `/isd/hr/daily-time-record/print-all?${qs({})}` },
  ];

  const departmentColumns: Column<DepartmentRow>[] = [
    { key: 'code', header: 'Code', render: (d) => d.code },
    {
      key: 'name',
      header: 'Department',
      render: (d) => (
        <Link component="button" type="button" onClick={() => url.set({ departmentId: d.departmentId })}>
          {d.name}
        </Link>
      ),
    },
    { key: 'employees', header: 'Employees', align: 'right', render: (d) => formatNumber(d.employees, 0) },
    { key: 'tardy', header: 'Tardy', align: 'right', render: (d) => minutesLabel(d.tardyMinutes) },
    { key: 'under', header: 'Undertime', align: 'right', render: (d) => minutesLabel(d.undertimeMinutes) },
    {
      key: 'absent',
      header: 'Days absent',
      align: 'right',
      render: (d) => (Number(d.absentDays) > 0 ? d.absentDays : '-'),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Daily Time Record"
        subtitle="Everyone's time records: pick a department or an employee and a period."
        actions={
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
            {can(hrComputeEndpoint) && (
              <Button startIcon={<Calculate />} onClick={compute} loading={computing.isPending}>
                Compute
              </Button>
            )}
            <Button startIcon={<Download />} onClick={() => exportFile(hrDtrSummaryExportEndpoint)}>
              Summary (.xlsx)
            </Button>
            <Button startIcon={<Download />} onClick={() => exportFile(hrManualInputReportEndpoint)}>
              Manual input (.xlsx)
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack spacing={2}>
          <PeriodPicker period={period} onChange={setPeriod} />
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <FilterSelect
              label="Department"
              name="department"
              value={departmentId ?? undefined}
              onChange={(v) => url.set({ departmentId: v, employeeId: null })}
              allLabel="All departments"
              options={(departments.data ?? []).map((d) => ({ value: d.departmentId, label: d.name }))}
              sx={{ minWidth: 260 }}
            />
            <Autocomplete
              options={employees.data ?? []}
              loading={employees.isPending}
              value={picked}
              onChange={(_, v) => setEmployee(v ? v.id : null)}
              getOptionLabel={(o) => `${o.employeeId} - ${o.fullName}`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label="Employee" name="employee" />}
              sx={{ minWidth: 340 }}
            />
          </Stack>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }} aria-label="Print">
            <Print fontSize="small" color="action" />
            {printLinks.map((l) => (
              <Button key={l.label} size="small" variant="outlined" href={l.href} target="_blank" rel="noopener">
                {l.label}
              </Button>
            ))}
          </Stack>
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: View) => url.set({ view: v === 'records' ? null : v, page: null })}
          variant="scrollable"
          scrollButtons="auto"
          sx={{ px: 2 }}
        >
          {VIEWS.map(([v, label]) => (
            <Tab key={v} value={v} label={label} />
          ))}
        </Tabs>
        {view === 'records' && employeeId !== null && (
          <>
            {one.data && <DtrHeading dtr={one.data} />}
            <DtrTable
              dtr={one.data}
              loading={one.isFetching}
              showLogs
              caption="Employee daily time record"
              {...(canEdit
                ? {
                    action: {
                      header: 'Manual input',
                      render: (r: DailyTimeRecord) => (
                        <Button
                          size="small"
                          startIcon={<Edit fontSize="small" />}
                          aria-label={`Edit ${r.dailyTimeRecordDate}`}
                          onClick={() => setEditing(r)}
                        >
                          Edit
                        </Button>
                      ),
                    },
                  }
                : {})}
            />
          </>
        )}
        {view === 'records' && employeeId === null && departmentId !== null && (
          <EmployeeTotals
            sheets={department.data}
            loading={department.isFetching}
            openHref={(id) => url.href({ employeeId: id, page: null })}
            caption="Department totals"
          />
        )}
        {view === 'records' && employeeId === null && departmentId === null && (
          <SimpleTable
            columns={departmentColumns}
            rows={departments.data}
            loading={departments.isFetching}
            rowKey={(d) => d.departmentId}
            caption="Departments"
            emptyText="No departments."
          />
        )}
        {view === 'logs' &&
          (employeeId === null ? (
            <Typography sx={{ p: 2 }} color="text.secondary">
              Pick an employee to see their logs.
            </Typography>
          ) : (
            <LogsTable logs={logs.data} loading={logs.isFetching} caption="Employee biometric logs" />
          ))}
        {view === 'upload' && <LogUpload />}
        {view !== 'records' && view !== 'logs' && view !== 'upload' && <SetupTabs view={view} />}
      </Paper>
      {editing && one.data && (
        <ManualEditDialog
          employeeId={one.data.employeeId}
          fullName={one.data.fullName}
          record={editing}
          logs={(logs.data ?? []).filter((l) => l.logDate === editing.dailyTimeRecordDate)}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            notify.success('The day was saved; the original logs are kept beside it.');
          }}
        />
      )}
    </Box>
  );
}

/** Users who may not read hrDtrDepartments see the no-access state instead (decision 015). */
export default function HrDtrPage() {
  return (
    <ScreenAccess reads={hrDtrDepartmentsEndpoint}>
      <HrDtrPageScreen />
    </ScreenAccess>
  );
}
