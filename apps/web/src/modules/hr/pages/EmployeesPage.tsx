import { EMPLOYEE_STATUS, EMPLOYMENT_TYPE, enumLabel, enumOptions } from '@ilaw/contracts/enums';
import { formatDate } from '@ilaw/contracts/format';
import type { Employee } from '@ilaw/contracts/hr/employees/employee';
import { listEmployeesEndpoint } from '@ilaw/contracts/hr/employees/list-employees';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments';
import Add from '@mui/icons-material/Add';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { DataTable, usePaging, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { EmployeeAvatar } from '../components/EmployeeAvatar.tsx';
import { useDebounced } from '../components/use-debounced.ts';

export default function EmployeesPage() {
  const { paging, setPaging, resetPage } = usePaging();
  const [searchText, setSearchText] = useState('');
  const [departmentId, setDepartmentId] = useState<number | ''>('');
  const [employeeStatus, setEmployeeStatus] = useState<number | ''>(EMPLOYEE_STATUS.Active.value);
  const [employmentType, setEmploymentType] = useState<number | ''>('');
  const search = useDebounced(searchText.trim());
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const employees = useQuery({
    ...endpointQuery(listEmployeesEndpoint, {
      query: {
        ...paging,
        search: search || undefined,
        departmentId: departmentId === '' ? undefined : departmentId,
        employeeStatus: employeeStatus === '' ? undefined : employeeStatus,
        employmentType: employmentType === '' ? undefined : employmentType,
      },
    }),
    placeholderData: keepPreviousData,
  });

  const columns: Column<Employee>[] = [
    { key: 'photo', header: '', width: 48, render: (e) => <EmployeeAvatar employee={e} /> },
    {
      key: 'employeeId',
      header: 'Employee ID',
      render: (e) => (
        <Link component={RouterLink} to={`/isd/hr/employees/${e.id}`}>
          {e.employeeId}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', render: (e) => e.fullName },
    { key: 'position', header: 'Position', render: (e) => e.position ?? '-' },
    { key: 'department', header: 'Department', render: (e) => e.departmentCode ?? '-' },
    { key: 'branch', header: 'Branch', render: (e) => e.branchName ?? '-' },
    { key: 'type', header: 'Employment', render: (e) => enumLabel(EMPLOYMENT_TYPE, e.employmentType) },
    { key: 'hired', header: 'Date hired', render: (e) => formatDate(e.dateHired) },
    {
      key: 'status',
      header: 'Status',
      render: (e) => {
        const label = enumLabel(EMPLOYEE_STATUS, e.employeeStatus);
        return <StatusChip status={label.toLowerCase()} label={label} />;
      },
    },
  ];

  const select = (
    label: string,
    value: number | '',
    onChange: (v: number | '') => void,
    options: { value: number; label: string }[],
  ) => (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => {
        onChange(e.target.value === '' ? '' : Number(e.target.value));
        resetPage();
      }}
      sx={{ minWidth: 170 }}
      name={label}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <PageHeader
        title="Employees"
        subtitle="The record of every staff member: payroll, DTR and leave read from it."
        actions={
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/isd/hr/employees/form">
            New employee
          </Button>
        }
      />
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2 }}>
          <TextField
            label="Search"
            placeholder="Name or employee ID"
            value={searchText}
            name="search"
            onChange={(e) => {
              setSearchText(e.target.value);
              resetPage();
            }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
            sx={{ minWidth: 260 }}
          />
          {select(
            'Department',
            departmentId,
            setDepartmentId,
            (departments.data ?? []).map((d) => ({ value: d.id, label: d.code })),
          )}
          {select('Status', employeeStatus, setEmployeeStatus, enumOptions(EMPLOYEE_STATUS))}
          {select('Employment type', employmentType, setEmploymentType, enumOptions(EMPLOYMENT_TYPE))}
        </Stack>
        <DataTable
          columns={columns}
          result={employees.data}
          loading={employees.isFetching}
          paging={paging}
          onPagingChange={setPaging}
          rowKey={(e) => e.id}
          caption="Employees"
          emptyText="No employees match."
        />
      </Paper>
    </Box>
  );
}
