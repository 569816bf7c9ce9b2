import { SALARY_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import { type Salary } from '@ilaw/contracts/hr/salaries/salary';
import { deleteSalaryEndpoint } from '@ilaw/contracts/hr/salaries/delete-salary';
import { listSalariesEndpoint } from '@ilaw/contracts/hr/salaries/list-salaries';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { SectionTable, SectionBar, rowActions } from './section-kit.tsx';
import { SalaryDialog } from './SalaryDialog.tsx';

export function SalarySection({ employeeId }: { employeeId: number }) {
  const salaries = useQuery(endpointQuery(listSalariesEndpoint, { query: { employeeId, itemsPerPage: 100 } }));
  const [editing, setEditing] = useState<Salary | 'new' | null>(null);
  const remove = useEndpointMutation(deleteSalaryEndpoint, { invalidates: [listSalariesEndpoint] });
  return (
    <Box>
      <SectionBar
        title="Salary history"
        action={
          <Button startIcon={<Add />} onClick={() => setEditing('new')}>
            Add salary
          </Button>
        }
      />
      <SectionTable
        rows={salaries.data?.data ?? []}
        rowKey={(s) => s.id}
        empty="No salary recorded."
        columns={[
          { header: 'Effective', render: (s) => formatDate(s.effectiveDate) },
          { header: 'Type', render: (s) => enumLabel(SALARY_TYPE, s.salaryType) },
          { header: 'Amount', align: 'right', render: (s) => formatPeso(s.amount) },
          { header: 'Remarks', render: (s) => s.remarks ?? '-' },
          { header: 'In effect', render: (s) => (s.isCurrent ? 'Current' : '') },
          {
            header: 'Actions',
            align: 'right',
            render: (s) =>
              rowActions(
                `salary of ${s.effectiveDate}`,
                () => setEditing(s),
                () => remove.mutate({ params: { id: s.id } }),
              ),
          },
        ]}
      />
      {editing && (
        <SalaryDialog
          employeeId={employeeId}
          salary={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Box>
  );
}
