import type { DailyTimeRecord, EmployeeDtr } from '@ilaw/contracts/dtr/records/daily-time-record';
import { formatDate } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { officialHoursLines } from './print/official-hours.ts';
import { minutesLabel, weekdayOf } from '../components/period.ts';

const PUNCHES = [
  ['amIn', 'logAmIn', 'AM in'],
  ['amOut', 'logAmOut', 'AM out'],
  ['pmIn', 'logPmIn', 'PM in'],
  ['pmOut', 'logPmOut', 'PM out'],
] as const;

/** Days that are not workdays are shaded so the working days stand out. */
const OFF_DAYS = new Set(['RestDay', 'Holiday', 'Leave', 'Travel', 'NoSchedule']);

/** A punch; with `showLogs`, an edited punch shows what the logs gave beside it. */
function Punch({ record, index, showLogs }: { record: DailyTimeRecord; index: number; showLogs: boolean }) {
  const [key, logKey] = PUNCHES[index]!;
  const value = record[key];
  const log = record[logKey];
  const edited = record.isManual && value !== log;
  return (
    <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: edited ? 700 : 400 }}>
      {value ?? '-'}
      {showLogs && edited && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          log: {log ?? 'none'}
        </Typography>
      )}
    </Box>
  );
}

/** One employee's days for a period: punches, tardiness/undertime, absences, remarks and totals. */
export function DtrTable({
  dtr,
  loading = false,
  showLogs = false,
  action,
  caption = 'Daily time record',
}: {
  dtr: EmployeeDtr | undefined;
  loading?: boolean;
  /** Show the log punches under edited ones (HR manual input). */
  showLogs?: boolean;
  /** A last column per day (request a correction, edit). */
  action?: { header: string; render: (record: DailyTimeRecord) => ReactNode };
  caption?: string;
}) {
  const records = dtr?.records ?? [];
  const columns = 9 + (action ? 1 : 0);
  return (
    <Box>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-label="Loading daily time record" />}</Box>
      <TableContainer>
        <Table size="small" aria-label={caption} aria-busy={loading}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>Date</TableCell>
              {PUNCHES.map(([, , label]) => (
                <TableCell key={label} align="center" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {label}
                </TableCell>
              ))}
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Tardy
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Undertime
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                Absent
              </TableCell>
              <TableCell sx={{ fontWeight: 700 }}>Remarks</TableCell>
              {action && <TableCell sx={{ fontWeight: 700 }}>{action.header}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {records.map((r) => (
              <TableRow
                key={r.dailyTimeRecordDate}
                data-date={r.dailyTimeRecordDate}
                sx={OFF_DAYS.has(r.dayType) ? { bgcolor: 'action.hover' } : undefined}
              >
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(r.dailyTimeRecordDate, 'MMM DD')} {weekdayOf(r.dailyTimeRecordDate)}
                </TableCell>
                {PUNCHES.map(([key], i) => (
                  <TableCell key={key} align="center" data-punch={key}>
                    <Punch record={r} index={i} showLogs={showLogs} />
                  </TableCell>
                ))}
                <TableCell align="right" data-cell="tardy">
                  {minutesLabel(r.tardyMinutes)}
                </TableCell>
                <TableCell align="right" data-cell="undertime">
                  {minutesLabel(r.undertimeMinutes)}
                </TableCell>
                <TableCell align="right" data-cell="absent">
                  {Number(r.absentDays) > 0 ? r.absentDays : '-'}
                </TableCell>
                <TableCell data-cell="remarks">
                  {r.remarks}
                  {r.isManual && (
                    <Tooltip title={r.manualReason ?? 'Edited'}>
                      <Chip size="small" label="Edited" variant="outlined" sx={{ ml: r.remarks ? 1 : 0 }} />
                    </Tooltip>
                  )}
                </TableCell>
                {action && <TableCell>{action.render(r)}</TableCell>}
              </TableRow>
            ))}
            {records.length === 0 && !loading && (
              <TableRow>
                <TableCell colSpan={columns} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  No days in this period.
                </TableCell>
              </TableRow>
            )}
            {dtr && records.length > 0 && (
              <TableRow aria-label="Totals">
                <TableCell colSpan={5} sx={{ fontWeight: 700 }}>
                  Totals (times tardy: {dtr.totals.tardyCount})
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-total="tardy">
                  {minutesLabel(dtr.totals.tardyMinutes)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-total="undertime">
                  {minutesLabel(dtr.totals.undertimeMinutes)}
                </TableCell>
                <TableCell align="right" sx={{ fontWeight: 700 }} data-total="absent">
                  {Number(dtr.totals.absentDays) > 0 ? dtr.totals.absentDays : '-'}
                </TableCell>
                <TableCell colSpan={action ? 2 : 1} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
}

/** 'Schedule: Regular (08:00-12:00, 13:00-17:00; Saturdays ...)': the name with its official hours. */
function scheduleLabel(dtr: EmployeeDtr): string | null {
  if (!dtr.scheduleName) return null;
  const { regular, saturdays } = officialHoursLines(dtr.officialHours);
  const hours = [regular, saturdays ? `Saturdays ${saturdays}` : ''].filter(Boolean).join('; ');
  return `Schedule: ${dtr.scheduleName}${hours ? ` (${hours})` : ''}`;
}

/** Name, department, position and schedule above a DTR. */
export function DtrHeading({ dtr }: { dtr: EmployeeDtr }) {
  return (
    <Box sx={{ px: 2, pt: 2 }}>
      <Typography variant="h6" component="h2">
        {dtr.fullName}{' '}
        <Typography component="span" color="text.secondary">
          ({dtr.employeeNo})
        </Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[dtr.departmentName, dtr.position, scheduleLabel(dtr)].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}
