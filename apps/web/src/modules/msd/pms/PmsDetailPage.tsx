// PMS Details: one seminar, the applications enrolled and their attendance; enrol an application
// found by its number or applicant, mark who attended, withdraw who did not come.
import { formatDate } from '@ilaw/contracts/format';
import type { ConnectionApplication } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { getPmsSeminarEndpoint } from '@ilaw/contracts/msd/pms-seminars/get-pms-seminar';
import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import { recordPmsAttendanceEndpoint } from '@ilaw/contracts/msd/pms-seminars/record-pms-attendance';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StageChip, when } from '../new-connections/connection-parts.tsx';

export default function PmsDetailPage() {
  return (
    <ScreenAccess reads={getPmsSeminarEndpoint}>
      <Detail />
    </ScreenAccess>
  );
}

function Detail() {
  const id = Number(useParams().id);
  const can = useCan();
  const seminar = useQuery({ ...endpointQuery(getPmsSeminarEndpoint, { params: { id } }), enabled: id > 0 });
  const record = useEndpointMutation(recordPmsAttendanceEndpoint, {
    invalidates: [
      getPmsSeminarEndpoint,
      listPmsSeminarsEndpoint,
      listConnectionApplicationsEndpoint,
      getConnectionApplicationEndpoint,
    ],
  });
  const [search, setSearch] = useState('');
  const [choice, setChoice] = useState<ConnectionApplication | null>(null);
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...endpointQuery(listConnectionApplicationsEndpoint, { query: { search: term, itemsPerPage: 15 } }),
    enabled: term.length >= 2,
  });
  const s = seminar.data;
  if (!s) return seminar.isLoading ? <LinearProgress /> : null;
  const act = async (applicationId: number, action: 'Enrol' | 'Attended' | 'Withdraw') => {
    try {
      await record.mutateAsync({ params: { id }, body: { applicationId, action } });
      notify.success(action === 'Enrol' ? 'Enrolled.' : action === 'Attended' ? 'Attendance recorded.' : 'Withdrawn.');
      if (action === 'Enrol') setChoice(null);
    } catch {
      // The toast said why.
    }
  };
  const mayRecord = can(recordPmsAttendanceEndpoint);
  return (
    <Box>
      <PageHeader
        title={`PMS ${formatDate(s.seminarDate)} ${s.startTime}`}
        subtitle={`${s.venue} · ${s.branchName ?? ''}${s.facilitator ? ` · ${s.facilitator}` : ''} · ${s.enrolled} of ${s.seats} seats, ${s.attended} attended`}
      />
      <Stack spacing={2}>
        {mayRecord && (
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
              <Autocomplete<ConnectionApplication>
                sx={{ flexGrow: 1 }}
                options={(found.data?.data ?? []).filter((a) => a.pmsAttendedAt === null)}
                value={choice}
                filterOptions={(x) => x}
                getOptionLabel={(a) => `${a.applicationNo} ${a.applicantName}`}
                isOptionEqualToValue={(a, b) => a.id === b.id}
                onInputChange={(_, v) => setSearch(v)}
                onChange={(_, a) => setChoice(a)}
                renderInput={(params) => (
                  <TextField {...params} size="small" label="Application no. or applicant" name="application" />
                )}
              />
              <Button
                variant="contained"
                disabled={choice === null}
                loading={record.isPending}
                onClick={() => choice && void act(choice.id, 'Enrol')}
              >
                Enrol
              </Button>
            </Stack>
          </Paper>
        )}
        <Paper variant="outlined" sx={{ p: 2, overflowX: 'auto' }}>
          <Typography variant="subtitle1">Applicants</Typography>
          <Table size="small" aria-label="Applicants">
            <TableHead>
              <TableRow>
                <TableCell>Application no.</TableCell>
                <TableCell>Applicant</TableCell>
                <TableCell>Stage</TableCell>
                <TableCell>Attended</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {s.attendees.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5}>No one is enrolled yet.</TableCell>
                </TableRow>
              )}
              {s.attendees.map((a) => (
                <TableRow key={a.applicationId}>
                  <TableCell>{a.applicationNo}</TableCell>
                  <TableCell>{a.applicantName}</TableCell>
                  <TableCell>
                    <StageChip stage={a.stage} />
                  </TableCell>
                  <TableCell>{when(a.attendedAt)}</TableCell>
                  <TableCell>
                    {mayRecord && a.attendedAt === null && (
                      <Stack direction="row" spacing={1}>
                        <Button size="small" onClick={() => void act(a.applicationId, 'Attended')}>
                          Attended
                        </Button>
                        <Button size="small" color="inherit" onClick={() => void act(a.applicationId, 'Withdraw')}>
                          Withdraw
                        </Button>
                      </Stack>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      </Stack>
    </Box>
  );
}
