// /isd/hr/payroll-management/types: what payrolls compute from. Payroll types, the statutory tables
// with their history, and the contribution calculator, as tabs (routes.txt has no other payroll
// setup screen; docs/decisions/062-payroll-screens.md).
import { listPayrollTypesEndpoint } from '@ilaw/contracts/payroll/payroll-types/list-payroll-types';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { CalculatorPanel } from '../statutory-deductions/CalculatorPanel.tsx';
import { StatutoryTablesPanel } from '../statutory-tables/StatutoryTablesPanel.tsx';
import { PayrollTypesPanel } from './PayrollTypesPanel.tsx';

const TABS = ['types', 'tables', 'calculator'] as const;
type TabName = (typeof TABS)[number];

export default function PayrollTypesPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: TabName = TABS.includes(asked as TabName) ? (asked as TabName) : 'types';
  return (
    <ScreenAccess reads={listPayrollTypesEndpoint}>
      <Box>
        <PageHeader
          title="Payroll Types"
          subtitle="Payroll types, the statutory tables in force and their history, and the contribution calculator."
        />
        <Tabs value={tab} onChange={(_, v: TabName) => setParams({ tab: v })} sx={{ mb: 2 }}>
          <Tab value="types" label="Payroll types" />
          <Tab value="tables" label="Statutory tables" />
          <Tab value="calculator" label="Contribution calculator" />
        </Tabs>
        {tab === 'types' && <PayrollTypesPanel />}
        {tab === 'tables' && <StatutoryTablesPanel />}
        {tab === 'calculator' && <CalculatorPanel />}
      </Box>
    </ScreenAccess>
  );
}
