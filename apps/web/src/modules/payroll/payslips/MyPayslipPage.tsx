// /user/payslips/:id: the signed-in employee's own payslip of a posted payroll, printable.
import Print from '@mui/icons-material/Print';
import { getMyPayslipEndpoint } from '@ilaw/contracts/payroll/payslips/get-my-payslip';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { PayslipSheet } from './PayslipSheet.tsx';

export default function MyPayslipPage() {
  const id = Number(useParams()['id']);
  const slip = useQuery({
    ...endpointQuery(getMyPayslipEndpoint, { params: { id }, quietStatuses: [404] }),
    enabled: id > 0,
    retry: false,
  });
  const s = slip.data;
  return (
    <Box>
      <PageHeader
        title="Payslip"
        subtitle={s?.payrollName}
        actions={
          <>
            <Button component={RouterLink} to="/user/payslips">
              All payslips
            </Button>
            <Button variant="contained" startIcon={<Print />} onClick={() => window.print()} disabled={!s}>
              Print
            </Button>
          </>
        }
      />
      {slip.isError && <Alert severity="info">This payslip is not available.</Alert>}
      {s && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <ReportPrintPack title="Payslip" filters={[{ label: 'Payroll', value: s.payrollName }]}>
            <PayslipSheet slip={s} />
          </ReportPrintPack>
        </Paper>
      )}
    </Box>
  );
}
