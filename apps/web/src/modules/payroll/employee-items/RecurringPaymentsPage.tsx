// /isd/hr/payroll-management/recurring-payments: every employee's allowances, recurring
// deductions, loans and one-time amounts, filtered by kind and category; add or change one.
import {
  EMPLOYEE_ITEM_CATEGORIES,
  EMPLOYEE_ITEM_CATEGORY_LABELS,
  EMPLOYEE_ITEM_KINDS,
  EMPLOYEE_ITEM_KIND_LABELS,
} from '@ilaw/contracts/payroll/employee-items/employee-item';
import { createEmployeeItemEndpoint } from '@ilaw/contracts/payroll/employee-items/create-employee-item';
import { listEmployeeItemsEndpoint } from '@ilaw/contracts/payroll/employee-items/list-employee-items';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { EmployeeItemDialog } from './EmployeeItemDialog.tsx';
import { EmployeeItemsTable } from './EmployeeItemsTable.tsx';

const FILTERS = { search: text, kind: oneOf(EMPLOYEE_ITEM_KINDS), category: oneOf(EMPLOYEE_ITEM_CATEGORIES) };

export default function RecurringPaymentsPage() {
  const list = useListParams({ filters: FILTERS });
  const items = usePagedEndpoint(listEmployeeItemsEndpoint, { query: { ...list.query, ...list.filters } });
  const [adding, setAdding] = useState(false);
  const can = useCan();
  return (
    <ScreenAccess reads={listEmployeeItemsEndpoint}>
      <Box>
        <PageHeader
          title="Recurring Payments"
          subtitle="Allowances, loans and deductions the payroll pays or takes every cut-off (a monthly amount: a semi-monthly cut-off takes half), and one-time amounts of a payroll."
          actions={
            can(createEmployeeItemEndpoint) && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
                Add
              </Button>
            )
          }
        />
        <Paper variant="outlined">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ p: 2 }}>
            <SearchField
              placeholder="Employee or description"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <TextField
              select
              label="Kind"
              value={list.filters.kind ?? ''}
              onChange={(e) =>
                list.setFilter('kind', (e.target.value || undefined) as (typeof EMPLOYEE_ITEM_KINDS)[number])
              }
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">Any</MenuItem>
              {EMPLOYEE_ITEM_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {EMPLOYEE_ITEM_KIND_LABELS[k]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Category"
              value={list.filters.category ?? ''}
              onChange={(e) =>
                list.setFilter('category', (e.target.value || undefined) as (typeof EMPLOYEE_ITEM_CATEGORIES)[number])
              }
              sx={{ minWidth: 220 }}
            >
              <MenuItem value="">Any</MenuItem>
              {EMPLOYEE_ITEM_CATEGORIES.map((c) => (
                <MenuItem key={c} value={c}>
                  {EMPLOYEE_ITEM_CATEGORY_LABELS[c]}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <EmployeeItemsTable result={items.data} loading={items.isFetching} table={list.table} showEmployee />
        </Paper>
        {adding && <EmployeeItemDialog item={null} employeeId={null} onClose={() => setAdding(false)} />}
      </Box>
    </ScreenAccess>
  );
}
