// Pieces of the adjustment requests (decision 014): the original and the proposed bill side by
// side with the difference, and the requests table both the clerk and the approver read.
import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import { formatDateTime, formatNumber } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { Money } from '../bills/bill-parts.tsx';

/** The posted bill's figures beside the corrected bill the request would post, and the difference. */
export function AdjustmentComparison({ request }: { request: AdjustmentRequest }) {
  const o = request.originalReading;
  const p = request.proposed;
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }} data-testid={`adjustment-${request.id}`}>
      <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 260 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          Original: {request.billNo}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatNumber(o.previous)} → {formatNumber(o.present)} = {formatNumber(o.kwh)} kWh
        </Typography>
        <Typography variant="h6" component="p">
          <Money value={o.total} />
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2, flex: 2, minWidth: 300 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          {request.status === 'Approved'
            ? `Corrected: ${request.correctedBillNo ?? ''}`
            : request.status === 'Pending'
              ? 'Corrected (waiting for approval)'
              : `Corrected (${request.status.toLowerCase()}, not posted)`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {formatNumber(p.previousReading)} → {formatNumber(p.presentReading)} = {formatNumber(p.kwh)} kWh
        </Typography>
        <Box component="table" sx={{ width: '100%', fontSize: 13, borderCollapse: 'collapse' }}>
          <tbody>
            {p.lines.map((l) => (
              <tr key={l.seq}>
                <td>{l.description}</td>
                <td style={{ textAlign: 'right' }}>
                  <Money value={l.amount} />
                </td>
              </tr>
            ))}
            <tr>
              <td>
                <strong>Total</strong>
              </td>
              <td style={{ textAlign: 'right' }}>
                <strong>
                  <Money value={p.total} />
                </strong>
              </td>
            </tr>
            <tr>
              <td>Difference</td>
              <td style={{ textAlign: 'right' }} data-testid="adjustment-difference">
                <Money value={request.difference} />
              </td>
            </tr>
          </tbody>
        </Box>
      </Paper>
    </Box>
  );
}

export function adjustmentColumns(action?: (r: AdjustmentRequest) => ReactNode): Column<AdjustmentRequest>[] {
  return [
    { key: 'billNo', header: 'Bill no.', sortable: true, render: (r) => <strong>{r.billNo}</strong> },
    {
      key: 'consumer',
      header: 'Consumer',
      sortable: true,
      render: (r) => (
        <>
          {r.accountNo}
          <br />
          <Typography variant="caption">{r.consumerName}</Typography>
        </>
      ),
    },
    { key: 'period', header: 'Bill month', sortable: true, render: (r) => billMonthLabel(r.period) },
    { key: 'original', header: 'Original', align: 'right', render: (r) => <Money value={r.originalReading.total} /> },
    { key: 'proposed', header: 'Corrected', align: 'right', render: (r) => <Money value={r.proposed.total} /> },
    { key: 'difference', header: 'Difference', align: 'right', render: (r) => <Money value={r.difference} /> },
    { key: 'status', header: 'Status', sortable: true, render: (r) => <StatusChip status={r.status} /> },
    {
      key: 'steps',
      header: 'Steps',
      render: (r) => (
        <Box sx={{ fontSize: 13 }}>
          <div>
            <strong>Requested</strong> by {r.requestedBy}, {formatDateTime(r.requestedAt)}: {r.reason}
          </div>
          {r.decidedAt !== null && (
            <div>
              <strong>{r.status}</strong> by {r.decidedBy ?? ''}, {formatDateTime(r.decidedAt)}:{' '}
              {r.decisionRemarks ?? ''}
            </div>
          )}
          <ApprovalStepLine approval={r.approval} />
        </Box>
      ),
    },
    ...(action === undefined ? [] : [{ key: 'action', header: '', align: 'right' as const, render: action }]),
  ];
}
