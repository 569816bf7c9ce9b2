// /isd/hr/payroll-management/payrolls/:id?/:employeeId/payslip: an employee's payslip of a payroll,
// for Payroll staff, printed with the print pack.
import Print from '@mui/icons-material/Print';
import { getPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-payslip';
import { PAYROLL_STATUS_LABELS } from '@ilaw/contracts/payroll/payrolls/payroll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { PayslipSheet } from './PayslipSheet.tsx';

export default function PayslipPrintPage() {
  const params = useParams();
  const id = Number(params['id']);
  const employeeId = Number(params['employeeId']);
  const slip = useQuery({
    ...endpointQuery(getPayslipEndpoint, { params: { id, employeeId } }),
    enabled: id > 0 && employeeId > 0,
  });
  const s = slip.data;
  return (
    <ScreenAccess reads={getPayslipEndpoint}>
      <Box component="main" sx={{ p: 3 }}>
        <Stack direction="row" spacing={1} className="no-print" sx={{ mb: 2 }}>
          <Button component={RouterLink} to={`/isd/hr/payroll-management/payrolls/${id}`}>
            Back to the payroll
          </Button>
          <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!s}>
            Print
          </Button>
        </Stack>
        {s && (
          <ReportPrintPack
            title="Payslip"
            filters={[
              { label: 'Payroll', value: s.payrollName },
              { label: 'Status', value: PAYROLL_STATUS_LABELS[s.status] },
            ]}
          >
            <PayslipSheet slip={s} />
          </ReportPrintPack>
        )}
      </Box>
    </ScreenAccess>
  );
}
