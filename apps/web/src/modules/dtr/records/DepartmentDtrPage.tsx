import { CORRECTION_STATUS } from '@ilaw/contracts/dtr/correction-requests/correction-request';
import { BIOMETRIC_LOG_SORT_COLUMNS } from '@ilaw/contracts/dtr/logs/biometric-log';
import { departmentBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-department-biometric-logs';
import { departmentCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-department-correction-requests';
import { departmentEmployeesEndpoint } from '@ilaw/contracts/dtr/records/list-department-employees';
import { departmentGetDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtr';
import { departmentRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtrs';
import { hrDtrSummaryExportEndpoint } from '@ilaw/contracts/dtr/department-summaries/export-department-summary';
import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import Download from '@mui/icons-material/Download';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { endpointQuery } from '#web/shared/api/query.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { correctionColumns, type CorrectionRequest } from '../correction-requests/CorrectionRequests.tsx';
import { invalidateApprovals } from '#web/shared/approvals/my-work.ts';
import { DecisionDialog } from '../correction-requests/DecisionDialog.tsx';
import { DtrHeading, DtrTable } from './DtrTable.tsx';
import { EmployeeTotals } from './EmployeeTotals.tsx';
import { InPlacePrintSheets, printInPlace } from './print/Form48.tsx';
import { logColumns } from '../logs/LogsTable.tsx';
import { PeriodPicker, usePeriod } from '../components/PeriodPicker.tsx';
import { periodOf } from '../components/period.ts';

type View = 'records' | 'requests' | 'logs';
const VIEWS: Record<View, string> = {
  records: 'Daily time records',
  requests: 'Correction requests',
  logs: 'Biometric logs',
};

/** /department/daily-time-record: the monitor's own department (HR: any, via the same endpoints). */
function DepartmentDtrPageScreen() {
  const qc = useQueryClient();
  const url = useUrlState();
  const [period, setPeriod] = usePeriod();
  // The logs' page and the requests' status filter; the period and the employee reset the page.
  const list = useListParams({ filters: { show: oneOf(['all']) }, sortable: BIOMETRIC_LOG_SORT_COLUMNS });
  const viewParam = url.get('view');
  const view: View = viewParam === 'requests' || viewParam === 'logs' ? viewParam : 'records';
  const employeeParam = url.num('employeeId');
  const employeeId = employeeParam !== undefined && employeeParam > 0 ? employeeParam : null;
  const setEmployee = (id: number | undefined) => url.set({ employeeId: id, page: null });
  const employees = useQuery(endpointQuery(departmentEmployeesEndpoint));

  const one = useQuery({
    ...endpointQuery(departmentGetDtrEndpoint, { query: { ...period, employeeId: employeeId ?? 0 } }),
    enabled: view === 'records' && employeeId !== null,
    placeholderData: keepPreviousData,
  });
  const all = useQuery({
    ...endpointQuery(departmentRangedDtrEndpoint, { query: period }),
    enabled: view === 'records' && employeeId === null,
    placeholderData: keepPreviousData,
  });
  const requests = useQuery({
    ...endpointQuery(departmentCorrectionRequestsEndpoint, {
      query: list.filters.show === 'all' ? {} : { status: CORRECTION_STATUS.Pending.value },
    }),
    enabled: view === 'requests',
  });
  const logs = usePagedEndpoint(departmentBiometricLogsEndpoint, {
    query: { ...list.query, ...period, ...(employeeId ? { employeeId } : {}) },
    enabled: view === 'logs',
  });
  // A request or a punch opens the employee's days of the half-month it falls in.
  const dayHref = (id: number | null, date: string) => {
    const half = periodOf(date.slice(0, 7), Number(date.slice(8, 10)) <= 15 ? 'first-half' : 'second-half');
    return url.href({ view: null, employeeId: id, from: half.from, to: half.to, page: null, sort: null, order: null });
  };
  // What 'Print DTR' prints: the employee in view, else everyone listed (Form 48, two per sheet).
  const printable = employeeId !== null ? (one.data ? [one.data] : undefined) : all.data;
  const [deciding, setDeciding] = useState<{ request: CorrectionRequest; approve: boolean } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportSummary = async () => {
    setExporting(true);
    try {
      // The server narrows a monitor to their own department.
      await downloadFile(hrDtrSummaryExportEndpoint, { query: period });
    } catch {
      // The toast said why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Department Daily Time Record"
        subtitle="Your department's time records, its correction requests and its logs."
        actions={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<Print />} onClick={printInPlace} disabled={view !== 'records' || !printable?.length}>
              Print DTR
            </Button>
            <Button startIcon={<Download />} onClick={() => void exportSummary()} loading={exporting}>
              Summary (.xlsx)
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2}>
          <PeriodPicker period={period} onChange={setPeriod} />
          <FilterSelect
            label="Employee"
            name="employee"
            value={employeeId ?? undefined}
            onChange={setEmployee}
            allLabel="All employees"
            options={(employees.data ?? []).map((e) => ({ value: e.id, label: `${e.fullName} (${e.employeeId})` }))}
            sx={{ minWidth: 260 }}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: View) => url.set({ view: v === 'records' ? null : v, page: null })}
          sx={{ px: 2 }}
        >
          {(Object.keys(VIEWS) as View[]).map((v) => (
            <Tab key={v} value={v} label={VIEWS[v]} />
          ))}
        </Tabs>
        {view === 'records' && employeeId !== null && (
          <>
            {one.data && <DtrHeading dtr={one.data} />}
            <DtrTable dtr={one.data} loading={one.isFetching} showLogs caption="Employee daily time record" />
          </>
        )}
        {view === 'records' && employeeId === null && (
          <EmployeeTotals
            sheets={all.data}
            loading={all.isFetching}
            openHref={(id) => url.href({ employeeId: id, page: null })}
            caption="Department totals"
          />
        )}
        {view === 'requests' && (
          <>
            <Box sx={{ px: 2, pt: 2 }}>
              <FilterSelect
                size="small"
                label="Show"
                name="show"
                value={list.filters.show}
                onChange={(v) => list.setFilter('show', v)}
                allLabel="Pending"
                options={[{ value: 'all', label: 'All (pending first)' }]}
                sx={{ width: 200 }}
              />
            </Box>
            <SimpleTable
              columns={correctionColumns(true, (r) =>
                r.status === 0 && r.approval?.canDecide === true ? (
                  <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                    <Button
                      size="small"
                      color="success"
                      startIcon={<Check />}
                      aria-label={`Approve the correction of ${r.fullName} for ${r.recordDate}`}
                      onClick={() => setDeciding({ request: r, approve: true })}
                    >
                      Approve
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      startIcon={<Close />}
                      aria-label={`Disapprove the correction of ${r.fullName} for ${r.recordDate}`}
                      onClick={() => setDeciding({ request: r, approve: false })}
                    >
                      Disapprove
                    </Button>
                  </Stack>
                ) : r.status === 0 ? (
                  <Typography variant="caption" color="text.secondary">
                    Another signatory decides
                  </Typography>
                ) : null,
              )}
              rows={requests.data}
              loading={requests.isFetching}
              rowKey={(r) => r.id}
              rowHref={(r) => dayHref(r.employeeId, r.recordDate)}
              caption="Correction requests"
              emptyText="No correction requests."
            />
          </>
        )}
        {view === 'logs' && (
          <DataTable
            columns={logColumns(true, true)}
            result={logs.data}
            loading={logs.isFetching}
            {...list.table}
            rowKey={(l) => l.id}
            rowHref={(l) => dayHref(l.employeeId, l.logDate)}
            caption="Department biometric logs"
            emptyText="No logs in this period."
          />
        )}
      </Paper>
      {view === 'records' && printable && printable.length > 0 && (
        <InPlacePrintSheets sheets={printable} paper="a4" copies={employeeId !== null ? 2 : 1} />
      )}
      {deciding && (
        <DecisionDialog
          request={deciding.request}
          approve={deciding.approve}
          onClose={() => setDeciding(null)}
          onDecided={(r) => {
            setDeciding(null);
            notify.success(
              r.status === 1
                ? `Approved: ${r.fullName}'s day now shows the corrected times.`
                : 'The request was disapproved.',
            );
            invalidateApprovals(qc);
          }}
        />
      )}
    </Box>
  );
}

/** Users who may not read departmentEmployees see the no-access state instead (decision 015). */
export default function DepartmentDtrPage() {
  return (
    <ScreenAccess reads={departmentEmployeesEndpoint}>
      <DepartmentDtrPageScreen />
    </ScreenAccess>
  );
}
