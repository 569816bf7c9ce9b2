// My work on the dashboard (decision 014): what waits for the user, each line linking to the
// filtered screen, and the approvals at the user's step, decided here or on their own screen.
import type { WaitingApproval } from '@ilaw/contracts/approvals/requests/approval-request';
import { formatDateTime, formatNumber } from '@ilaw/contracts/format';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApprovalDecisionDialog } from '#web/shared/approvals/ApprovalParts.tsx';
import { invalidateApprovals, useMyWork } from '#web/shared/approvals/my-work.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';

export function MyWork() {
  const work = useMyWork();
  const queryClient = useQueryClient();
  const [deciding, setDeciding] = useState<{ approval: WaitingApproval; approve: boolean } | null>(null);
  const columns: Column<WaitingApproval>[] = [
    { key: 'type', header: 'Document', render: (a) => <strong>{a.documentTypeName}</strong> },
    {
      key: 'summary',
      header: 'What',
      render: (a) => (
        <Link component={RouterLink} to={a.link}>
          {a.summary}
        </Link>
      ),
    },
    {
      key: 'requested',
      header: 'Requested',
      render: (a) => (
        <>
          {a.requestedBy}
          <br />
          <Typography variant="caption">{formatDateTime(a.requestedAt)}</Typography>
        </>
      ),
    },
    { key: 'step', header: 'Your step', render: (a) => `${a.currentStep}: ${a.currentSignatory}` },
    {
      key: 'actions',
      header: '',
      align: 'right',
      render: (a) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
          <Button size="small" variant="contained" onClick={() => setDeciding({ approval: a, approve: true })}>
            Approve
          </Button>
          <Button size="small" color="error" onClick={() => setDeciding({ approval: a, approve: false })}>
            Reject
          </Button>
        </Box>
      ),
    },
  ];
  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, mb: 3 }}
      data-testid="my-work"
      component="section"
      aria-labelledby="my-work-title"
    >
      <Typography variant="h2" component="h2" id="my-work-title" gutterBottom>
        My work
      </Typography>
      {work.isPending && <Skeleton variant="rounded" height={60} />}
      {work.data?.items.length === 0 && <Typography color="text.secondary">Nothing waits for you.</Typography>}
      {work.data !== undefined && work.data.items.length > 0 && (
        <List dense disablePadding aria-label="Waiting for you">
          {work.data.items.map((item) => (
            <ListItemButton key={item.key} component={RouterLink} to={item.link} data-work={item.key}>
              <ListItemText primary={item.label} />
              <Chip label={formatNumber(item.count, 0)} color="primary" size="small" sx={{ fontWeight: 700, mr: 1 }} />
              <ArrowForward fontSize="small" color="action" />
            </ListItemButton>
          ))}
        </List>
      )}
      {work.data !== undefined && work.data.approvals.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <SimpleTable
            caption="Approvals waiting for you"
            columns={columns}
            rows={work.data.approvals}
            rowKey={(a) => a.requestId}
          />
        </Box>
      )}
      {deciding !== null && (
        <ApprovalDecisionDialog
          requestId={deciding.approval.requestId}
          approve={deciding.approve}
          title={`${deciding.approve ? 'Approve' : 'Reject'} ${deciding.approval.documentTypeName.toLowerCase()}`}
          onClose={() => setDeciding(null)}
          onSaved={(d) => {
            notify.success(
              `${d.documentTypeName}: ${d.status === 'Pending' ? 'signed; the next step decides' : d.status.toLowerCase()}.`,
            );
            setDeciding(null);
            invalidateApprovals(queryClient);
            void queryClient.invalidateQueries();
          }}
        />
      )}
    </Paper>
  );
}
