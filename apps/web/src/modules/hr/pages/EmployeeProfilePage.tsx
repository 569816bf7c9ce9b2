import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { CIVIL_STATUS, EMPLOYEE_STATUS, EMPLOYMENT_TYPE, GENDER, enumLabel } from '@ilaw/contracts/enums';
import { formatDate } from '@ilaw/contracts/format';
import { updateEmployeeImageEndpoint } from '@ilaw/contracts/hr/employees/update-employee-image';
import { getEmployeeEndpoint } from '@ilaw/contracts/hr/employees/get-employee';
import Edit from '@mui/icons-material/Edit';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { BiometricLogsTab } from '#web/modules/dtr/public.ts';
import { EmployeeLeaveLedgerTab } from '#web/modules/leave/public.ts';
import { EmployeePayslipsTab } from '#web/modules/payroll/public.ts';
import { EmployeeAvatar } from '../components/EmployeeAvatar.tsx';
import { EMPLOYEE_READS } from '../components/employee-reads.ts';
import { AttachmentsSection } from '../components/profile/AttachmentsSection.tsx';
import { EmploymentHistorySection } from '../components/profile/EmploymentHistorySection.tsx';
import { FamilySection } from '../components/profile/FamilySection.tsx';
import { RecordHistorySection } from '../components/profile/RecordHistorySection.tsx';
import { SalarySection } from '../components/profile/SalarySection.tsx';

const TABS = [
  'Family',
  'Attachments',
  'Employment History',
  'Salary History',
  'Leave Ledger',
  'Biometric Logs',
  'Payslips',
  'History',
] as const;

function EmployeeProfilePageScreen() {
  const id = Number(useParams()['id']);
  const employee = useQuery({
    ...endpointQuery(getEmployeeEndpoint, { params: { employeeId: id } }),
    enabled: Number.isInteger(id) && id > 0,
  });
  // The tab is in the URL (?tab=), so a reload or Back returns to it with its own list state.
  const url = useUrlState();
  const tab = TABS.find((t) => t === url.get('tab')) ?? 'Family';
  const photoInput = useRef<HTMLInputElement>(null);
  const updateImage = useEndpointMutation(updateEmployeeImageEndpoint, { invalidates: EMPLOYEE_READS });

  if (employee.isPending) return <CircularProgress aria-label="Loading employee" />;
  if (!employee.data) return <Alert severity="error">The employee was not found.</Alert>;
  const e = employee.data;

  const uploadPhoto = async (file: File | undefined) => {
    if (!file) return;
    try {
      await updateImage.mutateAsync({ params: { id: e.id }, files: { file } });
      notify.success('The photo was updated.');
    } catch {
      // The toast said why (413 too large, 415 not an image).
    } finally {
      if (photoInput.current) photoInput.current.value = '';
    }
  };

  const item = (label: string, value: string | null | undefined) => (
    <Grid size={{ xs: 12, sm: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography data-field={label}>{value || '-'}</Typography>
    </Grid>
  );
  const status = enumLabel(EMPLOYEE_STATUS, e.employeeStatus);

  return (
    <Box>
      <PageHeader
        title={e.fullName}
        subtitle={`Employee ID ${e.employeeId}`}
        actions={
          <Button
            variant="contained"
            startIcon={<Edit />}
            component={RouterLink}
            to={`/isd/hr/employees/form?id=${e.id}`}
          >
            Edit
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <Stack spacing={1} sx={{ alignItems: 'center' }}>
            <EmployeeAvatar employee={e} size={128} />
            <Button
              size="small"
              startIcon={<PhotoCamera />}
              loading={updateImage.isPending}
              onClick={() => photoInput.current?.click()}
            >
              Change photo
            </Button>
            <input
              ref={photoInput}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              hidden
              aria-label="Photo file"
              onChange={(ev) => void uploadPhoto(ev.target.files?.[0])}
            />
          </Stack>
          <Grid container spacing={1.5} sx={{ flexGrow: 1 }}>
            <Grid size={12}>
              <StatusChip status={status.toLowerCase()} label={status} />
            </Grid>
            {item('Position', e.position)}
            {item('Department', e.departmentName)}
            {item('Branch', e.branchName)}
            {item('Employment type', enumLabel(EMPLOYMENT_TYPE, e.employmentType))}
            {item('Date hired', formatDate(e.dateHired))}
            {item('Date regularized', formatDate(e.dateRegularized))}
            {item('Date separated', formatDate(e.dateSeparated))}
            {item('Biometric user ID', e.biometricUserId)}
            {item('Birth date', formatDate(e.birthDate))}
            {item('Gender', e.gender ? enumLabel(GENDER, e.gender) : null)}
            {item('Civil status', e.civilStatus ? enumLabel(CIVIL_STATUS, e.civilStatus) : null)}
            {item('Contact number', e.contactNumber)}
            {item('Email', e.email)}
            {item('Address', e.address)}
            {item('Portal account', e.username)}
            {item('SSS', e.sssNo)}
            {item('PAG-IBIG', e.pagIbigNo)}
            {item('PhilHealth', e.philHealthNo)}
            {item('HMO', e.hmoNo)}
            {item('TIN', e.tinNo)}
          </Grid>
        </Stack>
      </Paper>
      <Paper variant="outlined">
        <Tabs
          value={tab}
          onChange={(_, v: (typeof TABS)[number]) =>
            url.set({ tab: v === 'Family' ? null : v, page: null, rows: null, from: null, to: null })
          }
          variant="scrollable"
          scrollButtons="auto"
        >
          {TABS.map((t) => (
            <Tab key={t} value={t} label={t} />
          ))}
        </Tabs>
        <Box sx={{ p: 2 }}>
          {tab === 'Family' && <FamilySection employeeId={e.id} />}
          {tab === 'Attachments' && <AttachmentsSection employeeId={e.id} />}
          {tab === 'Employment History' && <EmploymentHistorySection employeeId={e.id} />}
          {tab === 'Salary History' && <SalarySection employeeId={e.id} />}
          {tab === 'Leave Ledger' && <EmployeeLeaveLedgerTab employeeId={e.id} />}
          {tab === 'Biometric Logs' && <BiometricLogsTab employeeId={e.id} />}
          {tab === 'Payslips' && <EmployeePayslipsTab employeeId={e.id} />}
          {tab === 'History' && (
            <Stack spacing={3}>
              <RecordHistorySection entityType="employee" entityId={e.id} title="Record history" />
            </Stack>
          )}
        </Box>
      </Paper>
    </Box>
  );
}

export default function EmployeeProfilePage() {
  return (
    <ScreenAccess reads={getEmployeeEndpoint}>
      <EmployeeProfilePageScreen />
    </ScreenAccess>
  );
}
