// Monthly earned leave: post a month's credits to every active employee (once per month) after a
// confirmation naming the month and how many employees it credits, list the postings, and reverse
// one (its lines become Cancelled) after confirmation. The form proposes the last ended month.
import { formatDate, formatDateTime, formatNumber, todayInManila } from '@ilaw/contracts/format';
import { deleteMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/reverse-monthly-credits';
import { listMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/list-monthly-credits';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { lastEndedMonth, type MonthlyEarnedLeave } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import { previewMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/preview-monthly-credits';
import type { ResponseOf } from '@ilaw/contracts/http';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useLeaveTypeOptions } from '#web/shared/reference/reference-data.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { MONTH_NAMES } from '@ilaw/contracts/format';
import { formatDays } from '../components/leave-labels.ts';
import { LEAVE_POSTING_READS } from '../components/leave-reads.ts';

const monthName = (m: { year: number; month: number }) => `${MONTH_NAMES[m.month - 1] ?? m.month} ${m.year}`;
const lastDay = (m: { year: number; month: number }) =>
  new Date(Date.UTC(m.year, m.month, 0)).toISOString().slice(0, 10);

type Preview = ResponseOf<typeof previewMonthlyEarnedEndpoint>;

export default function MonthlyEarnedLeavesPage() {
  return (
    <ScreenAccess reads={listMonthlyEarnedEndpoint}>
      <MonthlyEarnedLeaves />
    </ScreenAccess>
  );
}

function MonthlyEarnedLeaves() {
  const proposed = lastEndedMonth(todayInManila());
  const can = useCan();
  const [year, setYear] = useState(String(proposed.year));
  const [month, setMonth] = useState(String(proposed.month));
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState<Preview | null>(null);
  const [reversing, setReversing] = useState<MonthlyEarnedLeave | null>(null);
  const postings = useQuery(endpointQuery(listMonthlyEarnedEndpoint));
  const types = useLeaveTypeOptions();
  const monthly = (types.data ?? []).filter((t) => t.earningRule === 'Monthly');
  const postMonth = useEndpointMutation(postMonthlyEarnedEndpoint, { invalidates: LEAVE_POSTING_READS });
  const reverse = useEndpointMutation(deleteMonthlyEarnedEndpoint, { invalidates: LEAVE_POSTING_READS });

  const showRefusal = (err: unknown) => {
    if (err instanceof ApiError && (err.status === 400 || err.status === 409))
      setError(Object.values(err.fieldErrors())[0] ?? err.message);
  };

  const post = async (body: { year: number; month: number }) => {
    try {
      const posted = await postMonth.mutateAsync({ body, quietStatuses: [400, 409] });
      notify.success(
        `${monthName(posted)} credits posted to ${formatNumber(posted.employeeCount, 0)} ${posted.employeeCount === 1 ? 'employee' : 'employees'}.`,
      );
    } catch (err) {
      showRefusal(err);
    }
  };

  // Asks first, with the month and the number of employees; a month the server will refuse (not
  // ended, already posted) goes straight to it so the form shows the server's reason.
  const check = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setChecking(true);
    try {
      const preview = await callEndpoint(previewMonthlyEarnedEndpoint, {
        query: { year: Number(year), month: Number(month) },
        quietStatuses: [400],
      });
      if (preview.ended && !preview.alreadyPosted) setConfirming(preview);
      else await post({ year: preview.year, month: preview.month });
    } catch (err) {
      showRefusal(err);
    } finally {
      setChecking(false);
    }
  };

  const columns: Column<MonthlyEarnedLeave>[] = [
    { key: 'month', header: 'Month', render: (m) => <strong>{monthName(m)}</strong> },
    { key: 'employees', header: 'Employees', align: 'right', render: (m) => formatNumber(m.employeeCount, 0) },
    { key: 'posted', header: 'Posted', render: (m) => formatDateTime(m.postedAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (m) =>
        can(deleteMonthlyEarnedEndpoint) && (
          <Tooltip title="Reverse">
            <IconButton
              size="small"
              color="error"
              aria-label={`Reverse ${monthName(m)}`}
              onClick={() => setReversing(m)}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Monthly Earned Leave"
        subtitle="Credits every active employee hired by the month's end, once per month."
      />
      {can(postMonthlyEarnedEndpoint) && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <Stack
            component="form"
            onSubmit={(e) => void check(e)}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'flex-start' } }}
            aria-label="Post a month"
          >
            <TextField
              select
              label="Month"
              name="month"
              size="small"
              fullWidth={false}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              sx={{ minWidth: 160 }}
            >
              {MONTH_NAMES.map((name, i) => (
                <MenuItem key={name} value={String(i + 1)}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Year"
              name="year"
              size="small"
              fullWidth={false}
              value={year}
              onChange={(e) => setYear(e.target.value.replace(/\D/g, '').slice(0, 4))}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              sx={{ width: 110 }}
            />
            <Button
              type="submit"
              variant="contained"
              startIcon={<Send />}
              loading={checking || postMonth.isPending}
              sx={{ whiteSpace: 'nowrap' }}
            >
              Post credits
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
              {monthly.length > 0
                ? `Each employee earns ${monthly.map((t) => `${formatDays(t.monthlyCredit)} ${t.code}`).join(' and ')}.`
                : 'No leave type is earned monthly.'}
            </Typography>
          </Stack>
          {error && (
            <Alert severity="warning" sx={{ mt: 2 }} onClose={() => setError(null)}>
              {error}
            </Alert>
          )}
        </Paper>
      )}
      <Paper variant="outlined">
        <SimpleTable
          caption="Posted months"
          columns={columns}
          rows={postings.data}
          loading={postings.isFetching}
          rowKey={(m) => m.id}
          emptyText="No month has been posted yet."
        />
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        title="Post monthly credits"
        message={
          confirming &&
          `Post the leave credits of ${monthName(confirming)} to ${formatNumber(confirming.employeeCount, 0)} ${confirming.employeeCount === 1 ? 'employee' : 'employees'}? The credits are dated ${formatDate(lastDay(confirming))}. A posting is undone only by reversing it.`
        }
        confirmLabel="Post credits"
        onClose={() => setConfirming(null)}
        onConfirm={() => (confirming ? post({ year: confirming.year, month: confirming.month }) : undefined)}
      />
      <ConfirmDialog
        open={reversing !== null}
        title="Reverse monthly credits"
        message={`Reverse the credits of ${reversing ? monthName(reversing) : ''} for ${formatNumber(reversing?.employeeCount ?? 0, 0)} ${reversing?.employeeCount === 1 ? 'employee' : 'employees'}? Their ledger lines become Cancelled (kept on record) and the month can be posted again.`}
        danger
        confirmLabel="Reverse"
        onClose={() => setReversing(null)}
        onConfirm={async () => {
          if (!reversing) return;
          await reverse.mutateAsync({ params: { id: reversing.id } });
          notify.success(`${monthName(reversing)} credits reversed.`);
        }}
      />
    </Box>
  );
}
