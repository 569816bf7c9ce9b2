import { EMPLOYEE_STATUS, EMPLOYMENT_TYPE, enumLabel, enumOptions } from '@ilaw/contracts/enums';
import { formatCount, formatDate } from '@ilaw/contracts/format';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import { EMPLOYEE_SORT_COLUMNS, listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { exportEmployeesEndpoint } from '@ilaw/contracts/hr/employees/export-employees';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import Add from '@mui/icons-material/Add';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, text } from '#web/shared/list/list-params.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { ReportPrintPack, type ReportFilter } from '#web/shared/print/ReportPrintPack.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { EmployeeAvatar } from '../components/EmployeeAvatar.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

const EMPLOYEE_FILTERS = { search: text, departmentId: int, employeeStatus: int, employmentType: int };

export default function EmployeesPage() {
  return (
    <ScreenAccess reads={listEmployeesEndpoint}>
      <EmployeeList />
    </ScreenAccess>
  );
}

function EmployeeList() {
  const can = useCan();
  const list = useListParams({
    filters: EMPLOYEE_FILTERS,
    sortable: EMPLOYEE_SORT_COLUMNS,
    defaults: { employeeStatus: EMPLOYEE_STATUS.Active.value },
  });
  const { filters, setFilter } = list;
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const employees = usePagedEndpoint(listEmployeesEndpoint, { query: { ...list.query, ...filters } });

  const printedFilters: ReportFilter[] = [
    { label: 'Department', value: departments.data?.find((d) => d.id === filters.departmentId)?.code ?? 'All' },
    {
      label: 'Status',
      value: filters.employeeStatus === undefined ? 'All' : enumLabel(EMPLOYEE_STATUS, filters.employeeStatus),
    },
    {
      label: 'Employment',
      value: filters.employmentType === undefined ? 'All' : enumLabel(EMPLOYMENT_TYPE, filters.employmentType),
    },
    ...(filters.search ? [{ label: 'Search', value: filters.search }] : []),
    { label: 'Page', value: `${list.paging.page} (${formatCount(employees.data?.total ?? 0, 'employee')} in all)` },
  ];

  const columns: Column<Employee>[] = [
    { key: 'photo', header: '', width: 48, render: (e) => <EmployeeAvatar employee={e} /> },
    {
      key: 'employeeId',
      header: 'Employee ID',
      sortable: true,
      render: (e) => (
        <Link component={RouterLink} to={`/isd/hr/employees/${e.id}`}>
          {e.employeeId}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', sortable: true, render: (e) => e.fullName },
    { key: 'position', header: 'Position', render: (e) => e.position ?? '-' },
    { key: 'department', header: 'Department', sortable: true, render: (e) => e.departmentCode ?? '-' },
    { key: 'branch', header: 'Branch', sortable: true, render: (e) => e.branchName ?? '-' },
    {
      key: 'employmentType',
      header: 'Employment',
      sortable: true,
      render: (e) => enumLabel(EMPLOYMENT_TYPE, e.employmentType),
    },
    { key: 'dateHired', header: 'Date hired', sortable: true, render: (e) => formatDate(e.dateHired) },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (e) => {
        const label = enumLabel(EMPLOYEE_STATUS, e.employeeStatus);
        return <StatusChip status={label.toLowerCase()} label={label} />;
      },
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Employees"
        subtitle="The record of every staff member: payroll, DTR and leave read from it."
        actions={
          can(createEmployeeEndpoint) && (
            <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/isd/hr/employees/form">
              New employee
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Name or employee ID"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Department"
            name="Department"
            value={filters.departmentId}
            onChange={(v) => setFilter('departmentId', v)}
            options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.code }))}
          />
          <FilterSelect
            label="Status"
            name="Status"
            value={filters.employeeStatus}
            onChange={(v) => setFilter('employeeStatus', v)}
            options={enumOptions(EMPLOYEE_STATUS)}
          />
          <FilterSelect
            label="Employment type"
            name="Employment type"
            value={filters.employmentType}
            onChange={(v) => setFilter('employmentType', v)}
            options={enumOptions(EMPLOYMENT_TYPE)}
          />
          <ExportButton endpoint={exportEmployeesEndpoint} query={{ ...list.sortQuery, ...filters }} />
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} sx={{ flexShrink: 0 }}>
            Print
          </Button>
        </ListFilterBar>
        <ReportPrintPack title="Employees" filters={printedFilters} orientation="landscape">
          <DataTable
            columns={columns}
            result={employees.data}
            loading={employees.isFetching}
            {...list.table}
            rowKey={(e) => e.id}
            rowHref={(e) => `/isd/hr/employees/${e.id}`}
            caption="Employees"
            emptyText="No employees match."
          />
        </ReportPrintPack>
      </Paper>
    </Box>
  );
}
