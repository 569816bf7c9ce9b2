import { CIVIL_STATUS, EMPLOYEE_STATUS, EMPLOYMENT_TYPE, GENDER, enumLabel } from '@ilaw/contracts/enums';
import { formatDate } from '@ilaw/contracts/format';
import { updateEmployeeImageEndpoint } from '@ilaw/contracts/hr/employees/employee-image';
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
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';
import { BiometricLogsTab } from '../../dtr/public.ts';
import { EmployeeLeaveLedgerTab } from '../../leave/public.ts';
import { EmployeeAvatar } from '../components/EmployeeAvatar.tsx';
import {
  AttachmentsSection,
  EmploymentHistorySection,
  FamilySection,
  RecordHistorySection,
  SalarySection,
} from '../components/ProfileSections.tsx';

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

export default function EmployeeProfilePage() {
  const id = Number(useParams()['id']);
  const qc = useQueryClient();
  const q = endpointQuery(getEmployeeEndpoint, { params: { employeeId: id } });
  const employee = useQuery({ ...q, enabled: Number.isInteger(id) && id > 0 });
  const [tab, setTab] = useState<(typeof TABS)[number]>('Family');
  const photoInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  if (employee.isPending) return <CircularProgress aria-label="Loading employee" />;
  if (!employee.data) return <Alert severity="error">The employee was not found.</Alert>;
  const e = employee.data;

  const uploadPhoto = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const saved = await callEndpoint(updateEmployeeImageEndpoint, { params: { id: e.id }, files: { file } });
      qc.setQueryData(q.queryKey, saved);
      await qc.invalidateQueries({ queryKey: ['GET'] });
      notify.success('The photo was updated.');
    } catch {
      // The toast said why (413 too large, 415 not an image).
    } finally {
      setUploading(false);
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
              loading={uploading}
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
          onChange={(_, v: (typeof TABS)[number]) => setTab(v)}
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
          {tab === 'Payslips' && (
            <Alert severity="info">
              The {tab.toLowerCase()} of this employee will show here once that part of the portal is in place.
            </Alert>
          )}
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
